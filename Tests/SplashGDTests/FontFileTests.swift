import Testing

@testable import SplashGD

@Suite struct FontFileTests {
  @Test func readsNamesMetricsAndCoverageOfACollection() throws {
    let font = try FontFile.load(TextRendererTests.microHei)
    #expect(font.isCollection)
    #expect(font.familyNames.contains("WenQuanYi Micro Hei"))
    #expect(font.familyNames.contains("文泉驿微米黑"))
    #expect(font.isNamed("wenquanyi micro hei"))
    #expect(!font.isNamed("WenQuanYi Micro Hei Mono"))
    for scalar in "欢迎回来Aa1".unicodeScalars { #expect(font.hasGlyph(for: scalar), "\(scalar)") }
    #expect(!font.hasGlyph(for: "\u{10FFFD}"))
  }

  /// DejaVu Sans: 2048 units per em, hhea ascender 1901 and descender −483, no CJK.
  @Test func readsATrueTypeFont() throws {
    let font = try FontFile.load(TextRendererTests.dejaVu)
    #expect(!font.isCollection)
    #expect(font.familyNames == ["DejaVu Sans"])
    #expect(font.unitsPerEm == 2048 && font.ascender == 1901 && font.descender == 483)
    #expect(font.hasGlyph(for: "A") && font.hasGlyph(for: "é") && font.hasGlyph(for: "█"))
    #expect(!font.hasGlyph(for: "欢"))
    #expect(!font.hasGlyph(for: "\u{10FFFD}"))
  }

  @Test func notAFontIsNamed() {
    #expect(throws: GDError("x.ttf: cannot read the font (not an sfnt font); splashreel needs TrueType or OpenType fonts")) {
      try FontFile(bytes: Array("hello world, not a font".utf8), path: "x.ttf")
    }
  }

  @Test func familyNamesAreEscapedForFontconfig() {
    #expect(FontResolver.escaped("Foo-Bar: Baz, Qux\\") == "Foo\\-Bar\\: Baz\\, Qux\\\\")
  }
}
