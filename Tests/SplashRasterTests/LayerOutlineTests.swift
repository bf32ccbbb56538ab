import Foundation
import Testing

@testable import SplashRaster

/// The signed distance from the circular corner of radius `r` at the origin's corner (edges
/// along +x and +y, the arc's centre at (r, r)) to point `p`: positive inside the shape.
private func insideCircularCorner(_ p: Point, radius r: Double) -> Double {
  if p.x <= r && p.y <= r { return r - ((p.x - r) * (p.x - r) + (p.y - r) * (p.y - r)).squareRoot() }
  return min(p.x, p.y)
}

/// The exact area a closed path of lines and cubics encloses (Green's theorem; three-point
/// Gauss–Legendre is exact for a cubic's x·y′, a polynomial of degree 5).
private func enclosedArea(_ path: Path) -> Double {
  var area = 0.0
  var current = Point(x: 0, y: 0)
  var start = current
  let gauss = [(0.5 - 0.5 * (0.6).squareRoot(), 5.0 / 18), (0.5, 8.0 / 18), (0.5 + 0.5 * (0.6).squareRoot(), 5.0 / 18)]
  func line(_ a: Point, _ b: Point) { area += (a.x * b.y - b.x * a.y) / 2 }
  for element in path.elements {
    switch element {
    case .move(let p):
      current = p
      start = p
    case .line(let p):
      line(current, p)
      current = p
    case .cubic(let c1, let c2, let p):
      let (p0, p1, p2, p3) = (current, c1, c2, p)
      for (t, w) in gauss {
        let m = 1 - t
        let x = m * m * m * p0.x + 3 * m * m * t * p1.x + 3 * m * t * t * p2.x + t * t * t * p3.x
        let y = m * m * m * p0.y + 3 * m * m * t * p1.y + 3 * m * t * t * p2.y + t * t * t * p3.y
        let dx = 3 * (m * m * (p1.x - p0.x) + 2 * m * t * (p2.x - p1.x) + t * t * (p3.x - p2.x))
        let dy = 3 * (m * m * (p1.y - p0.y) + 2 * m * t * (p2.y - p1.y) + t * t * (p3.y - p2.y))
        area += w * (x * dy - y * dx) / 2
      }
      current = p
    case .quad: Issue.record("no quadratic curves in an outline")
    case .close:
      line(current, start)
      current = start
    }
  }
  return area
}

@Test func continuousCornersAtRadiusFiftyLieWithinAFractionOfAPointOfTheCircle() {
  // A corner of radius 50 pt on a square large enough for the whole continuous curve.
  let outline = LayerOutline(rect: Rect(x: 0, y: 0, width: 400, height: 400), radius: 50, curve: .continuous)
  #expect(outline.circularity == 0)
  let corner = outline.path.flattened(tolerance: 1e-7)[0].points.filter { $0.x < 100 && $0.y < 100 }
  let distances = corner.map { insideCircularCorner($0, radius: 50) }
  // Inside the circular corner by up to 0.624 pt (near where it meets the edges), outside it by
  // up to 0.098 pt (at 45°, where PaintCode's middle cubic runs just beyond the circle).
  #expect((distances.max()! * 1000).rounded() / 1000 == 0.624)
  #expect((distances.min()! * 1000).rounded() / 1000 == -0.098)
  // It leaves the edges 1.52866483 radii from the corner: 76.433 pt.
  #expect(outline.path.elements.first == .move(Point(x: 50 * 1.52866483, y: 0)))
}

@Test func continuousCornersEncloseTheAreaOfTheirBeziers() {
  // Each continuous corner of radius r cuts 0.2247 r² from the square corner (a circular one
  // 1 − π/4 = 0.2146 r²): the curve runs further along the edges.
  let outline = LayerOutline(rect: Rect(x: 0, y: 0, width: 400, height: 400), radius: 50, curve: .continuous)
  let cut = (400 * 400 - enclosedArea(outline.path)) / 4 / (50 * 50)
  #expect((cut * 10000).rounded() / 10000 == 0.2247)
  let circular = LayerOutline(rect: Rect(x: 0, y: 0, width: 400, height: 400), radius: 50)
  let circularCut = (400 * 400 - enclosedArea(circular.path)) / 4 / (50 * 50)
  // Within the error of `Path.addArc`'s eighth-circle cubics.
  #expect(abs(circularCut - (1 - Double.pi / 4)) < 1e-5)
}

@Test func aContinuousCornerThatDoesNotFitIsBlendedTowardsACircle() {
  let square = Rect(x: 0, y: 0, width: 100, height: 100)
  // 1.52866483 × 25 = 38.2 fits in half the side (50): fully continuous.
  #expect(LayerOutline(rect: square, radius: 25, curve: .continuous).circularity == 0)
  // 40: reach 61.1 > 50, blended by (61.1466 − 50) / (0.52866483 × 40) = 0.527.
  let blended = LayerOutline(rect: square, radius: 40, curve: .continuous)
  #expect((blended.circularity * 1000).rounded() / 1000 == 0.527)
  #expect(blended.roundedRect == nil)
  // The blended corner reaches exactly half the side: the edges are only the points between.
  #expect(blended.path.elements.first == .move(Point(x: 50, y: 0)))
  // Half the side (or more): a circle, drawn as the circular rounded rectangle.
  #expect(
    LayerOutline(rect: square, radius: 50, curve: .continuous).roundedRect
      == RoundedRect(rect: square, cornerRadius: 50))
  #expect(
    LayerOutline(rect: square, radius: 80, curve: .continuous).roundedRect
      == RoundedRect(rect: square, cornerRadius: 50))
}

@Test func maskedCornersRoundOnlyTheNamedCorners() {
  let rect = Rect(x: 10, y: 20, width: 60, height: 40)
  let topLeft = LayerOutline(rect: rect, radius: 12, corners: [.minXMinY])
  #expect(topLeft.roundedRect == nil)
  #expect(abs(enclosedArea(topLeft.path) - (60 * 40 - (1 - Double.pi / 4) * 144)) < 1e-5 * 144)
  let two = LayerOutline(rect: rect, radius: 12, corners: [.maxXMinY, .minXMaxY], curve: .continuous)
  #expect(abs(enclosedArea(two.path) - (60 * 40 - 2 * 144 * 0.22470)) < 0.01)
  // Square corners are corners of the path.
  let points = two.path.flattened(tolerance: 1e-3)[0].points
  #expect(points.contains(Point(x: 10, y: 20)) && points.contains(Point(x: 70, y: 60)))
  #expect(!points.contains(Point(x: 70, y: 20)) && !points.contains(Point(x: 10, y: 60)))
  // None masked, or radius 0: the plain rectangle.
  #expect(LayerOutline(rect: rect, radius: 12, corners: []).roundedRect == RoundedRect(rect: rect))
  #expect(LayerOutline(rect: rect, radius: 0, curve: .continuous).roundedRect == RoundedRect(rect: rect))
  #expect(
    LayerOutline(rect: rect, radius: 12).roundedRect == RoundedRect(rect: rect, cornerRadius: 12))
  #expect(CornerMask(names: ["layerMaxXMaxYCorner", "layerMinXMinYCorner"]) == [.maxXMaxY, .minXMinY])
  #expect(CornerMask.all.rawValue == 15)
}

@Test func anInsetOutlineKeepsItsCornersWithTheRadiusLessTheWidth() {
  let outline = LayerOutline(
    rect: Rect(x: 0, y: 0, width: 50, height: 30), radius: 10, corners: [.minXMinY], curve: .continuous)
  #expect(
    outline.inset(by: 4)
      == LayerOutline(
        rect: Rect(x: 4, y: 4, width: 42, height: 22), radius: 6, corners: [.minXMinY], curve: .continuous))
  #expect(outline.inset(by: 40).rect == Rect(x: 15, y: 15, width: 20, height: 0))
  #expect(outline.inset(by: 40).path.isEmpty)
}

@Test func outlineFillCoverageIsTheExactArea() throws {
  // A continuous outline at a fractional place, filled as a path: the coverage sums to its
  // area within 8-bit rounding.
  let outline = LayerOutline(
    rect: Rect(x: 3.3, y: 2.7, width: 41.5, height: 30.25), radius: 9, corners: [.minXMinY, .maxXMaxY],
    curve: .continuous)
  let coverage = outline.path.fillCoverage(rule: .nonZero, transform: .identity, width: 50, height: 40)
  let total = coverage.coverage.reduce(0) { $0 + Double($1) } / 255
  let edgePixels = Double(coverage.coverage.filter { $0 > 0 && $0 < 255 }.count)
  #expect(abs(total - enclosedArea(outline.path)) <= 0.002 * edgePixels)
}
