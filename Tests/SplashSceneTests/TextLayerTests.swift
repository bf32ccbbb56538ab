import Foundation
import SplashGD
import SplashRaster
import Testing

@testable import SplashScene

/// A text layer's weight and slant, its string changed by the timeline and by device overrides,
/// and its tail truncated to the frame.
@Suite final class TextLayerTests {
  let fixture: SceneFixture

  init() throws { fixture = try SceneFixture() }
  deinit { try? FileManager.default.removeItem(at: fixture.directory) }

  /// A 120×40 button on a 200×100 @2x screen; `text` and `extra` are spliced into the label and
  /// `timeline` is the scene's timeline.
  static func scene(text: String = "", extra: String = "", timeline: String = "[]") -> String {
    """
    {"background": "#FFFFFF", "duration": 3,
     "layers": [{"id": "skip", "type": "text", "frame": {"x": 40, "y": 30, "width": 120, "height": 40}\(extra),
                 "text": {"string": "Skip 3", "font": "DejaVu Sans", "size": 17, "color": "#000000"\(text)}}],
     "timeline": \(timeline)}
    """
  }

  func resolved(_ json: String, on device: String = "200x100@2") throws -> ResolvedScene {
    try fixture.load(json).resolved(for: DeviceCatalog.device(named: device))
  }

  @Test func weightNamesAndNumbersAndItalicAreRead() throws {
    let named = try fixture.load(Self.scene(text: #", "weight": "semibold", "italic": true"#))
    #expect(named.layers[0].text?.weight == 600)
    #expect(named.layers[0].text?.italic == true)
    let number = try fixture.load(Self.scene(text: #", "weight": 300"#))
    #expect(number.layers[0].text?.weight == 300)
    #expect(try fixture.load(Self.scene()).layers[0].text?.weight == 400)
  }

  @Test func badWeightsNameTheField() {
    let cases = [
      (
        #", "weight": "bolder""#,
        "scene.json: layers[0].text.weight: unknown weight 'bolder' (did you mean 'bold'?); one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black or a number 100...900"
      ),
      (
        #", "weight": 950"#,
        "scene.json: layers[0].text.weight: weight must be a whole number from 100 to 900, got 950"
      ),
      (
        #", "weight": 450.5"#,
        "scene.json: layers[0].text.weight: weight must be a whole number from 100 to 900, got 450.5"
      ),
    ]
    for (text, message) in cases {
      #expect(fixture.error(Self.scene(text: text)) == message)
    }
  }

  @Test func theFaceFontconfigPicksIsARule() throws {
    let medium = try resolved(Self.scene(text: #", "weight": "medium""#))
    #expect(
      medium.rules == [
        "skip: font DejaVu Sans weight 500: face Book from DejaVuSans.ttf (weight 400, the nearest fontconfig has)"
      ])
    let bold = try resolved(Self.scene(text: #", "weight": "bold""#))
    #expect(bold.rules == ["skip: font DejaVu Sans weight 700: face Bold from DejaVuSans-Bold.ttf"])
    #expect(try resolved(Self.scene()).rules == [])
  }

  /// A countdown: the label shows "Skip 3", then "Skip 2" from 1 s and "Skip 1" from 2 s (the
  /// last set inside an animation block, which changes text at once).
  @Test func timelineStepsChangeTheString() throws {
    let timeline = """
      [{"at": 1, "set": {"skip": {"text": "Skip 2"}}},
       {"at": 2, "duration": 0.5, "animate": {"skip": {"text": "Skip 1", "alpha": 0.5}}}]
      """
    let scene = try resolved(Self.scene(text: #", "weight": "bold""#, timeline: timeline))
    #expect(
      [0.99, 1.0, 1.99, 2.0].map { scene.states(at: $0)["skip"]!.text } == ["Skip 3", "Skip 2", "Skip 2", "Skip 1"])
    let renderer = try FrameRenderer(scene: scene)
    let labels = ["Skip 3", "Skip 2", "Skip 1"].map { renderer.assets.label(for: "skip", showing: $0) }
    #expect(labels.map { $0?.shown } == ["Skip 3", "Skip 2", "Skip 1"])
    #expect(labels.map { $0?.text.advance } == [119, 119, 119])
    #expect(labels.map { $0?.text.fontPath.hasSuffix("DejaVuSans-Bold.ttf") } == [true, true, true])
    let three = renderer.render(at: 0.5)
    let two = renderer.render(at: 1.5)
    #expect(three != two)
    // Only the digit differs: its ink spans x 177...195, past "Skip " (97 px from the left edge, 80).
    let changed = (0..<two.width).filter { x in (0..<two.height).contains { three[x, $0] != two[x, $0] } }
    #expect(changed.first == 177)
    #expect(changed.last == 195)
    #expect(renderer.render(at: 0.5) == renderer.render(at: 0.9))
  }

  @Test func textChangesOnlyFitTextLayers() {
    let json = """
      {"layers": [{"id": "box", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 10, "height": 10}}],
       "timeline": [{"at": 1, "set": {"box": {"text": "hi"}}}]}
      """
    #expect(
      fixture.error(json)
        == "scene.json: timeline[0].set.box.text: only text layers have 'text'; 'box' is a solid layer")
    #expect(
      fixture.error(Self.scene(timeline: #"[{"at": 1, "set": {"skip": {"text": 3}}}]"#))?.hasPrefix(
        "scene.json: timeline[0].set.skip.text:") == true)
  }

  @Test func overridesChangeStringAndColourPerDevice() throws {
    let overrides = ##", "overrides": [{"when": "W < 300", "text": {"string": "Skip", "color": "#FF0000"}}]"##
    let small = try resolved(Self.scene(extra: overrides))
    #expect(small.initial["skip"]!.text == "Skip")
    #expect(small.layers[0].text?.color == Color(r: 255, g: 0, b: 0))
    #expect(small.layers[0].text?.size == 17)
    let large = try resolved(Self.scene(extra: overrides), on: "400x100@2")
    #expect(large.initial["skip"]!.text == "Skip 3")
    #expect(large.layers[0].text?.color == .black)
    #expect(
      fixture.error(Self.scene(extra: #", "overrides": [{"when": "W < 300", "text": {}}]"#))
        == "scene.json: layers[0].overrides[0].text: an override's text needs at least one of 'string', 'font', 'size', 'color', 'alignment', 'weight', 'italic'"
    )
    #expect(
      fixture.error(Self.scene(extra: #", "overrides": [{"when": "W < 300", "text": {"bold": true}}]"#))
        == "scene.json: layers[0].overrides[0].text.bold: unknown key 'bold' in an override's text")
  }

  /// An override's font, size, weight, slant and alignment draw exactly what the same values
  /// written in the layer's own text draw.
  @Test func overridesChangeTheFontPerDevice() throws {
    let style = #"{"font": "DejaVu Sans", "size": 13, "weight": "bold", "italic": true, "alignment": "right"}"#
    let overridden = try resolved(Self.scene(extra: #", "overrides": [{"when": "W < 300", "text": \#(style)}]"#))
    #expect(
      overridden.layers[0].text
        == SceneText(
          string: "Skip 3", font: "DejaVu Sans", size: 13, color: .black, alignment: .right, weight: 700, italic: true))
    let written = try resolved(
      Self.scene(text: #", "weight": "bold", "italic": true, "alignment": "right""#)
        .replacingOccurrences(of: #""size": 17"#, with: #""size": 13"#))
    let frame = try FrameRenderer(scene: overridden).render(at: 0)
    #expect(frame == (try FrameRenderer(scene: written).render(at: 0)))
    #expect(frame != (try FrameRenderer(scene: try resolved(Self.scene())).render(at: 0)))
    let label = try #require(try FrameRenderer(scene: overridden).assets.label(for: "skip"))
    #expect(label.text.fontPath.hasSuffix("DejaVuSans-BoldOblique.ttf"))
    #expect(
      fixture.error(Self.scene(extra: #", "overrides": [{"when": "W < 300", "text": {"size": 0}}]"#))
        == "scene.json: layers[0].overrides[0].text.size: font size must be above 0 and at most 1000 points, got 0")
    #expect(
      fixture.error(Self.scene(extra: #", "overrides": [{"when": "W < 300", "text": {"weight": "bolder"}}]"#))
        == "scene.json: layers[0].overrides[0].text.weight: unknown weight 'bolder' (did you mean 'bold'?); one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black or a number 100...900"
    )
    let large = try resolved(
      Self.scene(extra: #", "overrides": [{"when": "W < 300", "text": \#(style)}]"#), on: "400x100@2")
    #expect(large.layers[0].text?.size == 17)
    // Written back as read.
    let scene = try fixture.load(Self.scene(extra: #", "overrides": [{"when": "W < 300", "text": \#(style)}]"#))
    #expect(
      scene.layers[0].overrides[0].text
        == LayerOverride.TextChange(font: "DejaVu Sans", size: 13, alignment: .right, weight: 700, italic: true))
    let again = try Scene.decode(
      try scene.encoded(), file: "encoded.json", directory: scene.directory, defaultName: "other")
    #expect(again.layers[0].overrides == scene.layers[0].overrides)
  }

  /// "Welcome back to the app" is 434 px at 17 pt @2x; the 120 pt (240 px) frame keeps "Welcome b…"
  /// (222 px): "Welcome ba…" would not fit.
  @Test func textWiderThanTheFrameEndsInAnEllipsis() throws {
    let json = Self.scene().replacingOccurrences(of: "Skip 3", with: "Welcome back to the app")
    let renderer = try FrameRenderer(scene: try resolved(json))
    let label = try #require(renderer.assets.label(for: "skip"))
    #expect(label.shown == "Welcome b\u{2026}")
    #expect(label.text.advance == 222)
    let style = try #require(renderer.scene.layers.first?.text).style(scale: 2)
    #expect(try TextRenderer.advance(of: "Welcome ba\u{2026}", style: style) > 240)
    let frame = renderer.render(at: 0)
    // Nothing is drawn outside the frame's 240 device pixels (x 80..<320 of 400).
    #expect((0..<200).allSatisfy { y in (320..<400).allSatisfy { frame[$0, y] == frame[399, 0] } })
  }

  /// The long string in a 230 pt frame from the start, with no timeline.
  static let wholeString = scene().replacingOccurrences(of: "Skip 3", with: "Welcome back to the app")
    .replacingOccurrences(of: #""width": 120"#, with: #""width": 230"#)

  /// A step that widens the frame lays the text out again, as a UILabel does: the 230 pt frame
  /// (460 px) holds the whole 434 px string. Set at once, the frame then looks exactly as if it
  /// had been that wide from the start.
  @Test func aWiderFrameShowsTheWholeString() throws {
    let long = "Welcome back to the app"
    let wide = #"{"x": 40, "y": 30, "width": 230, "height": 40}"#
    let timeline = #"[{"at": 1, "set": {"skip": {"frame": \#(wide)}}}]"#
    let json = Self.scene(timeline: timeline).replacingOccurrences(of: "Skip 3", with: long)
    let scene = try resolved(json, on: "300x100@2")
    #expect(scene.states(at: 0.99)["skip"]?.textLayoutSize == SIMD2(120, 40))
    #expect(scene.states(at: 1)["skip"]?.textLayoutSize == SIMD2(230, 40))
    let renderer = try FrameRenderer(scene: scene)
    #expect(renderer.assets.label(for: "skip")?.shown == "Welcome b\u{2026}")
    let relaid = try #require(renderer.assets.label(for: "skip", showing: long, laidOutIn: SIMD2(230, 40)))
    #expect(relaid.shown == long)
    #expect(relaid.text.advance == 434)
    let direct = try FrameRenderer(scene: try resolved(Self.wholeString, on: "300x100@2"))
    #expect(direct.scene.states(at: 0)["skip"]?.textLayoutSize == nil)
    #expect(renderer.render(at: 1) == direct.render(at: 0))
    #expect(renderer.render(at: 0.5) != direct.render(at: 0))
  }

  /// While `UIView.animate` widens the frame, the text is already laid out in the new (model)
  /// bounds and that drawing stretches with the presentation bounds (`contentsGravity` resize):
  /// half way, 175 of 230 points wide, the whole string is drawn 175/230 as wide.
  @Test func anAnimatedFrameStretchesTheTextLaidOutInTheNewBounds() throws {
    let long = "Welcome back to the app"
    let wide = #"{"x": 40, "y": 30, "width": 230, "height": 40}"#
    let timeline = #"[{"at": 1, "duration": 1, "curve": "linear", "animate": {"skip": {"frame": \#(wide)}}}]"#
    let json = Self.scene(timeline: timeline).replacingOccurrences(of: "Skip 3", with: long)
    let scene = try resolved(json, on: "300x100@2")
    #expect(scene.states(at: 1.5)["skip"]?.size == SIMD2(175, 40))
    #expect(scene.states(at: 1.5)["skip"]?.textLayoutSize == SIMD2(230, 40))
    let renderer = try FrameRenderer(scene: scene)
    let direct = try FrameRenderer(scene: try resolved(Self.wholeString, on: "300x100@2"))
    let ink = { (frame: Surface) -> [Int] in
      let columns = (0..<frame.width).filter { x in (0..<frame.height).contains { frame[x, $0] != frame[0, 0] } }
      return [columns.first ?? -1, columns.last ?? -1]
    }
    // Ink from x 81 to 511 at full width (431 columns after the 80 px left edge); times 175/230
    // it ends at 80 + 432 · 175/230 = 408.7.
    let whole = ink(direct.render(at: 0))
    let stretched = ink(renderer.render(at: 1.5))
    #expect(whole == [81, 511])
    #expect(stretched == [80, 408])
    #expect(renderer.render(at: 2) == direct.render(at: 0))
  }
}

@Test func theSkipCountdownRecipeCountsDownInBold() throws {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../Examples/launch-recipes/skip-countdown.json")
  let scene = try Scene.load(contentsOf: file).resolved(for: DeviceCatalog.device(named: "iphone-15"))
  #expect([0.5, 1.5, 2.5].map { scene.states(at: $0)["skip"]!.text } == ["Skip 3", "Skip 2", "Skip 1"])
  #expect(scene.rules == ["skip: font DejaVu Sans weight 700: face Bold from DejaVuSans-Bold.ttf"])
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  let label = try #require(renderer.assets.label(for: "skip", showing: "Skip 1"))
  #expect(label.text.fontPath.hasSuffix("/DejaVuSans-Bold.ttf"))
  #expect(label.text.advance == 53)
}
