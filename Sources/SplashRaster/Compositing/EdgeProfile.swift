/// The exact area of a pixel on the inner side of a straight edge, for one edge direction.
///
/// A pixel is the unit square centred on its centre. For an edge whose unit normal (pointing
/// out of the shape) is n, and whose distance from the pixel centre is d (positive when the
/// centre is inside), the covered area is the area of the square where n·p ≤ d. With
/// a = max(|nx|, |ny|) and b = min(|nx|, |ny|) it is piecewise: 0 up to d = −h, a quadratic
/// corner (d + h)² / 2ab up to −k, linear 0.5 + d / a up to k, then the mirrored quadratic,
/// with h = (a + b) / 2 and k = (a − b) / 2. For an axis-aligned edge (b = 0) this is
/// clamp(0.5 + d); at 45° the ramp is √2 wide, not 1.
struct EdgeProfile: Sendable {
  let a: Double
  let h: Double
  let k: Double
  /// 1 / (2ab); 0 when b = 0 (no quadratic part).
  let quadratic: Double
  /// Whether the edge is axis-aligned (b = 0), where coverage is always kept.
  let isAxisAligned: Bool

  /// The profile of an edge whose normal has components (nx, ny), any length but 0.
  init(normalX nx: Double, _ ny: Double) {
    let length = (nx * nx + ny * ny).squareRoot()
    var big = abs(nx) / length
    var small = abs(ny) / length
    if small > big { swap(&big, &small) }
    // Directions within 1e-12 of an axis are treated as the axis (rounding of rotations by 90°).
    if small < 1e-12 {
      small = 0
      big = 1
    }
    a = big
    h = (big + small) / 2
    k = (big - small) / 2
    quadratic = small > 0 ? 1 / (2 * big * small) : 0
    isAxisAligned = small == 0
  }

  static let axis = EdgeProfile(normalX: 1, 0)

  /// Half the width of the ramp: beyond ±h the pixel is fully in or out.
  var reach: Double { h }

  /// Covered area (0...1) for a pixel centre `d` pixels inside the edge.
  @inline(__always)
  func area(_ d: Double) -> Double {
    if d <= -h { return 0 }
    if d >= h { return 1 }
    if d < -k {
      let t = d + h
      return t * t * quadratic
    }
    if d > k {
      let t = h - d
      return 1 - t * t * quadratic
    }
    return 0.5 + d / a
  }

  /// The length of the edge inside the pixel at distance `d` (the derivative of `area`).
  @inline(__always)
  func chord(_ d: Double) -> Double {
    if d <= -h || d >= h { return 0 }
    if d < -k { return (d + h) * 2 * quadratic }
    if d > k { return (h - d) * 2 * quadratic }
    return 1 / a
  }

  /// Area of the pixel inside a circle of radius `radius` (pixels) when the pixel centre is `d`
  /// pixels inside the arc along this normal: the area inside the arc's tangent less the sliver
  /// between tangent and arc, ∫ t² / 2R over the chord = chord³ / 24R.
  @inline(__always)
  func areaInsideArc(_ d: Double, radius: Double) -> Double {
    let c = chord(d)
    return max(0, area(d) - c * c * c / (24 * radius))
  }
}
