/// One animation of a layer's property as the timeline schedules it: when it runs and on which
/// curve. The motion diff uses spans to say why a property's course changed.
public struct AnimationSpan: Sendable, Hashable, Codable {
  /// The property as scene files name it (`alpha`, `frame`, `translation`, …).
  public var property: String
  /// Seconds from launch: the step's start plus the animation's delay.
  public var begin: Double
  /// `begin` plus the duration (a settling spring's settling time when it has none).
  public var end: Double
  /// The curve in the scene's grammar: `easeInOut`, `spring(damping: 0.6, velocity: 0)`, ….
  public var curve: String

  public init(property: String, begin: Double, end: Double, curve: String) {
    self.property = property
    self.begin = begin
    self.end = end
    self.curve = curve
  }
}
