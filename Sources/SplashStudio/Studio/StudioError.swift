import SplashFiles

/// A studio failure (a port that cannot be bound, an export that cannot start); `description` is
/// the one line the command prints.
public struct StudioError: MessageError {
  public let description: String
  /// The error this one reports, when there is one.
  public let cause: (any Error)?

  /// An error with this one-line message, caused by `cause` when there is one.
  public init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }
}
