import Foundation
import SplashScene
import SplashTestSupport

@testable import SplashBatch

/// A temporary folder with two tiny scenes (each showing one image file) and a manifest.
struct BatchFixture {
  /// Removed when the last copy of the fixture goes.
  let folder = TemporaryFolder("batch")
  let directory: URL

  static let sceneA = """
    {"duration": 0.2, "background": "#FFFFFF", "layers": [
      {"id": "dot", "type": "image", "image": "dot.png", "frame": {"x": 4, "y": 4, "width": 8, "height": 8}}],
     "timeline": [{"at": 0, "animate": {"dot": {"alpha": 0}}, "duration": 0.2}]}
    """
  static let sceneB = """
    {"duration": 0.2, "background": "#000000", "layers": [
      {"id": "bar", "type": "image", "image": "bar.png", "frame": {"x": 0, "y": 10, "width": "W", "height": 6}}]}
    """

  init(manifest: String? = nil) throws {
    directory = folder.url
    try write("a.json", Self.sceneA)
    try write("b.json", Self.sceneB)
    try write("dot.png", "dot v1")
    try write("bar.png", "bar v1")
    try write(
      "manifest.json",
      manifest ?? """
        {"output": "out", "renders": [
          {"scenes": ["a.json", "b.json"], "devices": ["40x80@1", "60x80@1"]},
          {"scenes": ["a.json"], "devices": ["30x60@1"], "options": {"fps": 10, "sheet": true}}]}
        """)
  }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(name))
  }

  func manifest() throws -> BatchManifest {
    try BatchManifest.load(contentsOf: directory.appendingPathComponent("manifest.json"), file: "manifest.json")
  }

  func error(_ manifest: String) -> String? {
    do {
      try write("manifest.json", manifest)
      _ = try BatchPlan(self.manifest())
      return nil
    } catch {
      return "\(error)"
    }
  }
}
