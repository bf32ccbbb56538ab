/// What a motion diff found between two scenes' courses, layer by layer.
public struct MotionReport: Sendable, Equatable, Codable {
  /// The two sides: "welcome-back on iphone-8 at 30 fps".
  public var expected: String
  public var actual: String
  public var tolerance: MotionTolerance
  /// Every difference, layer by layer: changed layers in the actual scene's order, then removed
  /// layers, then added ones.
  public var changes: [MotionChange]
  /// Pixels per point of the compared pictures, to place `MotionChange.bounds` on them; nil when
  /// the report was made without pictures.
  public var pixelsPerPoint: Int? = nil

  public init(expected: String, actual: String, tolerance: MotionTolerance, changes: [MotionChange]) {
    self.expected = expected
    self.actual = actual
    self.tolerance = tolerance
    self.changes = changes
  }

  /// The lines the terminal and summary.md show: each change, or that nothing moved differently.
  public var lines: [String] {
    if changes.isEmpty {
      return [
        "motion: same (within \(MotionChannel.number(tolerance.points)) pt and \(MotionChannel.number(tolerance.seconds)) s)"
      ]
    }
    return changes.map { "motion: " + $0.line }
  }
}
