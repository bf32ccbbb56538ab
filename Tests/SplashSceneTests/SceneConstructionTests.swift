import Foundation
import SplashMotion
import SplashRaster
import Testing

@testable import SplashScene

/// A square fading in and rounding its corners, written as JSON.
private let json = """
  {"name": "square", "duration": 0.5, "background": "#FFFFFF",
   "layers": [{"id": "square", "type": "solid", "backgroundColor": "#E8612C", "alpha": 0,
               "frame": {"x": 10, "y": 10, "width": "W / 4", "height": 20}}],
   "timeline": [{"id": "show", "at": 0.1, "animate": {"square": {"alpha": 1, "cornerRadius": 6}},
                 "duration": 0.3, "curve": "linear"}]}
  """

/// The same scene built in Swift.
private func swiftScene(removing removed: String? = nil) throws -> Scene {
  var square = LayerProperties()
  square[.x] = .length(Length(10))
  square[.y] = .length(Length(10))
  square[.width] = .length(try Length("W / 4"))
  square[.height] = .length(Length(20))
  square[.backgroundColor] = .color(Color(r: 0xE8, g: 0x61, b: 0x2C))
  square[.alpha] = .number(0)
  var shown = LayerProperties()
  shown[.alpha] = .number(1)
  shown[.cornerRadius] = .length(Length(6))
  var timeline = [
    SceneStep(
      id: "show", start: .at(0.1), duration: 0.3, curve: .linear,
      animations: [SceneStep.Change(layer: "square", properties: shown)])
  ]
  if let removed { timeline.append(SceneStep(id: "hide", start: .at(0.4), removals: [removed])) }
  return try Scene(
    name: "square", directory: FileManager.default.temporaryDirectory, file: "square.swift", duration: 0.5,
    background: .white, layers: [SceneLayer(id: "square", kind: .solid, properties: square)], timeline: timeline)
}

@Test func aSceneBuiltInSwiftRendersAsItsJSON() throws {
  let decoded = try Scene.decode(
    Data(json.utf8), file: "square.json", directory: FileManager.default.temporaryDirectory, defaultName: "square")
  let built = try swiftScene()
  #expect(built.url == nil)
  let device = try DeviceCatalog.device(named: "80x60@1")
  let fromJSON = try SceneFrames.render(decoded, on: device, fps: 10, exportScale: 1)
  let fromSwift = try SceneFrames.render(built, on: device, fps: 10, exportScale: 1)
  #expect(fromSwift.frameCount == 5)
  for index in 0..<5 {
    #expect(try fromSwift.frame(at: index).pixels == fromJSON.frame(at: index).pixels)
  }
  // At 0.3 s the fade is two thirds in: #E8612C at opacity round(2/3 · 255) = 170 over white.
  let middle = try fromSwift.frame(at: 3)
  let offset = (20 * middle.width + 25) * 4
  #expect(Array(middle.pixels[offset..<offset + 4]) == [240, 150, 114, 255])
}

@Test func aSceneBuiltInSwiftIsCheckedAsAFileIs() throws {
  #expect(throws: SceneError("square.swift: step 'hide'.remove[0]: no layer has id 'sqare' (did you mean 'square'?)")) {
    try swiftScene(removing: "sqare")
  }
  #expect(throws: SceneError("empty.swift: layers: a scene needs at least one layer")) {
    try Scene(name: "empty", directory: FileManager.default.temporaryDirectory, file: "empty.swift", layers: [])
  }
}
