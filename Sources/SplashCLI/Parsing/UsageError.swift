/// A mistake in how the command was called; exits with status 2.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
