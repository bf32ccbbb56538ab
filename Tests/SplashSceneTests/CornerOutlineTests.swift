import Foundation
import SplashMotion
import SplashRaster
import Testing

@testable import SplashScene

// maskedCorners, cornerCurve and shadowPath as scene files write them: one-line errors, and
// frames whose backgrounds, borders, clips and shadows follow the outline.

private let fixture = try! SceneFixture()

private func scene(_ layers: String, timeline: String = "[]") -> String {
  ##"{"background": "#FFFFFF", "duration": 1, "layers": [\##(layers)], "timeline": \##(timeline)}"##
}

private func renderer(_ layers: String, timeline: String = "[]", device: String = "40x40@1") throws -> FrameRenderer {
  let resolved = try fixture.load(scene(layers, timeline: timeline)).resolved(for: DeviceCatalog.device(named: device))
  return try FrameRenderer(scene: resolved)
}

/// A red 40 × 40 layer at the origin with `extra` keys.
private func red(_ extra: String) -> String {
  ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 40, "height": 40}, "##
    + extra + "}"
}

/// The frame's largest channel difference from `other`.
private func largestDifference(_ a: Surface, _ b: Surface) -> Int {
  zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
}

@Test func badCornersAndShadowPathsAreOneLineNamingThePath() {
  let cases: [(String, String)] = [
    (
      scene(red(##""maskedCorners": ["layerMinXMinYCorner", "layerMaxXMinCorner"]"##)),
      "scene.json: layers[0].maskedCorners[1]: unknown corner 'layerMaxXMinCorner' (did you mean 'layerMaxXMinYCorner'?); one of layerMinXMinYCorner, layerMaxXMinYCorner, layerMinXMaxYCorner, layerMaxXMaxYCorner"
    ),
    (
      scene(red(##""maskedCorners": ["layerMinXMinYCorner", "layerMinXMinYCorner"]"##)),
      "scene.json: layers[0].maskedCorners[1]: corner 'layerMinXMinYCorner' is given twice"
    ),
    (
      scene(red(##""maskedCorners": "layerMinXMinYCorner""##)),
      #"scene.json: layers[0].maskedCorners: expected a list, got a string "layerMinXMinYCorner""#
    ),
    (
      scene(red(##""cornerCurve": "smooth""##)),
      "scene.json: layers[0].cornerCurve: unknown corner curve 'smooth'; one of circular, continuous"
    ),
    (
      scene(red(##""shadowPath": "M 0 0 L 4""##)),
      "scene.json: layers[0].shadowPath: path data: expected a number at the end of the path data"
    ),
    (
      scene(red(##""shadowPath": {"oval": [0, 0, -4, 4]}"##)),
      "scene.json: layers[0].shadowPath.oval: width and height must not be negative"
    ),
  ]
  for (json, message) in cases {
    #expect(fixture.error(json) == message)
  }
}

@Test func maskedCornersRoundOnlyTheNamedCornersOfTheBackground() throws {
  let frame = try renderer(
    red(##""cornerRadius": 10, "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"]"##)
  )
  .render(at: 0)
  // The rounded corners leave their corner pixel white; the square ones are red to the corner.
  #expect(pixel(frame, 0, 0) == [255, 255, 255, 255])
  #expect(pixel(frame, 39, 39) == [255, 255, 255, 255])
  #expect(pixel(frame, 39, 0) == [255, 0, 0, 255])
  #expect(pixel(frame, 0, 39) == [255, 0, 0, 255])
  // On the arc, the same exact-area coverage as a circular corner drawn by the compositor.
  let all = try renderer(red(##""cornerRadius": 10"##)).render(at: 0)
  for (x, y) in [(3, 1), (1, 3), (0, 9), (2, 2), (36, 38), (4, 1)] {
    #expect(pixel(frame, x, y) == pixel(all, x, y), "(\(x), \(y))")
  }
  #expect(pixel(frame, 3, 1) == [255, 255, 255, 255])
}

@Test func continuousCornersCurveFurtherAlongTheEdges() throws {
  let continuous = try renderer(red(##""cornerRadius": 10, "cornerCurve": "continuous""##)).render(at: 0)
  let circular = try renderer(red(##""cornerRadius": 10"##)).render(at: 0)
  // 11 pt from the corner the circular corner has met the edge; the continuous one, reaching
  // 15.3 pt, still leaves part of the edge pixel uncovered; nearer the corner it cuts deeper.
  #expect(pixel(circular, 11, 0) == [255, 0, 0, 255])
  #expect(pixel(continuous, 11, 0) == [255, 7, 7, 255])
  #expect(pixel(continuous, 0, 11) == [255, 7, 7, 255])
  #expect(pixel(continuous, 8, 0) == [255, 62, 62, 255])
  #expect(pixel(circular, 8, 0) == [255, 30, 30, 255])
  // The background is the outline's exact-area fill.
  var expected = try Surface(width: 40, height: 40)
  expected.fill(Color.white.premultiplied)
  let outline = LayerOutline(
    rect: Rect(x: 0, y: 0, width: 40, height: 40), radius: 10, curve: .continuous)
  expected.fill(
    outline.path.fillCoverage(rule: .nonZero, transform: .identity, width: 40, height: 40),
    color: Color(r: 255, g: 0, b: 0).premultiplied)
  #expect(continuous == expected)
  #expect(continuous != circular)
}

@Test func aContinuousClipMasksContentAndChildrenLikeItsBackground() throws {
  // A clipping group whose child covers it wholly, against the same outline as a background.
  let clipped = try renderer(
    ##"{"id": "g", "type": "group", "cornerRadius": 12, "cornerCurve": "continuous", "masksToBounds": true, "frame": {"x": 2.5, "y": 3.25, "width": 34, "height": 30}, "children": [{"id": "c", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": -5, "y": -5, "width": 50, "height": 50}}]}"##
  ).render(at: 0)
  let filled = try renderer(
    ##"{"id": "g", "type": "solid", "backgroundColor": "#FF0000", "cornerRadius": 12, "cornerCurve": "continuous", "frame": {"x": 2.5, "y": 3.25, "width": 34, "height": 30}}"##
  ).render(at: 0)
  #expect(largestDifference(clipped, filled) <= 1)
  #expect(pixel(clipped, 1, 20) == [255, 255, 255, 255])
  #expect(pixel(clipped, 20, 20) == [255, 0, 0, 255])
  // A picture layer clipped by square-and-round corners (masksToBounds on the image itself).
  try fixture.writeImage("blue.png", width: 8, height: 8, color: Color(r: 0, g: 0, b: 255))
  let picture = try renderer(
    ##"{"id": "p", "type": "image", "image": "blue.png", "cornerRadius": 20, "maskedCorners": ["layerMaxXMinYCorner"], "masksToBounds": true, "frame": {"x": 0, "y": 0, "width": 40, "height": 40}}"##
  ).render(at: 0)
  #expect(pixel(picture, 39, 0) == [255, 255, 255, 255])
  #expect(pixel(picture, 0, 0) == [0, 0, 255, 255])
  #expect(pixel(picture, 39, 39) == [0, 0, 255, 255])
  #expect(pixel(picture, 33, 6) == [0, 0, 255, 255])
}

@Test func bordersFollowMaskedAndContinuousCorners() throws {
  let frame = try renderer(
    red(
      ##""cornerRadius": 12, "maskedCorners": ["layerMinXMaxYCorner"], "cornerCurve": "continuous", "borderWidth": 3, "borderColor": "#0000FF""##
    )
  ).render(at: 0)
  // Square corners: the ring runs into the corner; inside it, the background.
  #expect(pixel(frame, 0, 0) == [0, 0, 255, 255])
  #expect(pixel(frame, 2, 2) == [0, 0, 255, 255])
  #expect(pixel(frame, 3, 3) == [255, 0, 0, 255])
  #expect(pixel(frame, 39, 20) == [0, 0, 255, 255])
  #expect(pixel(frame, 36, 20) == [255, 0, 0, 255])
  // The rounded corner: nothing at the corner, the ring along the curve.
  #expect(pixel(frame, 0, 39) == [255, 255, 255, 255])
  #expect(pixel(frame, 0, 20) == [0, 0, 255, 255])
  #expect(pixel(frame, 20, 39) == [0, 0, 255, 255])
}

@Test func aShadowFollowsTheOutlineOrTheShadowPath() throws {
  // No blur: the shadow is the outline's coverage at the offset.
  let shaped = try renderer(
    ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "cornerRadius": 8, "maskedCorners": ["layerMaxXMaxYCorner"], "frame": {"x": 2, "y": 2, "width": 20, "height": 20}, "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [16, 16], "shadowColor": "#0000FF"}"##
  ).render(at: 0)
  #expect(pixel(shaped, 23, 18) == [0, 0, 255, 255])
  #expect(pixel(shaped, 18, 18) == [255, 0, 0, 255])
  #expect(pixel(shaped, 37, 18) == [0, 0, 255, 255])
  #expect(pixel(shaped, 37, 37) == [255, 255, 255, 255])
  // A shadowPath draws the path's shadow even for a layer that draws nothing itself.
  let path = try renderer(
    ##"{"id": "a", "type": "group", "frame": {"x": 0, "y": 0, "width": 20, "height": 20}, "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [10, 10], "shadowColor": "#0000FF", "shadowPath": {"oval": [0, 0, 20, 20]}}"##
  ).render(at: 0)
  #expect(pixel(path, 20, 20) == [0, 0, 255, 255])
  #expect(pixel(path, 11, 11) == [255, 255, 255, 255])
  #expect(pixel(path, 28, 20) == [0, 0, 255, 255])
  #expect(pixel(path, 29, 20) == [4, 4, 255, 255])
  #expect(pixel(path, 28, 28) == [255, 255, 255, 255])
}

@Test func aShadowPathIsBlurredOnceWhileTheLayersChildrenAnimate() throws {
  let layers = { (shadowPath: String) in
    ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 4, "y": 4, "width": 20, "height": 20}, "shadowOpacity": 0.5, "shadowRadius": 3, "shadowOffset": [0, 3]\##(shadowPath), "children": [{"id": "c", "type": "solid", "backgroundColor": "#00FF00", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}"##
  }
  let timeline =
    ##"[{"id": "move", "animate": {"c": {"frame": {"x": 10, "y": 10, "width": 10, "height": 10}}}, "duration": 1, "curve": "linear"}]"##
  let withPath = try renderer(layers(##", "shadowPath": {"rect": [0, 0, 20, 20]}"##), timeline: timeline)
  let frames = [0.0, 0.3, 0.6, 1.0].map { withPath.render(at: $0) }
  #expect(frames[0] != frames[3])
  #expect(withPath.assets.planes.drawn == 1)
  // From the composited alpha instead, the moving child re-blurs it every frame.
  let composited = try renderer(layers(""), timeline: timeline)
  _ = [0.0, 0.3, 0.6, 1.0].map { composited.render(at: $0) }
  #expect(composited.assets.planes.drawn == 4)
  // The path's shadow of the square is the square's own shadow while the child stays inside it.
  #expect(withPath.render(at: 0) == composited.render(at: 0))
}

@Test func cornerKeysRoundTripAndAppearInTheSchema() throws {
  let json = scene(
    red(
      ##""cornerRadius": 6, "maskedCorners": ["layerMaxXMaxYCorner"], "cornerCurve": "continuous", "shadowPath": "M0 0 L10 0 L10 10 Z""##
    ))
  let loaded = try fixture.load(json)
  let again = try Scene.decode(
    loaded.encoded(), file: "again.json", directory: loaded.directory, defaultName: "again")
  #expect(again.layers[0].properties[.maskedCorners] == .names(["layerMaxXMaxYCorner"]))
  #expect(again.layers[0].properties[.cornerCurve] == .name("continuous"))
  #expect(again.layers[0].properties[.shadowPath] == .name("M0 0 L10 0 L10 10 Z"))
  let schema = SceneSchema.json
  for key in ["maskedCorners", "cornerCurve", "shadowPath", "layerMinXMaxYCorner"] {
    #expect(schema.contains(key), "\(key)")
  }
}

@Test func outlinesDrawnInBandsGiveTheWholeFramesPixels() throws {
  // Shadows, clips and masks of path outlines drawn a few rows at a time (bands the outline
  // misses included) equal the frame drawn at once.
  let layers =
    ##"{"id": "card", "type": "solid", "backgroundColor": "#FFFFFF", "cornerRadius": 6, "cornerCurve": "continuous", "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"], "frame": {"x": 4, "y": 14, "width": 30, "height": 12}, "shadowOpacity": 0.6, "shadowRadius": 2, "shadowOffset": [0, 2]}, "##
    + ##"{"id": "clip", "type": "group", "cornerRadius": 5, "cornerCurve": "continuous", "masksToBounds": true, "alpha": 0.8, "frame": {"x": 20, "y": 28, "width": 16, "height": 10}, "children": [{"id": "c", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 16, "height": 10}}]}"##
  let resolved = try fixture.load(scene(layers)).resolved(for: DeviceCatalog.device(named: "40x40@1"))
  let whole = try FrameRenderer(scene: resolved).render(at: 0)
  let banded = try FrameRenderer(scene: resolved, renderScale: nil, cache: nil, groupBandBytes: 40 * 4 * 3)
    .render(at: 0)
  #expect(banded == whole)
  #expect(pixel(whole, 19, 27) != [255, 255, 255, 255])
}
