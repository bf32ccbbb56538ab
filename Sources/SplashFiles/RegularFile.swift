#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bounded reads of inputs: only regular files (a FIFO would block forever, a device such as
/// `/dev/zero` never ends, a directory is not a file), at most `limit` bytes, and never more than
/// the file held when it was opened plus a little (a file that keeps growing is cut off).
package enum RegularFile {
  /// The file type of `mode` in words, for messages ("a directory", "a FIFO").
  static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "a regular file"
    }
  }

  /// The bytes of the regular file at `path` (symbolic links followed). Throws a `FileError` for a
  /// missing or unreadable file (`.read`), and refuses (`.refused`) anything that is not a regular
  /// file or holds more than `limit` bytes.
  package static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO with no writer must not wait; the type check refuses it next.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw FileError(path: path, stage: .read, code: errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileError(path: path, stage: .read, code: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileError.refused(path, "is \(kind(info.st_mode)), not a regular file")
    }
    let size = Int(info.st_size)
    guard size <= limit else {
      throw FileError.refused(path, "is \(size) bytes, more than the limit of \(limit) bytes")
    }
    // One byte more than allowed tells a file that grew while being read from one that fits.
    var bytes = [UInt8](repeating: 0, count: min(limit, size + 64 * 1024) + 1)
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw FileError(path: path, stage: .read, code: errno)
      }
      if n == 0 { break }
      count += n
    }
    guard count < bytes.count else {
      throw FileError.refused(path, "grew from \(size) bytes while being read")
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Refuses `path` before a C library opens it by name (libzip, FFmpeg): a missing file, anything
  /// but a regular file (links followed), or one of more than `limit` bytes, each a `.refused`
  /// `FileError` whose `detail` is the reason ("no such file or directory", "is a FIFO, not a
  /// regular file", "12 bytes, more than the limit of 10 bytes for a video layer": `kind` names
  /// what the file is for).
  package static func checkBeforeOpening(_ path: String, limit: Int, kind: String) throws(FileError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { throw FileError.refused(path, "no such file or directory") }
      throw FileError(path: path, stage: .read, code: errno)
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileError.refused(path, "is \(Self.kind(info.st_mode)), not a regular file")
    }
    guard Int(info.st_size) <= limit else {
      throw FileError.refused(path, "\(info.st_size) bytes, more than the limit of \(limit) bytes for \(kind)")
    }
  }

  /// Refuses `path` unless it is a regular file (after following links); a missing file passes
  /// (the reader reports it in its own words).
  package static func checkIsRegular(_ path: String) throws(FileError) {
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileError.refused(path, "is \(kind(info.st_mode)), not a regular file")
    }
  }
}
