#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 4 × 4 transform of 3-D space in Core Animation's convention (`CATransform3D`).
///
/// A point (x, y, z) is the row vector `[x y z 1]`, multiplied on the right by the matrix, so
/// `m41 m42 m43` translate and `m34` (−1/d) gives perspective at eye distance d: the product's
/// fourth component w divides the others. `a.concatenating(b)` applies `a` first, as
/// `CATransform3DConcat(a, b)`. Rotations follow `CATransform3DMakeRotation`: about the z axis
/// they turn clockwise on a y-down screen (as `Transform2D(rotationAngle:)`), about y a positive
/// angle moves the +x side away from the viewer (towards −z), about x it moves the +y side (the
/// bottom) towards the viewer.
package struct Transform3D: Sendable, Hashable {
  package var m11: Double, m12: Double, m13: Double, m14: Double
  package var m21: Double, m22: Double, m23: Double, m24: Double
  package var m31: Double, m32: Double, m33: Double, m34: Double
  package var m41: Double, m42: Double, m43: Double, m44: Double

  /// The matrix given row by row.
  package init(rows r: [[Double]]) {
    precondition(r.count == 4 && r.allSatisfy { $0.count == 4 }, "a 3-D transform has 4 rows of 4")
    (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
    (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
    (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
    (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
  }

  /// `CATransform3DIdentity`.
  package static let identity = Transform3D(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

  /// `CATransform3DMakeTranslation`.
  package init(translationX x: Double, y: Double, z: Double) {
    self = .identity
    (m41, m42, m43) = (x, y, z)
  }

  /// `CATransform3DMakeScale`.
  package init(scaleX x: Double, y: Double, z: Double) {
    self = .identity
    (m11, m22, m33) = (x, y, z)
  }

  /// `CATransform3DMakeRotation(angle, x, y, z)` about a unit axis (the axis is normalised; a
  /// zero axis gives the identity, as Core Animation does).
  package init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    self = .identity
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return }
    let (u, v, w) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let k = 1 - c
    m11 = u * u * k + c
    m12 = u * v * k + w * s
    m13 = u * w * k - v * s
    m21 = v * u * k - w * s
    m22 = v * v * k + c
    m23 = v * w * k + u * s
    m31 = w * u * k + v * s
    m32 = w * v * k - u * s
    m33 = w * w * k + c
  }

  /// The identity with `m34` set: perspective at eye distance −1/m34 (`t.m34 = -1.0 / d`).
  package init(perspective m34: Double) {
    self = .identity
    self.m34 = m34
  }

  /// `t` as a transform of the plane z = 0 (its z column and row are the identity's).
  package init(_ t: Transform2D) {
    self = .identity
    (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
  }

  package var isIdentity: Bool { self == .identity }

  /// `self` followed by `other` (`CATransform3DConcat(self, other)`): the product self · other.
  package func concatenating(_ o: Transform3D) -> Transform3D {
    let a = rows
    let b = o.rows
    var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 {
        r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
      }
    }
    return Transform3D(rows: r)
  }

  /// The rows of the matrix.
  package var rows: [[Double]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  /// The homogeneous image `[x y z 1] · M` = (X, Y, Z, W).
  package func applied(x: Double, y: Double, z: Double) -> SIMD4<Double> {
    SIMD4(
      x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
      x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44)
  }

  /// The map of the plane z = 0 onto the plane of the parent it is flattened into: z dropped
  /// after the perspective division, as a plain `CALayer` flattens its sublayers. Rows x, y and
  /// the translation row; columns x, y and w.
  package var flattened: Homography {
    Homography(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
  }
}
