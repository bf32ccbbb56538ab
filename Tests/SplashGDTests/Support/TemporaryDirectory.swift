import Foundation

/// A fresh directory under the system temporary directory, removed when released.
final class TemporaryDirectory {
  let path: String

  init() {
    let template = NSTemporaryDirectory() + "splashgd-tests-XXXXXX"
    var bytes = Array(template.utf8CString)
    guard let made = mkdtemp(&bytes) else { fatalError("mkdtemp failed for \(template)") }
    path = String(cString: made)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `bytes` to `name` and returns its path.
  @discardableResult
  func write(_ bytes: [UInt8], to name: String) -> String {
    let file = file(name)
    _ = FileManager.default.createFile(atPath: file, contents: Data(bytes))
    return file
  }

  /// The names of the directory's entries, sorted.
  func entries() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}
