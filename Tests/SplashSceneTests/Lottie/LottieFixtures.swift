import Foundation

@testable import SplashScene

/// The Lottie files written for these tests (`Fixtures/Lottie`): `shapes.json` (100×100, 30 fps,
/// 30 frames: a trimmed stroked ring, a moving rounded square, an opaque background; markers
/// `intro` 0+10 and `spin` 10+20), `precomp.json` (60×40, 25 fps, 20 frames: a precomposition,
/// an image file and a `data:` image), `recursive.json` (two precompositions containing each other).
enum LottieFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lottie")

  static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

  static func document(_ name: String) throws -> LottieDocument {
    try LottieDocument.load(contentsOf: url(name), file: name)
  }

  /// A scene in the fixtures' folder: one lottie layer `logo` with `layer` keys, on a device.
  static func scene(
    device: String, layer: String = "", timeline: String = "[]", duration: Double = 2, background: String = "#FFFFFF"
  ) throws -> ResolvedScene {
    let json = """
      {"background": "\(background)", "duration": \(duration), "layers": [
        {"id": "logo", "type": "lottie", "lottie": "shapes.json", "frame": {"width": "W", "height": "H"}\(layer)}],
       "timeline": \(timeline)}
      """
    let scene = try Scene.decode(Data(json.utf8), file: "scene.json", directory: folder, defaultName: "scene")
    return try scene.resolved(for: DeviceCatalog.device(named: device))
  }
}
