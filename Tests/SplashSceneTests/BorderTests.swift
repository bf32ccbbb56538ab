import Foundation
import SplashRaster
import Testing

@testable import SplashScene

private func render(_ layer: String, timeline: String = "[]", at t: Double = 0) throws -> Surface {
  let fixture = try SceneFixture()
  let json = """
    {"background": "#FFFFFF", "duration": 1, "layers": [\(layer)], "timeline": \(timeline)}
    """
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: "12x12@1"))
  return try FrameRenderer(scene: scene).render(at: t)
}

@Test func aBorderIsInsetFromTheBoundsAndDrawnAboveTheBackground() throws {
  let frame = try render(
    ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "borderWidth": 2, "borderColor": "#0000FF", "frame": {"x": 2, "y": 2, "width": 8, "height": 8}}"##
  )
  #expect(pixel(frame, 1, 1) == [255, 255, 255, 255])
  #expect(pixel(frame, 2, 2) == [0, 0, 255, 255])
  #expect(pixel(frame, 3, 5) == [0, 0, 255, 255])
  #expect(pixel(frame, 4, 4) == [255, 0, 0, 255])
  #expect(pixel(frame, 7, 7) == [255, 0, 0, 255])
  #expect(pixel(frame, 8, 5) == [0, 0, 255, 255])
  #expect(pixel(frame, 9, 9) == [0, 0, 255, 255])
  #expect(pixel(frame, 10, 10) == [255, 255, 255, 255])
}

@Test func aFractionalBorderCoversItsInnerPixelsByArea() throws {
  // 1.5 pt: the second ring of pixels is the outer shape's full pixel less the inner shape's
  // half (255 − 128 = 127): blue at 127 over red.
  let frame = try render(
    ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "borderWidth": 1.5, "borderColor": "#0000FF", "frame": {"x": 2, "y": 2, "width": 8, "height": 8}}"##
  )
  #expect(pixel(frame, 2, 5) == [0, 0, 255, 255])
  #expect(pixel(frame, 3, 5) == [128, 0, 127, 255])
  #expect(pixel(frame, 4, 5) == [255, 0, 0, 255])
}

@Test func theDefaultBorderColourIsOpaqueBlackAndAZeroWidthDrawsNothing() throws {
  let black = try render(
    ##"{"id": "a", "type": "group", "borderWidth": 1, "frame": {"x": 2, "y": 2, "width": 8, "height": 8}}"##)
  #expect(pixel(black, 2, 2) == [0, 0, 0, 255])
  #expect(pixel(black, 5, 5) == [255, 255, 255, 255])
  let none = try render(##"{"id": "a", "type": "group", "frame": {"x": 2, "y": 2, "width": 8, "height": 8}}"##)
  #expect(pixel(none, 2, 2) == [255, 255, 255, 255])
}

@Test func aBorderFollowsTheRoundedCornersAndIsDrawnAboveSublayers() throws {
  let frame = try render(
    ##"""
    {"id": "a", "type": "group", "cornerRadius": 4, "borderWidth": 1, "borderColor": "#0000FF",
     "frame": {"x": 0, "y": 0, "width": 12, "height": 12},
     "children": [{"id": "b", "type": "solid", "backgroundColor": "#00FF00", "frame": {"x": 0, "y": 0, "width": 12, "height": 12}}]}
    """##)
  // The corner pixel lies outside the circle of radius 4 about (4, 4): only the green child shows.
  #expect(pixel(frame, 0, 0) == [0, 255, 0, 255])
  // Straight parts of the ring cover the child; inside it the child shows.
  #expect(pixel(frame, 6, 0) == [0, 0, 255, 255])
  #expect(pixel(frame, 0, 6) == [0, 0, 255, 255])
  #expect(pixel(frame, 11, 6) == [0, 0, 255, 255])
  #expect(pixel(frame, 6, 6) == [0, 255, 0, 255])
}

@Test func borderWidthAndColourAnimate() throws {
  let layer =
    ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "borderColor": "#000000", "frame": {"x": 2, "y": 2, "width": 8, "height": 8}}"##
  let timeline =
    ##"[{"id": "ring", "animate": {"a": {"borderWidth": 4, "borderColor": "#0000FF"}}, "duration": 1, "curve": "linear"}]"##
  let start = try render(layer, timeline: timeline, at: 0)
  #expect(pixel(start, 2, 2) == [255, 0, 0, 255])
  // Half way: 2 pt wide, the colour half way from black to blue.
  let half = try render(layer, timeline: timeline, at: 0.5)
  #expect(pixel(half, 3, 5) == [0, 0, 128, 255])
  #expect(pixel(half, 4, 5) == [255, 0, 0, 255])
}

@Test func borderKeysAreDeclaredForEveryLayerTypeAndTheTimeline() throws {
  #expect(LayerProperties.changeKeys.contains("borderWidth") && LayerProperties.changeKeys.contains("borderColor"))
  for kind in SceneLayer.Kind.allCases {
    #expect(LayerProperties.keys(for: kind).contains("borderWidth"))
  }
  let fixture = try SceneFixture()
  #expect(throws: SceneError.self) {
    _ = try fixture.load(
      ##"{"duration": 1, "layers": [{"id": "a", "type": "group", "borderWidth": -1, "frame": {"width": 1, "height": 1}}]}"##
    ).resolved(for: DeviceCatalog.device(named: "12x12@1"))
  }
}

@Test func theAvatarRingRecipeDrawsItsRingAtTheEndOfTheRingStep() throws {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../Examples/launch-recipes/avatar-ring.json")
  let scene = try Scene.load(contentsOf: file).resolved(for: DeviceCatalog.device(named: "iphone-15"))
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  // `ring` ends at 0.2 + 0.6 + 0.4 s: a 6 pt ring of #3DDC97 at the top of the 120 pt avatar,
  // whose top edge is at y = H/2 − 150 + 40 = 316 and centre at x = 32 + (W − 64)/2 = 196.5.
  let frame = renderer.render(at: 1.2)
  #expect(pixel(frame, 196, 318) == [0x3D, 0xDC, 0x97, 255])
  #expect(scene.states(at: 1.2)["avatar"]!.borderWidth == 6)
  #expect(scene.states(at: 0.5)["avatar"]!.borderWidth == 0)
}
