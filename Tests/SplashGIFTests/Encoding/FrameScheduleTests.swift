import Testing

@testable import SplashGIF

@Suite struct FrameScheduleTests {
  func delays(_ count: Int, _ fps: Double) throws -> [Int] {
    try FrameSchedule(frameCount: count, fps: fps).entries.map(\.delay)
  }

  @Test func thirtyFramesPerSecondAccumulatesToThreeThreeFour() throws {
    let schedule = try FrameSchedule(frameCount: 9, fps: 30)
    #expect(schedule.entries.map(\.delay) == [3, 3, 4, 3, 3, 4, 3, 3, 4])
    #expect(schedule.entries.map(\.source) == Array(0..<9))
    #expect(schedule.totalDelay == 30)
    #expect(!schedule.isResampled)
  }

  @Test func thirtyFramesPerSecondTotalIsTheAnimationLength() throws {
    // 120 frames at 30 fps = 4 s; 100 frames = 3.333 s → 333 cs.
    #expect(try delays(120, 30).reduce(0, +) == 400)
    #expect(try delays(100, 30).reduce(0, +) == 333)
  }

  @Test func twentyFourFramesPerSecond() throws {
    #expect(try delays(12, 24) == [4, 4, 4, 4, 4, 5, 4, 4, 4, 4, 4, 5])
  }

  @Test func fiftyFramesPerSecondIsTwoCentiseconds() throws {
    #expect(try delays(5, 50) == [2, 2, 2, 2, 2])
  }

  @Test func fractionalRate() throws {
    // 100 / 29.97 = 3.3367 cs per frame: starts 0, 3, 6, 10, 13.
    #expect(try delays(4, 29.97) == [3, 3, 4, 3])
  }

  @Test func sixtyFramesPerSecondIsResampledToFifty() throws {
    let schedule = try FrameSchedule(frameCount: 7, fps: 60)
    // 7 frames at 60 fps last ⌊700 / 60⌋ = 11 cs: five slots of 2 cs, the last takes the rest.
    #expect(schedule.isResampled)
    #expect(schedule.entries.map(\.source) == [0, 1, 2, 3, 4])
    #expect(schedule.entries.map(\.delay) == [2, 2, 2, 2, 3])
  }

  @Test func resamplingPicksTheLatestFrameStartedByEachSlot() throws {
    let schedule = try FrameSchedule(frameCount: 12, fps: 120)
    // Slot k at k/50 s shows source ⌊k·120/50⌋; 12 frames at 120 fps = 10 cs = 5 slots.
    #expect(schedule.entries.map(\.source) == [0, 2, 4, 7, 9])
    #expect(schedule.entries.map(\.delay) == [2, 2, 2, 2, 2])
  }

  @Test func sixtyFramesPerSecondForTwoSeconds() throws {
    let schedule = try FrameSchedule(frameCount: 120, fps: 60)
    #expect(schedule.entries.count == 100)
    #expect(schedule.totalDelay == 200)
    #expect(Set(schedule.entries.map(\.delay)) == [2])
    #expect(schedule.entries.prefix(6).map(\.source) == [0, 1, 2, 3, 4, 6])
  }

  @Test func aSingleShortFrameLastsTwoCentiseconds() throws {
    #expect(try delays(1, 100) == [2])
    #expect(try delays(1, 30) == [3])
    #expect(try delays(1, 0.5) == [200])
  }

  @Test func refusesNoFramesAndBadRates() {
    #expect(throws: GIFError("cannot encode a GIF with no frames")) { try FrameSchedule(frameCount: 0, fps: 30) }
    #expect(throws: GIFError("frame rate must be a positive number, got 0.0")) { try FrameSchedule(frameCount: 3, fps: 0) }
    #expect(throws: GIFError("frame rate must be a positive number, got inf")) {
      try FrameSchedule(frameCount: 3, fps: .infinity)
    }
  }
}
