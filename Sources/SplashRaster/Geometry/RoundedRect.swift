/// A rectangle with rounded corners, like a layer with `cornerRadius` (circular arcs), or with
/// elliptical corners (`cornerWidth` ≠ `cornerHeight`), which is what a circular corner becomes
/// when it is expressed in a non-uniformly scaled space (e.g. an image's pixels under scaleToFill).
public struct RoundedRect: Sendable, Hashable {
  public var rect: Rect
  /// Horizontal radius of each corner.
  public var cornerWidth: Double
  /// Vertical radius of each corner.
  public var cornerHeight: Double

  /// Circular corners of radius `cornerRadius` (0 = a plain rectangle).
  public init(rect: Rect, cornerRadius: Double = 0) {
    self.init(rect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  /// Elliptical corners with the given horizontal and vertical radii.
  public init(rect: Rect, cornerWidth: Double, cornerHeight: Double) {
    self.rect = rect
    self.cornerWidth = cornerWidth
    self.cornerHeight = cornerHeight
  }

  /// The radii actually drawn. Circular corners are clamped to half the shorter side, as Core
  /// Animation does, so a square with a radius of half its side is a circle; elliptical corners
  /// are clamped to half the width and half the height respectively.
  public var effectiveRadii: (width: Double, height: Double) {
    if cornerWidth == cornerHeight {
      let r = max(0, min(cornerWidth, min(rect.width, rect.height) / 2))
      return (r, r)
    }
    return (max(0, min(cornerWidth, rect.width / 2)), max(0, min(cornerHeight, rect.height / 2)))
  }

  /// This shape (with its radii already clamped) under a scale-and-translate transform
  /// (`transform.b` and `.c` must be 0).
  public func applying(_ transform: Transform2D) -> RoundedRect {
    precondition(
      transform.b == 0 && transform.c == 0, "RoundedRect.applying needs an axis-aligned transform")
    let (rx, ry) = effectiveRadii
    let p = transform.applied(to: rect.origin)
    let w = rect.width * transform.a
    let h = rect.height * transform.d
    return RoundedRect(
      rect: Rect(x: min(p.x, p.x + w), y: min(p.y, p.y + h), width: abs(w), height: abs(h)),
      cornerWidth: rx * abs(transform.a), cornerHeight: ry * abs(transform.d))
  }
}
