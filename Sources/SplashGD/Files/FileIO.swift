#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads with one-line errors that name the file (atomic writes: `SplashFiles.AtomicFile`).
enum FileIO {
  /// The largest file read: libgd's in-memory decoders take an `int` size.
  static let maximumFileSize = Int(Int32.max)

  /// The file's bytes; `"<path>: cannot read file (<reason>)"` on failure.
  static func read(_ path: String) throws(GDError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw readError(path) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw readError(path) }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw GDError("\(path): cannot read file (Is a directory)")
    }
    let expected = Int(info.st_size)
    guard expected <= maximumFileSize else {
      throw GDError("\(path): file is \(expected) bytes, more than the limit of \(maximumFileSize)")
    }
    var bytes = [UInt8](repeating: 0, count: expected)
    var count = 0
    while true {
      if count == bytes.count {
        // The file may have grown since fstat; read on in chunks.
        guard bytes.count < maximumFileSize else {
          throw GDError("\(path): file is more than the limit of \(maximumFileSize) bytes")
        }
        bytes.append(contentsOf: repeatElement(0, count: 64 * 1024))
      }
      let n = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw readError(path)
      }
      if n == 0 { break }
      count += n
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  private static func readError(_ path: String) -> GDError {
    GDError("\(path): cannot read file (\(describe(errno)))")
  }

  /// `strerror`'s text for an errno value, e.g. "No such file or directory".
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
