import Foundation

/// Writes a file through a temporary sibling and a rename, so a reader never sees half a file and a
/// failure leaves nothing behind.
enum AtomicWrite {
  static func write(_ bytes: [UInt8], to path: String) throws(DiffError) {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try Data(bytes).write(to: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw DiffError("\(path): cannot write the file (\(error.localizedDescription))")
    }
    // rename(2) replaces an existing file in one step (FileManager.replaceItemAt does not on Linux).
    if rename(temporary.path, path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw DiffError("\(path): cannot write the file (\(reason))")
    }
  }

  /// Creates `directory` (and its parents) if needed.
  static func makeDirectory(_ directory: String) throws(DiffError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw DiffError("\(directory): exists and is not a directory") }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw DiffError("\(directory): cannot create the directory (\(error.localizedDescription))")
    }
  }
}
