import Foundation

/// Where a command writes: real stdout/stderr in the tool, buffers in tests.
package final class Console: @unchecked Sendable {
  private let lock = NSLock()
  private var outBuffer: String?
  private var errBuffer: String?
  /// Whether stderr is an interactive terminal (progress lines are drawn only then).
  package let isTerminal: Bool
  /// The environment variables commands read (`CI`, `SPLASHREEL_RECORD`); tests pass their own.
  package let environment: [String: String]
  /// Seconds on a monotonic clock: when the progress line is due (`ProgressLine`); tests pass their own.
  package let clock: @Sendable () -> Double

  /// A console writing to the process's standard output and error.
  package static func standard() -> Console {
    Console(
      capturing: false, isTerminal: isatty(2) != 0, environment: ProcessInfo.processInfo.environment,
      clock: { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 })
  }

  /// A console that records everything, for tests; `isTerminal` and `clock` stand in for a
  /// terminal's standard error and the passing of time.
  ///
  /// It reads only the `environment` it is given, empty by default, so that a test behaves the same
  /// on a developer's machine and on CI, where `CI=true` turns off recording goldens.
  package static func capturing(
    environment: [String: String] = [:], isTerminal: Bool = false,
    clock: @escaping @Sendable () -> Double = { 0 }
  ) -> Console {
    Console(capturing: true, isTerminal: isTerminal, environment: environment, clock: clock)
  }

  private init(
    capturing: Bool, isTerminal: Bool, environment: [String: String], clock: @escaping @Sendable () -> Double
  ) {
    self.isTerminal = isTerminal
    self.environment = environment
    self.clock = clock
    if capturing {
      outBuffer = ""
      errBuffer = ""
    }
  }

  /// Everything written to standard output so far (capturing consoles only).
  package var output: String { lock.withLock { outBuffer ?? "" } }
  /// Everything written to standard error so far (capturing consoles only).
  package var errors: String { lock.withLock { errBuffer ?? "" } }

  /// Writes `text` and a newline to standard output.
  package func print(_ text: String) { write(text + "\n", error: false) }

  /// Writes `text` and a newline to standard error.
  package func printError(_ text: String) { write(text + "\n", error: true) }

  /// Writes raw text to standard error (progress lines use `\r`).
  package func writeError(_ text: String) { write(text, error: true) }

  private func write(_ text: String, error: Bool) {
    lock.withLock {
      if outBuffer != nil {
        if error { errBuffer! += text } else { outBuffer! += text }
        return
      }
      let handle = error ? FileHandle.standardError : FileHandle.standardOutput
      handle.write(Data(text.utf8))
    }
  }
}

/// One `splashreel` subcommand.
package protocol Command: Sendable {
  /// The word after `splashreel`.
  static var name: String { get }
  /// One line for the overview.
  static var summary: String { get }
  /// Every option the command takes, declared once: `Arguments` parses against them and the
  /// options part of `help` is generated from them (`HelpText.options`).
  static var options: [Option] { get }
  /// The full `--help` text.
  static var help: String { get }
  /// Runs with the arguments after the command name; returns the exit status.
  static func run(_ arguments: [String], console: Console) throws -> Int32
}
