import Foundation

/// Ignores `SIGPIPE` in the test process, once: writing a child's input after the child exited
/// then fails with `EPIPE` instead of killing the whole test run.
enum BrokenPipes {
  private static let ignored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  static func ignore() { _ = ignored }
}
