/// One animation of a layer's property as the timeline schedules it: when it runs and on which
/// curve. The motion diff uses spans to say why a property's course changed.
package struct AnimationSpan: Sendable, Hashable, Codable {
  /// The property as scene files name it (`alpha`, `frame`, `translation`, …).
  package var property: String
  /// Seconds from launch: the step's start plus the animation's delay.
  package var begin: Double
  /// `begin` plus the duration (a settling spring's settling time when it has none).
  package var end: Double
  /// The curve in the scene's grammar: `easeInOut`, `spring(damping: 0.6, velocity: 0)`, ….
  package var curve: String
  /// The kind of animation: nil for `animate`; `keyframes` (`animateKeyframes`, a
  /// `CAKeyframeAnimation`), `basic` or `spring` (`CABasicAnimation`, `CASpringAnimation`).
  package var kind: String? = nil
  /// The key path a Core Animation animation names (`transform.rotation`); nil for UIKit's.
  package var keyPath: String? = nil
  /// How it repeats, as reports word it (`2 cycles`, `repeats forever, autoreversing`); nil for
  /// one forward pass.
  package var repeats: String? = nil

  package init(
    property: String, begin: Double, end: Double, curve: String, kind: String? = nil, keyPath: String? = nil,
    repeats: String? = nil
  ) {
    self.property = property
    self.begin = begin
    self.end = end
    self.curve = curve
    self.kind = kind
    self.keyPath = keyPath
    self.repeats = repeats
  }

  /// What it is, for reports: its kind, curve and repeats, e.g. "keyframes, linear, 2 cycles";
  /// the curve alone for a plain `animate`.
  package var summary: String { ([kind, curve, repeats].compactMap { $0 }).joined(separator: ", ") }

  /// Its repeats as reports word them, "1 cycle" for one forward pass.
  var cycles: String { repeats ?? "1 cycle" }
}
