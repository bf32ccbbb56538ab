import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashDiff

private func profile(_ source: some AnimationSource) throws -> MotionProfile {
  let grid = MotionProfile.grid(width: source.width, height: source.height)
  return try MotionProfile(source, columns: grid.columns, rows: grid.rows)
}

@Test func aRecordingCutAtARandomPointIsAlignedWithinOneFrame() throws {
  var random = SplitMix64(state: 17)
  let lead = random.int(in: 100_000...1_500_000)
  let recording = Pictures.recording(lead: lead, random: &random)
  let found = try #require(TimeAligner().align(expected: profile(Pictures.expected()), actual: profile(recording)))
  #expect(lead == 888_901)
  #expect(abs(found.offset - lead) <= 33_334)
  #expect(found.offset == 891_000)
  #expect(found.precision == 33_333)
}

@Test func manySeededCutsAllAlignWithinOneFrame() throws {
  var random = SplitMix64(state: 2026)
  let expected = try profile(Pictures.expected())
  var errors: [Int] = []
  for _ in 0..<6 {
    let lead = random.int(in: 0...2_000_000)
    let found = try #require(
      TimeAligner().align(expected: expected, actual: profile(Pictures.recording(lead: lead, random: &random))))
    errors.append(abs(found.offset - lead))
  }
  #expect(errors.allSatisfy { $0 <= 33_334 }, "\(errors)")
}

@Test func aRecordingThatStartsLateIsAnEarlierStart() throws {
  // The recording misses the first 0.25 s of the animation: it starts 0.25 s "earlier".
  var random = SplitMix64(state: 5)
  let full = Pictures.recording(lead: 0, random: &random)
  let late = TimedFramesSource(
    name: "late",
    frames: full.frames.filter { $0.start >= 250_000 }.map {
      TimedFrame(surface: $0.surface, start: $0.start - 250_000, duration: $0.duration)
    })
  let found = try #require(TimeAligner().align(expected: profile(Pictures.expected()), actual: profile(late)))
  #expect(abs(found.offset + 250_000) <= 33_334)
}

@Test func aStillSideHasNothingToAlignOn() throws {
  let still = try SurfaceSequenceSource(
    name: "still", frames: [Pictures.picture(48, 32), Pictures.picture(48, 32)], fps: 1)
  #expect(try TimeAligner().align(expected: profile(Pictures.expected()), actual: profile(still)) == nil)
}

@Test func changesLeaveOutNoiseAndStillStretches() throws {
  let p = try profile(Pictures.expected())
  #expect(p.columns == 24 && p.rows == 16)
  #expect(p.duration == 2_000_000)
  // The square moves on frames 16…36 (some steps stay within a cell's dead zone) and the bar comes and goes.
  let times = p.changes.map(\.time)
  #expect(times.first == SurfaceSequenceSource.start(of: 16, fps: 30))
  #expect(times.contains(SurfaceSequenceSource.start(of: 45, fps: 30)))
  #expect(times.last == SurfaceSequenceSource.start(of: 48, fps: 30))
  #expect(TimeAligner.peaks([0, 1, 3, 3, 3, 1, 0, 2, 0], separation: 2) == [3, 7])
}
