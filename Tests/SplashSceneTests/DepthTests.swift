import Foundation
import SplashMotion
import SplashRaster
import Testing

@testable import SplashScene

/// 3-D transforms in scenes: keys, limits, ordering, back faces, the unchanged 2-D path and
/// animation through Core Animation key paths.
private let fixture = try! SceneFixture()

private func frame(_ layers: String, device: String = "40x30@1", at t: Double = 0, timeline: String = "[]") throws
  -> Surface
{
  let json = ##"{"background": "#000000", "duration": 2, "layers": [\##(layers)], "timeline": \##(timeline)}"##
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: device))
  return try FrameRenderer(scene: scene).render(at: t)
}

private func card(_ id: String, _ color: String, _ extra: String = "") -> String {
  ##"{"id": "\##(id)", "type": "solid", "backgroundColor": "\##(color)", "frame": {"x": 10, "y": 5, "width": 20, "height": 20}\##(extra)}"##
}

@Test func perspectiveValuesOutsideTheirLimitsAreRefused() {
  let json = { (extra: String) in
    ##"{"duration": 1, "layers": [{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, \##(extra)}]}"##
  }
  #expect(
    fixture.error(json(##""transform": {"m34": 2}"##))
      == "scene.json: layers[0].transform.m34: 2 is out of range (-1...1)")
  #expect(
    fixture.error(json(##""sublayerTransform": {"m34": -1.5}"##))
      == "scene.json: layers[0].sublayerTransform.m34: -1.5 is out of range (-1...1)")
  #expect(
    fixture.error(json(##""transform": {"rotationY": 40000}"##))
      == "scene.json: layers[0].transform.rotationY: 40000 is out of range (-36000...36000)")
  #expect(
    fixture.error(json(##""transform": {"rotationZ": 1}"##))
      == "scene.json: layers[0].transform.rotationZ: unknown key 'rotationZ' in a transform (did you mean 'rotation'?)")
}

@Test func siblingsDrawInZPositionOrderStably() throws {
  // Without zPosition the later sibling is on top; zPosition 1 lifts the first above it.
  #expect(try frame([card("a", "#FF0000"), card("b", "#00FF00")].joined(separator: ", "))[20, 15].g == 255)
  let lifted = try frame([card("a", "#FF0000", ##", "zPosition": 1"##), card("b", "#00FF00")].joined(separator: ", "))
  #expect(lifted[20, 15] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
  // Equal values keep their order.
  let equal = try frame(
    [card("a", "#FF0000", ##", "zPosition": 2"##), card("b", "#00FF00", ##", "zPosition": 2"##)].joined(
      separator: ", "))
  #expect(equal[20, 15] == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
}

@Test func aBackFacingLayerIsHiddenUnlessDoubleSided() throws {
  let turned = ##", "transform": {"rotationY": 180, "m34": -0.002}"##
  #expect(try frame(card("a", "#FF0000", turned))[20, 15] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
  #expect(
    try frame(card("a", "#FF0000", turned + ##", "isDoubleSided": false"##))[20, 15]
      == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
  // 170° still shows its back; 10° its front.
  let back = ##", "isDoubleSided": false, "transform": {"rotationY": 170, "m34": -0.002}"##
  #expect(try frame(card("a", "#FF0000", back))[20, 15].r == 0)
  let front = ##", "isDoubleSided": false, "transform": {"rotationY": 10, "m34": -0.002}"##
  #expect(try frame(card("a", "#FF0000", front))[20, 15].r == 255)
}

@Test func identityDepthValuesKeepTheTwoDimensionalPath() throws {
  let plain = try frame(
    card("a", "#3366CC", ##", "transform": {"scale": 1.5, "translation": [0.25, 0.75]}"##), device: "40x30@2")
  // m34 alone changes nothing in the layer's plane (w stays 1); neither does zPosition without
  // a perspective above it; the drawing is byte for byte the 2-D one.
  let same = try frame(
    card(
      "a", "#3366CC",
      ##", "zPosition": 40, "transform": {"scale": 1.5, "translation": [0.25, 0.75], "m34": -0.002, "rotationX": 0}"##
    ),
    device: "40x30@2")
  #expect(same.pixels == plain.pixels)
}

@Test func aTurnedLayerIsForeshortenedTowardsItsFarEdge() throws {
  // A 20-point square turned 60° about y under m34 = −1/50: its right edge recedes (shorter),
  // its left edge comes nearer (taller), and the column through the centre is unchanged.
  let image = try frame(
    card("a", "#FFFFFF", ##", "allowsEdgeAntialiasing": true, "transform": {"rotationY": 60, "m34": -0.02}"##))
  func height(_ x: Int) -> Double { (0..<30).reduce(0.0) { $0 + Double(image[x, $1].r) / 255 } }
  // Either side of the centre line: 20.35 and 19.65 points tall at the columns' centres.
  #expect(height(19) > 20.2 && height(19) < 20.5)
  #expect(height(20) > 19.5 && height(20) < 19.8)
  // Left edge at x = 20 − 10·cos 60° / (1 − 10·sin 60°/50) = 13.85: height 20 / 0.8268 = 24.19.
  #expect(height(15) > 23 && height(15) < 24.2)
  // Right edge at 20 + 5 / 1.1732 = 24.26: height 20 / 1.1732 = 17.05.
  #expect(height(23) > 17 && height(23) < 18.6)
  #expect(height(25) == 0)
}

@Test func rotationKeyPathsAnimateInRadians() throws {
  let json = ##"""
    {"duration": 2, "layers": [{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}],
     "timeline": [
       {"id": "spin", "at": 0, "animations": [
         {"layer": "a", "type": "basic", "keyPath": "transform.rotation.y", "fromValue": 0, "toValue": 1, "duration": 1, "timingFunction": "linear", "fillMode": "forwards", "isRemovedOnCompletion": false},
         {"layer": "a", "type": "basic", "keyPath": "zPosition", "fromValue": 0, "toValue": 8, "duration": 1, "timingFunction": "linear"}]},
       {"id": "tilt", "at": 0, "duration": 1, "curve": "linear", "animate": {"a": {"transform": {"rotationX": 90, "m34": -0.004}}}}]}
    """##
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: "iphone-8"))
  let state = try #require(scene.states(at: 0.25)["a"])
  #expect(abs(state[LayerProperty.Channels.rotationY].x - 0.25) < 1e-12)
  #expect(abs(state[LayerProperty.Channels.zPosition].x - 2) < 1e-12)
  #expect(abs(state[LayerProperty.Channels.rotationX].x - .pi / 8) < 1e-12)
  #expect(abs(state[LayerProperty.Channels.perspective].x + 0.001) < 1e-12)
  #expect(
    fixture.error(json.replacingOccurrences(of: "\"toValue\": 1,", with: "\"toValue\": 1e9,"))?.contains(
      "is out of range") == true)
}

@Test func aFlipTurnsAboutTheCentreAndKeepsTheNearEdge() throws {
  var state = LayerState()
  state[LayerProperty.Channels.position] = SIMD4(160, 300, 0, 0)
  state[LayerProperty.Channels.size] = SIMD4(200, 100, 0, 0)
  let flipped = state.flipped(.vertical, by: .pi / 3, eyeDistance: 500)
  #expect(flipped[LayerProperty.Channels.rotationY].x == .pi / 3)
  #expect(flipped[LayerProperty.Channels.perspective].x == -0.002)
  let shrink = 1 / (1 + 100 * sin(Double.pi / 3) / 500)
  #expect(abs(flipped[LayerProperty.Channels.scale].x - shrink) < 1e-15)
  // The left edge comes to the front and keeps its 100 points; the right one recedes.
  let plane = flipped.toParent3D(anchorPoint: Point(x: 0.5, y: 0.5)).flattened
  let (top, bottom) = (plane.applied(to: Point(x: 0, y: 0)), plane.applied(to: Point(x: 0, y: 100)))
  #expect(abs((bottom.y - top.y) - 100) < 1e-9)
  let right = plane.applied(to: Point(x: 200, y: 100)).y - plane.applied(to: Point(x: 200, y: 0)).y
  #expect(right < 100)
  // The centre stays where it was.
  let centre = plane.applied(to: Point(x: 100, y: 50))
  #expect(abs(centre.x - 160) < 1e-9 && abs(centre.y - 300) < 1e-9)
}
