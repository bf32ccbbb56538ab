import Foundation
import SplashMotion
import SplashRaster
import Testing

@testable import SplashScene

// Shape and gradient layers as scene files write them: their keys, one-line errors with the
// JSON path, limits, and frames of the two recipes.

private let fixture = try! SceneFixture()

/// A scene with one layer of `type` whose other keys are `keys`, and `timeline` steps.
private func scene(_ type: String, _ keys: String, timeline: String = "") -> String {
  ##"{"duration": 1, "layers": [{"id": "s", "type": "\##(type)", "frame": {"width": 40, "height": 40}, \##(keys)}], "timeline": [\##(timeline)]}"##
}

private func render(_ json: String, at t: Double, device: String = "40x40@1") throws -> Surface {
  let resolved = try fixture.load(json).resolved(for: DeviceCatalog.device(named: device))
  return try FrameRenderer(scene: resolved, renderScale: 1).render(at: t)
}

private func rgba(_ s: Surface, _ x: Int, _ y: Int) -> [UInt8] {
  let p = s[x, y]
  return [p.r, p.g, p.b, p.a]
}

@Test func badShapesAndGradientsAreOneLineNamingThePath() {
  let cases: [(String, String)] = [
    (
      scene("shape", ##""path": "M 1 x""##),
      "scene.json: layers[0].path: path data: expected a number at offset 4, got 'x'"
    ),
    (scene("shape", ##""fillColor": "#FF0000""##), "scene.json: layers[0]: missing key 'path'"),
    (
      scene("shape", ##""path": {"circle": [0, 0, 1, 1]}"##),
      "scene.json: layers[0].path: expected one of rect, roundedRect, oval, arc"
    ),
    (
      scene("shape", ##""path": {"oval": [0, 0, 10]}"##),
      "scene.json: layers[0].path.oval: expected [x, y, width, height], got 3 numbers"
    ),
    (
      scene("shape", ##""path": {"arc": {"center": [5, 5]}}"##),
      "scene.json: layers[0].path.arc.radius: missing key 'radius'"
    ),
    (
      scene("shape", ##""path": "M0 0 H10", "lineCap": "flat""##),
      "scene.json: layers[0].lineCap: unknown line cap 'flat'; one of butt, round, square"
    ),
    (
      scene("shape", ##""path": "M0 0 H10", "lineDashPattern": [0.1, 0.2]"##),
      "scene.json: layers[0].lineDashPattern: the dash pattern's lengths add up to 0.30000000000000004 points, less than the limit of 0.5"
    ),
    (
      scene(
        "shape",
        ##""path": "M0 0 H10", "lineDashPattern": [\##(Array(repeating: "1", count: 33).joined(separator: ", "))]"##),
      "scene.json: layers[0].lineDashPattern: expected at most 32 numbers, got 33"
    ),
    (
      scene("shape", ##""path": "M0 0 H10", "lineDashPattern": [1, -1]"##),
      "scene.json: layers[0].lineDashPattern: lineDashPattern values must be within 0...100000, got -1"
    ),
    (
      scene("shape", ##""path": "M0 0 H10", "strokeEnd": 2"##),
      "scene.json: layers[0].strokeEnd: strokeEnd must be between 0 and 1, got 2.0"
    ),
    (
      scene("gradient", ##""gradient": "linear", "colors": ["#FF0000"]"##),
      "scene.json: layers[0].gradient: unknown gradient type 'linear'; one of axial, radial, conic"
    ),
    (scene("gradient", ##""colors": []"##), "scene.json: layers[0].colors: expected 1 to 8 colours, got 0"),
    (scene("gradient", ##""startPoint": [0, 0]"##), "scene.json: layers[0]: missing key 'colors'"),
    (
      scene("gradient", ##""colors": ["#FF0000"], "locations": [0, 20]"##),
      "scene.json: layers[0].locations[1]: 20 is out of range (-10...10)"
    ),
    (
      scene("solid", ##""backgroundColor": "#FF0000", "fillColor": "#FF0000""##),
      "scene.json: layers[0].fillColor: unknown key 'fillColor' in a solid layer (did you mean 'tintColor'?)"
    ),
  ]
  for (json, message) in cases {
    #expect(fixture.error(json) == message)
  }
}

@Test func pathsAreBoundedByTheLimits() {
  let long = "M0 0" + String(repeating: " L1 1", count: SceneLimits.maximumPathCommands)
  #expect(
    fixture.error(scene("shape", ##""path": "\##(long)""##))
      == "scene.json: layers[0].path: the path has 10001 commands, more than the limit of 10000")
  let curves = "M0 0" + String(repeating: " C1 1 2 2 3 3", count: 7_000)
  #expect(
    fixture.error(scene("shape", ##""path": "\##(curves)""##))
      == "scene.json: layers[0].path: the path has 21001 points, more than the limit of 20000")
  #expect(
    fixture.error(scene("shape", ##""path": "M0 0 L1e9 0""##))
      == "scene.json: layers[0].path: a path coordinate 1000000000 is out of range (-100000...100000)")
}

@Test func aShapeFillsThenStrokesAndAnimatesItsStroke() throws {
  // Over the black background, a 20×20 square at (10, 10): red fill, a 4 pt blue stroke centred on its edge; strokeEnd
  // animates 0 → 1 over the first second, so at 0.5 s half the perimeter (from the top-left
  // corner, clockwise) is drawn.
  let json = scene(
    "shape",
    ##""path": {"rect": [10, 10, 20, 20]}, "fillColor": "#FF0000", "strokeColor": "#0000FF", "lineWidth": 4, "strokeEnd": 0"##,
    timeline: ##"{"at": 0, "animate": {"s": {"strokeEnd": 1}}, "duration": 1, "curve": "linear"}"##)
  let start = try render(json, at: 0)
  #expect(rgba(start, 20, 20) == [255, 0, 0, 255])
  #expect(rgba(start, 20, 10) == [255, 0, 0, 255])
  #expect(rgba(start, 20, 9) == [0, 0, 0, 255])
  let half = try render(json, at: 0.5)
  // The top and right edges are stroked, the bottom and left are not.
  #expect(rgba(half, 20, 9) == [0, 0, 255, 255])
  #expect(rgba(half, 30, 20) == [0, 0, 255, 255])
  #expect(rgba(half, 20, 30) == [0, 0, 0, 255])
  #expect(rgba(half, 10, 20) == [255, 0, 0, 255])
  #expect(rgba(half, 9, 20) == [0, 0, 0, 255])
}

@Test func aGradientInterpolatesStraightColours() throws {
  // Axial, left to right over 40 pixels, from clear red to opaque blue, over the black
  // background: at column 20 (t = 20.5 / 40) the straight colour is (124, 0, 131) at alpha 131,
  // premultiplied (64, 0, 67). Premultiplied interpolation would have no red at all.
  let json = scene(
    "gradient", ##""colors": ["#FF000000", "#0000FF"], "startPoint": [0, 0.5], "endPoint": [1, 0.5]"##)
  let frame = try render(json, at: 0)
  #expect(rgba(frame, 20, 5) == [64, 0, 67, 255])
  #expect(rgba(frame, 0, 5) == [3, 0, 0, 255])
  #expect(rgba(frame, 39, 5) == [3, 0, 249, 255])
}

private func recipe(_ name: String) throws -> ResolvedScene {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../../Examples/launch-recipes/\(name).json")
  return try Scene.load(contentsOf: file).resolved(for: DeviceCatalog.device(named: "iphone-8"))
}

@Test func theLogoRecipeDrawsItsRingThenFillsIt() throws {
  let scene = try recipe("logo-draws-itself")
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  // The logo's 160 pt box is at (107.5, 213.5) on the 375×667 screen; the ring (oval inset
  // 6 pt, 6 pt wide) starts at its rightmost point and draws clockwise: halfway through its
  // step (0.7 s, eased to 0.5) the bottom is drawn and the top is not.
  #expect(abs(scene.states(at: 0.7)["ring"]![LayerProperty.Channels.strokeEnd].x - 0.5) < 1e-12)
  let half = renderer.render(at: 0.7)
  #expect(rgba(half, 187, 366) == [0x4F, 0xD1, 0xC5, 255])
  #expect(rgba(half, 187, 220) == [0x0F, 0x1A, 0x2B, 255])
  // At the end the peaks are filled teal inside their white outline, the ring's inside is
  // tinted, and the wordmark shows.
  let end = renderer.render(at: 3.1)
  #expect(rgba(end, 187, 320) == [0x4F, 0xD1, 0xC5, 255])
  // #4FD1C5 at alpha 0x2E over #0F1A2B.
  #expect(rgba(end, 187, 240) == [26, 59, 71, 255])
  #expect(scene.states(at: 3.1)["wordmark"]![LayerProperty.Channels.opacity].x == 1)
}

@Test func theShimmerRecipeSweepsItsHighlight() throws {
  let scene = try recipe("gradient-shimmer")
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  // The highlight's locations go from [-0.6, -0.4, -0.2] to [1.2, 1.4, 1.6] between 0.2 and
  // 1.3 s: before and after, the pill shows no highlight; in the middle of the sweep it lights
  // the pill's middle.
  let before = renderer.render(at: 0.1)
  let during = renderer.render(at: 0.75)
  let after = renderer.render(at: 1.4)
  #expect(rgba(before, 70, 333) == rgba(after, 70, 333))
  let lit = rgba(during, 187, 310)
  let dark = rgba(before, 187, 310)
  #expect(lit[0] > dark[0] + 60)
  let locations = scene.states(at: 0.75)["shimmer"]![LayerProperty.Channels.locations[0]]
  #expect(abs(locations.x - 0.3) < 1e-12 && abs(locations.y - 0.5) < 1e-12 && abs(locations.z - 0.7) < 1e-12)
}
