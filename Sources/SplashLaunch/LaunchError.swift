import SplashFiles

/// Errors from the remote launch-image flow. Each message is one line that names the file or value at fault.
public struct LaunchError: CausedError, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String
  /// The error this one reports, when there is one (`fileError` finds a file operation's among
  /// the causes).
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

  /// Equal when the messages are: the cause is detail for callers that look for it.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
}

extension LaunchError {
  /// `failure`'s own message, keeping `failure` as the cause.
  public init(_ failure: FileError) {
    self.init(failure.description, cause: failure)
  }
}
