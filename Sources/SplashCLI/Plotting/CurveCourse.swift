import SplashMotion

/// What `splashreel curve` samples: a curve's progress over its cycles (`--repeat`,
/// `--autoreverse`), or a keyframe track driven by it (`--values`), as an `animateKeyframes`
/// call's curve drives its keys or a `CAKeyframeAnimation`'s `timingFunction` its values.
struct CurveCourse {
  let timing: Timing
  var repetition = Repetition.once
  /// The keyframe track; nil samples the progress itself.
  var keyframes: Keyframes?

  /// Seconds from the start to the end of the last cycle.
  var duration: Double { repetition.isOnce ? timing.duration : repetition.activeLength(timing.duration) }

  /// The value at `t` seconds: the progress of the cycle's forward time, or the keyframe value at it.
  func progress(at t: Double) -> Double {
    let p = timing.progress(at: repetition.forwardTime(t, duration: timing.duration))
    return keyframes.map { $0.value(at: p).x } ?? p
  }

  /// The highest value above 1 and when, in the first cycle (later ones repeat it); nil when
  /// none is above 1.
  func peak() -> (time: Double, value: Double)? {
    guard let keyframes else { return timing.peak() }
    let steps = max(1000, Int((timing.duration * 1000).rounded(.up)))
    var best: (time: Double, value: Double)?
    for i in 0...steps {
      let t = timing.duration * Double(i) / Double(steps)
      let value = keyframes.value(at: timing.progress(at: t)).x
      if value > 1, value > (best?.value ?? 1) { best = (t, value) }
    }
    return best
  }
}
