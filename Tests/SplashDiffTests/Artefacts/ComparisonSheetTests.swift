import SplashRaster
import SplashSheet
import Testing

@testable import SplashDiff

private func samples(_ count: Int, failing: Set<Int>) -> [ArtefactTiming.Sample] {
  (0..<count).map { i in
    ArtefactTiming.Sample(
      start: i * 100_000, end: (i + 1) * 100_000, differentPixels: failing.contains(i) ? 7 : 0,
      passed: !failing.contains(i))
  }
}

@Test func theSheetShowsEvenlySpacedAndFailingSamples() {
  // 8 samples 0.1 s apart: instants 0, 0.14, 0.28, 0.42, 0.56, 0.7 s → samples 0, 1, 3, 4, 6, 7.
  #expect(ComparisonSheet.pick(samples(8, failing: [])) == [0, 1, 3, 4, 6, 7])
  #expect(ComparisonSheet.pick(samples(8, failing: [2, 5])) == [0, 1, 2, 3, 4, 5, 6, 7])
  // 40 samples, 30 failing (10...39): 12 of them spread from the first to the last failing one.
  let many = ComparisonSheet.pick(samples(40, failing: Set(10..<40)))
  // Instants 0, 0.78, 1.56, 2.34, 3.12, 3.9 s → 0, 8, 16, 23, 31, 39; failing: 10, 12, 15, 17, 20, 23, 25, 28, 31, 33, 36, 39.
  #expect(many == [0, 8, 10, 12, 15, 16, 17, 20, 23, 25, 28, 31, 33, 36, 39])
}

@Test func labelsGiveTimeDifferingPixelsAndVerdict() {
  #expect(
    ComparisonSheet.label(.init(start: 400_000, end: 500_000, differentPixels: 36, passed: false)) == "✗ 0.4 s · 36 px")
  #expect(ComparisonSheet.label(.init(start: 0, end: 100_000, differentPixels: 0, passed: true)) == "✓ 0 s · 0 px")
  #expect(
    ComparisonSheet.label(.init(start: 2_166_667, end: 2_200_000, differentPixels: 3, passed: true))
      == "✓ 2.167 s · 3 px")
}

@Test func failingTilesAreFramedInRed() throws {
  let picture = try Surface(width: 50, height: 20, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  let shown = samples(2, failing: [1])
  let sheet = try ComparisonSheet.draw(thumbnails: [picture, picture], samples: shown, failing: 1, total: 2)
  let layout = try ContactSheet(
    tiles: zip([picture, picture], shown).map { ContactSheet.Tile(frame: $0, label: ComparisonSheet.label($1)) },
    columns: ComparisonSheet.columns, title: "expected | actual | diff · 1 of 2 samples fail",
    style: ComparisonSheet.style
  ).layout
  let red = PremultipliedColor(r: 0xFF, g: 0x3B, b: 0x30, a: 255)
  let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
  for (index, tile) in layout.tiles.enumerated() {
    // The frame's two pixels sit 3 and 4 pixels outside the thumbnail, on every side.
    let expected = index == 1 ? red : white
    for d in [3, 4] {
      #expect(sheet[tile.x - d, tile.y + 5] == expected)
      #expect(sheet[tile.x + tile.width - 1 + d, tile.y + 5] == expected)
      #expect(sheet[tile.x + 5, tile.y - d] == expected)
      #expect(sheet[tile.x + 5, tile.y + tile.height - 1 + d] == expected)
    }
    #expect(sheet[tile.x - 2, tile.y + 5] == white)
    #expect(sheet[tile.x + 5, tile.y + 5] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  }
}
