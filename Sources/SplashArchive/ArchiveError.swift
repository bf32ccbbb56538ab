import SplashFiles

/// Errors reading a zip archive. Each message is one line naming the archive (and the entry).
package struct ArchiveError: MessageError {
  /// The one-line message shown to the user.
  package let description: String
  /// The error this one reports, when there is one (a file operation's).
  package let cause: (any Error)?

  /// An error with this one-line message, caused by `cause` when there is one.
  package init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }
}
