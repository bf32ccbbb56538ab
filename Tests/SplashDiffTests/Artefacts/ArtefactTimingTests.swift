import Foundation
import SplashFrames
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashDiff

private func sample(_ start: Int, _ end: Int, differing: Int = 0) -> ArtefactTiming.Sample {
  ArtefactTiming.Sample(start: start, end: end, differentPixels: differing)
}

@Test func samplesKeepTheirCentisecondTiming() throws {
  // A 30 fps render: boundaries at 0, 33,333, 66,667, 100,000 µs → 0, 3, 7, 10 cs, end 13 cs.
  let schedule = try ArtefactTiming.schedule([
    sample(0, 33_333), sample(33_333, 66_667), sample(66_667, 100_000), sample(100_000, 133_333),
  ])
  #expect(
    schedule.entries == [
      .init(source: 0, delay: 3), .init(source: 1, delay: 4), .init(source: 2, delay: 3), .init(source: 3, delay: 3),
    ])
  #expect(schedule.totalDelay == 13)
}

@Test func aSampleShorterThanTwoCentisecondsSharesASlotAndTheWorseOneShows() throws {
  // 0, 2, 3 (1 cs after the slot at 2: merged, and it differs more, so it shows), 4 cs; end 6 cs.
  let schedule = try ArtefactTiming.schedule([
    sample(0, 20_000), sample(20_000, 26_667), sample(26_667, 40_000, differing: 5), sample(40_000, 60_000),
  ])
  #expect(schedule.entries == [.init(source: 0, delay: 2), .init(source: 2, delay: 2), .init(source: 3, delay: 2)])
  // A passing sample never replaces a failing one in its slot.
  let kept = try ArtefactTiming.schedule([sample(0, 20_000, differing: 3), sample(10_000, 40_000)])
  #expect(kept.entries == [.init(source: 0, delay: 4)])
}

@Test func aStillComparisonIsOneShortFrame() throws {
  #expect(try ArtefactTiming.schedule([sample(0, 0)]).entries == [.init(source: 0, delay: 2)])
  // The last frame lasts to the end, at least 2 cs.
  #expect(try ArtefactTiming.schedule([sample(0, 50_000), sample(50_000, 55_000)]).entries.map(\.delay) == [5, 2])
}

@Test func anExplicitScheduleRejectsDelaysViewersWouldSlowDown() {
  #expect(throws: GIFError("schedule entry 1 lasts 1 cs; GIF frames need at least 2 cs")) {
    try FrameSchedule(entries: [.init(source: 0, delay: 3), .init(source: 1, delay: 1)])
  }
  #expect(throws: GIFError("cannot encode a GIF with no frames")) { try FrameSchedule(entries: []) }
}

@Test func theEncoderFollowsAnExplicitSchedule() throws {
  let red = try Surface(width: 3, height: 2, fill: PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
  let blue = try Surface(width: 3, height: 2, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  let scratch = TemporaryFolder("schedule")
  let path = scratch.file("schedule.gif")
  let schedule = try FrameSchedule(entries: [
    .init(source: 0, delay: 3), .init(source: 1, delay: 5), .init(source: 0, delay: 2),
  ])
  let report = try GIFEncoder().encode(SurfaceFrames([red, blue]), schedule: schedule, to: path)
  #expect(report.delays == [3, 5, 2])
  var decoder = try GIFDecoder(contentsOf: path)
  var shown: [Surface] = []
  while let frame = try decoder.next() { shown.append(frame.surface) }
  #expect(shown == [red, blue, red])
  #expect(throws: GIFError("the schedule shows frame 2, but the sequence has 2 frames")) {
    try GIFEncoder().encode(
      SurfaceFrames([red, blue]), schedule: FrameSchedule(entries: [.init(source: 2, delay: 2)]), to: path)
  }
}
