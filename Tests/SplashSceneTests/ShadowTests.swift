import Foundation
import SplashRaster
import Testing

@testable import SplashScene

private func renderer(_ layers: String, timeline: String = "[]", device: String = "12x12@1") throws -> FrameRenderer {
  let fixture = try SceneFixture()
  let json = """
    {"background": "#FFFFFF", "duration": 1, "layers": [\(layers)], "timeline": \(timeline)}
    """
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: device))
  return try FrameRenderer(scene: scene)
}

private func square(_ extra: String) -> String {
  ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 2, "y": 2, "width": 4, "height": 4}, "##
    + extra + "}"
}

@Test func aShadowWithoutBlurIsTheLayersAlphaAtItsOffsetBeneathIt() throws {
  let frame = try renderer(
    square(##""shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [2, 3], "shadowColor": "#0000FF""##)
  ).render(at: 0)
  #expect(pixel(frame, 5, 5) == [255, 0, 0, 255])
  #expect(pixel(frame, 7, 8) == [0, 0, 255, 255])
  #expect(pixel(frame, 4, 8) == [0, 0, 255, 255])
  #expect(pixel(frame, 3, 8) == [255, 255, 255, 255])
  #expect(pixel(frame, 8, 8) == [255, 255, 255, 255])
  #expect(pixel(frame, 7, 4) == [255, 255, 255, 255])
  // At opacity 0.5: blue at 128 over white.
  let faded = try renderer(
    square(##""shadowOpacity": 0.5, "shadowRadius": 0, "shadowOffset": [2, 3], "shadowColor": "#0000FF""##)
  ).render(at: 0)
  #expect(pixel(faded, 7, 8) == [127, 127, 255, 255])
}

@Test func theDefaultShadowIsBlackThreePointsUpWithRadiusThree() throws {
  let hard = try renderer(square(##""shadowOpacity": 1, "shadowRadius": 0"##)).render(at: 0)
  // Offset (0, −3): rows −1…2 of the 4 pt square; row 1 is shadow, row 2 the layer.
  #expect(pixel(hard, 3, 1) == [0, 0, 0, 255])
  #expect(pixel(hard, 3, 2) == [255, 0, 0, 255])
  #expect(pixel(hard, 6, 1) == [255, 255, 255, 255])
  let scene = try renderer(square(##""shadowOpacity": 1"##)).scene
  let state = scene.states(at: 0)["a"]!
  #expect(
    state.shadowRadius == 3 && state.shadowOffset == SIMD2(0, -3) && state.shadowPixel == Color.black.premultiplied)
  #expect(scene.states(at: 0)["a"]!.shadowOpacity == 1)
}

@Test func aBlurredShadowIsTheBlurredPlaneOfTheLayer() throws {
  // σ = 1.5 pt at @2x = 3 px. The shadow's pixels equal the layer's coverage blurred by that
  // Gaussian and filled with black at 0.5, where the layer does not cover them.
  let r = try renderer(
    square(##""shadowOpacity": 0.5, "shadowRadius": 1.5, "shadowOffset": [4, 0]"##), device: "12x12@2")
  let frame = r.render(at: 0)
  var layer = try Surface(width: 24, height: 24)
  layer.fill(Rect(x: 12, y: 4, width: 8, height: 8), color: Color.black.premultiplied)
  let plane = GaussianBlur(sigma: 3).applied(to: AlphaPlane(alphaOf: layer))
  for (x, y) in [(13, 8), (20, 8), (22, 8), (16, 3), (16, 1), (23, 13)] {
    // Black at mulDiv255(128, alpha) over white.
    let grey = UInt8(255 - mulDiv255(128, UInt32(plane[x, y])))
    #expect(pixel(frame, x, y) == [grey, grey, grey, 255], "(\(x), \(y))")
  }
  // Left of the square's right edge the layer covers the shadow.
  #expect(pixel(frame, 10, 8) == [255, 0, 0, 255])
  // 1.5 px inside the shadow's left edge, by symmetry equal to 1.5 px inside its right edge.
  #expect(plane[13, 8] == plane[18, 8])
}

@Test func anUnchangingShadowIsBlurredOnceAndAnAnimatedOneFollows() throws {
  let layers =
    ##"{"id": "under", "type": "solid", "backgroundColor": "#00FF00", "frame": {"x": 0, "y": 0, "width": 2, "height": 2}}, "##
    + square(##""shadowOpacity": 1, "shadowRadius": 1"##)
  let r = try renderer(
    layers, timeline: ##"[{"id": "tint", "animate": {"under": {"alpha": 0}}, "duration": 1, "curve": "linear"}]"##)
  let frames = [0.0, 0.3, 0.6, 1.0].map { r.render(at: $0) }
  #expect(frames[0] != frames[2])
  #expect(r.assets.planes.drawn == 1)
  let moving = try renderer(
    square(##""shadowOpacity": 1, "shadowRadius": 0"##),
    timeline:
      ##"[{"id": "up", "animate": {"a": {"shadowOffset": [0, 4], "shadowOpacity": 0.5}}, "duration": 1, "curve": "linear"}]"##
  )
  let end = moving.render(at: 1)
  #expect(pixel(end, 3, 9) == [127, 127, 127, 255])
  #expect(pixel(moving.render(at: 0), 3, 9) == [255, 255, 255, 255])
}

@Test func aShadowRadiusBeyondTheLimitIsRefused() throws {
  let fixture = try SceneFixture()
  #expect(
    fixture.error(##"{"duration": 1, "layers": [\##(square(##""shadowRadius": 150"##))]}"##)
      == "scene.json: layers[0].shadowRadius: shadowRadius must be between 0 and 100, got 150.0")
  #expect(
    fixture.error(##"{"duration": 1, "layers": [\##(square(##""shadowRadius": -1"##))]}"##)
      == "scene.json: layers[0].shadowRadius: shadowRadius must be between 0 and 100, got -1.0")
}

@Test func theAvatarShadowRecipeLiftsTheCardOnASoftShadow() throws {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../Examples/launch-recipes/avatar-shadow.json")
  let scene = try Scene.load(contentsOf: file).resolved(for: DeviceCatalog.device(named: "iphone-15"))
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  // The card's bottom edge is at y = 426 + 150 = 576; 8 pt below it lies in the shadow once it
  // has lifted (offset 12 pt, σ = 18 pt, opacity 0.35): about Φ(4.5/18) · 0.35 = 0.21 of
  // #1C2740 over #DCE3EE, which the exact Gaussian would make 180 in red; the box blur gives 182.
  #expect(pixel(renderer.render(at: 0), 196, 584) == [220, 227, 238, 255])
  let lifted = renderer.render(at: 1.2)
  #expect(pixel(lifted, 196, 584) == [182, 190, 203, 255])
  #expect(pixel(lifted, 20, 426) == [203, 211, 223, 255])
  #expect(pixel(lifted, 196, 575) == [255, 255, 255, 255])
  #expect(scene.states(at: 1.2)["card-shadow"]!.shadowRadius == 18)
}

@Test func anAnimatedShadowsPlanesAreKeptForTheEncodersSecondPass() throws {
  // The GIF encoder draws every frame twice: the second time, each blurred plane of the lift
  // comes from the cache (packed), not drawn again, and the frames are the same bytes.
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../Examples/launch-recipes/avatar-shadow.json")
  let scene = try Scene.load(contentsOf: file).resolved(for: DeviceCatalog.device(named: "iphone-15"))
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  let times = (0...30).map { Double($0) / 30 }
  let first = times.map { renderer.render(at: $0).pixels }
  let drawn = renderer.assets.planes.drawn
  #expect(drawn >= 20)
  #expect(times.map { renderer.render(at: $0).pixels } == first)
  #expect(renderer.assets.planes.drawn == drawn)
  #expect(renderer.assets.planes.unpacked >= drawn - 1)
  #expect(renderer.assets.planes.bytes <= renderer.assets.planes.budget)
}

@Test func theEffectPlanesBudgetBoundsTheBytesHeld() throws {
  // Ten blurred cards, twice over, in a cache with room for about three of them packed: the
  // least recently used go first, so the second round draws all ten again, and the bytes held
  // stay within the budget; a plane asked for twice in a row is served from the cache, equal.
  let r = try renderer(square(##""alpha": 1"##))
  let card = DrawOp.fill(
    RoundedRect(rect: Rect(x: 20, y: 30, width: 120, height: 80), cornerRadius: 12), color: Color.black.premultiplied,
    transform: .identity, opacity: 1, antialiasedEdges: true)
  func plane(_ planes: EffectPlanes, _ sigma: Double) -> AlphaPlane {
    planes.plane(
      of: [card], blur: GaussianBlur(sigma: sigma), width: 200, height: 160, assets: r.assets,
      placements: r.placements, bandRows: 50, threads: 1)
  }
  let sigmas = (0..<10).map { 4 + Double($0) }
  let roomy = EffectPlanes()
  let planes = sigmas.map { plane(roomy, $0) }
  let packed = roomy.bytes
  #expect(sigmas.map { plane(roomy, $0) } == planes)
  #expect(roomy.drawn == 10 && roomy.unpacked == 10)
  #expect(plane(roomy, 13) == planes[9] && roomy.unpacked == 10)
  let tight = EffectPlanes(budget: 3 * packed / 10)
  for sigma in sigmas + sigmas {
    #expect(plane(tight, sigma) == planes[Int(sigma) - 4])
    #expect(tight.bytes <= tight.budget)
  }
  #expect(tight.drawn == 20)
}
