import Foundation

/// `CAMediaTiming`, the timing every Core Animation animation and group has, and the arithmetic
/// that turns its parent's time into a position within one cycle.
///
/// With `elapsed = t_parent − beginTime`, the active time is `a = elapsed × speed` and the local
/// time `u = a + timeOffset` (the facts' `t_local = (t_parent − beginTime) × speed + timeOffset`).
/// The animation is active while `0 ≤ a < activeDuration`; a `timeOffset` starts it part-way and
/// wraps around, so it still plays `activeDuration` (Apple's "Timing, Timespaces, and
/// CAAnimation" example: duration 3, timeOffset 1 plays 1 → 3, then 0 → 1). A cycle lasts
/// `duration`, twice that when it `autoreverses`; `repeatCount` (fractional or `.infinity`) or
/// `repeatDuration` give the active duration.
public struct MediaTiming: Sendable, Hashable {
  /// Seconds after the parent's time 0 (the step's start, or the group's local time) it begins.
  public var beginTime: Double
  /// Seconds of one cycle in local time (> 0; Core Animation's 0 means 0.25).
  public var duration: Double
  /// Local seconds per parent second, ≥ 0 (0 freezes it at `timeOffset`).
  public var speed: Double
  /// Local seconds added to the active time.
  public var timeOffset: Double
  /// Cycles to play (0: once); fractional plays part of the last one; `.infinity` forever.
  public var repeatCount: Double
  /// Local seconds to play for, instead of `repeatCount` (0: unused).
  public var repeatDuration: Double
  /// Plays each cycle forward then backward.
  public var autoreverses: Bool
  public var fillMode: FillMode
  /// Whether the animation is removed when it ends (then it shows nothing, whatever `fillMode`).
  public var isRemovedOnCompletion: Bool

  /// Core Animation's default `duration` when none is given (a `CAAnimation` with duration 0).
  public static let defaultDuration = 0.25

  /// A timing with Core Animation's defaults for whatever is not given.
  ///
  /// - Throws: `MotionError` for a non-finite or negative time, a negative speed, or both
  ///   `repeatCount` and `repeatDuration` (undefined in Core Animation).
  public init(
    beginTime: Double = 0, duration: Double = MediaTiming.defaultDuration, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: FillMode = .removed,
    isRemovedOnCompletion: Bool = true
  ) throws(MotionError) {
    try MotionError.requireDuration(beginTime, "beginTime")
    try MotionError.requirePositive(duration, "duration")
    try MotionError.requireDuration(speed, "speed")
    try MotionError.requireFinite(timeOffset, "timeOffset")
    guard !repeatCount.isNaN, repeatCount >= 0 else {
      throw MotionError("repeatCount must be a number ≥ 0 or infinity, got \(MotionError.format(repeatCount))")
    }
    guard !repeatDuration.isNaN, repeatDuration >= 0 else {
      throw MotionError("repeatDuration must be a number ≥ 0 or infinity, got \(MotionError.format(repeatDuration))")
    }
    guard repeatCount == 0 || repeatDuration == 0 else {
      throw MotionError("give repeatCount or repeatDuration, not both (Core Animation leaves that undefined)")
    }
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
    self.isRemovedOnCompletion = isRemovedOnCompletion
  }

  /// Local seconds of one cycle: `duration`, doubled when it autoreverses.
  public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

  /// Local seconds the animation is active: `repeatDuration`, else `cycleDuration × repeatCount`
  /// (a count of 0 plays once); infinite for `.infinity`.
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    return cycleDuration * (repeatCount > 0 ? repeatCount : 1)
  }

  /// Parent seconds from the parent's time 0 to the end of the active time: `beginTime +
  /// activeDuration / speed`; infinite when it repeats forever or its speed is 0.
  public var end: Double {
    guard speed > 0, activeDuration.isFinite else { return .infinity }
    return beginTime + activeDuration / speed
  }

  /// Where in a cycle the animation is at parent time `t`, or nil when it shows nothing.
  ///
  /// `removable`: whether `isRemovedOnCompletion` applies (a top-level animation; a group's
  /// children are never removed on their own, only their `fillMode` counts).
  package func position(at t: Double, removable: Bool = true) -> Position? {
    let elapsed = t - beginTime
    let active = activeDuration
    var a = elapsed * speed
    var atEnd = false
    if elapsed < 0 {
      guard fillMode.fillsBackwards else { return nil }
      a = 0
    } else if a >= active {
      guard fillMode.fillsForwards, !(removable && isRemovedOnCompletion) else { return nil }
      a = active
      atEnd = true
    }
    var u = a + timeOffset
    if timeOffset != 0, active.isFinite {
      // A time offset starts part-way through and wraps around the active duration.
      u = u - (u / active).rounded(.down) * active
      if atEnd && u == 0 { u = active }
    }
    return cycle(u, atEnd: atEnd)
  }

  /// The cycle and progress of local time `u`; at the end of the active time a whole number of
  /// cycles is the end of the last one, not the start of the next.
  func cycle(_ u: Double, atEnd: Bool) -> Position {
    let length = cycleDuration
    var index = (u / length).rounded(.down)
    var within = u - index * length
    if atEnd, within <= 0, index > 0 {
      index -= 1
      within = length
    }
    within = min(max(within, 0), length)
    let forward = autoreverses && within > duration ? length - within : within
    return Position(progress: min(forward / duration, 1), repeatIndex: Int(min(max(index, 0), 1e9)), time: forward)
  }

  /// A position in one cycle.
  package struct Position: Sendable, Hashable {
    /// 0 at the start value, 1 at the end value (folded back when autoreversing), before the
    /// animation's `timingFunction`.
    package let progress: Double
    /// Whole cycles played before this one (what `isCumulative` multiplies).
    package let repeatIndex: Int
    /// Local seconds into the (folded) cycle: `progress × duration`; a group's children run on it.
    package let time: Double
  }
}
