import Foundation
import Testing

@testable import SplashRaster

// Path fills against the analytic area of each pixel inside circles and polygons: within 0.003
// of it (after rounding to 8 bits) everywhere, edges and vertices alike.

/// The area of pixel (x, y) inside the disc: ∫ of the overlap of [y, y + 1] with the disc's
/// chord at each abscissa (midpoint rule, 4000 steps: error below 10⁻⁶).
private func discArea(_ x: Int, _ y: Int, cx: Double, cy: Double, r: Double) -> Double {
  // Wholly inside or outside: no integral needed.
  let (nx, ny) = (max(Double(x), min(cx, Double(x + 1))) - cx, max(Double(y), min(cy, Double(y + 1))) - cy)
  if nx * nx + ny * ny >= r * r { return 0 }
  let (fx, fy) = (max(abs(Double(x) - cx), abs(Double(x + 1) - cx)), max(abs(Double(y) - cy), abs(Double(y + 1) - cy)))
  if fx * fx + fy * fy <= r * r { return 1 }
  let steps = 4000
  var area = 0.0
  for i in 0..<steps {
    let px = Double(x) + (Double(i) + 0.5) / Double(steps)
    let dx = px - cx
    guard abs(dx) < r else { continue }
    let h = (r * r - dx * dx).squareRoot()
    let lo = max(Double(y), cy - h)
    let hi = min(Double(y + 1), cy + h)
    if hi > lo { area += (hi - lo) / Double(steps) }
  }
  return area
}

/// The area of pixel (x, y) inside a convex polygon (Sutherland–Hodgman, then the shoelace sum).
private func polygonArea(_ x: Int, _ y: Int, _ corners: [Point]) -> Double {
  var polygon = [
    Point(x: Double(x), y: Double(y)), Point(x: Double(x + 1), y: Double(y)), Point(x: Double(x + 1), y: Double(y + 1)),
    Point(x: Double(x), y: Double(y + 1)),
  ]
  let pairs = Array(zip(corners, Array(corners.dropFirst()) + [corners[0]]))
  let orientation = shoelace(pairs)
  for (a, b) in pairs {
    func side(_ p: Point) -> Double { ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) * orientation }
    var clipped: [Point] = []
    for (p, q) in zip(polygon, Array(polygon.dropFirst()) + [polygon[0]]) {
      let (sp, sq) = (side(p), side(q))
      if sp >= 0 { clipped.append(p) }
      if (sp >= 0) != (sq >= 0) {
        let t = sp / (sp - sq)
        clipped.append(Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
      }
    }
    polygon = clipped
    if polygon.isEmpty { return 0 }
  }
  return abs(shoelace(Array(zip(polygon, Array(polygon.dropFirst()) + [polygon[0]])))) / 2
}

/// Twice the signed area of the polygon whose edges are `edges`.
private func shoelace(_ edges: [(Point, Point)]) -> Double {
  var sum = 0.0
  for (a, b) in edges { sum += a.x * b.y - b.x * a.y }
  return sum
}

private func worstError(_ coverage: PathCoverage, width: Int, height: Int, exact: (Int, Int) -> Double) -> Double {
  var worst = 0.0
  for y in 0..<height {
    for x in 0..<width {
      worst = max(worst, abs(Double(coverage[x, y]) / 255 - exact(x, y)))
    }
  }
  return worst
}

@Test(arguments: [(20.3, 19.7, 13.6), (32.5, 31.25, 29.9), (10.1, 40.8, 4.4)])
func ovalsCoverTheExactAreaOfTheirCircle(cx: Double, cy: Double, r: Double) {
  let path = Path(ovalIn: Rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
  let coverage = path.fillCoverage(rule: .nonZero, transform: .identity, width: 64, height: 64)
  let worst = worstError(coverage, width: 64, height: 64) { discArea($0, $1, cx: cx, cy: cy, r: r) }
  #expect(worst <= 0.003, "worst error \(worst)")
}

@Test func scaledCirclesKeepTheirAccuracy() {
  // A 10-point circle drawn at @3x, rotated: the tolerance is in device pixels.
  let path = Path(ovalIn: Rect(x: 0, y: 0, width: 20, height: 20))
  let transform = Transform2D(rotationAngle: 0.7).concatenating(Transform2D(scale: 3))
    .concatenating(Transform2D(translationX: 40.37, y: 35.81))
  let coverage = path.fillCoverage(rule: .nonZero, transform: transform, width: 96, height: 96)
  let centre = transform.applied(to: Point(x: 10, y: 10))
  let worst = worstError(coverage, width: 96, height: 96) { discArea($0, $1, cx: centre.x, cy: centre.y, r: 30) }
  #expect(worst <= 0.003, "worst error \(worst)")
}

@Test(arguments: [0.0, 0.3, 1.1])
func polygonsCoverTheirExactArea(turn: Double) {
  // A convex pentagon with vertices at fractional positions, turned about (30, 30).
  let corners = (0..<5).map { k in
    let a = turn + Double(k) * 2 * .pi / 5
    return Point(x: 30.17 + 21.3 * cos(a), y: 29.61 + 19.8 * sin(a))
  }
  var path = Path()
  path.move(to: corners[0])
  for p in corners.dropFirst() { path.addLine(to: p) }
  path.closeSubpath()
  for rule in FillRule.allCases {
    let coverage = path.fillCoverage(rule: rule, transform: .identity, width: 64, height: 64)
    let worst = worstError(coverage, width: 64, height: 64) { polygonArea($0, $1, corners) }
    #expect(worst <= 0.003, "\(rule): worst error \(worst)")
  }
}

@Test func evenOddCutsHolesAndNonZeroDoesNot() {
  // Two concentric squares, both clockwise: nonZero fills the inner one (winding 2), evenOdd
  // leaves it empty; an edge at x = 20.25 covers three quarters of its pixel column.
  let path = try! Path(svgPathData: "M 4 4 H 36 V 36 H 4 Z M 12 12 H 20.25 V 28 H 12 Z")
  let nonZero = path.fillCoverage(rule: .nonZero, transform: .identity, width: 40, height: 40)
  let evenOdd = path.fillCoverage(rule: .evenOdd, transform: .identity, width: 40, height: 40)
  #expect(nonZero[15, 20] == 255)
  #expect(evenOdd[15, 20] == 0)
  #expect(evenOdd[20, 20] == 191)
  #expect(nonZero[20, 20] == 255)
  #expect(evenOdd[8, 8] == 255)
  #expect(evenOdd[3, 20] == 0)
  #expect(nonZero.x == 4 && nonZero.y == 4 && nonZero.width == 32 && nonZero.height == 32)
}

@Test func coverageIsClippedToTheFrame() {
  // A square half off every side of a 10×10 frame: the part inside is exact.
  let path = Path(rect: Rect(x: -5.5, y: -5, width: 21, height: 20.5))
  let coverage = path.fillCoverage(rule: .nonZero, transform: .identity, width: 10, height: 10)
  #expect(coverage.x == 0 && coverage.y == 0 && coverage.width == 10 && coverage.height == 10)
  #expect(coverage.coverage.allSatisfy { $0 == 255 })
  let partial = Path(rect: Rect(x: -3, y: 2, width: 5.5, height: 4)).fillCoverage(
    rule: .nonZero, transform: .identity, width: 10, height: 10)
  #expect(partial[0, 3] == 255)
  #expect(partial[2, 3] == 128)
  #expect(partial[3, 3] == 0)
}
