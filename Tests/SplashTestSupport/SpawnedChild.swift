import Foundation

/// A child started by `posix_spawn` with a clean signal state, and the wait for its end.
final class SpawnedChild: @unchecked Sendable {
  let pid: pid_t
  private let ended = DispatchSemaphore(value: 0)
  // Set by the waiting thread before it signals `ended`.
  private var rawStatus: Int32 = 0

  init(
    program: String, arguments: [String], directory: String?, environment: [String: String]?, stdin: Int32?,
    stdout: Int32, stderr: Int32
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let stdin {
      posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    if let directory {
      guard let addChdir = SpawnFunctions.addChdir else {
        throw SubprocessError("\(program): cannot start in \(directory): the C library has no posix_spawn chdir")
      }
      _ = addChdir(&actions, directory)
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let envp = variables.map { strdup($0) } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
    guard code == 0 else { throw SubprocessError("\(program): cannot start (\(String(cString: strerror(code))))") }
    self.pid = pid
    DispatchQueue.global().async { [pid] in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      self.rawStatus = status
      self.ended.signal()
    }
  }

  /// Waits for the child at most `timeout` seconds, then stops it (SIGTERM, SIGKILL 2 s later):
  /// its exit status or the signal that ended it, and whether the time ran out.
  func wait(timeout: Double) -> (status: Int32, isSignal: Bool, timedOut: Bool) {
    var timedOut = false
    // The child is reaped only by the waiting thread, after which `ended` is signalled: until
    // then `pid` cannot name another process.
    if ended.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      kill(pid, SIGTERM)
      if ended.wait(timeout: .now() + 2) == .timedOut {
        kill(pid, SIGKILL)
        ended.wait()
      }
    }
    let signal = rawStatus & 0x7f
    return signal == 0 ? ((rawStatus >> 8) & 0xff, false, timedOut) : (signal, true, timedOut)
  }
}
