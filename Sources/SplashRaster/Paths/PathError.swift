/// Why path data could not be read: one line saying what and where.
package struct PathError: Error, Sendable, Hashable, CustomStringConvertible {
  /// "expected a number at offset 7, got 'x'".
  package let description: String

  package init(_ description: String) { self.description = description }
}
