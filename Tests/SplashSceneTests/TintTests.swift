import Foundation
import SplashRaster
import Testing

@testable import SplashScene

/// A 4×4 scene on black with a 2×1 picture `icon.png` (left pixel opaque red-ish, right pixel
/// half-transparent green: alpha 128 comes back as 129 through libgd's 7-bit alpha) drawn at its
/// size in `layers`.
private func render(_ layers: String, timeline: String = "[]", at t: Double = 0) throws -> Surface {
  let fixture = try SceneFixture()
  var picture = try Surface(width: 2, height: 1)
  picture[0, 0] = Color(r: 200, g: 10, b: 30).premultiplied
  picture[1, 0] = Color(r: 0, g: 255, b: 0, a: 128).premultiplied
  try fixture.writeImage("icon.png", picture)
  let json = """
    {"background": "#000000", "duration": 1, "layers": [\(layers)], "timeline": \(timeline)}
    """
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: "4x4@1"))
  return try FrameRenderer(scene: scene).render(at: t)
}

private func icon(_ extra: String = "", id: String = "icon") -> String {
  ##"{"id": "\##(id)", "type": "image", "image": "icon.png", "frame": {"x": 1, "y": 1, "width": 2, "height": 1}\##(extra)}"##
}

@Test func aTemplatePictureIsItsAlphaFilledWithTheTint() throws {
  let frame = try render(icon(##", "renderingMode": "alwaysTemplate", "tintColor": "#FF8000""##))
  // Opaque: the tint itself. Alpha 129: the premultiplied tint × 129 / 255 over black.
  #expect(pixel(frame, 1, 1) == [255, 128, 0, 255])
  #expect(pixel(frame, 2, 1) == [129, 65, 0, 255])
  #expect(pixel(frame, 0, 0) == [0, 0, 0, 255])
}

@Test func originalAndAutomaticPicturesKeepTheirColoursWhateverTheTint() throws {
  for mode in ["alwaysOriginal", "automatic"] {
    let frame = try render(icon(##", "renderingMode": "\##(mode)", "tintColor": "#FF8000""##))
    #expect(pixel(frame, 1, 1) == [200, 10, 30, 255])
    #expect(pixel(frame, 2, 1) == [0, 129, 0, 255])
  }
}

@Test func aTemplateTakesItsAncestorsTintOrSystemBlue() throws {
  let inherited = try render(
    ##"{"id": "g", "type": "group", "tintColor": "#00FFFF", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "children": [{"id": "h", "type": "group", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "children": [\##(icon(#", "renderingMode": "alwaysTemplate""#))]}]}"##
  )
  #expect(pixel(inherited, 1, 1) == [0, 255, 255, 255])
  let system = try render(icon(#", "renderingMode": "alwaysTemplate""#))
  #expect(pixel(system, 1, 1) == [0, 122, 255, 255])
  #expect(pixel(system, 2, 1) == [0, 62, 129, 255])
}

@Test func anAnimatedAncestorTintReachesTheTemplateEachFrame() throws {
  let layers =
    ##"{"id": "g", "type": "group", "tintColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "children": [\##(icon(#", "renderingMode": "alwaysTemplate""#))]}"##
  let timeline = ##"[{"at": 0, "animate": {"g": {"tintColor": "#0000FF"}}, "duration": 1, "curve": "linear"}]"##
  #expect(pixel(try render(layers, timeline: timeline, at: 0), 1, 1) == [255, 0, 0, 255])
  #expect(pixel(try render(layers, timeline: timeline, at: 0.5), 1, 1) == [128, 0, 128, 255])
  #expect(pixel(try render(layers, timeline: timeline, at: 1), 1, 1) == [0, 0, 255, 255])
}

@Test func aTintAnimatedOnALayerThatSetsNoneStartsFromTheInheritedColour() throws {
  let timeline = ##"[{"at": 0, "animate": {"icon": {"tintColor": "#FF0000"}}, "duration": 1, "curve": "linear"}]"##
  let layers = icon(#", "renderingMode": "alwaysTemplate""#)
  #expect(pixel(try render(layers, timeline: timeline, at: 0), 1, 1) == [0, 122, 255, 255])
  // Halfway from (0, 122, 255) to (255, 0, 0): 127.5 rounds up, 61 stays.
  #expect(pixel(try render(layers, timeline: timeline, at: 0.5), 1, 1) == [128, 61, 128, 255])
}

@Test func anUnknownRenderingModeIsAOneLineErrorWithItsPath() throws {
  let fixture = try SceneFixture(files: ["icon.png"])
  let message = fixture.error(
    ##"{"layers": [{"id": "a", "type": "image", "image": "icon.png", "renderingMode": "template", "frame": {"width": 2, "height": 2}}]}"##
  )
  #expect(
    message
      == "scene.json: layers[0].renderingMode: unknown rendering mode 'template'; one of automatic, alwaysOriginal, alwaysTemplate"
  )
  let onText = fixture.error(
    ##"{"layers": [{"id": "a", "type": "solid", "backgroundColor": "#000000", "renderingMode": "alwaysTemplate", "frame": {"width": 2, "height": 2}}]}"##
  )
  #expect(onText?.contains("renderingMode") == true)
}
