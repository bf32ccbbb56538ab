import Foundation
import SplashRaster
import Testing

@testable import SplashGD

@Suite struct TextRendererTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let dejaVuMono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
  static let microHei = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"

  /// "欢迎回来" in WenQuanYi Micro Hei: four full-width cells, each with substantial ink that
  /// is not a .notdef box outline, and no two alike.
  @Test func chineseRendersFourDistinctRealGlyphs() throws {
    let text = try TextRenderer.render("欢迎回来", style: TextStyle(family: "WenQuanYi Micro Hei", pointSize: 32))
    #expect(text.fontPath == Self.microHei)
    let s = text.surface
    let cellWidth = text.advance / 4
    #expect(cellWidth >= 30)
    let cells = (0..<4).map { i in
      GlyphCell(s, x: text.originX + i * cellWidth, width: cellWidth, top: text.baseline - text.ascent, height: text.ascent + text.descent)
    }
    for (i, cell) in cells.enumerated() {
      // At least 8% of the cell fully inked (CJK glyphs run 15–30%).
      #expect(cell.ink >= 0.08 * Double(cell.area), "cell \(i) ink \(cell.ink) of \(cell.area)")
      // A box outline has all its ink on the edges of its bounding box; a real glyph has
      // strokes inside: at least 10% of the ink lies in the middle half of the ink box.
      #expect(cell.interiorInk >= 0.10 * cell.ink, "cell \(i) interior \(cell.interiorInk) of \(cell.ink)")
    }
    for i in 0..<4 {
      for j in (i + 1)..<4 {
        // Pairwise: the coverage differs on at least 10% of the cell area.
        #expect(cells[i].difference(cells[j]) >= 0.10 * Double(cells[i].area), "cells \(i) and \(j)")
      }
    }
  }

  @Test func unknownFamilyNamesTheFallbackFile() {
    #expect(
      throws: GDError("font family 'Nope Sans' not found (fontconfig resolved it to \(Self.dejaVu))")
    ) { try TextRenderer.render("Hello", style: TextStyle(family: "Nope Sans", pointSize: 17)) }
  }

  @Test func fontWithoutTheGlyphsNamesFamilyFileAndCharacter() {
    #expect(
      throws: GDError("font family 'DejaVu Sans' (\(Self.dejaVu)) cannot draw '欢' in \"欢迎回来\"")
    ) { try TextRenderer.render("欢迎回来", style: TextStyle(family: "DejaVu Sans", pointSize: 17)) }
    #expect(
      throws: GDError("font family 'sans-serif' (\(Self.dejaVu)) cannot draw '回' in \"OK 回\"")
    ) { try TextRenderer.render("OK 回", style: TextStyle(family: "sans-serif", pointSize: 17)) }
  }

  @Test func laterFaceOfACollectionIsRefused() {
    #expect(
      throws: GDError(
        "font family 'WenQuanYi Micro Hei Mono' is not the first face of \(Self.microHei) (which is 'WenQuanYi Micro Hei'), and libgd draws only the first face"
      )
    ) { try TextRenderer.render("回", style: TextStyle(family: "WenQuanYi Micro Hei Mono", pointSize: 17)) }
  }

  /// DejaVu Sans Mono: advance 1233/2048 em, hhea ascender 1901, descender −483.
  /// At 20 pt libgd lays out at 300 dpi: 83.33 px/em, which hinting rounds to 83 ppem;
  /// advance 1233·83/2048 = 49.97 → 50 px, i.e. 12 px at 72 dpi, so "abcd" advances 48. Ascent ⌈1901·20/2048⌉ = ⌈18.56⌉ = 19,
  /// descent ⌈483·20/2048⌉ = ⌈4.72⌉ = 5. The ink stays inside that box.
  @Test func monospaceMetricsAtScaleOne() throws {
    let text = try TextRenderer.render("abcd", style: TextStyle(family: "DejaVu Sans Mono", pointSize: 20))
    #expect(text.fontPath == Self.dejaVuMono)
    #expect(text.advance == 48)
    #expect(text.ascent == 19 && text.descent == 5)
    #expect(text.baseline == 19 && text.originX == 0)
    #expect(text.surface.width == 48 && text.surface.height == 24)
  }

  /// At scale 2 (40 px/em): 166.67 px/em at 300 dpi → 167 ppem; advance 1233·167/2048 =
  /// 100.54 → 101 px, so "abcd" is 404 px at 300 dpi = 96.96 at 72 dpi, rounded up to 97;
  /// ascent ⌈37.13⌉ = 38, descent ⌈9.43⌉ = 10.
  @Test func monospaceMetricsAtScaleTwo() throws {
    let text = try TextRenderer.render("abcd", style: TextStyle(family: "DejaVu Sans Mono", pointSize: 20, scale: 2))
    #expect(text.advance == 97)
    #expect(text.ascent == 38 && text.descent == 10)
    #expect(text.surface.width == 97 && text.surface.height == 48 && text.baseline == 38)
  }

  /// DejaVu Serif's "j" hooks left of the pen origin and "f" reaches past its advance: the
  /// surface grows to hold the ink (ink in its first and last columns), the origin moves in.
  @Test func inkOutsideTheLineBoxIsKept() throws {
    let text = try TextRenderer.render("jf", style: TextStyle(family: "DejaVu Serif", pointSize: 40))
    let s = text.surface
    #expect(text.originX > 0)
    #expect(s.width > text.originX + text.advance)
    #expect((0..<s.height).contains { s[0, $0].a > 0 })
    #expect((0..<s.height).contains { s[s.width - 1, $0].a > 0 })
    #expect(text.baseline == text.ascent && s.height == text.ascent + text.descent)
  }

  /// "█" (U+2588) covers its cell completely: interior pixels are the premultiplied colour,
  /// (200, 30, 30) at alpha 128 → (100, 15, 15, 128); every pixel is that colour at its coverage.
  @Test func coverageTintsThePremultipliedColour() throws {
    let color = Color(r: 200, g: 30, b: 30, a: 128)
    let text = try TextRenderer.render("█", style: TextStyle(family: "DejaVu Sans Mono", pointSize: 20, color: color))
    let s = text.surface
    #expect(s[s.width / 2, text.baseline - 5] == PremultipliedColor(r: 100, g: 15, b: 15, a: 128))
    for y in 0..<s.height {
      for x in 0..<s.width {
        let p = s[x, y]
        let a = UInt32(p.a)
        #expect(p.a <= 128)
        #expect(p == PremultipliedColor(r: UInt8(mulDiv255(200, a)), g: UInt8(mulDiv255(30, a)), b: UInt8(mulDiv255(30, a)), a: p.a))
      }
    }
  }

  /// libgd reads HTML entities; text is drawn literally: "&amp;" is five characters wide.
  @Test func ampersandsAreLiteral() throws {
    let style = TextStyle(family: "DejaVu Sans Mono", pointSize: 20)
    #expect(try TextRenderer.render("&amp;", style: style).advance == 60)
    #expect(try TextRenderer.render("&#65;", style: style).advance == 60)
    #expect(try TextRenderer.render("A&B", style: style).advance == 36)
  }

  @Test func emptyTextIsAClearLineWithNoAdvance() throws {
    let text = try TextRenderer.render("", style: TextStyle(family: "DejaVu Sans Mono", pointSize: 20))
    #expect(text.advance == 0 && text.baseline == 19)
    #expect(text.surface == (try Surface(width: 1, height: 24)))
  }

  @Test func controlCharactersAndBadSizesAreRefused() {
    #expect(
      throws: GDError("text \"two\\nlines\" contains the control character U+000A; TextRenderer draws one line")
    ) { try TextRenderer.render("two\nlines", style: TextStyle(family: "DejaVu Sans", pointSize: 12)) }
    #expect(throws: GDError("text size 0.0 pt at scale 2.0 is outside 0 < size × scale ≤ 2048 pixels")) {
      try TextRenderer.render("a", style: TextStyle(family: "DejaVu Sans", pointSize: 0, scale: 2))
    }
    #expect(throws: GDError("text size 1000.0 pt at scale 3.0 is outside 0 < size × scale ≤ 2048 pixels")) {
      try TextRenderer.render("a", style: TextStyle(family: "DejaVu Sans", pointSize: 1000, scale: 3))
    }
  }

  /// Rendering from several threads at once gives the same pixels as rendering alone.
  @Test func concurrentRendersAgree() throws {
    let style = TextStyle(family: "WenQuanYi Micro Hei", pointSize: 18, color: .black, scale: 2)
    let reference = try TextRenderer.render("欢迎回来 Welcome", style: style).surface
    let tally = Tally()
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
      for _ in 0..<5 {
        let same = (try? TextRenderer.render("欢迎回来 Welcome", style: style).surface) == reference
        tally.add("same", same ? 1 : 0)
      }
    }
    #expect(tally.counts == ["same 1": 30])
  }
}

/// One glyph cell's coverage, for comparing glyphs.
struct GlyphCell {
  let width: Int
  let height: Int
  let alpha: [Double]

  init(_ s: Surface, x: Int, width: Int, top: Int, height: Int) {
    self.width = width
    self.height = height
    var alpha: [Double] = []
    for y in max(0, top)..<min(s.height, top + height) {
      for x in x..<(x + width) { alpha.append(Double(s[x, y].a) / 255) }
    }
    self.alpha = alpha
  }

  var area: Int { alpha.count }
  var ink: Double { alpha.reduce(0, +) }

  /// Ink inside the middle half (each side inset by a quarter) of the ink's bounding box.
  var interiorInk: Double {
    let rows = alpha.count / width
    var minX = width, maxX = -1, minY = rows, maxY = -1
    for y in 0..<rows {
      for x in 0..<width where alpha[y * width + x] > 0 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= minX else { return 0 }
    let insetX = (maxX - minX + 1) / 4, insetY = (maxY - minY + 1) / 4
    var sum = 0.0
    for y in (minY + insetY)...(maxY - insetY) {
      for x in (minX + insetX)...(maxX - insetX) { sum += alpha[y * width + x] }
    }
    return sum
  }

  func difference(_ other: GlyphCell) -> Double {
    zip(alpha, other.alpha).reduce(0) { $0 + abs($1.0 - $1.1) }
  }
}
