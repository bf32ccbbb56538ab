import Foundation

/// How a scene's golden is stored, told by its path: `*.gif` is an animated GIF written exactly
/// as `splashreel render` writes it; an existing folder, or a path ending in `/`, is a folder of
/// PNG frames (`frame-0000.png`, …), lossless and larger.
public enum GoldenFormat: String, Sendable, Equatable, Codable {
  case gif
  case pngFolder = "png-folder"

  /// The format of `path`. Any other path is refused rather than recorded as frames: a golden
  /// named `goldens/brand` is far more often a `brand.gif` with its extension forgotten than a
  /// wish for a megabyte of PNG frames.
  package init(path: String) throws(DiffError) {
    let ext = (path as NSString).pathExtension.lowercased()
    if ext == "gif" {
      self = .gif
      return
    }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    if path.hasSuffix("/") || (exists && isDirectory.boolValue) {
      self = .pngFolder
      return
    }
    throw DiffError(Self.refusal(path, ext: ext, exists: exists))
  }

  /// `path` without the trailing `/` that asks for a frames folder.
  package static func normalized(_ path: String) -> String {
    var path = path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }

  private static func refusal(_ path: String, ext: String, exists: Bool) -> String {
    let stem = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
    let how = "name a GIF golden '\(stem).gif', or end the path with '/' ('\(stem)/') to record a folder of PNG frames"
    if ext == "png" { return "\(path): a golden is a .gif file or a folder of PNG frames, not one PNG; \(how)" }
    if exists { return "\(path): is a file but not a GIF; \(how)" }
    let what = ext.isEmpty ? "has no extension" : "ends in .\(ext)"
    return "\(path): no such golden, and the path \(what), so it says neither GIF nor frames; \(how)"
  }
}
