import Foundation

/// The `TemporaryFolder`s not yet removed. A folder held by a global or a `static let` is never
/// released, so the folders still listed when the test process exits are removed then.
enum LiveFolders {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: Set<String> = []
  private static let cleanupAtExit: Void = { atexit { LiveFolders.removeAll() } }()

  static func insert(_ path: String) {
    _ = cleanupAtExit
    lock.withLock { _ = paths.insert(path) }
  }

  static func remove(_ path: String) {
    lock.withLock { _ = paths.remove(path) }
  }

  /// Removes every folder still listed (at exit).
  static func removeAll() {
    let left = lock.withLock { paths }
    for path in left { try? FileManager.default.removeItem(atPath: path) }
  }
}
