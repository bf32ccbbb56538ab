#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A rectangle with rounded corners that are either circular arcs or "continuous" corners, the
/// squircle-like curve of iPhone and iPad displays (and `CALayerCornerCurve.continuous`).
///
/// Continuous corners are approximated by a superellipse quadrant `|u|ⁿ + |v|ⁿ = 1`:
/// - it starts `1.528665 · radius` from the corner along each edge, where Apple's continuous
///   path starts curving (a circular corner starts at `radius`);
/// - its exponent `n = 3.2586` makes it pass through the 45° point of the circular arc of the
///   same radius, `(1 − 1/√2) · radius` from each edge, as Apple's curve does (its middle is
///   that circle's arc);
/// - with n > 2 its curvature falls to 0 where it meets the edge, so there is no visible kink,
///   which is the point of continuous corners.
/// When `1.528665 · radius` exceeds half the shorter side the corner is clamped to half of it.
///
/// Coverage is computed per pixel from a signed distance (exact for straight edges and
/// circular arcs, first-order for the superellipse), so edges are anti-aliased.
package struct SmoothRoundedRect: Sendable, Hashable {
  /// How the corners are shaped.
  package enum Corners: Sendable, Hashable {
    /// Quarter circles (`CALayerCornerCurve.circular`).
    case circular
    /// Apple's continuous corners, approximated as described above.
    case continuous
  }

  package var rect: Rect
  package var radius: Double
  package var corners: Corners

  package init(rect: Rect, radius: Double, corners: Corners = .continuous) {
    self.rect = rect
    self.radius = radius
    self.corners = corners
  }

  /// How far from the corner the curve begins, relative to the radius, for continuous corners.
  package static let continuousExtent = 1.528665
  /// The superellipse exponent of continuous corners.
  package static let continuousExponent = 3.2586

  /// The length along each edge that the corner curve takes, clamped to half the shorter side.
  package var cornerExtent: Double {
    let wanted = max(0, radius) * (corners == .continuous ? Self.continuousExtent : 1)
    return min(wanted, rect.width / 2, rect.height / 2)
  }

  /// The exponent of the corner curve (2 for a circle).
  var exponent: Double { corners == .continuous ? Self.continuousExponent : 2 }

  /// The signed distance in pixels from the point to the outline: negative inside.
  package func signedDistance(x: Double, y: Double) -> Double {
    let e = cornerExtent
    let dx = max(rect.minX + e - x, x - (rect.maxX - e))
    let dy = max(rect.minY + e - y, y - (rect.maxY - e))
    guard e > 0, dx > 0, dy > 0 else {
      return max(rect.minX - x, x - rect.maxX, rect.minY - y, y - rect.maxY)
    }
    let n = exponent
    if n == 2 {
      return (dx * dx + dy * dy).squareRoot() - e
    }
    // F(u, v) = (uⁿ + vⁿ)^(1/n) is 1 on the curve; distance ≈ (F − 1) / |∇F| in units of e.
    let u = dx / e
    let v = dy / e
    let un = pow(u, n)
    let vn = pow(v, n)
    let f = pow(un + vn, 1 / n)
    let scale = pow(f, 1 - n)
    let gu = pow(u, n - 1) * scale
    let gv = pow(v, n - 1) * scale
    let gradient = (gu * gu + gv * gv).squareRoot()
    return (f - 1) * e / gradient
  }

  /// The coverage of the pixel whose centre is (x, y), 0...255.
  @inline(__always)
  func coverage(x: Double, y: Double) -> UInt8 {
    let c = 0.5 - signedDistance(x: x, y: y)
    if c <= 0 { return 0 }
    if c >= 1 { return 255 }
    return UInt8((c * 255).rounded())
  }

  /// Pixel rows that can have coverage in a `height`-row raster.
  func rows(clampedTo height: Int) -> Range<Int> {
    let top = max(0, Int((rect.minY - 0.5).rounded(.down)))
    let bottom = min(height, Int((rect.maxY + 0.5).rounded(.up)))
    return top < bottom ? top..<bottom : 0..<0
  }

  /// Pixel columns that can have coverage in a `width`-column raster.
  func columns(clampedTo width: Int) -> Range<Int> {
    let left = max(0, Int((rect.minX - 0.5).rounded(.down)))
    let right = min(width, Int((rect.maxX + 0.5).rounded(.up)))
    return left < right ? left..<right : 0..<0
  }

  /// Writes the coverage of row `y` into `row` for `columns` (`row` is a whole raster row).
  func coverage(row y: Int, columns: Range<Int>, into row: UnsafeMutableBufferPointer<UInt8>) {
    let cy = Double(y) + 0.5
    let e = cornerExtent
    let inCornerRows = e > 0 && (cy < rect.minY + e || cy > rect.maxY - e)
    // Columns whose coverage comes from the straight vertical edges alone.
    let straightStart = inCornerRows ? Int((rect.minX + e - 0.5).rounded(.up)) : 0
    let straightEnd = inCornerRows ? Int((rect.maxX - e - 0.5).rounded(.down)) + 1 : row.count
    for x in columns {
      let cx = Double(x) + 0.5
      if x >= straightStart && x < straightEnd {
        let distance = max(rect.minX - cx, cx - rect.maxX, rect.minY - cy, cy - rect.maxY)
        let c = 0.5 - distance
        row[x] = c <= 0 ? 0 : (c >= 1 ? 255 : UInt8((c * 255).rounded()))
      } else {
        row[x] = coverage(x: cx, y: cy)
      }
    }
  }
}
