import Testing

@testable import SplashMotion

// CAMediaTiming arithmetic, against values worked out by hand from
// t_local = (t_parent − beginTime) × speed + timeOffset and the cycle rules.

private func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}

@Test func beginTimeDelaysAndRemovalSnapsBack() throws {
  let timing = try MediaTiming(beginTime: 0.5, duration: 1)
  #expect(timing.position(at: 0.4) == nil)
  #expect(near(timing.position(at: 0.5)?.progress, 0))
  #expect(near(timing.position(at: 1.0)?.progress, 0.5))
  #expect(timing.position(at: 1.5) == nil)
  #expect(timing.end == 1.5)
}

@Test func fillModesHoldOnlyWhileNotRemoved() throws {
  let removedForwards = try MediaTiming(beginTime: 1, duration: 1, fillMode: .forwards)
  #expect(removedForwards.position(at: 2.5) == nil)
  let kept = try MediaTiming(beginTime: 1, duration: 1, fillMode: .forwards, isRemovedOnCompletion: false)
  #expect(kept.position(at: 2.5)?.progress == 1)
  #expect(kept.position(at: 0.5) == nil)
  let backwards = try MediaTiming(beginTime: 1, duration: 1, fillMode: .backwards)
  #expect(backwards.position(at: 0.5)?.progress == 0)
  #expect(backwards.position(at: 2.5) == nil)
  let both = try MediaTiming(beginTime: 1, duration: 1, fillMode: .both, isRemovedOnCompletion: false)
  #expect(both.position(at: 0)?.progress == 0)
  #expect(both.position(at: 9)?.progress == 1)
  // A group's child is never removed on its own: its forwards fill holds.
  #expect(removedForwards.position(at: 2.5, removable: false)?.progress == 1)
}

@Test func speedScalesLocalTimeAndTheEnd() throws {
  let timing = try MediaTiming(beginTime: 0.2, duration: 1, speed: 2)
  #expect(near(timing.position(at: 0.45)?.progress, 0.5))
  #expect(near(timing.end, 0.7))
  let frozen = try MediaTiming(duration: 1, speed: 0, timeOffset: 0.25)
  #expect(frozen.end == .infinity)
  #expect(near(frozen.position(at: 100)?.progress, 0.25))
}

@Test func timeOffsetStartsPartWayAndWrapsAround() throws {
  // Duration 3, timeOffset 1: plays 1 → 3, then 0 → 1, ending at 3 s.
  let timing = try MediaTiming(duration: 3, timeOffset: 1, fillMode: .forwards, isRemovedOnCompletion: false)
  #expect(near(timing.position(at: 0)?.progress, 1.0 / 3))
  #expect(near(timing.position(at: 1.5)?.progress, 2.5 / 3))
  #expect(near(timing.position(at: 2.5)?.progress, 0.5 / 3))
  #expect(near(timing.position(at: 3)?.progress, 1.0 / 3))
  #expect(timing.end == 3)
}

@Test func fractionalRepeatCountPlaysPartOfTheLastCycle() throws {
  let timing = try MediaTiming(duration: 0.4, repeatCount: 2.5, fillMode: .forwards, isRemovedOnCompletion: false)
  #expect(near(timing.activeDuration, 1.0))
  let middle = timing.position(at: 0.5)!
  #expect(middle.repeatIndex == 1)
  #expect(near(middle.progress, 0.25))
  let end = timing.position(at: 1.0)!
  #expect(end.repeatIndex == 2)
  #expect(near(end.progress, 0.5))
  // A whole number of cycles ends at the end of the last one, not the start of the next.
  let two = try MediaTiming(duration: 0.5, repeatCount: 2, fillMode: .forwards, isRemovedOnCompletion: false)
  #expect(two.position(at: 1)?.progress == 1)
  #expect(two.position(at: 1)?.repeatIndex == 1)
}

@Test func autoreversePlaysForwardThenBack() throws {
  let timing = try MediaTiming(duration: 1, autoreverses: true)
  #expect(timing.activeDuration == 2)
  #expect(near(timing.position(at: 0.25)?.progress, 0.25))
  #expect(near(timing.position(at: 1.25)?.progress, 0.75))
  #expect(near(timing.position(at: 1.5)?.progress, 0.5))
  #expect(timing.position(at: 2) == nil)
  let repeated = try MediaTiming(duration: 0.5, repeatCount: 2, autoreverses: true)
  #expect(repeated.end == 2)
  #expect(repeated.position(at: 1.25)?.repeatIndex == 1)
  #expect(near(repeated.position(at: 1.25)?.progress, 0.5))
}

@Test func repeatDurationAndInfinityGiveTheActiveTime() throws {
  let timing = try MediaTiming(duration: 1, repeatDuration: 1.5)
  #expect(timing.end == 1.5)
  #expect(timing.position(at: 1.25)?.repeatIndex == 1)
  #expect(near(timing.position(at: 1.25)?.progress, 0.25))
  let forever = try MediaTiming(duration: 1, repeatCount: .infinity)
  #expect(forever.end == .infinity)
  #expect(forever.position(at: 100.3)?.repeatIndex == 100)
  #expect(near(forever.position(at: 100.3)?.progress, 0.3))
}

@Test func invalidTimingsAreOneLineErrors() {
  #expect(throws: MotionError("give repeatCount or repeatDuration, not both (Core Animation leaves that undefined)")) {
    _ = try MediaTiming(repeatCount: 2, repeatDuration: 1)
  }
  #expect(throws: MotionError("speed must be a number ≥ 0, got -1")) { _ = try MediaTiming(speed: -1) }
  #expect(throws: MotionError("duration must be a number > 0, got 0")) { _ = try MediaTiming(duration: 0) }
  #expect(throws: MotionError("repeatCount must be a number ≥ 0 or infinity, got -2")) {
    _ = try MediaTiming(repeatCount: -2)
  }
}
