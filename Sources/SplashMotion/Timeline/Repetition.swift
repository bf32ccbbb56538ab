/// How a UIKit animation repeats: `UIView.AnimationOptions.repeat` (forever) and `.autoreverse`
/// (each cycle plays forward, then backward), or a count of cycles
/// (`UIView.modifyAnimations(withRepeatCount:autoreverses:)`, Core Animation's `repeatCount`).
///
/// A cycle lasts the animation's duration, twice that when it autoreverses. When the last cycle
/// ends the animation is removed and the view shows its model value, the animation's to-value:
/// after a lone `.autoreverse` the view plays forward and back once, then jumps to the end value.
public struct Repetition: Sendable, Hashable, CustomStringConvertible {
  /// Cycles to play, > 0; fractional plays part of the last one; `.infinity` forever.
  public var count: Double
  /// Plays each cycle forward then backward.
  public var autoreverses: Bool

  /// Once, forward: a plain animation.
  public static let once = Repetition(count: 1, autoreverses: false)

  public init(count: Double = 1, autoreverses: Bool = false) {
    self.count = count
    self.autoreverses = autoreverses
  }

  /// UIKit's options: `.repeat` plays forever; without it one cycle plays.
  public init(repeats: Bool, autoreverses: Bool) {
    self.init(count: repeats ? .infinity : 1, autoreverses: autoreverses)
  }

  /// Whether it plays one forward cycle, as an animation without these options does.
  public var isOnce: Bool { count == 1 && !autoreverses }

  /// Seconds of one cycle of an animation of `duration` seconds.
  public func cycleLength(_ duration: Double) -> Double { autoreverses ? 2 * duration : duration }

  /// Seconds from the visible start until the animation is removed; infinite when it repeats forever.
  public func activeLength(_ duration: Double) -> Double {
    guard duration > 0 else { return 0 }
    return cycleLength(duration) * count
  }

  /// Seconds into the forward animation at `elapsed` seconds after the visible start: the time
  /// within the cycle, folded back on the second half of an autoreversing one. Unchanged for a
  /// plain animation, so its progress is computed exactly as before.
  package func forwardTime(_ elapsed: Double, duration: Double) -> Double {
    guard !isOnce, duration > 0, elapsed > 0 else { return elapsed }
    let cycle = cycleLength(duration)
    let active = activeLength(duration)
    // At the end of a finite run the last cycle's end shows, not the next one's start.
    let e = min(elapsed, active)
    var index = (e / cycle).rounded(.down)
    if e == active, index > 0, e - index * cycle <= 0 { index -= 1 }
    let within = e - index * cycle
    return autoreverses && within > duration ? cycle - within : within
  }

  /// "2 cycles", "1 cycle, autoreversing", "repeats forever, autoreversing": the wording of
  /// motion reports.
  public var description: String {
    let cycles =
      count.isInfinite
      ? "repeats forever"
      : "\(Self.format(count)) \(count == 1 ? "cycle" : "cycles")"
    return autoreverses ? "\(cycles), autoreversing" : cycles
  }

  /// A count as reports write it: `3`, `2.5`.
  package static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
