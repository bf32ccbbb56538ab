/// A `Subprocess` that did not exit with status 0 in time: the command, how it ended and its
/// standard error, on one line.
public struct SubprocessError: Error, CustomStringConvertible {
  public let result: SubprocessResult

  public init(_ result: SubprocessResult) {
    self.result = result
  }

  public var description: String {
    let ending =
      result.timedOut
      ? "timed out" : result.isSignal ? "killed by signal \(result.status)" : "exit status \(result.status)"
    let errors = result.errors.trimmingCharacters(in: .whitespacesAndNewlines)
    return "\(result.command): \(ending)" + (errors.isEmpty ? "" : ": \(errors)")
  }
}
