/// A studio failure (a port that cannot be bound, an export that cannot start); `description` is
/// the one line the command prints.
public struct StudioError: Error, CustomStringConvertible, Sendable, Equatable {
  public let description: String

  public init(_ description: String) { self.description = description }
}
