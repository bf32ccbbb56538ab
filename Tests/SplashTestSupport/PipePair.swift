import Foundation

/// One pipe whose two ends are close-on-exec in this process (a spawned child gets the end it
/// needs by `dup2`, which clears the flag on the copy), so that a child another thread spawns
/// at the same moment never holds it open.
final class PipePair: @unchecked Sendable {
  let readEnd: Int32
  let writeEnd: Int32
  // Each end is closed once, by the one thread that owns it at that moment.
  private var readOpen = true
  private var writeOpen = true

  init() throws {
    var ends: [Int32] = [-1, -1]
    let made: Bool
    if let pipe2 = SpawnFunctions.pipe2 {
      made = pipe2(&ends, O_CLOEXEC) == 0
    } else {
      // No atomic way here: a child spawned by another thread in between may inherit the pipe.
      made = pipe(&ends) == 0 && fcntl(ends[0], F_SETFD, FD_CLOEXEC) == 0 && fcntl(ends[1], F_SETFD, FD_CLOEXEC) == 0
    }
    guard made else { throw SubprocessError("cannot make a pipe (\(String(cString: strerror(errno))))") }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  deinit {
    closeRead()
    closeWrite()
  }

  func closeRead() {
    if readOpen { close(readEnd) }
    readOpen = false
  }

  func closeWrite() {
    if writeOpen { close(writeEnd) }
    writeOpen = false
  }

  /// The read end, which the caller now closes.
  func takeRead() -> Int32 {
    readOpen = false
    return readEnd
  }

  /// Writes all of `data` to the write end and closes it, stopping early when the reader has
  /// gone (EPIPE: SIGPIPE is ignored while a run has input).
  func writeAllAndClose(_ data: Data) {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < bytes.count {
        let n = write(writeEnd, bytes.baseAddress! + offset, bytes.count - offset)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return }
        offset += n
      }
    }
    closeWrite()
  }
}
