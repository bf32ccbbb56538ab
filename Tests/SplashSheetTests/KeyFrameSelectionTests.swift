import Testing

@testable import SplashSheet

private let tenthSeconds = (0..<8).map { $0 * 100_000 }
private let thirtyFPS = (0..<90).map { Int((Double($0) * 1_000_000 / 30).rounded()) }

@Test func evenlySpacedInstantsTakeTheNearestFrameAndIncludeFirstAndLast() {
  #expect(KeyFrameSelection.evenly(count: 4).pick(starts: tenthSeconds) == [0, 2, 5, 7])
  #expect(KeyFrameSelection.evenly(count: 8).pick(starts: thirtyFPS) == [0, 13, 25, 38, 51, 64, 76, 89])
  #expect(KeyFrameSelection.evenly(count: 2).pick(starts: thirtyFPS) == [0, 89])
  #expect(KeyFrameSelection.evenly(count: 1).pick(starts: thirtyFPS) == [0])
}

@Test func askingForMoreFramesThanThereAreShowsEachOnce() {
  #expect(KeyFrameSelection.evenly(count: 20).pick(starts: tenthSeconds) == [0, 1, 2, 3, 4, 5, 6, 7])
  #expect(KeyFrameSelection.evenly(count: 3).pick(starts: [0]) == [0])
}

@Test func aLongHoldIsShownOnce() {
  // Instants 0, 0.275, 0.55, 0.825, 1.1 s; 0.55 s is nearer the frame at 0.1 s than at 1.1 s.
  #expect(KeyFrameSelection.evenly(count: 5).pick(starts: [0, 100_000, 1_100_000]) == [0, 1, 2])
}

@Test func everyIntervalEndsWithTheLastFrameAndTiesGoEarlier() {
  // 0.25 s lies halfway between the frames at 0.2 and 0.3 s: the earlier one.
  #expect(KeyFrameSelection.every(interval: 250_000).pick(starts: tenthSeconds) == [0, 2, 5, 7])
  #expect(KeyFrameSelection.every(interval: 500_000).pick(starts: thirtyFPS) == [0, 15, 30, 45, 60, 75, 89])
  #expect(KeyFrameSelection.every(interval: 10_000_000).pick(starts: thirtyFPS) == [0, 89])
}

@Test func timestampLabelsRoundToHundredths() {
  #expect(KeyFrames.label(start: 433_333, index: 13) == "0.43 s · frame 13")
  #expect(KeyFrames.label(start: 0, index: 0) == "0.00 s · frame 0")
  #expect(KeyFrames.seconds(1_066_667) == "1.07")
  #expect(KeyFrames.seconds(2_966_667) == "2.97")
  #expect(KeyFrames.seconds(12_005_000) == "12.01")
}

@Test func byChangeSpacesFramesByAccumulatedChange() {
  let starts = tenthSeconds
  let changes = [0, 0, 0, 10, 0, 0, 30, 0]
  // Accumulated 0 0 0 10 10 10 40 40; targets 0, 20, 40 → frames 0, 6, 6.
  #expect(KeyFrameSelection.byChange(count: 3).pick(starts: starts, changes: changes) == [0, 6])
  // Targets 0, 10, 20, 30, 40 → 0, 3, 6, 6, 6.
  #expect(KeyFrameSelection.byChange(count: 5).pick(starts: starts, changes: changes) == [0, 3, 6])
  #expect(KeyFrameSelection.byChange(count: 5).pick(starts: starts, changes: [0, 0, 0, 0, 0, 0, 0, 0]) == [0])
  #expect(KeyFrameSelection.byChange(count: 1).pick(starts: starts, changes: changes) == [0])
  // Steady change: targets 0, 12, 23, 35 of 35 → the first frames reaching them, 0, 3, 5, 7.
  #expect(
    KeyFrameSelection.byChange(count: 4).pick(starts: starts, changes: [0, 5, 5, 5, 5, 5, 5, 5]) == [0, 3, 5, 7])
  #expect(KeyFrameSelection.byChange(count: 4).needsChanges && !KeyFrameSelection.evenly(count: 4).needsChanges)
}
