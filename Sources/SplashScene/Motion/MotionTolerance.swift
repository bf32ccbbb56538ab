/// How far apart two motions may be and still count as the same.
///
/// `points` bounds on-screen distance: frame, translation and corner radius directly, a scale
/// change by how far it moves the layer's farthest edge (Δscale × half the larger side), a
/// rotation by how far it moves a corner (Δangle × half the diagonal). Alpha and colours count as
/// equal below half an 8-bit step (0.5 / 255), where no pixel can change. `seconds` lets either
/// side's course shift in time by that much: a value is equal when the other side takes it within
/// `seconds` of the instant.
public struct MotionTolerance: Sendable, Hashable, Codable {
  /// Points. Default 0.1 (a third of a pixel at @3x).
  public var points: Double
  /// Seconds. Default 0.01 (half a frame at 50 fps).
  public var seconds: Double

  public static let standard = MotionTolerance(points: 0.1, seconds: 0.01)

  /// Alpha and colour components below this apart are equal.
  public static let colorStep = 0.5 / 255

  public init(points: Double = 0.1, seconds: Double = 0.01) {
    self.points = points
    self.seconds = seconds
  }
}
