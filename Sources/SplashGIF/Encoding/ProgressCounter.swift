import Foundation

/// Counts progress steps from several threads and reports them in order.
final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  let total: Int
  private let report: (@Sendable (Int, Int) -> Void)?

  init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
    self.total = total
    self.report = report
  }

  func advance(by steps: Int = 1) {
    guard let report else { return }
    lock.withLock {
      done += steps
      report(done, total)
    }
  }
}
