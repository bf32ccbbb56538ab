import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashDiff

/// A 6×10 screen at 1 px per point with a 6×2 status bar on top and a black 2×2 box at (2, 5).
private func screen(scale: Int, statusBar: PremultipliedColor) -> Surface {
  Pictures.picture(
    6 * scale, 10 * scale,
    boxes: [
      (PixelRect(x: 0, y: 0, width: 6 * scale, height: 2 * scale), statusBar),
      (PixelRect(x: 2 * scale, y: 5 * scale, width: 2 * scale, height: 2 * scale), Pictures.black),
    ])
}

@Test func aStatusBarCutFromADenserRecordingIsCutFromTheExpectedToo() throws {
  let expected = try SurfaceSequenceSource(name: "spec", frames: [screen(scale: 1, statusBar: Pictures.white)], fps: 1)
  let recording = try SurfaceSequenceSource(name: "rec", frames: [screen(scale: 2, statusBar: Pictures.red)], fps: 1)
  let matching = ActualMatching(
    crop: PixelRect(x: 0, y: 4, width: 12, height: 16), sizing: .scales(actual: 2, expected: 1))
  let prepared = try matching.prepare(expected: { expected }, actual: { recording })
  #expect(prepared.actual.width == 6 && prepared.actual.height == 8)
  #expect(prepared.expected.width == 6 && prepared.expected.height == 8)
  #expect(prepared.report.expectedCrop == PixelRect(x: 0, y: 2, width: 6, height: 8))
  #expect(prepared.report.scaled == "actual")
  let report = try AnimationComparator().compare(expected: prepared.expected, actual: prepared.actual)
  #expect(report.outcome == .same)
  var withMatching = report
  withMatching.matching = prepared.report
  #expect(
    withMatching.consoleLines.contains(
      "matching: actual cut to 12×16 at (0, 4); expected cut to 6×8 at (0, 2); actual area-averaged to 6×8"))
  // Without the crop the red status bar differs.
  let whole = try ActualMatching(sizing: .scales(actual: 2, expected: 1)).prepare(
    expected: { expected }, actual: { recording })
  let failing = try AnimationComparator().compare(expected: whole.expected, actual: whole.actual)
  #expect(failing.samples[0].bounds == PixelRect(x: 0, y: 0, width: 6, height: 2))
}

@Test func fitBringsTheLargerSideToTheSmallersSize() throws {
  let expected = try SurfaceSequenceSource(name: "spec", frames: [screen(scale: 1, statusBar: Pictures.white)], fps: 1)
  let recording = try SurfaceSequenceSource(name: "rec", frames: [screen(scale: 2, statusBar: Pictures.white)], fps: 1)
  let down = try ActualMatching(sizing: .fit).prepare(expected: { expected }, actual: { recording })
  #expect(down.report.scaled == "actual" && down.report.comparedSize == .init(width: 6, height: 10))
  #expect(try AnimationComparator().compare(expected: down.expected, actual: down.actual).outcome == .same)
  let up = try ActualMatching(sizing: .fit).prepare(expected: { recording }, actual: { expected })
  #expect(up.report.scaled == "expected" && up.expected.width == 6)
}

@Test func autoAlignmentCutsTheRecordingToTheExpectedsDuration() throws {
  var random = SplitMix64(state: 99)
  let lead = random.int(in: 100_000...1_500_000)
  let recording = Pictures.recording(lead: lead, random: &random)
  let prepared = try ActualMatching(alignment: .auto).prepare(
    expected: { try Pictures.expected() }, actual: { recording })
  let report = prepared.report
  #expect(abs(Int((report.offset * 1_000_000).rounded()) - lead) <= 33_334)
  #expect(report.alignment == "auto" && report.precision == 0.033333)
  #expect(report.comparedTo! - report.comparedFrom! == 2)
  var comparator = AnimationComparator()
  comparator.timeTolerance = 40_000
  var outcome = try comparator.compare(expected: prepared.expected, actual: prepared.actual)
  #expect(outcome.structureFailures == [])
  #expect(outcome.outcome == .same)
  outcome.matching = report
  #expect(
    outcome.consoleLines.contains {
      $0.hasPrefix(
        "alignment: actual starts \(ComparisonReport.time(report.offset)) later (found automatically, ±0.033 s); compared from "
      )
    })
}

@Test func aLateSquareFailsAtItsFirstInstantAfterAlignment() throws {
  // The square's slide starts 0.2 s late in the recording; the red bar is on time.
  var random = SplitMix64(state: 7)
  let lead = 600_000
  let recording = Pictures.recording(lead: lead, random: &random) { t in
    t < 500_000 ? t : t < 700_000 ? 500_000 : t < 1_400_000 ? t - 200_000 : t
  }
  let prepared = try ActualMatching(alignment: .auto).prepare(
    expected: { try Pictures.expected() }, actual: { recording })
  #expect(abs(Int((prepared.report.offset * 1_000_000).rounded()) - lead) <= 33_334)
  var comparator = AnimationComparator()
  comparator.timeTolerance = 40_000
  let outcome = try comparator.compare(expected: prepared.expected, actual: prepared.actual)
  // Frame 16 (x 5) is within the time tolerance of the square still at x 4; frame 17 (x 7) is not.
  #expect(outcome.outcome != .same)
  let first = try #require(outcome.failingSamples.first)
  #expect(first.start == 0.566667)
  #expect(first.bounds == PixelRect(x: 4, y: 10, width: 7, height: 6))
}

@Test func trimsThatLeaveNothingAreRefused() throws {
  var random = SplitMix64(state: 1)
  let recording = Pictures.recording(lead: 0, tail: 0, random: &random)
  #expect(
    throws: DiffError("recording: trimming 1.5 s from the start and 0.5 s from the end leaves nothing of its 2 s")
  ) {
    try ActualMatching(trimStart: 1_500_000, trimEnd: 500_000).prepare(
      expected: { try Pictures.expected() }, actual: { recording })
  }
}
