import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary files that a killed process left behind (`.name.splashreel-<pid>-<n>.tmp`).
package enum TemporaryFiles {
  /// Removes, once per directory and process, every temporary file in `directory` whose process is
  /// no longer running; files of running processes (and of this one) stay. Returns the names removed.
  @discardableResult
  package static func removeStale(in directory: String) -> [String] {
    let first = visited.withLock { $0.insert(directory).inserted }
    guard first, let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var removed: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard let pid = owner(of: name), pid != getpid() else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        if unlink(directory + "/" + name) == 0 { removed.append(name) }
      }
    }
    return removed.sorted()
  }

  /// The process id in a temporary file's name, nil for any other name.
  static func owner(of name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let body = name.dropLast(4)
    guard let dash = body.lastIndex(of: "-"), UInt(body[body.index(after: dash)...]) != nil else { return nil }
    let head = body[..<dash]
    guard let pidDash = head.lastIndex(of: "-"), let pid = pid_t(head[head.index(after: pidDash)...]), pid > 0,
      head[..<pidDash].hasSuffix(".splashreel")
    else { return nil }
    return pid
  }

  private static let visited = Mutex<Set<String>>([])
}
