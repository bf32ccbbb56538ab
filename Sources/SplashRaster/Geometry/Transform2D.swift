#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 2-D affine transform in the Core Graphics convention.
///
/// A point (x, y) maps to `(a·x + c·y + tx, b·x + d·y + ty)`, i.e. the row vector
/// `[x y 1]` times the matrix `[[a b 0] [c d 0] [tx ty 1]]`. With y growing downwards (UIKit),
/// a positive rotation angle turns clockwise on screen, exactly as `CGAffineTransform(rotationAngle:)`.
///
/// Named `Transform2D` rather than `AffineTransform` so it never collides with
/// `Foundation.AffineTransform` in files that import both modules.
public struct Transform2D: Sendable, Hashable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that maps every point to itself.
  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (x, y).
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A uniform scale about the origin.
  public init(scale s: Double) {
    self.init(scaleX: s, y: s)
  }

  /// A rotation about the origin by `angle` radians (clockwise on a y-down screen).
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// True when this is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `other`: `p.applying(t1.concatenating(t2)) == p.applying(t1).applying(t2)`.
  public func concatenating(_ other: Transform2D) -> Transform2D {
    Transform2D(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before this transform (inside its space), like `CGAffineTransform.translatedBy`.
  public func translatedBy(x: Double, y: Double) -> Transform2D {
    Transform2D(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform (inside its space), like `CGAffineTransform.scaledBy`.
  public func scaledBy(x: Double, y: Double) -> Transform2D {
    Transform2D(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform (inside its space), like `CGAffineTransform.rotated(by:)`.
  public func rotated(by angle: Double) -> Transform2D {
    Transform2D(rotationAngle: angle).concatenating(self)
  }

  /// `a·d − b·c`; zero when the transform collapses the plane onto a line or a point.
  public var determinant: Double { a * d - b * c }

  /// The inverse transform, or nil when the transform is singular (or not finite).
  public var inverted: Transform2D? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return Transform2D(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic),
      ty: -(tx * ib + ty * id))
  }

  /// The image of a point.
  public func applied(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The smallest axis-aligned rectangle that contains the image of `rect`.
  public func boundingBox(of rect: Rect) -> Rect {
    let corners = [
      applied(to: Point(x: rect.minX, y: rect.minY)),
      applied(to: Point(x: rect.maxX, y: rect.minY)),
      applied(to: Point(x: rect.minX, y: rect.maxY)),
      applied(to: Point(x: rect.maxX, y: rect.maxY)),
    ]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min()!
    let y0 = ys.min()!
    return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
  }

  /// The integer offset when this transform is exactly a translation by whole pixels.
  package var integerTranslation: (x: Int, y: Int)? {
    guard a == 1, b == 0, c == 0, d == 1, tx.rounded() == tx, ty.rounded() == ty,
      abs(tx) < 1e9, abs(ty) < 1e9
    else { return nil }
    return (Int(tx), Int(ty))
  }
}

extension Transform2D {
  /// The transform from a layer's own coordinate space (its bounds) to its parent's, as UIKit does it.
  ///
  /// Core Animation places a layer so that its anchor point sits at `position` and applies the
  /// layer `transform` about that anchor:
  ///
  ///     p′ = position + T·(p − anchor),   anchor = bounds.origin + anchorPoint · bounds.size
  ///
  /// `anchorPoint` is in unit coordinates of the bounds, (0.5, 0.5) is the centre (UIKit's default).
  /// So `scale(1.2)` grows about the centre, and a translation concatenated after a scale
  /// (`T = scale.translatedBy(...)`) happens inside the scaled space.
  public static func layer(
    bounds: Rect, position: Point, anchorPoint: Point = Point(x: 0.5, y: 0.5),
    transform: Transform2D = .identity
  ) -> Transform2D {
    let anchor = Point(
      x: bounds.minX + anchorPoint.x * bounds.width,
      y: bounds.minY + anchorPoint.y * bounds.height)
    return Transform2D(translationX: -anchor.x, y: -anchor.y)
      .concatenating(transform)
      .concatenating(Transform2D(translationX: position.x, y: position.y))
  }

  /// The same mapping for a view given by its untransformed `frame` in the parent (UIKit's
  /// `frame` when the transform is the identity); the bounds are `(0, 0, frame.size)` and the
  /// position is `frame.origin + anchorPoint · frame.size`.
  public static func layer(
    frame: Rect, anchorPoint: Point = Point(x: 0.5, y: 0.5), transform: Transform2D = .identity
  ) -> Transform2D {
    let position = Point(
      x: frame.minX + anchorPoint.x * frame.width,
      y: frame.minY + anchorPoint.y * frame.height)
    return layer(
      bounds: Rect(origin: .zero, size: frame.size), position: position, anchorPoint: anchorPoint,
      transform: transform)
  }

  /// The transform that maps `source` onto `destination` (scale then translate, no rotation).
  public init(mapping source: Rect, to destination: Rect) {
    let sx = destination.width / source.width
    let sy = destination.height / source.height
    self.init(
      a: sx, b: 0, c: 0, d: sy,
      tx: destination.minX - source.minX * sx,
      ty: destination.minY - source.minY * sy)
  }
}
