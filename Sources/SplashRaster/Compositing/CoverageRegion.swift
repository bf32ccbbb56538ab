#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which destination pixels a transformed, optionally corner-clipped rectangle covers, and how much.
///
/// The shape lives in *source* space (the layer's own pixels): the source rectangle intersected
/// with an optional rounded clip. Destination pixel (x, y) is sampled at its centre
/// (x + 0.5, y + 0.5), mapped back through the inverse transform to (u, v).
///
/// Coverage is the exact area of the pixel square inside each pair of parallel edges
/// (`EdgeProfile`: the area on the inner side of a straight edge at any angle, so 45° edges get
/// their √2-wide ramp); the two pairs multiply, which is exact for axis-aligned rectangles, and
/// a pixel that two tilted edges cross (a vertex) takes the exact area of the clipped polygon
/// (`ConvexClip`). Inside a clip corner the arc
/// contributes the area inside its tangent at the nearest point less the sliver between tangent
/// and arc, and the pixel takes the smaller of the arc and edge terms, so arcs and straight
/// edges join without a seam. When edges are not antialiased (`allowsEdgeAntialiasing` false)
/// straight edges that are not axis-aligned cover a pixel wholly or not at all, by its centre
/// (left and top edges inclusive); axis-aligned edges and arcs keep their area. Everything is
/// computed from the pixel's own coordinates, never accumulated, so results do not depend on
/// how rows are split between threads.
struct CoverageRegion {
  /// Destination → source.
  let inverse: Transform2D
  /// The rectangle with straight edges: source bounds ∩ clip rectangle.
  let x0: Double, y0: Double, x1: Double, y1: Double
  /// The clip rectangle (the source bounds when there is no clip).
  let cx0: Double, cy0: Double, cx1: Double, cy1: Double
  /// Corner radii of the clip in source units (0 when there are no round corners).
  let rx: Double, ry: Double
  /// Destination pixels per source unit across u-edges (vertical in source) and v-edges.
  let su: Double, sv: Double
  /// Exact-area profiles of the u-edges and v-edges in destination pixels.
  let profileU: EdgeProfile, profileV: EdgeProfile
  /// Whether u-edges / v-edges are stepped (not antialiased and not axis-aligned).
  let steppedU: Bool, steppedV: Bool
  /// Source → destination, for the direction of arc normals and the pixel of a source point.
  let forward: Transform2D
  /// The straight-edged rectangle in destination pixels, for pixels two tilted edges cross.
  let quad: ConvexClip
  /// How far coverage reaches past an edge (half the widest ramp) in source units, slightly
  /// enlarged so span classification errs towards the exact per-pixel path.
  let margin: Double
  /// Destination rows that can be touched.
  let rows: Range<Int>

  /// Nil when nothing can be drawn (singular transform, empty shape, or off the destination).
  /// `visibleRows` keeps only those destination rows (a band's), without changing any value.
  init?(
    sourceBounds: Rect, clip: RoundedRect?, transform: Transform2D, destinationWidth: Int,
    destinationHeight: Int, antialiased: Bool = true, visibleRows: Range<Int>? = nil
  ) {
    guard let inverse = transform.inverted,
      [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(
        \.isFinite)
    else { return nil }
    var shape = sourceBounds
    var radii = (width: 0.0, height: 0.0)
    var clipRect = sourceBounds
    if let clip {
      guard !clip.rect.isEmpty else { return nil }
      shape = sourceBounds.intersection(clip.rect)
      radii = clip.effectiveRadii
      clipRect = clip.rect
    }
    guard !shape.isEmpty else { return nil }
    self.inverse = inverse
    (x0, y0, x1, y1) = (shape.minX, shape.minY, shape.maxX, shape.maxY)
    (cx0, cy0, cx1, cy1) = (clipRect.minX, clipRect.minY, clipRect.maxX, clipRect.maxY)
    (rx, ry) = radii.width > 0 && radii.height > 0 ? radii : (0, 0)
    su = 1 / (inverse.a * inverse.a + inverse.c * inverse.c).squareRoot()
    sv = 1 / (inverse.b * inverse.b + inverse.d * inverse.d).squareRoot()
    profileU = EdgeProfile(normalX: inverse.a, inverse.c)
    profileV = EdgeProfile(normalX: inverse.b, inverse.d)
    steppedU = !antialiased && !profileU.isAxisAligned
    steppedV = !antialiased && !profileV.isAxisAligned
    forward = transform
    func corner(_ x: Double, _ y: Double) -> SIMD2<Double> {
      let p = transform.applied(to: Point(x: x, y: y))
      return SIMD2(p.x, p.y)
    }
    quad = ConvexClip(p0: corner(x0, y0), p1: corner(x1, y0), p2: corner(x1, y1), p3: corner(x0, y1))
    // Arcs may face any direction: their ramp reaches √2 / 2 pixel.
    let reach =
      rx > 0 ? 0.5.squareRoot() / min(su, sv) : max(profileU.reach / su, profileV.reach / sv)
    margin = reach * (1 + 1e-9) + 1e-9
    let outset = Rect(
      x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
    let box = transform.boundingBox(of: outset)
    var top = max(0, Int(max(-1, box.minY).rounded(.down)))
    var bottom = min(destinationHeight, Int(min(Double(destinationHeight), box.maxY).rounded(.up)))
    if let visibleRows {
      top = max(top, visibleRows.lowerBound)
      bottom = min(bottom, visibleRows.upperBound)
    }
    guard top < bottom else { return nil }
    rows = top..<bottom
  }

  /// Source coordinates of the centre of destination pixel (0, y) and their step per pixel in x.
  @inline(__always)
  func rowStart(_ y: Int) -> (u: Double, v: Double, du: Double, dv: Double) {
    let yc = Double(y) + 0.5
    return (
      inverse.a * 0.5 + inverse.c * yc + inverse.tx,
      inverse.b * 0.5 + inverse.d * yc + inverse.ty,
      inverse.a, inverse.b
    )
  }

  /// Coverage of the pixel whose centre maps to (u, v), as 0...255.
  func coverage(u: Double, v: Double) -> UInt32 {
    let (u0, u1) = ((u - x0) * su, (x1 - u) * su)
    let (v0, v1) = ((v - y0) * sv, (y1 - v) * sv)
    let horizontal =
      steppedU ? (u0 >= 0 && u1 > 0 ? 1 : 0) : max(0, profileU.area(u0) + profileU.area(u1) - 1)
    let vertical =
      steppedV ? (v0 >= 0 && v1 > 0 ? 1 : 0) : max(0, profileV.area(v0) + profileV.area(v1) - 1)
    var total = horizontal * vertical
    if horizontal < 1 && vertical < 1 && total > 0 && !steppedU && !steppedV
      && !(profileU.isAxisAligned && profileV.isAxisAligned)
    {
      // Two tilted edges cross this pixel (a vertex): the product is only an estimate.
      let centre = forward.applied(to: Point(x: u, y: v))
      total = quad.area(pixelX: (centre.x - 0.5).rounded(), y: (centre.y - 0.5).rounded())
    }
    if rx > 0 {
      let left = cx0 + rx
      let right = cx1 - rx
      let top = cy0 + ry
      let bottom = cy1 - ry
      let ccx: Double? = u < left ? left : (u > right ? right : nil)
      let ccy: Double? = v < top ? top : (v > bottom ? bottom : nil)
      if let ccx, let ccy {
        total = min(total, arcCoverage(du: u - ccx, dv: v - ccy))
      }
    }
    return UInt32((total * 255).rounded())
  }

  /// Area of the pixel inside a corner arc whose centre is (du, dv) source units away.
  private func arcCoverage(du: Double, dv: Double) -> Double {
    let qx = abs(du) * su
    let qy = abs(dv) * sv
    // Radii in destination pixels.
    let ex = rx * su
    let ey = ry * sv
    // The normal's direction in destination pixels.
    let wx = forward.a * du + forward.c * dv
    let wy = forward.b * du + forward.d * dv
    guard wx != 0 || wy != 0 else { return 1 }
    let profile = EdgeProfile(normalX: wx, wy)
    if ex == ey {
      return profile.areaInsideArc(ex - (qx * qx + qy * qy).squareRoot(), radius: ex)
    }
    // An elliptical arc: first-order distance f / |∇f| with f = |q / e| − 1.
    let k = ((qx / ex) * (qx / ex) + (qy / ey) * (qy / ey)).squareRoot()
    let g = ((qx / (ex * ex)) * (qx / (ex * ex)) + (qy / (ey * ey)) * (qy / (ey * ey))).squareRoot()
    let distance = g > 0 ? (k - 1) * k / g : -min(ex, ey)
    return profile.area(-distance)
  }

  /// Visits destination row `y`: `edge(x, coverage)` for each partly covered pixel (coverage
  /// 1...255, computed exactly per pixel) and `interior(columns)` once for the run of fully
  /// covered pixels (possibly empty), in left-to-right order, after `begin(touched)` has
  /// announced every column that may be visited.
  @inline(__always)
  func rasterize(
    row y: Int, width: Int, begin: (Range<Int>) -> Void = { _ in }, edge: (Int, UInt32) -> Void,
    interior: (Range<Int>) -> Void
  ) {
    let (touched, full) = spans(row: y, width: width)
    if touched.isEmpty { return }
    begin(touched)
    let (u0, v0, du, dv) = rowStart(y)
    @inline(__always) func edges(_ columns: Range<Int>) {
      for x in columns {
        let c = coverage(u: u0 + du * Double(x), v: v0 + dv * Double(x))
        if c != 0 { edge(x, c) }
      }
    }
    if full.isEmpty {
      edges(touched)
      return
    }
    edges(touched.lowerBound..<full.lowerBound)
    interior(full)
    edges(full.upperBound..<touched.upperBound)
  }

  /// For destination row `y`: the columns that may have coverage (`touched`) and, inside them,
  /// a run of columns certain to have full coverage (`full`, possibly empty).
  func spans(row y: Int, width: Int) -> (touched: Range<Int>, full: Range<Int>) {
    let (u, v, du, dv) = rowStart(y)
    var t = Interval.all
    t.intersect(solving: u, du, x0 - margin, x1 + margin)
    t.intersect(solving: v, dv, y0 - margin, y1 + margin)
    let touched = t.columns(clampedTo: 0..<width, inward: false)
    guard !touched.isEmpty else { return (0..<0, 0..<0) }
    var f = Interval.all
    f.intersect(solving: u, du, x0 + margin, x1 - margin)
    f.intersect(solving: v, dv, y0 + margin, y1 - margin)
    if rx > 0 && !f.isEmpty {
      let innerX = rx - margin
      let innerY = ry - margin
      for corner in 0..<4 {
        let (sx, sy) = (corner & 1 == 0 ? -1.0 : 1.0, corner & 2 == 0 ? -1.0 : 1.0)
        let ccx = sx < 0 ? cx0 + rx : cx1 - rx
        let ccy = sy < 0 ? cy0 + ry : cy1 - ry
        // The corner box: beyond the arc centre on both axes.
        var box = Interval.all
        box.intersect(solving: u, du, sx < 0 ? -.infinity : ccx, sx < 0 ? ccx : .infinity)
        box.intersect(solving: v, dv, sy < 0 ? -.infinity : ccy, sy < 0 ? ccy : .infinity)
        guard !box.isEmpty else { continue }
        let disc =
          innerX > 0 && innerY > 0
          ? Interval.disc(
            (u - ccx) / innerX, du / innerX, (v - ccy) / innerY, dv / innerY, radius: 1)
          : Interval.empty
        let (before, after) = box.subtracting(disc)
        f.remove(before)
        f.remove(after)
        if f.isEmpty { break }
      }
    }
    let full = f.columns(clampedTo: touched, inward: true)
    return (touched, full)
  }
}

/// A closed interval of the real line of pixel columns, used for span computations.
struct Interval {
  var lo: Double
  var hi: Double

  static let all = Interval(lo: -.infinity, hi: .infinity)
  static let empty = Interval(lo: 1, hi: 0)
  var isEmpty: Bool { !(lo <= hi) }

  /// Keeps the x where `lower ≤ a + b·x ≤ upper`.
  mutating func intersect(solving a: Double, _ b: Double, _ lower: Double, _ upper: Double) {
    if b == 0 {
      if !(a >= lower && a <= upper) { self = .empty }
      return
    }
    let p = (lower - a) / b
    let q = (upper - a) / b
    lo = max(lo, min(p, q))
    hi = min(hi, max(p, q))
  }

  /// The x where `(p + du·x)² + (q + dv·x)² ≤ radius²`.
  static func disc(_ p: Double, _ du: Double, _ q: Double, _ dv: Double, radius: Double) -> Interval {
    let a = du * du + dv * dv
    let b = 2 * (p * du + q * dv)
    let c = p * p + q * q - radius * radius
    let discriminant = b * b - 4 * a * c
    guard a > 0, discriminant >= 0 else { return .empty }
    let root = discriminant.squareRoot()
    return Interval(lo: (-b - root) / (2 * a), hi: (-b + root) / (2 * a))
  }

  /// This interval minus `other`: the parts before and after it (either may be empty).
  func subtracting(_ other: Interval) -> (Interval, Interval) {
    if isEmpty { return (.empty, .empty) }
    if other.isEmpty || other.hi < lo || other.lo > hi { return (self, .empty) }
    return (
      other.lo > lo ? Interval(lo: lo, hi: other.lo) : .empty,
      other.hi < hi ? Interval(lo: other.hi, hi: hi) : .empty
    )
  }

  /// Removes `other`; when it falls strictly inside, keeps the longer side (the rest is then
  /// handled by the exact per-pixel path, so this only costs speed).
  mutating func remove(_ other: Interval) {
    guard !isEmpty, !other.isEmpty, other.hi >= lo, other.lo <= hi else { return }
    if other.lo <= lo {
      lo = max(lo, other.hi)
      if other.hi >= hi { self = .empty }
    } else if other.hi >= hi {
      hi = min(hi, other.lo)
    } else if other.lo - lo >= hi - other.hi {
      hi = other.lo
    } else {
      lo = other.hi
    }
  }

  /// Integer columns x with x in the interval (inward) or whose span may reach it (outward).
  func columns(clampedTo range: Range<Int>, inward: Bool) -> Range<Int> {
    // A NaN bound (from an overflowing transform) would trap in Int(_:): treat it as empty.
    guard !isEmpty, !range.isEmpty, !lo.isNaN, !hi.isNaN else { return range.lowerBound..<range.lowerBound }
    let limit = Double(range.upperBound) + 1
    let start = inward ? (max(lo, -1) + 1e-7).rounded(.up) : max(lo, -1).rounded(.down)
    let end = inward ? (min(hi, limit) - 1e-7).rounded(.down) : min(hi, limit).rounded(.up)
    let first = max(range.lowerBound, Int(start))
    let last = min(range.upperBound - 1, Int(end))
    return first <= last ? first..<(last + 1) : range.lowerBound..<range.lowerBound
  }
}
