import SplashRaster
import Testing

@testable import SplashGD

/// Weights and slants matched through fontconfig, and a UILabel's tail truncation.
@Suite struct TextStyleTests {
  static let fonts = "/usr/share/fonts/truetype/dejavu/"

  static func style(weight: Int = 400, italic: Bool = false) -> TextStyle {
    TextStyle(family: "DejaVu Sans", pointSize: 17, scale: 2, weight: weight, italic: italic)
  }

  @Test func boldIsWiderThanRegularByItsOwnAdvances() throws {
    let regular = try TextRenderer.render("Skip 3", style: Self.style())
    let bold = try TextRenderer.render("Skip 3", style: Self.style(weight: 700))
    #expect(regular.fontPath == Self.fonts + "DejaVuSans.ttf")
    #expect(regular.fontStyle == "Book")
    #expect(bold.fontPath == Self.fonts + "DejaVuSans-Bold.ttf")
    #expect(bold.fontStyle == "Bold")
    #expect(bold.fontWeight == 700)
    #expect(regular.advance == 105)
    #expect(bold.advance == 119)
    #expect(try TextRenderer.advance(of: "Skip 3", style: Self.style(weight: 700)) == 119)
  }

  /// DejaVu Sans has ExtraLight (200), Book (400) and Bold (700): every other weight gets
  /// fontconfig's nearest face.
  @Test func missingWeightsGetFontconfigsNearestFace() throws {
    let faces = try [100, 200, 300, 400, 500, 600, 700, 800, 900].map {
      try TextRenderer.face(for: Self.style(weight: $0)).style
    }
    #expect(faces == ["ExtraLight", "ExtraLight", "ExtraLight", "Book", "Book", "Bold", "Bold", "Bold", "Bold"])
    #expect(try TextRenderer.face(for: Self.style(weight: 500)).weight == 400)
  }

  @Test func italicPicksTheObliqueFace() throws {
    let italic = try TextRenderer.render("Skip 3", style: Self.style(italic: true))
    #expect(italic.fontPath == Self.fonts + "DejaVuSans-Oblique.ttf")
    #expect(italic.fontStyle == "Oblique")
    #expect(try FontFile.load(italic.fontPath).familyNames == ["DejaVu Sans"])
    let boldItalic = try TextRenderer.face(for: Self.style(weight: 700, italic: true))
    #expect(boldItalic.path == Self.fonts + "DejaVuSans-BoldOblique.ttf")
    #expect(boldItalic.style == "Bold Oblique")
  }

  @Test func patternsCarryFontconfigsWeightAndSlant() {
    #expect(FontResolver.styleSuffix(weight: 400, italic: false) == "")
    #expect(FontResolver.styleSuffix(weight: 700, italic: true) == ":weight=200:slant=100")
    #expect(
      [100, 200, 300, 400, 500, 550, 600, 800, 900].map(FontResolver.fontconfigWeight) == [
        0, 40, 50, 80, 100, 140, 180, 205, 210,
      ])
  }

  @Test func aStyleInTheFamilyNameSuggestsItsKey() {
    let regular = Self.fonts + "DejaVuSans.ttf"
    let cases = [
      ("DejaVu Sans Bold", #""font": "DejaVu Sans", "weight": "bold""#),
      ("DejaVu Sans:bold", #""font": "DejaVu Sans", "weight": "bold""#),
      ("DejaVu Sans Bold Oblique", #""font": "DejaVu Sans", "weight": "bold", "italic": true"#),
      ("DejaVu Sans:italic", #""font": "DejaVu Sans", "italic": true"#),
    ]
    for (family, keys) in cases {
      #expect(
        throws: GDError(
          "font family '\(family)' not found (fontconfig resolved it to \(regular)); give the style as its own key: \(keys)"
        )
      ) { try TextRenderer.render("x", style: TextStyle(family: family, pointSize: 12)) }
    }
  }

  /// 434 pixels of text in 200: "Welcome" and "…" take 190, one more character does not fit.
  @Test func wideTextKeepsTheCharactersThatFitBeforeAnEllipsis() throws {
    let text = "Welcome back to the app"
    let style = Self.style()
    #expect(try TextRenderer.advance(of: text, style: style) == 434)
    let kept = try TextRenderer.truncated(text, style: style, width: 200)
    #expect(kept == "Welcome\u{2026}")
    #expect(try TextRenderer.advance(of: kept, style: style) == 190)
    #expect(try TextRenderer.advance(of: "Welcome b\u{2026}", style: style) > 200)
    #expect(try TextRenderer.truncated(text, style: style, width: 434) == text)
    #expect(try TextRenderer.truncated(text, style: style, width: 1) == "\u{2026}")
  }
}
