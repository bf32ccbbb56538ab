import Foundation

/// A `Subprocess` that could not start, or did not exit with status 0 in time: one line naming
/// the command, how it ended and its standard error.
public struct SubprocessError: Error, CustomStringConvertible {
  /// How the run ended, when it started at all.
  public let result: SubprocessResult?
  public let description: String

  public init(_ result: SubprocessResult) {
    self.result = result
    let ending =
      result.timedOut
      ? "timed out" : result.isSignal ? "killed by signal \(result.status)" : "exit status \(result.status)"
    let errors = result.errors.trimmingCharacters(in: .whitespacesAndNewlines)
    description = "\(result.command): \(ending)" + (errors.isEmpty ? "" : ": \(errors)")
  }

  init(_ description: String) {
    result = nil
    self.description = description
  }
}
