import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Calls `changed` soon after any of a set of files is written, replaced (an editor's save by
/// rename), or deleted: through inotify on Linux (on the files' folders, so that a save by rename
/// is seen), by polling each file's status every `pollInterval` elsewhere or when asked.
///
/// Changes within `settle` seconds of each other are reported once.
package final class FileWatcher: @unchecked Sendable {
  /// How changes are noticed.
  package enum Mode: Sendable, Equatable {
    /// inotify where there is one (Linux), else polling.
    case native
    /// `stat` of every file each interval.
    case polling
  }

  private let lock = NSLock()
  private var files: Set<String> = []
  private var stopped = false
  private let changed: @Sendable () -> Void
  private let mode: Mode
  private var thread: Thread?
  /// Seconds between polls.
  static let pollInterval = 0.05
  /// Seconds to wait after a change for the writes that follow it (an editor's several calls).
  static let settle = 0.015

  /// Watches nothing until `watch(_:)`; `changed` runs on the watcher's own thread.
  package init(mode: Mode = .native, changed: @escaping @Sendable () -> Void) {
    #if os(Linux)
      self.mode = mode
    #else
      self.mode = .polling
    #endif
    self.changed = changed
  }

  /// Whether changes are noticed by inotify (else by polling).
  package var usesInotify: Bool { mode == .native }

  /// Replaces the watched files by `paths` (absolute) and starts watching when not yet started.
  package func watch(_ paths: [String]) {
    let start = lock.withLock {
      files = Set(paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
      generation += 1
      return self.thread == nil && !stopped
    }
    guard start else { return }
    let worker = Thread { [self] in
      if mode == .native { runInotify() } else { runPolling() }
    }
    worker.name = "splashreel studio file watcher"
    lock.withLock { self.thread = worker }
    worker.start()
  }

  /// Stops watching (the thread ends within a poll interval).
  package func stop() {
    lock.withLock { stopped = true }
  }

  private var generation = 0
  private var isStopped: Bool { lock.withLock { stopped } }
  private var watched: (Set<String>, Int) { lock.withLock { (files, generation) } }

  private func runPolling() {
    // A file is compared with its last status once it has one (files newly watched just get one).
    var last: [String: FileStatus?] = [:]
    while !isStopped {
      let (files, _) = watched
      var now: [String: FileStatus?] = [:]
      var hit = false
      for file in files {
        let status = FileStatus(path: file)
        if let previous = last[file], previous != status { hit = true }
        now[file] = status
      }
      last = now
      if hit { changed() }
      Thread.sleep(forTimeInterval: Self.pollInterval)
    }
  }

  private func runInotify() {
    #if os(Linux)
      let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      guard fd >= 0 else { return runPolling() }
      defer { close(fd) }
      var folders: [Int32: String] = [:]
      var seen = -1
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_CREATE | IN_ATTRIB)
      var buffer = [UInt8](repeating: 0, count: 64 << 10)
      while !isStopped {
        let (files, current) = watched
        if current != seen {
          // New folders are added (a folder already watched keeps its watch, so no event is
          // lost while the set changes), folders no longer needed are dropped.
          let needed = Set(files.map { ($0 as NSString).deletingLastPathComponent })
          for folder in needed {
            let wd = inotify_add_watch(fd, folder, mask)
            if wd >= 0 { folders[wd] = folder }
          }
          for (wd, folder) in folders where !needed.contains(folder) {
            inotify_rm_watch(fd, wd)
            folders[wd] = nil
          }
          seen = current
        }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 100) > 0 else { continue }
        var hit = false
        // Read every queued event, then the ones a save's further writes add within `settle`.
        repeat {
          while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            hit = hit || Self.names(in: buffer[..<count], folders: folders).contains { files.contains($0) }
          }
        } while hit && poll(&poller, 1, Int32(Self.settle * 1000)) > 0
        if hit { changed() }
      }
    #else
      runPolling()
    #endif
  }

  #if os(Linux)
    /// The paths of the files the events in `bytes` name.
    static func names(in bytes: ArraySlice<UInt8>, folders: [Int32: String]) -> [String] {
      var paths: [String] = []
      var offset = bytes.startIndex
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= bytes.endIndex {
        let (wd, length) = bytes.withUnsafeBytes { raw in
          let event = raw.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: inotify_event.self)
          return (event.wd, Int(event.len))
        }
        let nameStart = offset + header
        let nameBytes = bytes[nameStart..<min(nameStart + length, bytes.endIndex)].prefix { $0 != 0 }
        if let folder = folders[wd], !nameBytes.isEmpty {
          paths.append(folder + "/" + String(decoding: nameBytes, as: UTF8.self))
        }
        offset = nameStart + length
      }
      return paths
    }
  #endif
}
