import SplashFiles
import SplashScene

/// Errors from batch manifests, plans and state files. Each message is one line that names the
/// file and the field at fault.
public struct BatchError: MessageError {
  /// The one-line message shown to the user.
  public let description: String
  /// The error this one reports, when there is one (a scene's, a file operation's).
  public let cause: (any Error)?

  /// An error with this one-line message, caused by `cause` when there is one.
  public init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }

  /// A scene or device error met while planning or hashing, with its message unchanged.
  init(_ error: SceneError) {
    self.init(error.description, cause: error)
  }
}
