import SplashRaster
import Testing

@testable import SplashDiff

private func frames(_ source: some AnimationSource) throws -> [TimedFrame] {
  var source = source
  var result: [TimedFrame] = []
  while let frame = try source.next() { result.append(frame) }
  return result
}

private func uneven() -> TimedFramesSource {
  // Four frames: 0–10 ms, 10–40, 40–45, 45–100; each a different grey.
  let starts = [0, 10_000, 40_000, 45_000, 100_000]
  return TimedFramesSource(
    name: "rec",
    frames: (0..<4).map {
      TimedFrame(
        surface: Pictures.picture(4, 2, background: PremultipliedColor(r: UInt8($0 * 50), g: 0, b: 0, a: 255)),
        start: starts[$0], duration: starts[$0 + 1] - starts[$0])
    })
}

@Test func aTimeWindowCutsFramesAtItsEdgesAndKeepsTheirNumbers() throws {
  let cut = try frames(TimeWindowSource(uneven(), from: 25_000, to: 60_000))
  #expect(cut.map(\.start) == [0, 15_000, 20_000])
  #expect(cut.map(\.duration) == [15_000, 5_000, 15_000])
  #expect(cut.map(\.number) == [1, 2, 3])
  #expect(cut[0].surface[0, 0].r == 50)
  let open = try frames(TimeWindowSource(uneven(), from: 45_000))
  #expect(open.map(\.start) == [0] && open.map(\.duration) == [55_000] && open.map(\.number) == [3])
}

@Test func aNegativeWindowStartHoldsTheFirstFrame() throws {
  let early = try frames(TimeWindowSource(uneven(), from: -30_000, to: 20_000, extraQuantum: 7))
  #expect(early.map(\.start) == [0, 40_000])
  #expect(early.map(\.duration) == [40_000, 10_000])
  #expect(TimeWindowSource(uneven(), from: -30_000, extraQuantum: 7).timeQuantum == 7)
}

@Test func aCropKeepsTheRectangleAndRefusesOneOutside() throws {
  var picture = Pictures.picture(6, 4)
  picture[4, 3] = Pictures.black
  let source = try SurfaceSequenceSource(name: "p", frames: [picture], fps: 1)
  let cropped = try frames(CroppedSource(source, to: PixelRect(x: 3, y: 2, width: 3, height: 2)))
  #expect(cropped[0].surface.width == 3 && cropped[0].surface.height == 2)
  #expect(cropped[0].surface[1, 1] == Pictures.black)
  #expect(cropped[0].surface[0, 0] == Pictures.white)
  #expect(throws: DiffError("p: the crop 3×3 at (4, 2) lies outside the 6×4 frames")) {
    try CroppedSource(source, to: PixelRect(x: 4, y: 2, width: 3, height: 3))
  }
  #expect(throws: DiffError("0,0,2000,10 lies outside the 390×844 recording")) {
    try ActualMatching.check(PixelRect(x: 0, y: 0, width: 2000, height: 10), width: 390, height: 844)
  }
}

@Test func scalingAreaAveragesDown() throws {
  // A 4×2 picture: left half black, right half white → 2×1: black, white; 1×1: mid grey.
  let picture = Pictures.picture(4, 2, boxes: [(PixelRect(x: 0, y: 0, width: 2, height: 2), Pictures.black)])
  let source = try SurfaceSequenceSource(name: "p", frames: [picture], fps: 1)
  let half = try frames(ScaledSource(source, width: 2, height: 1))[0].surface
  #expect(half[0, 0] == Pictures.black && half[1, 0] == Pictures.white)
  let one = try frames(ScaledSource(source, width: 1, height: 1))[0].surface
  #expect(one[0, 0] == PremultipliedColor(r: 128, g: 128, b: 128, a: 255))
}

@Test func aFrameOffByAFewMillisecondsPassesWithinTheTimeTolerance() throws {
  // Expected at 10 fps: dot at x 0, 1, 2. Actual: the same pictures 20 ms late.
  let dots = (0..<3).map {
    Pictures.picture(4, 1, boxes: [(PixelRect(x: $0, y: 0, width: 1, height: 1), Pictures.black)])
  }
  let expected = try SurfaceSequenceSource(name: "e", frames: dots, fps: 10)
  let late = TimedFramesSource(
    name: "a",
    frames: [
      TimedFrame(surface: dots[0], start: 0, duration: 120_000),
      TimedFrame(surface: dots[1], start: 120_000, duration: 100_000),
      TimedFrame(surface: dots[2], start: 220_000, duration: 80_000),
    ])
  var comparator = AnimationComparator(metric: PixelMatch(includeAntiAliased: true))
  let strict = try comparator.compare(expected: expected, actual: late)
  #expect(strict.failingSamples.map(\.start) == [0.1, 0.2])
  comparator.timeTolerance = 20_000
  let tolerant = try comparator.compare(expected: expected, actual: late)
  #expect(tolerant.outcome == .same)
  #expect(tolerant.samples.map(\.expectedShift) == [nil, -0.02, nil, -0.02, nil])
  #expect(tolerant.samples.map(\.expectedFrame) == [0, 0, 1, 1, 2])
  comparator.timeTolerance = 19_999
  #expect(try comparator.compare(expected: expected, actual: late).failingSamples.count == 2)
}
