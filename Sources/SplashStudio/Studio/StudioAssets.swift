import Foundation
import SplashFiles

/// The page's own files (`Resources/studio.html`, `.css`, `.js`), read from the SwiftPM resource
/// bundle beside the executable or installed in `../share/splashreel/` (`ResourceBundle`), else
/// from the source checkout. Nothing is fetched from the network.
enum StudioAssets {
  /// The files the page may load, by URL path, with their content types.
  static let served: [String: (file: String, type: String)] = [
    "/": ("studio.html", "text/html; charset=utf-8"),
    "/studio.css": ("studio.css", "text/css; charset=utf-8"),
    "/studio.js": ("studio.js", "text/javascript; charset=utf-8"),
  ]

  /// Where the page's bundle is looked for.
  static let bundle = ResourceBundle(target: "SplashStudio", marker: "studio.html")

  /// The folder holding the files.
  static let directory: String? = {
    // Sources/SplashStudio/Studio/StudioAssets.swift → Sources/SplashStudio/Resources.
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return bundle.directory(subpath: "Resources", fallback: source.appendingPathComponent("Resources").path)
  }()

  /// The bytes of the asset at URL `path`, or nil when it is not one of the page's files.
  static func asset(_ path: String) throws(StudioError) -> (bytes: [UInt8], type: String)? {
    guard let entry = served[path] else { return nil }
    guard let directory else {
      throw StudioError("cannot find the studio page: " + bundle.missingMessage)
    }
    guard let data = FileManager.default.contents(atPath: directory + "/" + entry.file) else {
      throw StudioError("\(directory)/\(entry.file): cannot read the studio page")
    }
    return ([UInt8](data), entry.type)
  }
}
