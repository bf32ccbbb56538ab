import SplashFiles

/// Errors from video, APNG and animated WebP export. Each message is one line that names the
/// file and what is wrong with it.
public struct VideoError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String
  /// The failed file operation behind this error, when there is one: its path, step and `errno`
  /// (the message says them in words).
  public let fileError: FileError?

  /// An error with this one-line message.
  public init(_ description: String) {
    self.init(description, fileError: nil)
  }

  /// An error with this one-line message, caused by `fileError`.
  public init(_ description: String, fileError: FileError?) {
    self.description = description
    self.fileError = fileError
  }

  /// Equal when the messages are: the cause is detail for callers that look for it.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
}

extension VideoError {
  /// `failure`'s own message, keeping `failure` as the cause.
  public init(_ failure: FileError) {
    self.init(failure.description, fileError: failure)
  }
}
