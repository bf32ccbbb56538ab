/// A width and height (points or pixels, depending on context).
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Zero width and height.
  public static let zero = Size(width: 0, height: 0)
}
