import Foundation
import SplashFiles

/// Writes a file through `SplashFiles.AtomicFile` (a temporary sibling, `fsync`, rename), so a
/// reader never sees half a file and a failure leaves nothing behind.
package enum AtomicWrite {
  package static func write(_ bytes: [UInt8], to path: String) throws(DiffError) {
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw DiffError("\(path): cannot write the file (\(error.reason))", cause: error)
    }
  }

  /// Creates `directory` (and its parents) if needed.
  package static func makeDirectory(_ directory: String) throws(DiffError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw DiffError("\(directory): exists and is not a directory")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw DiffError("\(directory): cannot create the directory (\(error.localizedDescription))", cause: error)
    }
  }
}
