import Foundation

/// How a `Subprocess` ended and everything it printed.
public struct SubprocessResult: Sendable {
  /// The program and its arguments, joined by spaces (for messages).
  public let command: String
  /// The process id it ran as.
  public let processIdentifier: Int32
  /// The exit status, or the signal's number when `isSignal`.
  public let status: Int32
  /// Whether a signal ended the program.
  public let isSignal: Bool
  /// Standard output (with standard error when the run merged them).
  public let outputData: Data
  /// Standard error; empty when the run merged it into the output.
  public let errorData: Data
  /// Whether the program was stopped at its time limit (or its streams stayed open past it).
  public let timedOut: Bool

  /// Standard output as UTF-8 text.
  public var output: String { String(decoding: outputData, as: UTF8.self) }
  /// Standard error as UTF-8 text.
  public var errors: String { String(decoding: errorData, as: UTF8.self) }
  /// Whether it exited by itself, in time, with status 0.
  public var succeeded: Bool { status == 0 && !isSignal && !timedOut }
}
