/// Errors from the remote launch-image flow. Each message is one line that names the file or value at fault.
public struct LaunchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
