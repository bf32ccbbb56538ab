/// Errors from video, APNG and animated WebP export. Each message is one line that names the
/// file and what is wrong with it.
public struct VideoError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
