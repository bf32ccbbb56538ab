import Foundation

/// Hands out run numbers 0, 1, 2, … to whichever thread asks next, and keeps the error of the
/// lowest-numbered run that failed, so the error reported does not depend on thread timing.
final class RunQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var taken = 0
  private var failure: (run: Int, error: any Error)?
  let runs: Int

  init(runs: Int) {
    self.runs = runs
  }

  /// The next run nobody has taken, or nil when all are taken.
  func next() -> Int? {
    lock.withLock {
      guard taken < runs else { return nil }
      defer { taken += 1 }
      return taken
    }
  }

  /// Records that `run` stopped with `error`.
  func fail(_ run: Int, _ error: any Error) {
    lock.withLock {
      if failure == nil || run < failure!.run { failure = (run, error) }
    }
  }

  /// The error of the lowest-numbered failed run.
  var firstError: (any Error)? {
    lock.withLock { failure?.error }
  }
}
