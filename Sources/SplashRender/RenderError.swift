/// Errors from the render pipeline itself (requests, outputs). Each message is one line that
/// names the file or value at fault; errors of the scene, the encoder and the files pass through
/// as their own types.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String

  /// An error with this one-line message.
  public init(_ description: String) {
    self.description = description
  }
}
