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
        @inline(__always) func side(_ p: SIMD2<Double>) -> Double {
          ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) * sign
        }
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
        swap(&current, &next)
        count = kept
        if count == 0 { return 0 }
      }
      var twice = 0.0
      for j in 0..<count {
        let (p, q) = (current[j], current[(j + 1) % count])
        twice += p.x * q.y - q.x * p.y
      }
      return min(1, abs(twice) / 2)
    }
  }
}
