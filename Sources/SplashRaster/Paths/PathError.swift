/// Why path data could not be read: one line saying what and where.
public struct PathError: Error, Sendable, Hashable, CustomStringConvertible {
  /// "expected a number at offset 7, got 'x'".
  public let description: String

  public init(_ description: String) { self.description = description }
}
