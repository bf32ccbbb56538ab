import Foundation

/// One program run to its end: both of its output streams drained at once, each on a thread of
/// its own (so a child that fills one pipe while nothing reads it never stalls), its input
/// written on a third, and a time limit after which it is stopped.
///
/// ```swift
/// let run = try Subprocess.run("/usr/bin/env", ["python3", "-c", "print(1)"])
/// #expect(run.status == 0 && run.output == "1\n")
/// ```
public struct Subprocess: Sendable {
  /// The program's path (`/usr/bin/env` finds a tool on the `PATH`).
  public var program: String
  public var arguments: [String]
  /// The working folder; the test process's own when `nil`.
  public var directory: String?
  /// The whole environment; the test process's own when `nil`.
  public var environment: [String: String]?
  /// Bytes for standard input, which is then closed; `/dev/null` when `nil`.
  public var input: Data?
  /// Seconds after which the program is sent `SIGTERM` (then `SIGKILL` 2 s later).
  public var timeout: Double = 600
  /// Whether standard error goes into the same pipe as standard output (in the order written).
  public var mergesErrors = false

  public init(_ program: String, _ arguments: [String]) {
    self.program = program
    self.arguments = arguments
  }

  /// `arguments[0]` found on the `PATH` by `/usr/bin/env`, with the rest of `arguments`.
  public static func tool(_ arguments: [String]) -> Subprocess {
    Subprocess("/usr/bin/env", arguments)
  }

  /// Runs `program` with `arguments` and returns how it ended.
  public static func run(
    _ program: String, _ arguments: [String], in directory: String? = nil, input: Data? = nil,
    environment: [String: String]? = nil, timeout: Double = 600
  ) throws -> SubprocessResult {
    var process = Subprocess(program, arguments)
    (process.directory, process.input, process.environment, process.timeout) = (directory, input, environment, timeout)
    return try process.run()
  }

  /// Runs the program and waits for it (at most `timeout`) and for both of its streams to end.
  ///
  /// The child starts with no blocked signals and every signal at its default action: spawned
  /// from a test's worker thread it would otherwise inherit that thread's mask (SIGTERM, SIGINT
  /// blocked) and could not be stopped. Its pipes are close-on-exec in this process, so a child
  /// another test spawns at the same moment never holds them open.
  public func run() throws -> SubprocessResult {
    if input != nil { BrokenPipes.ignore() }
    let output = try PipePair()
    let errors = mergesErrors ? nil : try PipePair()
    let stdin = input == nil ? nil : try PipePair()
    let child = try SpawnedChild(
      program: program, arguments: arguments, directory: directory, environment: environment,
      stdin: stdin?.readEnd, stdout: output.writeEnd, stderr: errors?.writeEnd ?? output.writeEnd)
    output.closeWrite()
    errors?.closeWrite()
    stdin?.closeRead()

    let streams = DispatchGroup()
    let outputDrain = PipeDrain(output.takeRead(), group: streams)
    let errorDrain = errors.map { PipeDrain($0.takeRead(), group: streams) }
    if let input, let stdin {
      DispatchQueue.global().async(group: streams) { stdin.writeAllAndClose(input) }
    }
    let (status, isSignal, timedOut) = child.wait(timeout: timeout)
    // A grandchild may hold the pipes open after the child ends: wait a little, not for ever.
    let drained = streams.wait(timeout: .now() + (timedOut ? 2 : timeout)) == .success
    return SubprocessResult(
      command: ([program] + arguments).joined(separator: " "), processIdentifier: child.pid, status: status,
      isSignal: isSignal, outputData: outputDrain.data, errorData: errorDrain?.data ?? Data(),
      timedOut: timedOut || !drained)
  }

  /// Runs the program and returns its result if it exited with status 0 in time, else throws
  /// a `SubprocessError` quoting its standard error.
  public func runChecked() throws -> SubprocessResult {
    let result = try run()
    guard result.succeeded else { throw SubprocessError(result) }
    return result
  }
}
