import SplashFiles

/// Errors from contact sheets. Each message is one line that names the file or value at fault.
public struct SheetError: MessageError {
  /// The one-line message shown to the user.
  public let description: String
  /// The error this one reports, when there is one (a picture's, a file operation's).
  public let cause: (any Error)?

  /// An error with this one-line message, caused by `cause` when there is one.
  public init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }
}
