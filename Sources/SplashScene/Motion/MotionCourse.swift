/// One layer's samples on its track's instants, readable at any time: numbers are interpolated
/// linearly between instants, discrete values hold from their instant; before the first instant
/// the first sample shows, after the last the last.
struct MotionCourse {
  let times: [Double]
  let samples: [MotionSample]

  /// The last instant at or before `t` (0 before the first).
  func index(at t: Double) -> Int {
    var low = 0
    var high = times.count - 1
    guard t >= times[0] else { return 0 }
    while low < high {
      let mid = (low + high + 1) / 2
      if times[mid] <= t + 1e-12 { low = mid } else { high = mid - 1 }
    }
    return low
  }

  func numbers(_ channel: MotionChannel, at t: Double) -> [Double] {
    let i = index(at: t)
    let a = channel.numbers(samples[i])
    guard i + 1 < times.count, t > times[i] else { return a }
    let b = channel.numbers(samples[i + 1])
    let f = (t - times[i]) / (times[i + 1] - times[i])
    return zip(a, b).map { $0 + ($1 - $0) * f }
  }

  func sample(at t: Double) -> MotionSample { samples[index(at: t)] }

  /// The sample at the first instant at or after `t` (the last when none is): where a property
  /// shows the value an animation ending at `t` leaves.
  func sample(from t: Double) -> MotionSample {
    samples[times.firstIndex { $0 >= t - 1e-9 } ?? samples.count - 1]
  }

  /// The smallest and largest value of each component over `[t0, t1]`.
  func range(_ channel: MotionChannel, from t0: Double, to t1: Double) -> (low: [Double], high: [Double]) {
    var low = numbers(channel, at: t0)
    var high = low
    func include(_ values: [Double]) {
      for c in values.indices {
        low[c] = min(low[c], values[c])
        high[c] = max(high[c], values[c])
      }
    }
    include(numbers(channel, at: t1))
    var i = index(at: t0) + 1
    while i < times.count && times[i] < t1 {
      include(channel.numbers(samples[i]))
      i += 1
    }
    return (low, high)
  }

  /// Every discrete value shown at the instants within `window` of `t` (and at `t`). Between two
  /// instants a discrete value is unknown, so none is assumed there.
  func discreteValues(_ channel: MotionChannel, near t: Double, window: Double) -> Set<String> {
    var values: Set<String> = [channel.discrete(sample(at: t))]
    for (k, time) in times.enumerated() where abs(time - t) <= window + 1e-9 {
      values.insert(channel.discrete(samples[k]))
    }
    return values
  }

  /// Whether `value` (of the other side, at some instant) is what this course shows within
  /// `window` seconds of `t`, give or take `tolerance` per component.
  func takes(_ value: [Double], _ channel: MotionChannel, near t: Double, window: Double, tolerance: Double) -> Bool {
    let (low, high) = range(channel, from: t - window, to: t + window)
    for c in value.indices where value[c] < low[c] - tolerance || value[c] > high[c] + tolerance {
      return false
    }
    return true
  }
}
