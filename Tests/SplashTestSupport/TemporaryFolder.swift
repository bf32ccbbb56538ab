import Foundation

/// A fresh folder under `$TMPDIR`, `splashreel-tests-<label>-XXXXXX` (made by `mkdtemp`, so two
/// tests never share one), removed with everything in it when the last reference goes away.
///
/// Keep the folder alive while its paths are used: hold it in a `let` for the test's scope, in a
/// fixture's stored property, or use `withTemporaryFolder { }`. A folder that is never released
/// (held by a global or a `static let`) is removed when the test process exits.
public final class TemporaryFolder: @unchecked Sendable {
  /// The prefix of every folder's name: what the leak check of `scripts/dev test` looks for.
  public static let prefix = "splashreel-tests-"

  /// The folder's absolute path (no trailing slash).
  public let path: String

  /// A new empty folder; `label` (letters, digits, `-`) says which tests made it when one is left.
  public init(_ label: String = "folder") {
    var base = NSTemporaryDirectory()
    if !base.hasSuffix("/") { base += "/" }
    let template = base + Self.prefix + label + "-XXXXXX"
    var bytes = Array(template.utf8CString)
    guard let made = mkdtemp(&bytes) else {
      preconditionFailure("\(template): cannot make a temporary folder (\(String(cString: strerror(errno))))")
    }
    path = String(cString: made)
    LiveFolders.insert(path)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
    LiveFolders.remove(path)
  }

  /// The folder as a file URL.
  public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

  /// The path of `name` (which may hold `/`) inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// The URL of `name` inside the folder.
  public func url(_ name: String) -> URL { URL(fileURLWithPath: file(name)) }

  /// Writes `bytes` to `name`, making the folders on the way; returns the file's path.
  @discardableResult
  public func write(_ bytes: [UInt8], to name: String) throws -> String {
    try write(Data(bytes), to: name)
  }

  /// Writes `data` to `name`, making the folders on the way; returns the file's path.
  @discardableResult
  public func write(_ data: Data, to name: String) throws -> String {
    let file = file(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Writes `text` as UTF-8 to `name`, making the folders on the way; returns the file's path.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> String {
    try write(Data(text.utf8), to: name)
  }

  /// The bytes of the file `name`.
  public func contents(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: file(name))))
  }

  /// Makes the folder `name` (and the folders on the way); returns its path.
  @discardableResult
  public func folder(_ name: String) throws -> String {
    let folder = file(name)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The names of the folder's entries (hidden ones too), sorted; `[]` when it cannot be read.
  public func entries(_ name: String? = nil) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: name.map(file) ?? path)) ?? []).sorted()
  }
}

/// Runs `body` with a fresh `TemporaryFolder`, removed when `body` returns or throws.
public func withTemporaryFolder<T>(_ label: String = "folder", _ body: (TemporaryFolder) throws -> T) rethrows -> T {
  let folder = TemporaryFolder(label)
  return try withExtendedLifetime(folder) { try body(folder) }
}
