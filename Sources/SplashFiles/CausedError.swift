/// An error that keeps the error it was made from: a domain's one-line message over another
/// domain's failure (a scene error over an archive error, a diff error over a PNG writer's
/// file error), so callers can still reach what happened, such as a path and its `errno`.
public protocol CausedError: Error {
  /// The error this one reports in its own words, when there is one.
  var cause: (any Error)? { get }
}

extension CausedError {
  /// The failed file operation at the root of the causes, when there is one: its path, step and
  /// `errno` (the message says them in words).
  public var fileError: FileError? {
    var next = cause
    while let error = next {
      if let file = error as? FileError { return file }
      next = (error as? any CausedError)?.cause
    }
    return nil
  }
}
