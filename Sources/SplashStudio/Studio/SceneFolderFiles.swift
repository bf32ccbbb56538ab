import Foundation

/// Files inside the scene's folder, served under `/files/`: a path with a `..` component, a
/// NUL, or one whose real path (symlinks resolved) leaves the folder is refused, as is anything
/// that is not a regular file or is larger than `maximumBytes`.
struct SceneFolderFiles: Sendable {
  /// The folder's real path.
  let root: String
  static let maximumBytes = 64 << 20

  init?(folder: URL) {
    guard let real = Self.realPath(folder.path) else { return nil }
    root = real
  }

  /// The response for the relative path `relative` (after `/files/`).
  func response(for relative: String) -> HTTPResponse {
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard !relative.isEmpty, !relative.contains("\0"), !relative.hasPrefix("/"),
      !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty })
    else { return .text("refused: \(relative) is not a file of the scene's folder", status: 403) }
    guard let real = Self.realPath(root + "/" + relative) else { return .text("no such file", status: 404) }
    guard real.hasPrefix(root + "/") else {
      return .text("refused: \(relative) leads outside the scene's folder", status: 403)
    }
    var info = stat()
    guard stat(real, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      return .text("refused: \(relative) is not a regular file", status: 403)
    }
    guard Int(info.st_size) <= Self.maximumBytes else { return .text("the file is too large", status: 413) }
    guard let data = FileManager.default.contents(atPath: real) else { return .text("cannot read", status: 404) }
    return .bytes([UInt8](data), type: Self.type(of: real))
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func type(of path: String) -> String {
    switch (path as NSString).pathExtension.lowercased() {
    case "png": "image/png"
    case "jpg", "jpeg": "image/jpeg"
    case "gif": "image/gif"
    case "webp": "image/webp"
    case "json": "application/json"
    default: "application/octet-stream"
    }
  }
}
