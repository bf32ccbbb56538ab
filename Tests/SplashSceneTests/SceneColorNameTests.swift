import Foundation
import SplashRaster
import SplashScene
import Testing

/// Scene files spell colours as `Color(parsing:)` does: the names of `Color.named` and hex.
@Test func sceneFilesTakeTheNamedColoursOfColor() throws {
  let json =
    #"{"name": "named", "background": "darkGray", "duration": 1, "layers": [{"id": "a", "type": "solid", "backgroundColor": "orange", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}]}"#
  let scene = try Scene.decode(
    Data(json.utf8), file: "named.json", directory: FileManager.default.temporaryDirectory, defaultName: "named")
  #expect(scene.background == Color.darkGray)
  #expect(scene.background == Color(hex: "#555555"))
}
