import SplashFiles

/// A studio failure (a port that cannot be bound, an export that cannot start); `description` is
/// the one line the command prints.
package struct StudioError: MessageError {
  package let description: String
  /// The error this one reports, when there is one.
  package let cause: (any Error)?

  /// An error with this one-line message, caused by `cause` when there is one.
  package init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }
}
