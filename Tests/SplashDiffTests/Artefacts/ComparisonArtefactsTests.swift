import Foundation
import SplashGD
import SplashGIF
import SplashRaster
import SplashSheet
import SplashTestSupport
import Testing

@testable import SplashDiff

private let animations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures/Animations").path

private func frames(_ path: String) throws -> [GIFFrame] {
  var decoder = try GIFDecoder(contentsOf: path)
  var frames: [GIFFrame] = []
  while let frame = try decoder.next() { frames.append(frame) }
  return frames
}

@Test func diffAndSideBySideGIFsShowEverySampleOnTheComparisonsTimeline() throws {
  let scratch = TemporaryFolder("artefacts")
  let out = scratch.file("artefacts")
  let artefacts = try ComparisonArtefacts(directory: out)
  let report = try AnimationComparator().compare(
    expected: GIFSource(contentsOf: animations + "/expected.gif"),
    actual: GIFSource(contentsOf: animations + "/actual_moved.gif"),
    observe: artefacts.observe)
  let written = try artefacts.finish(report)
  #expect(
    written
      == ["diff.gif", "side-by-side.gif", "contact-sheet.png", "report.json", "report.html", "summary.md"].map {
        out + "/" + $0
      })
  // The temporary sample folder became samples/.
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
      "contact-sheet.png", "diff.gif", "report.html", "report.json", "samples", "side-by-side.gif", "summary.md",
    ])
  #expect(
    try String(contentsOfFile: out + "/summary.md", encoding: .utf8).hasSuffix(
      "Artefacts: `diff.gif`, `side-by-side.gif`, `contact-sheet.png`, `report.json`, `report.html`\n"))

  let expected = try frames(animations + "/expected.gif")
  let actual = try frames(animations + "/actual_moved.gif")
  let diffGIF = try frames(out + "/diff.gif")
  let sideBySide = try frames(out + "/side-by-side.gif")
  #expect(diffGIF.map(\.delay) == [10, 10, 10, 10, 10, 10, 10, 10])
  #expect(sideBySide.map(\.delay) == [10, 10, 10, 10, 10, 10, 10, 10])
  #expect(sideBySide[0].surface.width == 100 && sideBySide[0].surface.height == 24)
  // Three colours in the inputs: the palette holds every colour exactly, so the GIFs give back
  // exactly the composed pictures.
  for k in 0..<8 {
    let e = StraightImage(expected[k].surface)
    let pixels = try PixelMatch().compare(e, StraightImage(actual[k].surface))
    let diff = pixels.image(over: e)
    #expect(diffGIF[k].surface == diff)
    #expect(
      sideBySide[k].surface == SideBySide.compose(expected: expected[k].surface, actual: actual[k].surface, diff: diff))
    #expect(pixels.differentPixels == (k < 4 ? 0 : 36))
  }
  // Frame 5: a changed pixel is red, an unchanged one the faded original.
  let red = diffGIF[5].surface.pixels.chunked(4).filter { $0 == [255, 0, 0, 255] }.count
  #expect(red == 36)
  // The sheet: samples 0, 1, 3 (evenly spaced) and the four failing ones, 100×24 thumbnails in 3 columns.
  let sheet = try ImageDecoder.decode(contentsOf: out + "/contact-sheet.png")
  let thumbnails = [0, 1, 3, 4, 5, 6, 7].map { k in
    ContactSheet.Tile(
      frame: sideBySide[k].surface,
      label: ComparisonSheet.label(
        .init(
          start: k * 100_000, end: (k + 1) * 100_000, differentPixels: k < 4 ? 0 : 36, passed: k < 4)))
  }
  let layout = try ContactSheet(
    tiles: thumbnails, columns: 3, title: "expected | actual | diff · 4 of 8 samples fail", style: ComparisonSheet.style
  ).layout
  #expect(sheet.width == layout.width && sheet.height == layout.height)
  for (tile, k) in zip(layout.tiles, [0, 1, 3, 4, 5, 6, 7]) {
    #expect(sheet[tile.x + 40, tile.y + 10] == sideBySide[k].surface[40, 10])
  }
}

@Test func differentSizesWriteOnlyTheReports() throws {
  let scratch = TemporaryFolder("artefacts-size")
  let out = scratch.file("artefacts-size")
  let artefacts = try ComparisonArtefacts(directory: out)
  let report = try AnimationComparator().compare(
    expected: GIFSource(contentsOf: animations + "/expected.gif"),
    actual: GIFSource(contentsOf: animations + "/actual_wide.gif"),
    observe: artefacts.observe)
  #expect(try artefacts.finish(report) == [out + "/report.json", out + "/report.html", out + "/summary.md"])
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["report.html", "report.json", "summary.md"])
}

extension Array where Element == UInt8 {
  fileprivate func chunked(_ size: Int) -> [[UInt8]] {
    stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min(count, $0 + size)]) }
  }
}

@Test func artefactsReplaceThoseOfAnEarlierRun() throws {
  let scratch = TemporaryFolder("artefacts-again")
  let out = scratch.file("artefacts-again")
  for expected in ["expected.gif", "actual_same.gif"] {
    let artefacts = try ComparisonArtefacts(directory: out)
    let report = try AnimationComparator().compare(
      expected: GIFSource(contentsOf: animations + "/" + expected),
      actual: GIFSource(contentsOf: animations + "/actual_moved.gif"),
      observe: artefacts.observe)
    _ = try artefacts.finish(report)
    let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
    #expect(summary.contains("- expected `\(animations)/\(expected)`"))
  }
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
      "contact-sheet.png", "diff.gif", "report.html", "report.json", "samples", "side-by-side.gif", "summary.md",
    ])
  // The second run's pictures replaced the first's: actual_same.gif's frame 4 is the expected one.
  #expect(
    try PNGFrameDecoder.decode(contentsOf: out + "/samples/expected-0004.png")
      == SideBySide.flattened(frames(animations + "/actual_same.gif")[4].surface))
}
