import Foundation
import SplashNames

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
        throw SceneError(
          "missing image file '\(name)'" + (name.hasPrefix("/") ? "" : " next to the scene") + suggestion(for: name))
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
          + (name.hasPrefix("/") ? "" : " next to the scene") + suggestion(for: name))
    }
    return found.keys.sorted().map { found[$0]! }
  }

  /// " (did you mean "logo"? …)": the name that would have matched a picture in the same folder. A
  /// file name whose scale variants exist (`logo.png` beside `logo@3x.png`) gets its variant name
  /// (`logo`); any other name the closest variant name or file name there. Empty when none is close.
  private func suggestion(for name: String) -> String {
    let folder = (name as NSString).deletingLastPathComponent
    let prefix = folder.isEmpty ? "" : folder + "/"
    let listed = (try? FileManager.default.contentsOfDirectory(atPath: url(folder.isEmpty ? "." : folder).path)) ?? []
    let pictures = listed.filter { Self.fileExtensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
    var variants: [String: [String]] = [:]
    for file in pictures where Self.variantExtensions.contains((file as NSString).pathExtension.lowercased()) {
      variants[Self.variantName(of: file), default: []].append(file)
    }
    let typed = (name as NSString).lastPathComponent
    let stem = Self.variantName(of: typed)
    if stem != typed, let files = variants[stem] {
      return " (did you mean \"\(prefix + stem)\"? That name finds \(files.joined(separator: ", ")))"
    }
    let candidates = variants.keys.sorted() + pictures
    guard let closest = NameSuggestion.closest(to: typed, in: candidates) else { return "" }
    return " (did you mean \"\(prefix + closest)\"?)"
  }

  /// `logo` for `logo@3x.png`, `logo.png` and `logo`: the name a scene gives a picture's variants.
  static func variantName(of file: String) -> String {
    var name = file
    if Self.fileExtensions.contains((name as NSString).pathExtension.lowercased()) {
      name = (name as NSString).deletingPathExtension
    }
    for suffix in ["@1x", "@2x", "@3x"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
    return name
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
