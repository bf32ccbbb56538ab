/// How an animation's progress runs from 0 to 1: a Bézier timing curve or a spring.
///
/// Written in scene files and on the command line with the grammar of `Curve(parsing:)`;
/// `description` writes that grammar back.
public enum Curve: Sendable, Hashable {
  /// Constant speed: (0, 0), (1, 1).
  case linear
  /// `UIViewAnimationOptionCurveEaseIn`: (0.42, 0), (1, 1).
  case easeIn
  /// `UIViewAnimationOptionCurveEaseOut`: (0, 0), (0.58, 1).
  case easeOut
  /// `UIViewAnimationOptionCurveEaseInOut`, UIView's default: (0.42, 0), (0.58, 1).
  case easeInOut
  /// Core Animation's `default` timing function (implicit layer animations): (0.25, 0.1), (0.25, 1).
  case caDefault
  /// Any `cubic-bezier(x1, y1, x2, y2)`; x1 and x2 must lie in 0...1.
  case cubicBezier(UnitBezier)
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`: the spring is
  /// fitted to the animation's duration (see `Spring.uiKit`) and ends exactly at it.
  case spring(dampingRatio: Double, initialVelocity: Double)
  /// A spring that runs in real seconds until settled (`CASpringAnimation`, iOS 17
  /// `duration:bounce:`, SwiftUI `response:dampingFraction:`). An animation's explicit duration
  /// truncates it, as `CASpringAnimation.duration` does.
  case settlingSpring(Spring)

  /// The Bézier control points of the timing-curve cases; `nil` for springs.
  public var bezier: UnitBezier? {
    switch self {
    case .linear: UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    case .easeIn: UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    case .easeOut: UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    case .easeInOut: UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    case .caDefault: UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    case .cubicBezier(let curve): curve
    case .spring, .settlingSpring: nil
    }
  }

  /// The named curve with these control points (`easeInOut`, …), else a `cubicBezier`: how a
  /// timing function is written back in the scene's grammar.
  public static func named(_ bezier: UnitBezier) -> Curve {
    [Curve.linear, .easeIn, .easeOut, .easeInOut, .caDefault].first { $0.bezier == bezier } ?? .cubicBezier(bezier)
  }

  /// The concrete timing of this curve for an animation of `duration` seconds.
  ///
  /// Bézier curves and UIKit springs need a duration; settling springs run to their settling time
  /// unless a duration truncates them.
  ///
  /// - Throws: `MotionError` for a missing, negative or NaN duration, a UIKit damping ratio ≤ 0, or
  ///   Bézier x coordinates outside 0...1.
  public func timing(duration: Double?) throws(MotionError) -> Timing {
    if let duration { try MotionError.requireDuration(duration, "duration") }
    switch self {
    case .spring(let dampingRatio, let initialVelocity):
      guard let duration else { throw MotionError("curve \(self) needs a duration") }
      let spring = try Spring.uiKit(dampingRatio: dampingRatio, duration: duration, initialVelocity: initialVelocity)
      return Timing(duration: duration, shape: .spring(spring))
    case .settlingSpring(let spring):
      return Timing(duration: duration ?? spring.settlingTime(), shape: .spring(spring))
    default:
      let bezier = bezier!
      try Curve.validate(bezier)
      guard let duration else { throw MotionError("curve \(self) needs a duration") }
      return Timing(duration: duration, shape: .bezier(bezier))
    }
  }

  static func validate(_ bezier: UnitBezier) throws(MotionError) {
    for (name, value) in [("x1", bezier.x1), ("y1", bezier.y1), ("x2", bezier.x2), ("y2", bezier.y2)] {
      try MotionError.requireFinite(value, "cubic-bezier \(name)")
    }
    for (name, value) in [("x1", bezier.x1), ("x2", bezier.x2)] where !(0...1).contains(value) {
      throw MotionError("cubic-bezier \(name) must be in 0...1, got \(MotionError.format(value))")
    }
    // A curve that far outside 0...1 is a typo; beyond it plots and overshoot searches lose meaning.
    for (name, value) in [("y1", bezier.y1), ("y2", bezier.y2)] where !(-100...100).contains(value) {
      throw MotionError("cubic-bezier \(name) must be in -100...100, got \(MotionError.format(value))")
    }
  }
}
