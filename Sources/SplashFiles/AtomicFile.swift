import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written under a hidden temporary name in its destination's directory and renamed over
/// the destination only when complete, so the destination is always either untouched or whole.
///
/// The temporary file is `dir/.name.splashreel-<pid>-<n>.tmp`: in the same directory (so the
/// rename is atomic), hidden, created with `O_EXCL`. `commit()` flushes it to disk (`fsync`),
/// closes it and renames it; every failure, `discard()` and dropping an uncommitted file remove
/// it. Not for concurrent use: one writer appends in order.
///
/// The destination must be a regular file or absent (a directory, device, FIFO or socket is
/// refused, also behind a symbolic link), and its name at most 255 bytes; the temporary name is
/// shortened to fit. The first write into a directory removes the temporary files that processes
/// no longer running left there (`TemporaryFiles.removeStale(in:)`).
public final class AtomicFile {
  /// The destination.
  public let path: String
  /// Where the bytes go until `commit()`.
  public let temporaryPath: String
  /// The bytes appended so far.
  public private(set) var bytesWritten = 0
  /// The open temporary file; -1 once committed or discarded.
  private var descriptor: Int32

  /// Creates the temporary file for `path`; `permissions` are masked by the umask, as `open`'s.
  public init(path: String, permissions: mode_t = 0o666) throws(FileError) {
    self.path = path
    try OutputPath.check(path)
    TemporaryFiles.removeStale(in: Self.directory(of: path))
    while true {
      let candidate = Self.temporaryPath(for: path)
      let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
      if fd >= 0 {
        temporaryPath = candidate
        descriptor = fd
        return
      }
      // A stale file from an earlier process with the same id: take the next number.
      if errno == EEXIST || errno == EINTR { continue }
      throw FileError(path: path, stage: .create, code: errno)
    }
  }

  /// Appends `bytes`; on failure the temporary file is removed.
  public func write(_ bytes: [UInt8]) throws(FileError) {
    precondition(descriptor >= 0, "AtomicFile.write after commit or discard")
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let n = systemWrite(descriptor, buffer.baseAddress! + done, buffer.count - done)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        done += n
      }
    }
    guard failure == 0 else { throw fail(.write, failure) }
    bytesWritten += bytes.count
  }

  /// Flushes the file to disk, closes it and renames it over `path`, replacing any file there.
  public func commit() throws(FileError) {
    precondition(descriptor >= 0, "AtomicFile.commit after commit or discard")
    if fsync(descriptor) != 0 { throw fail(.write, errno) }
    let fd = descriptor
    descriptor = -1
    if close(fd) != 0 { throw fail(.write, errno) }
    if rename(temporaryPath, path) != 0 { throw fail(.rename, errno) }
  }

  /// Closes and removes the temporary file; does nothing once committed or discarded.
  public func discard() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    unlink(temporaryPath)
  }

  deinit { discard() }

  /// Writes `bytes` to `path` atomically: the whole file or, on failure, nothing.
  public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t = 0o666)
    throws(FileError)
  {
    let file = try AtomicFile(path: path, permissions: permissions)
    try file.write(bytes)
    try file.commit()
  }

  /// Removes the temporary file (closing it first if still open) and returns the error to throw.
  private func fail(_ stage: FileError.Stage, _ code: Int32) -> FileError {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    unlink(temporaryPath)
    return FileError(path: path, stage: stage, code: code)
  }

  /// `dir/.name.splashreel-<pid>-<n>.tmp`, unique per process and call; `name` is cut (on a
  /// character boundary) so the whole stays within 255 bytes.
  static func temporaryPath(for path: String) -> String {
    let n = counter.add(1, ordering: .relaxed).newValue
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    var name = Substring(slash.map { String(path[path.index(after: $0)...]) } ?? path)
    let suffix = ".splashreel-\(getpid())-\(n).tmp"
    while 1 + name.utf8.count + suffix.utf8.count > OutputPath.maximumNameBytes { name = name.dropLast() }
    return "\(directory).\(name)\(suffix)"
  }

  /// The directory part of `path` ("." when it has none).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static let counter = Atomic<Int>(0)
}

/// `write(2)`, named apart from `AtomicFile.write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
