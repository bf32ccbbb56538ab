import SplashFiles

/// A mistake in how the command was called; exits with status 2.
package struct UsageError: MessageError {
  package let description: String
  /// The error this one reports, when there is one (the format registry's, a region check's).
  package let cause: (any Error)?

  /// An error with this one-line message, caused by `cause` when there is one.
  package init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }
}
