import Foundation
import SplashFiles

/// The folders and sizes of output files.
enum OutputFolder {
  /// Creates the folder `path` goes in, when it names one.
  static func create(for path: String) throws {
    let parent = OutputPath.parent(of: path)
    if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
  }

  /// The size of the file at `path` in bytes, 0 when it cannot be read.
  static func size(of path: String) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
  }
}
