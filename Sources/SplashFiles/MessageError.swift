/// A domain's public error: the one-line message the command line prints and, when it reports
/// another error in its own words, that error as its cause. Equal when the messages are: the
/// cause is detail for callers that look for it.
public protocol MessageError: CausedError, CustomStringConvertible, Equatable, Sendable {
  /// An error with this one-line message, caused by `cause` when there is one.
  init(_ description: String, cause: (any Error)?)
}

extension MessageError {
  /// An error with this one-line message and no cause.
  public init(_ description: String) {
    self.init(description, cause: nil)
  }

  /// `failure`'s own message, keeping `failure` as the cause.
  public init(_ failure: FileError) {
    self.init(failure.description, cause: failure)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
}
