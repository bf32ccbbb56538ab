import Foundation
import SplashGD
import SplashRaster
import SplashTestSupport

@testable import SplashScene

/// A temporary folder holding one scene file and empty stand-ins for the image files it names.
struct SceneFixture {
  /// Removed when the last copy of the fixture goes (a global one: when the tests end).
  let folder = TemporaryFolder("scene")
  let directory: URL

  init(files: [String] = []) throws {
    directory = folder.url
    for file in files {
      let url = directory.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
  }

  /// Writes `json` as `name` and loads it as the CLI would, naming it by its file name.
  func load(_ json: String, name: String = "scene.json") throws(SceneError) -> Scene {
    // A unique file per call: tests run in parallel on one fixture.
    let url = directory.appendingPathComponent("\(UUID().uuidString)-\(name)")
    try! Data(json.utf8).write(to: url)
    return try Scene.load(contentsOf: url, file: name)
  }

  /// The message loading `json` fails with, or nil when it loads.
  func error(_ json: String, name: String = "scene.json") -> String? {
    do {
      _ = try load(json, name: name)
      return nil
    } catch {
      return error.description
    }
  }
}

extension SceneFixture {
  /// Writes a `width`×`height` PNG of one straight-alpha colour as `name`.
  func writeImage(_ name: String, width: Int, height: Int, color: Color) throws {
    try writeImage(name, try Surface(width: width, height: height, fill: color.premultiplied))
  }

  /// Writes `surface` as the PNG `name`.
  func writeImage(_ name: String, _ surface: Surface) throws {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try PNGEncoder.write(surface, to: url.path)
  }
}

/// The straight-alpha colour at (x, y), for readable expectations.
func pixel(_ surface: Surface, _ x: Int, _ y: Int) -> [UInt8] {
  let p = surface[x, y]
  return [p.r, p.g, p.b, p.a]
}
