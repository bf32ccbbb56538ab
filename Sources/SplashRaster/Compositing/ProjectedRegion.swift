/// Which destination pixels a rectangle seen through a homography covers, and how much.
///
/// Lines stay lines under a projective map, so the image of the rectangle (first clipped to the
/// part in front of the eye, W ≥ `nearW`) is a convex polygon; it is kept in destination pixels,
/// clipped to the destination. With antialiased edges a pixel's coverage is the exact area of
/// the polygon inside its square (the polygon clipped to the pixel's row, then to its column,
/// by Sutherland–Hodgman, then the shoelace formula); without, a pixel is covered wholly when its
/// centre is inside (left and top edges inclusive), or not at all. Every value comes from the
/// pixel's own coordinates, so the result does not depend on how rows are split between threads.
struct ProjectedRegion {
  /// Destination → source.
  let inverse: Homography
  /// The convex image in destination pixels, counter-clockwise or clockwise.
  let polygon: [SIMD2<Double>]
  let antialiased: Bool
  /// Destination rows that can be touched.
  let rows: Range<Int>

  /// The smallest W kept, relative to the largest W of the rectangle's corners: a plane that
  /// passes the eye is drawn up to where its image is a million times its size in front.
  static let nearW = 1e-6

  /// Nil when nothing can be drawn (singular map, the rectangle wholly behind the eye, empty, or
  /// off the destination). `visibleRows` keeps only those rows (a band's).
  init?(
    sourceRect: Rect, homography h: Homography, destinationWidth: Int, destinationHeight: Int, antialiased: Bool,
    visibleRows: Range<Int>? = nil
  ) {
    guard !sourceRect.isEmpty, let inverse = h.inverted,
      [h.m11, h.m12, h.m13, h.m21, h.m22, h.m23, h.m31, h.m32, h.m33].allSatisfy(\.isFinite)
    else { return nil }
    let corners = [
      SIMD2(sourceRect.minX, sourceRect.minY), SIMD2(sourceRect.maxX, sourceRect.minY),
      SIMD2(sourceRect.maxX, sourceRect.maxY), SIMD2(sourceRect.minX, sourceRect.maxY),
    ]
    let largest = corners.map { h.w($0.x, $0.y) }.max()!
    guard largest > 0 else { return nil }
    // In front of the eye only (W ≥ near), in source space where W is linear.
    let near = largest * Self.nearW
    let front = Self.clip(corners) { h.w($0.x, $0.y) - near }
    var image = front.map { p -> SIMD2<Double> in
      let q = h.homogeneous(p.x, p.y)
      return SIMD2(q.x / q.z, q.y / q.z)
    }
    var top = 0
    var bottom = destinationHeight
    if let visibleRows {
      top = max(top, visibleRows.lowerBound)
      bottom = min(bottom, visibleRows.upperBound)
    }
    // Inside the destination (one pixel of slack), so that far points stay small numbers.
    let (left, right) = (-1.0, Double(destinationWidth) + 1)
    let (upper, lower) = (Double(top) - 1, Double(bottom) + 1)
    image = Self.clip(image) { $0.x - left }
    image = Self.clip(image) { right - $0.x }
    image = Self.clip(image) { $0.y - upper }
    image = Self.clip(image) { lower - $0.y }
    guard image.count >= 3, let minY = image.map(\.y).min(), let maxY = image.map(\.y).max() else { return nil }
    let first = max(top, Int(minY.rounded(.down)))
    let last = min(bottom, Int(maxY.rounded(.up)))
    guard first < last else { return nil }
    self.inverse = inverse
    polygon = image
    self.antialiased = antialiased
    rows = first..<last
  }

  /// `polygon` ∩ {p : side(p) ≥ 0} (`ConvexClip.clip`, on arrays: once per draw or row).
  static func clip(_ polygon: [SIMD2<Double>], side: (SIMD2<Double>) -> Double) -> [SIMD2<Double>] {
    guard !polygon.isEmpty else { return [] }
    var source = polygon
    var kept = [SIMD2<Double>](repeating: .zero, count: polygon.count + 1)
    let count = source.withUnsafeMutableBufferPointer { from in
      kept.withUnsafeMutableBufferPointer { into in
        ConvexClip.clip(from.baseAddress!, count: from.count, into: into.baseAddress!, side: side)
      }
    }
    return Array(kept.prefix(count))
  }

  /// The x-extent of the polygon on the horizontal line at `y`, nil when it misses the line.
  func chord(_ y: Double) -> (lo: Double, hi: Double)? {
    var lo = Double.infinity
    var hi = -Double.infinity
    for j in polygon.indices {
      let p = polygon[j]
      let q = polygon[(j + 1) % polygon.count]
      guard min(p.y, q.y) <= y, max(p.y, q.y) >= y else { continue }
      if p.y == q.y {
        lo = min(lo, p.x, q.x)
        hi = max(hi, p.x, q.x)
      } else {
        let x = p.x + (y - p.y) * (q.x - p.x) / (q.y - p.y)
        lo = min(lo, x)
        hi = max(hi, x)
      }
    }
    return lo <= hi ? (lo, hi) : nil
  }

  /// Visits destination row `y`: `edge(x, coverage)` for each partly covered pixel (coverage
  /// 1...254) and `interior(columns)` once for the run of fully covered pixels (possibly empty),
  /// left to right.
  @inline(__always)
  func rasterize(row y: Int, width: Int, edge: (Int, UInt32) -> Void, interior: (Range<Int>) -> Void) {
    let columns = 0..<width
    if !antialiased {
      // Whole pixels by their centres.
      guard let (lo, hi) = chord(Double(y) + 0.5) else { return }
      interior(Self.columns(Int((lo - 0.5).rounded(.up)), Int((hi - 0.5).rounded(.up)), in: columns))
      return
    }
    let (y0, y1) = (Double(y), Double(y) + 1)
    let strip = Self.clip(Self.clip(polygon) { $0.y - y0 }) { y1 - $0.y }
    guard strip.count >= 3, let lo = strip.map(\.x).min(), let hi = strip.map(\.x).max() else { return }
    let touched = Self.columns(Int(lo.rounded(.down)), Int(hi.rounded(.up)), in: columns)
    guard !touched.isEmpty else { return }
    var full = touched.lowerBound..<touched.lowerBound
    if let top = chord(y0), let bottom = chord(y1) {
      let inner = Self.columns(
        Int(max(top.lo, bottom.lo).rounded(.up)), Int(min(top.hi, bottom.hi).rounded(.down)), in: touched)
      if !inner.isEmpty { full = inner }
    }
    @inline(__always) func edges(_ range: Range<Int>) {
      for x in range {
        let c = Self.coverage(of: strip, column: Double(x))
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

  /// `first..<end` within `range` (empty when it misses).
  static func columns(_ first: Int, _ end: Int, in range: Range<Int>) -> Range<Int> {
    let a = max(first, range.lowerBound)
    let b = min(end, range.upperBound)
    return a < b ? a..<b : range.lowerBound..<range.lowerBound
  }

  /// The area (as 0...255) of a row's strip of the polygon inside the column [x, x + 1].
  static func coverage(of strip: [SIMD2<Double>], column x: Double) -> UInt32 {
    withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: 2 * (strip.count + 2)) { buffer in
      let half = strip.count + 2
      var current = buffer.baseAddress!
      var next = current + half
      for (i, p) in strip.enumerated() { current[i] = p }
      var count = strip.count
      // Keep p.x ≥ x, then p.x ≤ x + 1.
      count = ConvexClip.clip(current, count: count, into: next) { $0.x - x }
      swap(&current, &next)
      if count < 3 { return 0 }
      count = ConvexClip.clip(current, count: count, into: next) { x + 1 - $0.x }
      if count < 3 { return 0 }
      return UInt32((min(1, ConvexClip.area(next, count: count)) * 255).rounded())
    }
  }
}
