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
