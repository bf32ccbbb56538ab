/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height` (y grows
/// downwards), as a GIF image descriptor or a changed-pixel box gives it.
///
/// Encodes as `{"x", "y", "width", "height"}`.
public struct PixelRect: Sendable, Hashable, Codable {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the rightmost column: `x + width`.
  public var maxX: Int { x + width }
  /// One past the bottom row: `y + height`.
  public var maxY: Int { y + height }
  /// The number of pixels, `width × height`.
  public var area: Int { width * height }
  /// True when the rectangle holds no pixel (a width or height of zero or less).
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The pixels in both rectangles; `isEmpty` (a zero width or height at the larger of the two
  /// origins) when they do not overlap.
  public func intersection(_ other: PixelRect) -> PixelRect {
    let x0 = max(x, other.x)
    let y0 = max(y, other.y)
    return PixelRect(
      x: x0, y: y0, width: max(0, min(maxX, other.maxX) - x0),
      height: max(0, min(maxY, other.maxY) - y0))
  }
}
