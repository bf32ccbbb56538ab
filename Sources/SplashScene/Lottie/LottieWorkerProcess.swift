import Foundation
import SplashRaster

/// One rlottie worker process (`splashreel lottie-worker`, see SplashLottie's `LottieWorker` for
/// the protocol) holding one Lottie file: frames are asked for one at a time and come back as
/// premultiplied RGBA surfaces. Each answer must arrive within the time budget, else the worker
/// is killed (`SIGKILL`) and the frame fails with one line naming the file and the frame; the
/// worker's address space is capped at the memory budget. Not thread-safe: `LottieFrames` holds
/// it under a lock.
final class LottieWorkerProcess {
  let file: String
  var budget: LottieBudget
  private var pid: pid_t = 0
  private var socket: Int32 = -1
  /// rlottie's view of the file: its size, frame count and frame rate.
  private(set) var size = (width: 0, height: 0)
  private var pending: [UInt8] = []

  /// Starts the worker and hands it `document`; throws when it cannot start or read it in time.
  init(document: LottieDocument, budget: LottieBudget) throws(SceneError) {
    file = document.file
    self.budget = budget
    let executable = try LottieWorkerExecutable.path()
    var pair: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
      throw SceneError("\(file): cannot start the rlottie worker (\(String(cString: strerror(errno))))")
    }
    socket = pair[0]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
    posix_spawn_file_actions_adddup2(&actions, pair[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [executable, "lottie-worker", "--memory", String(budget.memoryBytes)]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // No Swift backtrace when the memory cap aborts the worker: it would only delay the answer.
    let environment =
      ProcessInfo.processInfo.environment.filter { $0.key != "SWIFT_BACKTRACE" }.map { "\($0.key)=\($0.value)" }
      + ["SWIFT_BACKTRACE=enable=no"]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { for pointer in envp { free(pointer) } }
    let status = posix_spawn(&pid, executable, &actions, nil, &argv, &envp)
    close(pair[1])
    guard status == 0 else {
      close(socket)
      socket = -1
      throw SceneError("\(file): cannot start the rlottie worker \(executable) (\(String(cString: strerror(status))))")
    }
    let folder = document.folder.path
    guard !folder.contains("\n") else { throw SceneError("\(file): the Lottie file's folder name has a line break") }
    try send(
      Array("splashreel-lottie 1 \(document.data.count)\n\(folder)\n".utf8) + Array(document.data),
      doing: "reading the file")
    let answer = try line(doing: "reading the file")
    let words = answer.split(separator: " ")
    guard words.first == "ok", words.count == 5, let width = Int(words[1]), let height = Int(words[2]) else {
      stop()
      let reason = answer.hasPrefix("error ") ? String(answer.dropFirst(6)) : "an unreadable answer"
      throw SceneError("\(file): rlottie worker: \(reason)")
    }
    size = (width, height)
  }

  deinit { stop() }

  /// Frame `frame` (rlottie's absolute frame number) at `width` × `height` pixels.
  func render(frame: Int, width: Int, height: Int) throws(SceneError) -> Surface {
    guard pid > 0 else { throw SceneError("\(file): frame \(frame): the rlottie worker was stopped earlier") }
    let doing = "rendering frame \(frame)"
    try send(Array("frame \(frame) \(width) \(height)\n".utf8), doing: doing)
    var bytes = try read(count: width * height * 4, doing: doing)
    // The worker is not trusted to keep colour ≤ alpha, which compositing relies on.
    bytes.withUnsafeMutableBufferPointer { p in
      var k = 0
      while k < p.count {
        let a = p[k + 3]
        p[k] = min(p[k], a)
        p[k + 1] = min(p[k + 1], a)
        p[k + 2] = min(p[k + 2], a)
        k += 4
      }
    }
    do {
      return try Surface(width: width, height: height, pixels: bytes)
    } catch {
      throw SceneError("\(file): frame \(frame): \(error)", cause: error)
    }
  }

  /// Kills the worker (when it still runs) and reaps it.
  func stop() {
    if socket >= 0 {
      close(socket)
      socket = -1
    }
    guard pid > 0 else { return }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    pid = 0
  }

  private func send(_ bytes: [UInt8], doing: String) throws(SceneError) {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes {
        Foundation.send(socket, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
      }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw failure(doing, "it stopped") }
      offset += n
    }
  }

  private func line(doing: String) throws(SceneError) -> String {
    while true {
      if let end = pending.firstIndex(of: 10) {
        let text = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeFirst(end + 1)
        return text
      }
      guard pending.count < 4096 else { throw failure(doing, "it sent an unreadable answer") }
      try fill(doing: doing, deadline: deadline())
    }
  }

  private func read(count: Int, doing: String) throws(SceneError) -> [UInt8] {
    let limit = deadline()
    pending.reserveCapacity(count)
    while pending.count < count { try fill(doing: doing, deadline: limit) }
    let bytes = Array(pending[..<count])
    pending.removeFirst(count)
    return bytes
  }

  private func deadline() -> Double { Self.now() + budget.frameSeconds }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Reads what the worker has sent, waiting until `deadline` at most.
  private func fill(doing: String, deadline: Double) throws(SceneError) {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let left = deadline - Self.now()
      guard left > 0 else {
        stop()
        throw SceneError(
          "\(file): \(doing): rlottie took longer than \(SceneLimits.describe(budget.frameSeconds)) s; the worker was stopped"
        )
      }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 { continue }
      let n = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw failure(doing, "it stopped") }
      pending += chunk[0..<n]
      return
    }
  }

  /// The error when the worker ended: its signal (a crash or the memory cap) or status.
  private func failure(_ doing: String, _ what: String) -> SceneError {
    var status: Int32 = 0
    var how = what
    if pid > 0 {
      if socket >= 0 {
        close(socket)
        socket = -1
      }
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      pid = 0
      // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import.
      let signal = status & 0x7f
      if signal != 0 && signal != 0x7f {
        how =
          "rlottie crashed (signal \(signal)\(signal == SIGABRT ? ", e.g. past its memory budget of \(budget.memoryBytes >> 20) MiB" : ""))"
      } else {
        how = "the worker exited with status \((status >> 8) & 0xff)"
      }
    }
    return SceneError("\(file): \(doing): \(how)")
  }
}
