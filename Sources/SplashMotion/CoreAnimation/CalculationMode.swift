/// `CAAnimationCalculationMode`: how a keyframe animation moves between its values.
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
  /// Straight between values, at the key times (the default).
  case linear
  /// Each value holds until the next key time (steps).
  case discrete
  /// Straight between values at constant speed: key times and timing functions are ignored, each
  /// segment lasts in proportion to its length in value space.
  case paced
  /// A Kochanek–Bartels spline through the values, at the key times.
  case cubic
  /// The same spline travelled at constant speed along its arc length.
  case cubicPaced
}
