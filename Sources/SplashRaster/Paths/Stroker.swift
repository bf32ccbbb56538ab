#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The outline of a stroke, as polygons to fill with the nonZero rule: each painted piece
/// becomes one loop (an open piece: its left side, end cap, right side back, start cap) or two
/// (a closed piece: both sides). Outer corners get the join; inner corners go through the
/// vertex (as Skia's stroker does), which keeps every part of the band wound the same way.
/// Geometry follows Core Graphics: a miter is bevelled when its length exceeds `miterLimit`
/// times the width, i.e. when 1 / sin(φ/2) > miterLimit for the angle φ between the segments.
struct Stroker {
  let halfWidth: Double
  let style: StrokeStyle
  /// Radians per step of round joins and caps, from the flattening tolerance.
  let arcStep: Double

  init(style: StrokeStyle, tolerance: Double) {
    self.style = style
    halfWidth = style.lineWidth / 2
    let ratio = max(0, min(1, 1 - tolerance / max(halfWidth, 1e-12)))
    // At most 1024 steps a full turn: a line thousands of pixels wide needs no more.
    arcStep = max(2 * acos(ratio), 2 * Double.pi / 1024)
  }

  /// The outline polygons of `pieces`.
  func outline(_ pieces: [Polyline]) -> [[Point]] {
    guard halfWidth > 0 else { return [] }
    var polygons: [[Point]] = []
    for piece in pieces {
      let points = piece.points
      if points.count == 1 || (points.count > 1 && points.allSatisfy({ $0 == points[0] })) {
        if style.lineCap == .round { polygons.append(circle(points[0])) }
        continue
      }
      if piece.isClosed && points.count >= 3 {
        polygons.append(side(points, closed: true))
        polygons.append(side(points.reversed(), closed: true))
        continue
      }
      var loop = side(points, closed: false)
      cap(at: points[points.count - 1], from: points[points.count - 2], into: &loop)
      loop += side(points.reversed(), closed: false)
      cap(at: points[0], from: points[1], into: &loop)
      polygons.append(loop)
    }
    return polygons
  }

  /// The offset points on the left of the travel direction (normal (−uy, ux)), joins included.
  private func side(_ points: [Point], closed: Bool) -> [Point] {
    let n = points.count
    let segments = closed ? n : n - 1
    var normals: [Point] = []
    normals.reserveCapacity(segments)
    for i in 0..<segments {
      let (a, b) = (points[i], points[(i + 1) % n])
      let l = distance(a, b)
      normals.append(l > 0 ? Point(x: -(b.y - a.y) / l, y: (b.x - a.x) / l) : normals.last ?? Point(x: 0, y: 1))
    }
    var out: [Point] = []
    out.reserveCapacity(n * 2 + 2)
    let h = halfWidth
    if closed {
      for i in 0..<n { join(at: points[i], normals[(i + segments - 1) % segments], normals[i], into: &out) }
    } else {
      out.append(Point(x: points[0].x + h * normals[0].x, y: points[0].y + h * normals[0].y))
      for i in 1..<(n - 1) { join(at: points[i], normals[i - 1], normals[i], into: &out) }
      let last = normals[segments - 1]
      out.append(Point(x: points[n - 1].x + h * last.x, y: points[n - 1].y + h * last.y))
    }
    return out
  }

  /// The left side's points at vertex `p` between a segment of normal `na` and one of `nb`.
  private func join(at p: Point, _ na: Point, _ nb: Point, into out: inout [Point]) {
    let h = halfWidth
    let a = Point(x: p.x + h * na.x, y: p.y + h * na.y)
    let b = Point(x: p.x + h * nb.x, y: p.y + h * nb.y)
    let cross = na.x * nb.y - na.y * nb.x
    let dot = na.x * nb.x + na.y * nb.y
    if abs(cross) < 1e-12 && dot > 0 {
      out.append(a)
      return
    }
    // Turning towards the left normal (cross > 0) puts this side inside the corner.
    if cross > 0 {
      out.append(a)
      out.append(p)
      out.append(b)
      return
    }
    out.append(a)
    switch style.lineJoin {
    case .bevel:
      break
    case .round:
      arc(about: p, from: atan2(na.y, na.x), sweep: atan2(cross, dot), into: &out)
    case .miter:
      // 1 / sin(φ/2) with φ the angle between the segments: 1 / cos(turn / 2).
      let cosHalf = ((1 + dot) / 2).squareRoot()
      if cosHalf > 0 && 1 / cosHalf <= style.miterLimit {
        let mx = na.x + nb.x
        let my = na.y + nb.y
        let m = (mx * mx + my * my).squareRoot()
        let length = h / cosHalf
        out.append(Point(x: p.x + mx / m * length, y: p.y + my / m * length))
      }
    }
    out.append(b)
  }

  /// The cap at end point `p` of a piece whose last segment comes from `q`, from the left
  /// side's end to the right side's start.
  private func cap(at p: Point, from q: Point, into out: inout [Point]) {
    let l = distance(q, p)
    guard l > 0 else { return }
    let (ux, uy) = ((p.x - q.x) / l, (p.y - q.y) / l)
    let (nx, ny) = (-uy, ux)
    let h = halfWidth
    switch style.lineCap {
    case .butt:
      break
    case .square:
      out.append(Point(x: p.x + h * (nx + ux), y: p.y + h * (ny + uy)))
      out.append(Point(x: p.x + h * (ux - nx), y: p.y + h * (uy - ny)))
    case .round:
      arc(about: p, from: atan2(ny, nx), sweep: -Double.pi, into: &out)
    }
  }

  /// Points strictly inside an arc of radius `halfWidth` about `p` (the ends are the caller's).
  private func arc(about p: Point, from start: Double, sweep: Double, into out: inout [Point]) {
    let steps = Int((abs(sweep) / arcStep).rounded(.up))
    guard steps > 1 else { return }
    let h = halfWidth
    for i in 1..<steps {
      let angle = start + sweep * Double(i) / Double(steps)
      out.append(Point(x: p.x + h * cos(angle), y: p.y + h * sin(angle)))
    }
  }

  /// A full circle of radius `halfWidth` (a round-capped dot).
  private func circle(_ p: Point) -> [Point] {
    let steps = max(8, Int((2 * Double.pi / arcStep).rounded(.up)))
    let h = halfWidth
    return (0..<steps).map { i in
      let angle = 2 * Double.pi * Double(i) / Double(steps)
      return Point(x: p.x + h * cos(angle), y: p.y + h * sin(angle))
    }
  }
}
