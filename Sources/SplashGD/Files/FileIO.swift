import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads and atomic whole-file writes with one-line errors that name the file.
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
    if (info.st_mode & S_IFMT) == S_IFDIR { throw GDError("\(path): cannot read file (Is a directory)") }
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

  /// Writes `bytes` to a temporary file in the same directory and renames it over `path`, so
  /// `path` is either untouched or complete; `"<path>: cannot write file (<reason>)"` on failure.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(GDError) {
    let temporary = temporaryPath(for: path)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw writeError(path) }
    var written = 0
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let n = write(fd, buffer.baseAddress! + written, buffer.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        written += n
      }
    }
    if close(fd) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw GDError("\(path): cannot write file (\(describe(failure)))")
    }
  }

  /// `dir/.name.splashreel-<pid>-<n>.tmp`: same directory (so `rename` is atomic), hidden,
  /// unique per process and call.
  private static func temporaryPath(for path: String) -> String {
    let n = counter.add(1, ordering: .relaxed).newValue
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return "\(directory).\(name).splashreel-\(getpid())-\(n).tmp"
  }

  private static let counter = Atomic<Int>(0)

  private static func readError(_ path: String) -> GDError {
    GDError("\(path): cannot read file (\(describe(errno)))")
  }

  private static func writeError(_ path: String) -> GDError {
    GDError("\(path): cannot write file (\(describe(errno)))")
  }

  /// `strerror`'s text for an errno value, e.g. "No such file or directory".
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
