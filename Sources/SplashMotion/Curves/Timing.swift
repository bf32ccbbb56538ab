/// A curve resolved for one animation: how long it runs and its progress at each instant.
public struct Timing: Sendable, Hashable {
  /// Seconds from the animation's visible start to its end; progress is exactly 1 from then on.
  public let duration: Double
  /// What drives the progress.
  public let shape: Shape

  /// The function behind a timing.
  public enum Shape: Sendable, Hashable {
    /// Progress = Y(s) at X(s) = elapsed / duration.
    case bezier(UnitBezier)
    /// Progress = the spring's x(elapsed), snapped to 1 at the duration.
    case spring(Spring)
  }

  public init(duration: Double, shape: Shape) {
    self.duration = duration
    self.shape = shape
  }

  /// Progress at `elapsed` seconds after the visible start: 0 at or before 0, 1 at or after
  /// `duration` (a zero-length timing jumps to 1 at 0), the curve in between.
  public func progress(at elapsed: Double) -> Double {
    if elapsed >= duration { return 1 }
    if elapsed <= 0 { return 0 }
    switch shape {
    case .bezier(let bezier): return bezier.progress(at: elapsed / duration)
    case .spring(let spring): return spring.value(at: elapsed)
    }
  }
}

extension Timing {
  /// The highest progress above 1 (a spring's or an overshooting Bézier's peak) and when it
  /// happens, or `nil` when the curve never exceeds 1.
  ///
  /// Scanned on a grid of ≥ 1000 steps (1 ms at most), then refined by golden-section search
  /// in the cells around the best grid point, to about 1e-12 s.
  package func peak() -> (time: Double, value: Double)? {
    guard duration > 0 else { return nil }
    let steps = max(1000, Int((duration * 1000).rounded(.up)))
    let cell = duration / Double(steps)
    var best = (time: 0.0, value: -Double.infinity)
    for i in 0..<steps {
      let t = cell * Double(i)
      let value = progress(at: t)
      if value > best.value { best = (t, value) }
    }
    guard best.value > 1 else { return nil }
    var lo = max(0, best.time - cell)
    var hi = min(duration, best.time + cell)
    let g = (5.0.squareRoot() - 1) / 2
    for _ in 0..<80 {
      let a = hi - g * (hi - lo)
      let b = lo + g * (hi - lo)
      if progress(at: a) > progress(at: b) { hi = b } else { lo = a }
    }
    let t = (lo + hi) / 2
    return (t, progress(at: t))
  }
}
