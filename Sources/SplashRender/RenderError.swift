import SplashFiles

/// Errors from the render pipeline itself (requests, outputs). Each message is one line that
/// names the file or value at fault; errors of the scene, the encoder and the files pass through
/// as their own types.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
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

extension RenderError {
  /// `failure`'s own message, keeping `failure` as the cause.
  public init(_ failure: FileError) {
    self.init(failure.description, fileError: failure)
  }
}
