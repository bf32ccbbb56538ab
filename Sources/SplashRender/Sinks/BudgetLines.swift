import SplashFrames

/// The lines every byte budget reports (GIF, video, APNG, WebP; `render`, `batch` and `encode`
/// alike): one per attempt as soon as it is measured, then what was lowered.
enum BudgetLines {
  /// Runs `search` with an observer that reports each attempt, then reports what was lowered.
  static func run<Setting, Report>(
    path: String, maxBytes: Int, report: @escaping RenderReporter,
    _ search: ((BudgetAttempt<Setting>) -> Void) throws -> BudgetOutcome<Setting, Report>
  ) throws -> BudgetOutcome<Setting, Report> {
    let outcome = try search { attempt in
      let verdict = attempt.fits ? "fits" : "over"
      report(
        .line("\(path): \(attempt.setting.summary): \(attempt.bytes) bytes, \(verdict) the budget of \(maxBytes) bytes")
      )
    }
    if !outcome.changes.isEmpty {
      report(.line("\(path): reduced to fit \(maxBytes) bytes: " + outcome.changes.joined(separator: ", ")))
    }
    return outcome
  }
}
