import SplashFiles

/// Errors from frame sequences: frames of different sizes, a frame folder that cannot be read or
/// holds something other than PNGs. Each message is one line that names the file or frame at fault.
public struct FramesError: CausedError, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String
  /// The error this one reports, when there is one (a file operation's).
  public let cause: (any Error)?

  /// An error with this one-line message.
  public init(_ description: String) {
    self.init(description, cause: nil)
  }

  /// An error with this one-line message, caused by `cause`.
  public init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }

  /// `failure`'s own message, keeping `failure` as the cause.
  public init(_ failure: FileError) {
    self.init(failure.description, cause: failure)
  }

  /// Equal when the messages are: the cause is detail for callers that look for it.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
}
