import Foundation

/// A file written under a temporary name in its destination directory and renamed into place
/// only when complete, so a failure never leaves a half-written file behind.
final class AtomicFile {
  let path: String
  let temporaryPath: String
  private var handle: FileHandle?
  private(set) var bytesWritten = 0

  init(path: String) throws(GIFError) {
    self.path = path
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw GIFError("\(path): the directory \(directory) does not exist")
    }
    temporaryPath = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
    guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporaryPath)
    else {
      throw GIFError("\(path): cannot create a file in \(directory)")
    }
    self.handle = handle
  }

  /// Appends bytes.
  func write(_ bytes: [UInt8]) throws(GIFError) {
    guard let handle else { return }
    do {
      try handle.write(contentsOf: bytes)
      bytesWritten += bytes.count
    } catch {
      throw GIFError("\(path): write failed: \(error.localizedDescription)")
    }
  }

  /// Closes the file and moves it to `path`, replacing any file there.
  func commit() throws(GIFError) {
    guard let handle else { return }
    self.handle = nil
    do {
      try handle.close()
    } catch {
      discardFile()
      throw GIFError("\(path): write failed: \(error.localizedDescription)")
    }
    if rename(temporaryPath, path) != 0 {
      let reason = String(cString: strerror(errno))
      discardFile()
      throw GIFError("\(path): cannot move the finished file into place: \(reason)")
    }
  }

  /// Closes and removes the temporary file.
  func discard() {
    guard let handle else { return }
    self.handle = nil
    try? handle.close()
    discardFile()
  }

  private func discardFile() {
    unlink(temporaryPath)
  }

  deinit { discard() }
}
