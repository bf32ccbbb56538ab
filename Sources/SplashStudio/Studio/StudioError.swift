import SplashFiles

/// A studio failure (a port that cannot be bound, an export that cannot start); `description` is
/// the one line the command prints.
public struct StudioError: CausedError, CustomStringConvertible, Sendable, Equatable {
  public let description: String
  /// The error this one reports, when there is one.
  public let cause: (any Error)?

  public init(_ description: String) { self.init(description, cause: nil) }

  /// An error with this one-line message, caused by `cause`.
  public init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }

  /// Equal when the messages are: the cause is detail for callers that look for it.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
}
