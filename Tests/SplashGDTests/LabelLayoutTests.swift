import Foundation
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGD

/// Multi-line labels: UAX #14 breaks from libunibreak, the greedy layout, truncation of the last
/// line, vertical centring, and the reference check against Pango.
@Suite struct LabelLayoutTests {
  static let english = "The quick brown fox jumps over the lazy dog"
  static let chinese = "欢迎回来，今天的天气非常好，我们一起去公园散步吧"
  static let mixed = "Welcome back 张三，欢迎回来 to splashreel today"

  private func lines(
    _ text: String, family: String, width: Int, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
    pixels: Double = 20
  ) throws -> [String] {
    let style = TextStyle(family: family, pointSize: pixels)
    let options = LabelOptions(width: width, height: 10_000, numberOfLines: lines, lineBreakMode: mode)
    return try LabelLayout.make(text, style: style, options: options).lines.map(\.text)
  }

  @Test func breakOpportunitiesFollowUAX14() {
    let english = LineBreaks.opportunities(after: Array("to be-fit"))
    #expect(
      english == [
        .prohibited, .prohibited, .allowed, .prohibited, .prohibited, .allowed, .prohibited, .prohibited, .mandatory,
      ])
    // Between ideographs, but never before the full-width comma; after it again.
    let chinese = LineBreaks.opportunities(after: Array("欢迎，张三\n好"))
    #expect(chinese == [.allowed, .prohibited, .allowed, .allowed, .prohibited, .mandatory, .mandatory])
  }

  @Test func wordWrappingBreaksEnglishAtSpacesAndChineseBetweenIdeographs() throws {
    #expect(
      try lines(Self.english, family: "DejaVu Sans", width: 156) == [
        "The quick", "brown fox", "jumps over the", "lazy dog",
      ])
    #expect(
      try lines(Self.chinese, family: "WenQuanYi Micro Hei", width: 130) == [
        "欢迎回来，今", "天的天气非常", "好，我们一起", "去公园散步吧",
      ])
  }

  @Test func theLastLineShowsTheRestCutByTheMode() throws {
    let family = "DejaVu Sans"
    #expect(
      try lines(Self.english, family: family, width: 150, lines: 2, mode: .byTruncatingTail) == [
        "The quick", "brown fox ju…",
      ])
    #expect(
      try lines(Self.english, family: family, width: 150, lines: 2, mode: .byTruncatingHead) == [
        "The quick", "…the lazy dog",
      ])
    #expect(
      try lines(Self.english, family: family, width: 150, lines: 2, mode: .byWordWrapping) == [
        "The quick", "brown fox",
      ])
    #expect(
      try lines(Self.english, family: family, width: 150, lines: 2, mode: .byClipping) == [
        "The quick", "brown fox jumps over the lazy dog",
      ])
  }

  @Test func aNewlineEndsAParagraphAndAFinalOneOpensAnEmptyLine() throws {
    #expect(try lines("Welcome back\n欢迎回来", family: "WenQuanYi Micro Hei", width: 400) == ["Welcome back", "欢迎回来"])
    #expect(try lines("a\n", family: "DejaVu Sans", width: 400) == ["a", ""])
  }

  @Test func theBlockIsCentredVerticallyWithSpacingAndLineHeight() throws {
    // DejaVu Sans at 20 px: ascent 19, descent 5, a 24-pixel line box.
    let style = TextStyle(family: "DejaVu Sans", pointSize: 20)
    let plain = try LabelLayout.make(
      "one two", style: style, options: LabelOptions(width: 40, height: 100, numberOfLines: 0))
    #expect(plain.lines.map(\.text) == ["one", "two"])
    // Block 48 tall, top at 26: baselines 26 + 24 − 5 and 24 further down.
    #expect(plain.lines.map(\.baseline) == [45, 69])
    let spaced = try LabelLayout.make(
      "one two", style: style,
      options: LabelOptions(width: 40, height: 100, numberOfLines: 0, lineSpacing: 10, lineHeightMultiple: 1.5))
    // Boxes of 36 with 10 between: block 82, top 9; baselines 9 + 36 − 5 and 46 further down.
    #expect(spaced.lines.map(\.baseline) == [40, 86])
    // Only two 24-pixel lines fit 50 pixels: numberOfLines 0 stops there and truncates.
    let short = try LabelLayout.make(
      "one two three", style: style, options: LabelOptions(width: 40, height: 50, numberOfLines: 0))
    #expect(short.lines.count == 2)
    #expect(short.isTruncated)
  }

  @Test func alignmentPlacesEachLineAndKernWidensIt() throws {
    let style = TextStyle(family: "DejaVu Sans", pointSize: 20)
    let width = try TextRenderer.advance(of: "one", style: style)
    for (alignment, x) in [(TextAlignment.left, 0), (.center, (100 - width + 1) / 2), (.right, 100 - width)] {
      let layout = try LabelLayout.make(
        "one", style: style, options: LabelOptions(width: 100, height: 30, numberOfLines: 0, alignment: alignment))
      #expect(layout.lines[0].x == x, "\(alignment)")
    }
    let kerned = try LabelLayout.make(
      "one", style: style, options: LabelOptions(width: 100, height: 30, numberOfLines: 0, kern: 2))
    #expect(kerned.lines[0].width == Double(width + 6))
    #expect(kerned.lines[0].pieces.map(\.text) == ["o", "n", "e"])
    let o = Double(try TextRenderer.advance(of: "o", style: style))
    #expect(kerned.lines[0].pieces[1].x == o + 2)
  }

  @Test func justifiedLinesReachBothEdgesButTheLastDoesNot() throws {
    let style = TextStyle(family: "DejaVu Sans", pointSize: 20)
    let layout = try LabelLayout.make(
      Self.english, style: style,
      options: LabelOptions(width: 150, height: 200, numberOfLines: 0, alignment: .justified))
    let first = layout.lines[0]
    #expect(first.text == "The quick")
    // "quick" moves right by all the room: it ends at the right edge (its advance from there).
    let quick = Double(try TextRenderer.advance(of: "quick", style: style))
    #expect(first.pieces.map(\.text) == ["The ", "quick"])
    #expect(first.pieces[1].x + quick == 150)
    #expect(layout.lines.last!.pieces[0].x == 0)
    #expect(layout.lines.last!.pieces.count == 1)
  }

  @Test func aCharacterTheFontLacksFallsBackThroughTheChain() throws {
    let runs = try FontFallback.runs("Hi 张三!", style: TextStyle(family: "DejaVu Sans", pointSize: 20))
    #expect(
      runs == [
        .init(text: "Hi ", family: "DejaVu Sans"), .init(text: "张三", family: "WenQuanYi Micro Hei"),
        .init(text: "!", family: "DejaVu Sans"),
      ])
    let block = try LabelDrawing.render(
      try LabelLayout.make(
        "Hi 张三!", style: TextStyle(family: "DejaVu Sans", pointSize: 20),
        options: LabelOptions(width: 120, height: 30)),
      style: TextStyle(family: "DejaVu Sans", pointSize: 20), options: LabelOptions(width: 120, height: 30))
    #expect(block.surface.width == 120)
    #expect(block.surface.height == 30)
    // The Chinese run is drawn: ink right of "Hi ".
    let start = try TextRenderer.advance(of: "Hi ", style: TextStyle(family: "DejaVu Sans", pointSize: 20))
    var ink = 0
    for y in 0..<30 { for x in start..<(start + 40) where block.surface[x, y].a > 128 { ink += 1 } }
    #expect(ink > 60)
  }

  /// Line breaks and truncation equal Pango's (PangoFT2 at 72 dpi, the same font files) for
  /// English, Chinese and mixed text; spaces next to "…" are not compared (UILabel drops them,
  /// Pango keeps them). Both measure hinted whole pixels but round differently, so the widths
  /// are chosen with no line within 3 pixels of the box (at 150 "jumps over the" is exactly 150
  /// to Pango and 151 to libgd). Pango's word wrapping lets a word wider than the line overflow
  /// (UILabel cuts it), so no case has one; Pango's hyphens at cut words are turned off.
  @Test func linesEqualPangosLayout() throws {
    typealias Case = (text: String, width: Int, lines: Int, mode: LineBreakMode)
    let cases: [(family: String, cases: [Case])] = [
      (
        "DejaVu Sans",
        [
          (Self.english, 156, 0, .byWordWrapping), (Self.english, 210, 0, .byWordWrapping),
          ("ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ", 135, 0, .byCharWrapping),
          (Self.english, 120, 0, .byCharWrapping), (Self.english, 156, 2, .byTruncatingTail),
          (Self.english, 210, 2, .byTruncatingTail), (Self.english, 156, 2, .byTruncatingHead),
          (Self.english, 156, 2, .byTruncatingMiddle), (Self.english, 260, 1, .byTruncatingMiddle),
        ]
      ),
      (
        "WenQuanYi Micro Hei",
        [
          (Self.chinese, 130, 0, .byWordWrapping), (Self.chinese, 200, 0, .byWordWrapping),
          (Self.chinese, 130, 2, .byTruncatingTail), (Self.mixed, 160, 0, .byWordWrapping),
          (Self.mixed, 230, 0, .byWordWrapping), (Self.mixed, 160, 2, .byTruncatingTail),
          (Self.mixed, 160, 2, .byTruncatingHead),
        ]
      ),
    ]
    for group in cases {
      let request: [String: Any] = [
        "family": group.family, "pixels": 20,
        "cases": group.cases.map { c -> [String: Any] in
          [
            "text": c.text, "width": c.width, "lines": c.lines,
            "wrap": c.mode == .byCharWrapping ? "char" : "word",
            "ellipsize": [.byTruncatingTail: "end", .byTruncatingHead: "start", .byTruncatingMiddle: "middle"][c.mode]
              ?? "none",
          ]
        },
      ]
      let json = String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
      let reference = try JSONSerialization.jsonObject(with: try Self.pango(json)) as! [[String]]
      for (c, expected) in zip(group.cases, reference) {
        let ours = try lines(c.text, family: group.family, width: c.width, lines: c.lines, mode: c.mode)
        #expect(ours.map(Self.normalised) == expected.map(Self.normalised), "\(group.family) \(c)")
      }
    }
  }

  private static func normalised(_ line: String) -> String {
    line.replacingOccurrences(of: " …", with: "…").replacingOccurrences(of: "… ", with: "…")
  }

  /// Runs Tests/SplashGDTests/Scripts/pango_lines.py with Debian's Python (which has PyGObject).
  private static func pango(_ request: String) throws -> Data {
    let script = (#filePath as NSString).deletingLastPathComponent + "/Scripts/pango_lines.py"
    let run = try Subprocess.run("/usr/bin/python3", [script, request])
    #expect(run.status == 0, "\(run.errors)")
    return run.outputData
  }
}
