/// Errors reading a zip archive. Each message is one line naming the archive (and the entry).
public struct ArchiveError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
