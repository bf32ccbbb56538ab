import Foundation

/// Finds the files an image name stands for, relative to a scene file's folder.
///
/// A name with an extension (`launch-small.jpg`) is exactly that file. A name without one
/// (`start_page`, `../shared/home`) stands for every variant `name.ext`, `name@1x.ext`,
/// `name@2x.ext`, `name@3x.ext` with ext one of `png`, `jpg`, `jpeg`.
struct ImageLocator {
  let directory: URL

  static let variantExtensions = ["png", "jpg", "jpeg"]
  static let fileExtensions = ["png", "jpg", "jpeg", "gif", "webp", "bmp"]

  /// `name` as a file URL: an absolute path as it is, a relative one from the scene's folder.
  private func url(_ name: String) -> URL {
    (name.hasPrefix("/") ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name)).standardizedFileURL
  }

  /// The files `name` stands for, lowest scale first; throws a message without a path when none exist.
  func files(named name: String) throws(SceneError) -> [ImageFile] {
    let ext = (name as NSString).pathExtension.lowercased()
    if Self.fileExtensions.contains(ext) {
      let url = url(name)
      guard isFile(url) else {
        throw SceneError("missing image file '\(name)'" + (name.hasPrefix("/") ? "" : " next to the scene"))
      }
      return [ImageFile(url: url, scale: ImageFile.scale(ofFileNamed: name))]
    }
    var found: [Int: ImageFile] = [:]
    for scale in 1...3 {
      let suffixes = scale == 1 ? ["", "@1x"] : ["@\(scale)x"]
      search: for suffix in suffixes {
        for ext in Self.variantExtensions {
          let url = url(name + suffix + "." + ext)
          if isFile(url) {
            found[scale] = ImageFile(url: url, scale: scale)
            break search
          }
        }
      }
    }
    guard !found.isEmpty else {
      throw SceneError(
        "missing image '\(name)': no \(name).png, .jpg or .jpeg (plain, @2x or @3x)"
          + (name.hasPrefix("/") ? "" : " next to the scene"))
    }
    return found.keys.sorted().map { found[$0]! }
  }

  private func isFile(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
  }

  /// The variant for a device of `scale`: that scale, else the nearest, the larger on a tie.
  static func choose(_ files: [ImageFile], forScale scale: Int) -> ImageFile {
    files.min { a, b in
      let (da, db) = (abs(a.scale - scale), abs(b.scale - scale))
      return da != db ? da < db : a.scale > b.scale
    }!
  }
}
