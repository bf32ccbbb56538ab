/// A projective map of the plane (a homography), in the row-vector convention of `Transform2D`.
///
/// A point (x, y) is `[x y 1]`, multiplied on the right by `[[m11 m12 m13] [m21 m22 m23]
/// [m31 m32 m33]]`, giving (X, Y, W); the image is (X / W, Y / W). With `m13 = m23 = 0` and
/// `m33 = 1` it is the affine `Transform2D (m11, m12, m21, m22, m31, m32)`. Points where W ≤ 0
/// are behind the eye: they have no image (`Surface.drawProjected` clips them away).
package struct Homography: Sendable, Hashable {
  package var m11: Double, m12: Double, m13: Double
  package var m21: Double, m22: Double, m23: Double
  package var m31: Double, m32: Double, m33: Double

  package init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
    m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The affine map `t`.
  package init(_ t: Transform2D) {
    self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
  }

  package static let identity = Homography(.identity)

  /// The affine map it equals, nil when it has perspective (`m13`, `m23` not 0, or `m33` 0).
  package var affine: Transform2D? {
    guard m13 == 0, m23 == 0, m33 != 0, m33.isFinite else { return nil }
    return Transform2D(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
  }

  /// `self` followed by `o`: the product self · o.
  package func concatenating(_ o: Homography) -> Homography {
    Homography(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// `self` followed by the affine `t`.
  package func concatenating(_ t: Transform2D) -> Homography { concatenating(Homography(t)) }

  /// The determinant; its sign is the orientation of the image where W > 0.
  package var determinant: Double {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
  }

  /// The inverse map (the adjugate divided by the determinant), nil when singular or not finite.
  package var inverted: Homography? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let k = 1 / det
    return Homography(
      m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
      m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
      m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
  }

  /// The homogeneous image (X, Y, W) of (x, y).
  package func homogeneous(_ x: Double, _ y: Double) -> SIMD3<Double> {
    SIMD3(x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
  }

  /// W at (x, y): positive in front of the eye.
  package func w(_ x: Double, _ y: Double) -> Double { x * m13 + y * m23 + m33 }

  /// The image of a point (not finite where W = 0).
  package func applied(to p: Point) -> Point {
    let h = homogeneous(p.x, p.y)
    return Point(x: h.x / h.z, y: h.y / h.z)
  }

  /// Whether the map turns the plane over where W > 0 (a layer seen from its back).
  package var reversesOrientation: Bool { determinant < 0 }
}
