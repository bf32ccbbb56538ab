import Foundation
import SplashGD
import SplashRaster
import Testing

@testable import SplashScene

/// Text layers with more than one line: where their lines land in the frame, which labels keep
/// the one-line path, and the errors of their layout keys.
@Suite final class MultiLineLabelTests {
  let fixture: SceneFixture

  init() throws { fixture = try SceneFixture() }
  deinit { try? FileManager.default.removeItem(at: fixture.directory) }

  /// A 100×60 label on a 120×80 @1x screen, white on black; `extra` is spliced into the layer.
  static func scene(_ string: String, extra: String = "") -> String {
    """
    {"background": "#000000", "duration": 1,
     "layers": [{"id": "label", "type": "text", "frame": {"x": 10, "y": 10, "width": 100, "height": 60}\(extra),
                 "text": {"string": "\(string)", "font": "DejaVu Sans", "size": 20, "color": "#FFFFFF"}}],
     "timeline": []}
    """
  }

  func renderer(_ json: String) throws -> FrameRenderer {
    try FrameRenderer(scene: try fixture.load(json).resolved(for: DeviceCatalog.device(named: "120x80@1")))
  }

  @Test func eachLineIsDrawnAtItsBaselineInTheCentredBlock() throws {
    let frame = try renderer(Self.scene(#"one\ntwo"#, extra: #", "numberOfLines": 0"#)).render(at: 0)
    // DejaVu Sans at 20 px: 24-pixel line boxes, a 48-pixel block centred in 60: top 6, baselines
    // 6 + 19 = 25 and 49 in the frame's own space, 35 and 59 on screen.
    let style = TextStyle(family: "DejaVu Sans", pointSize: 20, color: .white)
    var expected = try Surface(width: 120, height: 80, fill: Color.black.premultiplied)
    for (line, baseline) in [("one", 35), ("two", 59)] {
      let text = try TextRenderer.render(line, style: style)
      expected.draw(
        text.surface,
        transform: Transform2D(translationX: Double(10 - text.originX), y: Double(baseline - text.baseline)))
    }
    var differing: [String] = []
    for y in 0..<80 {
      for x in 0..<120 where frame[x, y] != expected[x, y] {
        differing.append("(\(x), \(y)) \(pixel(frame, x, y)) vs \(pixel(expected, x, y))")
      }
    }
    #expect(differing.isEmpty, "pixels differ at \(differing.prefix(8).joined(separator: " ")) of \(differing.count)")
  }

  @Test func aLabelWithNoLayoutKeysKeepsTheOneLinePath() throws {
    let plain = try renderer(Self.scene("one two"))
    #expect(plain.assets.label(for: "label")?.isBlock == false)
    let explicit = try renderer(
      Self.scene("one two", extra: #", "numberOfLines": 1, "lineBreakMode": "byTruncatingTail""#))
    #expect(explicit.assets.label(for: "label")?.isBlock == false)
    #expect(plain.render(at: 0) == explicit.render(at: 0))
    // A centred textAlignment is the text's own centring on one line.
    let centred = try renderer(Self.scene("one two", extra: #", "textAlignment": "center""#))
    #expect(centred.assets.label(for: "label")?.isBlock == false)
    #expect(centred.assets.label(for: "label")?.alignment == .center)
    // A newline or a character the font lacks takes the laid-out block.
    #expect(try renderer(Self.scene(#"one\ntwo"#)).assets.label(for: "label")?.shown == "one…")
    let fallback = try renderer(Self.scene("Hi 张三"))
    #expect(fallback.assets.label(for: "label")?.isBlock == true)
    #expect(fallback.assets.label(for: "label")?.shown == "Hi 张三")
  }

  @Test func badLayoutValuesAreOneLineErrorsWithTheirPath() throws {
    func message(_ extra: String) -> String? {
      do {
        _ = try renderer(Self.scene("one", extra: extra))
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(
      message(#", "numberOfLines": 1.5"#)
        == "scene.json: layers[0].numberOfLines: numberOfLines must be a whole number from 0 to 100, got 1.5")
    #expect(
      message(#", "numberOfLines": -2"#)
        == "scene.json: layers[0].numberOfLines: numberOfLines must be between 0 and 100, got -2.0")
    #expect(
      message(#", "lineHeightMultiple": -1"#)
        == "scene.json: layers[0].lineHeightMultiple: lineHeightMultiple must be between 0 and 10, got -1.0")
    #expect(
      fixture.error(Self.scene("one", extra: #", "lineBreakMode": "wrap""#))
        == "scene.json: layers[0].lineBreakMode: unknown line break mode 'wrap'; one of byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle"
    )
    #expect(fixture.error(Self.scene("one", extra: #", "numberOfLines": 101"#))?.contains("numberOfLines") == true)
  }
}
