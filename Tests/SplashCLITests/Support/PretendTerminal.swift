import Foundation

@testable import SplashCLI

/// A clock the test moves by hand.
final class FakeClock: @unchecked Sendable {
  private let lock = NSLock()
  private var now = 0.0
  /// How far each reading moves the clock on (a command's work, condensed).
  let step: Double

  init(step: Double = 0) { self.step = step }

  func set(_ seconds: Double) { lock.withLock { now = seconds } }

  func read() -> Double {
    lock.withLock {
      defer { now += step }
      return now
    }
  }
}

/// What a progress line's end writes: back to the start of the line, erase it.
let erase = "\r\u{1B}[K"

/// Runs the tool in-process on a pretend terminal whose clock moves 10 s per reading: every update
/// is due.
func slowly(_ arguments: [String], terminal: Bool = true) -> (status: Int32, output: String, errors: String) {
  let console = Console.capturing(isTerminal: terminal, clock: FakeClock(step: 10).read)
  let status = SplashReelTool.main(arguments, console: console)
  return (status, console.output, console.errors)
}

/// The progress lines drawn, without their carriage returns and padding.
func lines(_ errors: String) -> [String] {
  errors.components(separatedBy: "\r").filter { !$0.isEmpty && $0 != "\u{1B}[K" }.map {
    $0.trimmingCharacters(in: .whitespaces)
  }
}
