import SplashFiles

/// Errors from the render pipeline itself (requests, outputs). Each message is one line that
/// names the file or value at fault; errors of the scene, the encoder and the files pass through
/// as their own types.
public struct RenderError: MessageError {
  /// The one-line message shown to the user.
  public let description: String
  /// The error this one reports, when there is one (`fileError` finds a file operation's among
  /// the causes).
  public let cause: (any Error)?

  /// An error with this one-line message, caused by `cause` when there is one.
  public init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }
}
