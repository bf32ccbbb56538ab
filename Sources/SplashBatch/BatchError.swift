import SplashScene

/// Errors from batch manifests, plans and state files. Each message is one line that names the
/// file and the field at fault.
public struct BatchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String

  public init(_ description: String) {
    self.description = description
  }

  /// A scene or device error met while planning or hashing, with its message unchanged.
  init(_ error: SceneError) {
    description = error.description
  }
}
