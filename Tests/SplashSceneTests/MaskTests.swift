import Foundation
import SplashGD
import SplashRaster
import Testing

@testable import SplashScene

private func renderer(_ layers: String, timeline: String = "[]", fixture: SceneFixture? = nil) throws -> FrameRenderer {
  let fixture = try fixture ?? SceneFixture()
  let json = """
    {"background": "#FFFFFF", "duration": 1, "layers": [\(layers)], "timeline": \(timeline)}
    """
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: "12x12@1"))
  return try FrameRenderer(scene: scene)
}

private let red =
  ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 12, "height": 12}"##

@Test func aMaskShowsTheLayerOnlyWhereTheMaskIsOpaque() throws {
  let frame = try renderer(
    red
      + ##", "mask": {"id": "m", "type": "solid", "backgroundColor": "#00FF00", "frame": {"x": 2, "y": 3, "width": 4, "height": 5}}}"##
  ).render(at: 0)
  #expect(pixel(frame, 2, 3) == [255, 0, 0, 255])
  #expect(pixel(frame, 5, 7) == [255, 0, 0, 255])
  #expect(pixel(frame, 1, 3) == [255, 255, 255, 255])
  #expect(pixel(frame, 6, 7) == [255, 255, 255, 255])
  #expect(pixel(frame, 5, 8) == [255, 255, 255, 255])
}

@Test func aMaskWeighsTheLayerByItsAlphaOpacityAndEdgeCoverage() throws {
  // Mask alpha 128 (opacity 0.5, or a #…80 background, or half a pixel): red 255·128/255 = 128 at
  // alpha 128, over white: 128 + 255·127/255 = 255, 0 + 127.
  let faded = try renderer(
    red
      + ##", "mask": {"id": "m", "type": "solid", "alpha": 0.5, "backgroundColor": "#000000", "frame": {"x": 0, "y": 0, "width": 6, "height": 12}}}"##
  ).render(at: 0)
  #expect(pixel(faded, 3, 3) == [255, 127, 127, 255])
  #expect(pixel(faded, 6, 3) == [255, 255, 255, 255])
  let translucent = try renderer(
    red
      + ##", "mask": {"id": "m", "type": "solid", "backgroundColor": "#00000080", "frame": {"x": 0, "y": 0, "width": 6, "height": 12}}}"##
  ).render(at: 0)
  #expect(pixel(translucent, 3, 3) == [255, 127, 127, 255])
  let edge = try renderer(
    red
      + ##", "mask": {"id": "m", "type": "solid", "backgroundColor": "#000000", "frame": {"x": 2.5, "y": 0, "width": 4, "height": 12}}}"##
  ).render(at: 0)
  #expect(pixel(edge, 2, 3) == [255, 127, 127, 255])
  #expect(pixel(edge, 3, 3) == [255, 0, 0, 255])
  #expect(pixel(edge, 6, 3) == [255, 127, 127, 255])
}

@Test func aMaskIsInTheMaskedLayersBoundsAndMasksItsSublayers() throws {
  // The masked layer sits at (4, 4); its mask's frame (0, 0, 2, 2) is in its bounds, so the
  // screen pixels 4…5 show; the child (the whole layer, blue) is masked too.
  let frame = try renderer(
    ##"""
    {"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 4, "y": 4, "width": 6, "height": 6},
     "children": [{"id": "b", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 0, "y": 0, "width": 3, "height": 6}}],
     "mask": {"id": "m", "type": "solid", "backgroundColor": "#000000", "frame": {"x": 1, "y": 0, "width": 4, "height": 2}}}
    """##
  ).render(at: 0)
  #expect(pixel(frame, 4, 4) == [255, 255, 255, 255])
  #expect(pixel(frame, 5, 4) == [0, 0, 255, 255])
  #expect(pixel(frame, 7, 5) == [255, 0, 0, 255])
  #expect(pixel(frame, 8, 5) == [255, 0, 0, 255])
  #expect(pixel(frame, 9, 5) == [255, 255, 255, 255])
  #expect(pixel(frame, 5, 6) == [255, 255, 255, 255])
}

@Test func aPictureMasksByItsAlpha() throws {
  let fixture = try SceneFixture()
  var picture = try Surface(width: 4, height: 4)
  picture[0, 0] = Color(r: 9, g: 9, b: 9, a: 0x80).premultiplied
  picture[1, 0] = Color(r: 9, g: 9, b: 9, a: 255).premultiplied
  try fixture.writeImage("logo.png", picture)
  let frame = try renderer(
    red
      + ##", "mask": {"id": "m", "type": "image", "image": "logo.png", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "magnificationFilter": "nearest"}}"##,
    fixture: fixture
  ).render(at: 0)
  // The mask's alpha as decoded (libgd keeps 7 bits: 0x80 reads back as 129): red at that
  // alpha over white.
  let a = try ImageDecoder.decode(contentsOf: fixture.directory.appendingPathComponent("logo.png").path)[0, 0].a
  #expect(a == 129)
  #expect(pixel(frame, 0, 0) == [255, 255 - a, 255 - a, 255])
  #expect(pixel(frame, 1, 0) == [255, 0, 0, 255])
  #expect(pixel(frame, 2, 0) == [255, 255, 255, 255])
  #expect(pixel(frame, 0, 1) == [255, 255, 255, 255])
}

@Test func aMaskAnimatesLikeAnyLayerAndAHiddenMaskHidesTheLayer() throws {
  let layers =
    red
    + ##", "mask": {"id": "m", "type": "solid", "backgroundColor": "#000000", "frame": {"x": 0, "y": 0, "width": 2, "height": 12}}}"##
  let grow = try renderer(
    layers,
    timeline:
      ##"[{"id": "grow", "animate": {"m": {"frame": {"x": 0, "y": 0, "width": 10, "height": 12}}}, "duration": 1, "curve": "linear"}]"##
  )
  // Half way the mask is 6 wide.
  let half = grow.render(at: 0.5)
  #expect(pixel(half, 5, 6) == [255, 0, 0, 255])
  #expect(pixel(half, 6, 6) == [255, 255, 255, 255])
  #expect(pixel(grow.render(at: 1), 9, 6) == [255, 0, 0, 255])
  let hidden = try renderer(layers, timeline: ##"[{"id": "hide", "set": {"m": {"hidden": true}}}]"##)
  #expect(pixel(hidden.render(at: 0.5), 0, 6) == [255, 255, 255, 255])
}

@Test func aStaticMaskIsDrawnOnceWhileTheMaskedLayerChanges() throws {
  let layers =
    ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 12, "height": 12}, "mask": {"id": "m", "type": "solid", "backgroundColor": "#000000", "frame": {"x": 0, "y": 0, "width": 6, "height": 12}}}"##
  let r = try renderer(
    layers,
    timeline: ##"[{"id": "tint", "animate": {"a": {"backgroundColor": "#0000FF"}}, "duration": 1, "curve": "linear"}]"##
  )
  let frames = [0.0, 0.25, 0.5, 1.0].map { r.render(at: $0) }
  #expect(pixel(frames[3], 2, 2) == [0, 0, 255, 255])
  #expect(pixel(frames[2], 2, 2) == [128, 0, 128, 255])
  #expect(pixel(frames[2], 8, 2) == [255, 255, 255, 255])
  #expect(r.assets.planes.drawn == 1)
}

@Test func masksNestedTooDeepAreRefused() throws {
  var mask = ##"{"id": "m0", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}}"##
  for level in 1...5 {
    mask =
      ##"{"id": "m\##(level)", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}, "mask": \##(mask)}"##
  }
  let fixture = try SceneFixture()
  let json = ##"{"duration": 1, "layers": [\##(red), "mask": \##(mask)}]}"##
  #expect(
    fixture.error(json)
      == "scene.json: layers[0].mask.mask.mask.mask.mask: masks nested 5 deep, more than the limit of 4")
}

@Test func aMaskRoundTripsThroughTheEncoder() throws {
  let fixture = try SceneFixture()
  let scene = try fixture.load(
    ##"{"duration": 1, "layers": [\##(red), "mask": {"id": "m", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 2, "height": 2}}}]}"##
  )
  #expect(scene.layers[0].mask?.id == "m")
  let again = try fixture.load(String(decoding: try scene.encoded(), as: UTF8.self))
  #expect(again.layers == scene.layers)
}

@Test func masksAndShadowsDrawnInBandsGiveTheSameBytes() throws {
  let fixture = try SceneFixture()
  let json = ##"""
    {"background": "#FFFFFF", "duration": 1, "layers": [
      {"id": "a", "type": "solid", "backgroundColor": "#FF0000", "alpha": 0.8, "cornerRadius": 3, "shadowOpacity": 0.7, "shadowRadius": 1.5,
       "frame": {"x": 1.5, "y": 2.25, "width": 9, "height": 8},
       "children": [{"id": "b", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 2, "y": 1, "width": 3, "height": 5}}],
       "mask": {"id": "m", "type": "solid", "backgroundColor": "#000000", "cornerRadius": 2.5, "frame": {"x": 0.5, "y": 0.75, "width": 7, "height": 6.5}}}]}
    """##
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: "12x12@2"))
  let whole = try FrameRenderer(scene: scene).render(at: 0)
  // Bands of 3 rows (24 px × 4 bytes × 3).
  let banded = try FrameRenderer(scene: scene, renderScale: nil, cache: nil, groupBandBytes: 24 * 4 * 3).render(at: 0)
  #expect(whole.pixels == banded.pixels)
  #expect(pixel(whole, 4, 12) != [255, 255, 255, 255])
  // A shadow inside a group drawn in bands that it does not reach (rows 0…2 of 24).
  let low = try fixture.load(
    ##"{"background": "#FFFFFF", "duration": 1, "layers": [{"id": "g", "type": "group", "alpha": 0.5, "frame": {"x": 0, "y": 0, "width": 12, "height": 12}, "children": [{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "shadowOpacity": 1, "shadowRadius": 0.5, "shadowOffset": [0, 1], "frame": {"x": 2, "y": 8, "width": 4, "height": 2}}]}]}"##
  ).resolved(for: DeviceCatalog.device(named: "12x12@2"))
  let lowWhole = try FrameRenderer(scene: low).render(at: 0)
  let lowBanded = try FrameRenderer(scene: low, renderScale: nil, cache: nil, groupBandBytes: 24 * 4 * 3).render(at: 0)
  #expect(lowWhole.pixels == lowBanded.pixels)
  #expect(pixel(lowWhole, 6, 21) != [255, 255, 255, 255])
}

@Test func theIconMaskRevealRecipeShowsTheIconThenTheWholeApp() throws {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../Examples/launch-recipes/icon-mask-reveal.json")
  let device = try DeviceCatalog.device(named: "iphone-15")
  let scene = try Scene.load(contentsOf: file)
  let renderer = try FrameRenderer(scene: scene.resolved(for: device), renderScale: 1)
  // Before the reveal: the icon (30 pt at scale 2, about the screen's centre) is the white veil;
  // around it the blue background.
  let start = renderer.render(at: 0)
  #expect(pixel(start, 196, 426) == [255, 255, 255, 255])
  #expect(pixel(start, 196, 380) == [0x1F, 0x6F, 0xEB, 255])
  #expect(pixel(start, 10, 10) == [0x1F, 0x6F, 0xEB, 255])
  // Half way through the dip (scale 1.85) the icon's edge, 30 × 1.85 / 2 = 27.75 pt from the
  // centre, and its faint halo end before 40 pt.
  #expect(pixel(renderer.render(at: 0.65), 196, 426 - 40) == [0x1F, 0x6F, 0xEB, 255])
  // After the growth the icon covers the screen: every pixel is the app's, as if unmasked.
  // The same scene with a screen-sized opaque mask (the timeline still scales it).
  var unmasked = scene
  var whole = LayerProperties()
  whole[.backgroundColor] = .color(Color(r: 0, g: 0, b: 0))
  whole[.width] = .length(Length(393))
  whole[.height] = .length(Length(852))
  unmasked.layers[0].mask = SceneLayer(id: "icon-mask", kind: .solid, properties: whole)
  let app = try FrameRenderer(scene: unmasked.checked().resolved(for: device), renderScale: 1)
  #expect(renderer.render(at: 2.0).pixels == app.render(at: 2.0).pixels)
  // At 1.0 s the mask (scale ≈ 6) shows the app at the centre and the background at the corners.
  let growing = renderer.render(at: 1.0)
  #expect(pixel(growing, 10, 10) == [0x1F, 0x6F, 0xEB, 255])
  #expect(growing[196, 426] == app.render(at: 1.0)[196, 426])
}
