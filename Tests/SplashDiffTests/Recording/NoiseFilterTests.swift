import SplashRaster
import Testing

@testable import SplashDiff

@Test func smallRegionsAreNoiseAndLargeOnesCount() throws {
  let black = Pictures.black
  let expected = Pictures.picture(20, 10)
  let actual = Pictures.picture(
    20, 10,
    boxes: [
      (PixelRect(x: 1, y: 1, width: 2, height: 2), black),  // 4 px
      (PixelRect(x: 8, y: 1, width: 1, height: 1), black),  // 1 px
      (PixelRect(x: 9, y: 2, width: 1, height: 1), black),  // touches the one above diagonally: a 2 px region
      (PixelRect(x: 12, y: 5, width: 5, height: 3), black),  // 15 px
    ])
  let diff = try PixelMatch(includeAntiAliased: true).compare(StraightImage(expected), StraightImage(actual))
  #expect(diff.differentPixels == 21)
  let outcome = NoiseFilter(minimumRegion: 5).apply(to: diff)
  #expect(outcome.noisePixels == 6)
  #expect(outcome.regions == 1)
  #expect(outcome.diff.differentPixels == 15)
  #expect(outcome.diff.bounds == PixelRect(x: 12, y: 5, width: 5, height: 3))
  #expect(outcome.diff.classes[1 * 20 + 1] == PixelClass.same.rawValue)
  #expect(outcome.diff.classes[5 * 20 + 12] == PixelClass.different.rawValue)
  let four = NoiseFilter(minimumRegion: 4).apply(to: diff)
  #expect(four.noisePixels == 2)
  #expect(four.regions == 2)
  let off = NoiseFilter(minimumRegion: 0).apply(to: diff)
  #expect(off.diff == diff && off.noisePixels == 0 && off.regions == nil)
}

@Test func theComparatorCountsOnlyRegionsThatAreLargeEnough() throws {
  let expected = try SurfaceSequenceSource(name: "e", frames: [Pictures.picture(20, 10)], fps: 1)
  let speck = try SurfaceSequenceSource(
    name: "a",
    frames: [Pictures.picture(20, 10, boxes: [(PixelRect(x: 3, y: 3, width: 2, height: 1), Pictures.black)])],
    fps: 1)
  var comparator = AnimationComparator(metric: PixelMatch(includeAntiAliased: true))
  comparator.minimumRegion = 3
  let report = try comparator.compare(expected: expected, actual: speck)
  #expect(report.outcome == .same)
  #expect(report.samples[0].noisePixels == 2)
  #expect(report.samples[0].regions == 0)
  #expect(report.settings.minimumRegion == 3)
  #expect(
    report.consoleLines.contains(
      "noise: differing regions under 3 px do not count; 2 pixels in 1 samples excused (at most 2)"))
}
