#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on a lock file, held while a body runs, so processes that update the
/// same state file (batch shards, launch-image runs) take turns.
package enum FileLock {
  /// Why the lock could not be taken.
  package struct Failure: Error, Equatable, Sendable {
    /// Opening (creating) the lock file, or locking it.
    package enum Stage: Sendable { case open, lock }

    package let path: String
    package let stage: Stage
    /// The `errno` value.
    package let code: Int32

    /// `strerror`'s text for `code`.
    package var reason: String { String(cString: strerror(code)) }
  }

  /// Runs `body` holding an exclusive lock on the file at `path` (created, mode 0644, when
  /// missing); waits for other holders, retrying when a signal interrupts the wait. Errors of
  /// the lock are passed to `failure`, which turns them into the caller's own error type.
  package static func withExclusiveLock<T, E: Error>(
    at path: String, failure: (Failure) -> E, _ body: () throws(E) -> T
  ) throws(E) -> T {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw failure(Failure(path: path, stage: .open, code: errno)) }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { throw failure(Failure(path: path, stage: .lock, code: errno)) }
    }
    defer { flock(fd, LOCK_UN) }
    return try body()
  }
}
