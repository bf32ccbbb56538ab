/// The exact area of a unit pixel inside a convex quadrilateral, by clipping the pixel square
/// with each edge's half-plane (Sutherland–Hodgman) and summing the result (shoelace).
///
/// Used only for the few pixels that two non-axis-aligned edges cross (a transformed
/// rectangle's vertices, or a shape thinner than a pixel), where multiplying the two edge pairs'
/// areas would be off by up to 0.025; the clipped polygon has at most 8 vertices, kept on the stack.
struct ConvexClip {
  /// The quadrilateral's corners in order (either orientation).
  let p0: SIMD2<Double>, p1: SIMD2<Double>, p2: SIMD2<Double>, p3: SIMD2<Double>

  @inline(__always)
  func corner(_ i: Int) -> SIMD2<Double> {
    switch i & 3 {
    case 0: p0
    case 1: p1
    case 2: p2
    default: p3
    }
  }

  /// Area (0...1) of the pixel whose top-left corner is (x, y) inside the quadrilateral.
  func area(pixelX x: Double, y: Double) -> Double {
    var orientation = 0.0
    for i in 0..<4 {
      let (a, b) = (corner(i), corner(i + 1))
      orientation += a.x * b.y - b.x * a.y
    }
    let sign = orientation < 0 ? -1.0 : 1.0
    return withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: 32) { buffer in
      // Two polygons of up to 16 points each, swapped after every clip.
      var current = buffer.baseAddress!
      var next = current + 16
      current[0] = SIMD2(x, y)
      current[1] = SIMD2(x + 1, y)
      current[2] = SIMD2(x + 1, y + 1)
      current[3] = SIMD2(x, y + 1)
      var count = 4
      for i in 0..<4 {
        let (a, b) = (corner(i), corner(i + 1))
        count = Self.clip(current, count: count, into: next) { p in
          ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) * sign
        }
        swap(&current, &next)
        if count == 0 { return 0 }
      }
      return min(1, Self.area(current, count: count))
    }
  }

  /// Sutherland–Hodgman against one half-plane: the points of the polygon `current[0..<count]`
  /// where `side(p) ≥ 0`, written to `next`; returns their count (at most count + 1).
  @inline(__always)
  static func clip(
    _ current: UnsafeMutablePointer<SIMD2<Double>>, count: Int, into next: UnsafeMutablePointer<SIMD2<Double>>,
    side: (SIMD2<Double>) -> Double
  ) -> Int {
    var kept = 0
    for j in 0..<count {
      let p = current[j]
      let q = current[(j + 1) % count]
      let (sp, sq) = (side(p), side(q))
      if sp >= 0 {
        next[kept] = p
        kept += 1
      }
      if (sp >= 0) != (sq >= 0) {
        next[kept] = p + (q - p) * (sp / (sp - sq))
        kept += 1
      }
    }
    return kept
  }

  /// The area of the polygon `points[0..<count]` (shoelace), either orientation.
  @inline(__always)
  static func area(_ points: UnsafeMutablePointer<SIMD2<Double>>, count: Int) -> Double {
    var twice = 0.0
    for j in 0..<count {
      let (p, q) = (points[j], points[(j + 1) % count])
      twice += p.x * q.y - q.x * p.y
    }
    return abs(twice) / 2
  }
}
