import SplashRaster
import Testing

@testable import SplashDiff

/// A w×1 strip, white, with a black pixel at `x` (no pixel when x is outside).
private func strip(_ width: Int, dotAt x: Int) -> Surface {
  var s = try! Surface(
    width: width, height: 1, fill: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
  if (0..<width).contains(x) { s[x, 0] = PremultipliedColor(r: 0, g: 0, b: 0, a: 255) }
  return s
}

/// A dot moving at 100 px/s sampled at `fps` for 0.3 s (position floor(t·100/… ) in pixels).
private func movingDot(fps: Double, name: String) throws -> SurfaceSequenceSource {
  let count = Int(0.3 * fps)
  return try SurfaceSequenceSource(
    name: name, frames: (0..<count).map { strip(40, dotAt: Int(Double($0) / fps * 100)) }, fps: fps)
}

@Test func renderingsAtTwoFrameRatesAreComparedByWhatIsOnScreen() throws {
  // 10 fps: dot at 0, 10, 20 for 0.1 s each; 20 fps: 0, 5, 10, 15, 20, 25 for 0.05 s each.
  let report = try AnimationComparator().compare(
    expected: movingDot(fps: 10, name: "10fps"), actual: movingDot(fps: 20, name: "20fps"))
  #expect(report.structureFailures.isEmpty)
  #expect(report.samples.map(\.start) == [0, 0.05, 0.1, 0.15, 0.2, 0.25])
  #expect(report.samples.map(\.end) == [0.05, 0.1, 0.15, 0.2, 0.25, 0.3])
  #expect(report.samples.map(\.expectedFrame) == [0, 0, 1, 1, 2, 2])
  #expect(report.samples.map(\.actualFrame) == [0, 1, 2, 3, 4, 5])
  #expect(report.samples.map(\.differentPixels) == [0, 2, 0, 2, 0, 2])
  #expect(report.samples[1].bounds == PixelRect(x: 0, y: 0, width: 6, height: 1))
  #expect(report.expected.changeTimes == [0, 0.1, 0.2])
  #expect(report.outcome == .pixelsDiffer)
}

@Test func identicalFramesAreMergedAndTimingIsChecked() throws {
  let a = try SurfaceSequenceSource(
    name: "a",
    frames: [strip(4, dotAt: 0), strip(4, dotAt: 0), strip(4, dotAt: 1), strip(4, dotAt: 2)],
    fps: 10)
  let b = try SurfaceSequenceSource(
    name: "b",
    frames: [strip(4, dotAt: 0), strip(4, dotAt: 1), strip(4, dotAt: 1), strip(4, dotAt: 2)],
    fps: 10)
  let report = try AnimationComparator().compare(expected: a, actual: b)
  #expect(report.expected.frames == 4)
  #expect(report.expected.pictures == 3)
  #expect(report.actual.changeTimes == [0, 0.1, 0.3])
  #expect(
    report.structureFailures == [
      .init(
        check: "timing",
        message: "picture 1 appears at 0.2 s in expected, 0.1 s in actual (tolerance 0 s)")
    ])
  #expect(report.outcome == .structureDiffers)
  #expect(report.samples.map(\.differentPixels) == [0, 2, 0, 0])
}

@Test func aStillIsComparedWithEveryPictureAndHasNoDuration() throws {
  let still = SurfaceSequenceSource(
    name: "still.png", width: 4, height: 1, frameCount: 1, fps: 1, isStill: true
  ) { _ in
    strip(4, dotAt: 1)
  }
  let moving = try SurfaceSequenceSource(
    name: "m", frames: [strip(4, dotAt: 0), strip(4, dotAt: 1)], fps: 4)
  let report = try AnimationComparator(maxDiffPixels: 1).compare(expected: still, actual: moving)
  #expect(report.structureFailures.isEmpty)
  #expect(report.samples.map(\.differentPixels) == [2, 0])
  #expect(report.samples.map(\.end) == [0.25, 0.5])
  #expect(report.samples.map(\.passed) == [false, true])
}

@Test func durationToleranceIsEachSidesQuantum() throws {
  let a = try SurfaceSequenceSource(name: "a", frames: [strip(2, dotAt: 0)], fps: 3)
  let b = try SurfaceSequenceSource(name: "b", frames: [strip(2, dotAt: 0)], fps: 3.01)
  let report = try AnimationComparator().compare(expected: a, actual: b)
  #expect(
    report.structureFailures.map(\.message) == [
      "duration differs: expected 0.333 s, actual 0.332 s (tolerance 0 s)"
    ])
}

@Test func reportsPrintTheChangedBoxAsBefore() throws {
  let report = try AnimationComparator(densityWindow: 4).compare(
    expected: movingDot(fps: 10, name: "10fps"), actual: movingDot(fps: 20, name: "20fps"))
  let json = String(decoding: report.json(), as: UTF8.self)
  // report.json's field names and order are a file format: x, y, width, height, keys sorted.
  #expect(
    json.contains(
      """
            "bounds" : {
              "height" : 1,
              "width" : 6,
              "x" : 0,
              "y" : 0
            },
            "densestCount" : 1,
            "densestWindow" : {
              "height" : 1,
              "width" : 4,
              "x" : 0,
              "y" : 0
            },
      """))
  let markdown = report.markdown()
  #expect(markdown.contains("(5.00 %) in 6×1 at (0, 0).\n"))
  #expect(markdown.contains("| 0.05 s | 0 | 1 | 2 | 5.00 % | 0 | 6×1 at (0, 0) | 1 |\n"))
}
