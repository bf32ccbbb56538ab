/// A point in a 2-D coordinate space (points or pixels, depending on context).
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin (0, 0).
  public static let zero = Point(x: 0, y: 0)
}
