import Foundation

/// Whole-file writes that leave either the old file or the complete new one, never a half-written
/// one: the bytes go to a hidden temporary file in the same directory, which is then renamed.
enum AtomicFile {
  /// Writes `bytes` to `url` atomically; errors name `displayName` (defaults to the path).
  static func write(_ bytes: [UInt8], to url: URL, displayName: String? = nil) throws(LaunchError) {
    let name = displayName ?? url.path
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/.\(url.lastPathComponent).\(getpid())-\(UUID().uuidString).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw failure(name, errno) }
    var written = 0
    var code: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let n = Foundation.write(fd, buffer.baseAddress! + written, buffer.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          code = errno
          return
        }
        written += n
      }
    }
    if code == 0, fsync(fd) != 0 { code = errno }
    if close(fd) != 0, code == 0 { code = errno }
    if code == 0, rename(temporary, url.path) != 0 { code = errno }
    if code != 0 {
      unlink(temporary)
      throw failure(name, code)
    }
  }

  private static func failure(_ name: String, _ code: Int32) -> LaunchError {
    LaunchError("\(name): cannot write file (\(String(cString: strerror(code))))")
  }
}
