import Foundation

/// The progress line on standard error: `splashreel <command>: <text>`, redrawn in place with `\r`
/// and erased when the work is done.
///
/// Drawn only when standard error is a terminal and the command is not `--quiet`, and only once the
/// work has taken ``delay`` seconds: quick commands print nothing, so a log never fills with
/// carriage returns. Until then each update is only remembered; the first update after the delay
/// draws, and so does a timer at the delay, so one long step shows its line as well.
final class ProgressLine: @unchecked Sendable {
  /// Seconds of work before the line appears.
  static let delay = 1.0

  private let console: Console
  private let prefix: String
  private let enabled: Bool
  private let start: Double
  private let lock = NSLock()
  /// The latest text, not yet drawn or drawn.
  private var text: String?
  private var drawn = false

  init(console: Console, command: String, quiet: Bool) {
    self.console = console
    prefix = "\rsplashreel \(command): "
    enabled = console.isTerminal && !quiet
    start = console.clock()
    guard enabled else { return }
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.delay) { [weak self] in self?.drawIfDue() }
  }

  /// Shows `text` as the current progress (once the delay has passed).
  func update(_ text: String) {
    guard enabled else { return }
    lock.withLock {
      self.text = text
      drawIfDueLocked()
    }
  }

  /// The step is over: erases the line if it was drawn. Later updates start a new line.
  func finish() {
    guard enabled else { return }
    lock.withLock {
      text = nil
      if drawn { console.writeError("\r\u{1B}[K") }
      drawn = false
    }
  }

  private func drawIfDue() {
    lock.withLock { drawIfDueLocked() }
  }

  private func drawIfDueLocked() {
    guard let text, console.clock() - start >= Self.delay else { return }
    console.writeError(prefix + text + "   ")
    drawn = true
  }
}
