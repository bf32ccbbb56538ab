/// The keyframe track UIKit makes for one channel of an `animateKeyframes` call: the key times
/// and values of a `CAKeyframeAnimation` whose first value is the channel's model value before
/// the call.
///
/// From keyframes (start sᵢ, duration dᵢ, value vᵢ) of one property, in order of start, the keys
/// are: the value before at 0; for each keyframe, the value before it again at sᵢ when sᵢ is
/// later than the previous key (a hold), then vᵢ at sᵢ + dᵢ; the last value again at 1 when the
/// last keyframe ends before 1. The animation's time runs through its curve (the options' curve
/// bits), then through the keys with the calculation mode (`Keyframes`: paced modes ignore the
/// key times, a hold then takes no time; discrete shows each value from its key on).
package struct KeyframeTrack: Sendable, Hashable {
  /// The key times, 0...1, the first 0 and the last 1.
  package let keyTimes: [Double]
  /// The values after the first (the value before the call); one fewer than `keyTimes`. Nil
  /// entries repeat the value before the call (a hold before the first keyframe).
  package let values: [SIMD4<Double>?]
  package let calculationMode: CalculationMode
  /// Warps the whole animation's time.
  package let curve: UnitBezier
  /// Seconds of one forward pass.
  package let duration: Double
  package let repetition: Repetition

  /// The keys of keyframes `(start, duration, value)` (fractions of the whole), in order of start;
  /// a keyframe that starts before the previous one ends is taken to start at that end (the
  /// timeline refuses such overlaps before it gets here).
  package init(
    keyframes: [(start: Double, duration: Double, value: SIMD4<Double>)], calculationMode: CalculationMode,
    curve: UnitBezier, duration: Double, repetition: Repetition
  ) {
    var times = [0.0]
    var values: [SIMD4<Double>?] = []
    var last: SIMD4<Double>? = nil
    var end = 0.0
    for keyframe in keyframes {
      if keyframe.start > end {
        times.append(keyframe.start)
        values.append(last)
      }
      end = max(end, keyframe.start + keyframe.duration)
      times.append(min(1, end))
      values.append(keyframe.value)
      last = keyframe.value
    }
    if end < 1 {
      times.append(1)
      values.append(last)
    }
    keyTimes = times
    self.values = values
    self.calculationMode = calculationMode
    self.curve = curve
    self.duration = duration
    self.repetition = repetition
  }

  /// The model value the call leaves: the last keyframe's value.
  package var finalValue: SIMD4<Double>? { values.last ?? nil }

  /// Seconds from the visible start until the track is removed (infinite when it repeats forever).
  package var activeLength: Double { repetition.activeLength(duration) }

  /// The progress through the keys at `elapsed` seconds after the visible start, after the curve.
  package func progress(at elapsed: Double) -> Double {
    let u = repetition.forwardTime(elapsed, duration: duration)
    if u <= 0 || duration <= 0 { return u <= 0 && duration > 0 ? 0 : 1 }
    if u >= duration { return 1 }
    return curve.progress(at: u / duration)
  }

  /// The presentation value at `elapsed` seconds after the visible start, from `before`, the
  /// channel's model value before the call.
  package func value(at elapsed: Double, from before: SIMD4<Double>) -> SIMD4<Double> {
    let list = [before] + values.map { $0 ?? before }
    let p = progress(at: elapsed)
    guard let keyframes = try? Keyframes(values: list, keyTimes: keyTimes, calculationMode: calculationMode) else {
      return list[list.count - 1]
    }
    return keyframes.value(at: p)
  }
}
