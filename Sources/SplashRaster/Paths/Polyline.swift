/// A subpath flattened to straight segments: its points in order, and whether it is closed
/// (the last point joins the first; the first point is not repeated).
package struct Polyline: Sendable, Hashable {
  package var points: [Point]
  package var isClosed: Bool

  package init(points: [Point], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }

  /// The number of segments: one per pair of consecutive points, plus the closing one.
  package var segmentCount: Int {
    points.count < 2 ? 0 : points.count - 1 + (isClosed ? 1 : 0)
  }

  /// The end points of segment `i`.
  @inline(__always)
  func segment(_ i: Int) -> (Point, Point) {
    (points[i], points[i + 1 == points.count ? 0 : i + 1])
  }

  /// The sum of the segments' lengths.
  package var length: Double {
    var total = 0.0
    for i in 0..<segmentCount {
      let (a, b) = segment(i)
      total += distance(a, b)
    }
    return total
  }
}

@inline(__always)
func distance(_ a: Point, _ b: Point) -> Double {
  let dx = b.x - a.x
  let dy = b.y - a.y
  return (dx * dx + dy * dy).squareRoot()
}
