import Testing

@testable import SplashRaster

// SVG path data, UIBezierPath primitives, arc length, trimming and dashes, exactly.

@Test func svgPathDataReadsEveryCommandAndCompactNumbers() throws {
  let path = try Path(svgPathData: "M1.5.5l2-1H10v3h-1V8C1 2 3 4 5 6s1 1 2 2Q0 0 1 1t3 3zm1,1 2,2")
  #expect(
    path.elements == [
      .move(Point(x: 1.5, y: 0.5)), .line(Point(x: 3.5, y: -0.5)), .line(Point(x: 10, y: -0.5)),
      .line(Point(x: 10, y: 2.5)), .line(Point(x: 9, y: 2.5)), .line(Point(x: 9, y: 8)),
      .cubic(Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6)),
      .cubic(Point(x: 7, y: 8), Point(x: 6, y: 7), Point(x: 7, y: 8)),
      .quad(Point(x: 0, y: 0), Point(x: 1, y: 1)), .quad(Point(x: 2, y: 2), Point(x: 4, y: 4)), .close,
      .move(Point(x: 2.5, y: 1.5)), .line(Point(x: 4.5, y: 3.5)),
    ])
}

@Test func svgArcsEndExactlyAndBulgeTheRightWay() throws {
  // A half circle of radius 10 from (0, 10) to (20, 10), sweep flag 1 (clockwise on screen:
  // over the top, through (10, 0)); flags written without separators.
  let path = try Path(svgPathData: "M0 10a10 10 0 0120 0")
  #expect(path.currentPoint == Point(x: 20, y: 10))
  let points = path.flattened(tolerance: 1e-4)[0].points
  #expect(points.map(\.y).min()! < 0.0001)
  #expect(abs(path.length() - 10 * .pi) < 1e-4)
}

@Test func svgErrorsSayWhatAndWhere() {
  #expect(throws: PathError("expected a number at offset 4, got 'x'")) { try Path(svgPathData: "M 1 x") }
  #expect(throws: PathError("expected a command (M, L, H, V, C, S, Q, T, A or Z) at offset 0, got '1'")) {
    try Path(svgPathData: "1 2")
  }
  #expect(throws: PathError("expected a number at the end of the path data")) { try Path(svgPathData: "M 1") }
  #expect(throws: PathError("expected an arc flag (0 or 1) at offset 13, got '2'")) {
    try Path(svgPathData: "M0 0 A 1 1 0 2 1 3 3")
  }
}

@Test func arcLengthsAreExact() {
  // A circle of radius 50: 100π, to within the 1.5·10⁻⁶ its eight cubics are longer; a 3-4-5
  // right triangle: 12; a rounded rect: straight parts plus one full circle.
  let circle = Path(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100)).length()
  #expect(circle > 100 * .pi && circle < 100 * .pi * (1 + 1.6e-6))
  let triangle = try! Path(svgPathData: "M0 0 L3 0 L3 4 Z")
  #expect(triangle.length() == 12)
  let rounded = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10)
  #expect(abs(rounded.length() - (2 * 80 + 2 * 40 + 20 * .pi)) < 20 * .pi * 1.6e-6)
}

@Test func uiKitArcsSweepClockwiseOnScreen() {
  // Clockwise from 0 to π/2 in UIKit's flipped space goes from (110, 100) down to (100, 110).
  let arc = Path(arcCenter: Point(x: 100, y: 100), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
  let points = arc.flattened(tolerance: 1e-4)[0].points
  #expect(points.first == Point(x: 110, y: 100))
  #expect(abs(points.last!.x - 100) < 1e-12 && abs(points.last!.y - 110) < 1e-12)
  #expect(points.allSatisfy { $0.y >= 100 })
  // Counter-clockwise the other way round: three quarters, through the top.
  let other = Path(arcCenter: Point(x: 100, y: 100), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
  #expect(abs(other.length() - 15 * .pi) < 15 * .pi * 1.6e-6)
  #expect(other.flattened(tolerance: 1e-4)[0].points.map(\.y).min()! < 90.0001)
}

@Test func trimmingTakesFractionsOfTheWholePathsLength() {
  // Two subpaths of lengths 10 and 30: 0.125...0.5 of 40 is 5...20: the second half of the first
  // and the first 10 of the second.
  let lines = try! Path(svgPathData: "M0 0 H10 M0 5 H30").flattened(tolerance: 0.01)
  let pieces = PathTrim.pieces(lines, style: StrokeStyle(strokeStart: 0.125, strokeEnd: 0.5))
  #expect(
    pieces == [
      Polyline(points: [Point(x: 5, y: 0), Point(x: 10, y: 0)], isClosed: false),
      Polyline(points: [Point(x: 0, y: 5), Point(x: 10, y: 5)], isClosed: false),
    ])
}

@Test func dashesFollowThePatternFromThePhaseAndRestartPerSubpath() {
  // Pattern [4, 2] with phase 3 on a 15-long line: on 0...1, off 1...3, on 3...7, off, on 9...13.
  #expect(
    PathTrim.onIntervals([4, 2], phase: 3, length: 15).map { [$0.0, $0.1] } == [[0, 1], [3, 7], [9, 13]])
  // A negative phase counts back: −1 is 5 into the pattern.
  #expect(PathTrim.onIntervals([4, 2], phase: -1, length: 8).map { [$0.0, $0.1] } == [[1, 5], [7, 8]])
  // An odd pattern repeats: [3] is [3, 3].
  #expect(PathTrim.dashes([3]) == [3, 3])
  #expect(PathTrim.dashes([0, 0]) == [])
  let lines = try! Path(svgPathData: "M0 0 H7 M0 9 H7").flattened(tolerance: 0.01)
  let pieces = PathTrim.pieces(lines, style: StrokeStyle(dashPattern: [4, 2], dashPhase: 3))
  #expect(pieces.count == 4)
  #expect(pieces[2] == Polyline(points: [Point(x: 0, y: 9), Point(x: 1, y: 9)], isClosed: false))
}

@Test func strokesCoverTheirBandExactly() {
  // A horizontal line from x 10.5 to 30.5 at y 20, 5 wide, butt caps: rows 17.5...22.5.
  let line = try! Path(svgPathData: "M10.5 20 H30.5")
  let butt = line.strokeCoverage(StrokeStyle(lineWidth: 5), transform: .identity, width: 48, height: 40)
  #expect(butt[20, 17] == 128 && butt[20, 18] == 255 && butt[20, 22] == 128 && butt[20, 23] == 0)
  #expect(butt[10, 20] == 128 && butt[30, 20] == 128 && butt[31, 20] == 0)
  // Square caps reach 2.5 further; round caps are half discs.
  let square = line.strokeCoverage(
    StrokeStyle(lineWidth: 5, lineCap: .square), transform: .identity, width: 48, height: 40)
  #expect(square[8, 20] == 255 && square[7, 20] == 0 && square[32, 20] == 255 && square[33, 20] == 0)
  let round = line.strokeCoverage(
    StrokeStyle(lineWidth: 5, lineCap: .round), transform: .identity, width: 48, height: 40)
  #expect(round[9, 20] == 255 && round[8, 17] == 0 && round[7, 20] == 0)
}

@Test func mitersAreBevelledPastTheLimit() {
  // A right angle: the miter ratio is √2 ≈ 1.414; limit 1.5 keeps the corner square, 1.4 bevels it.
  let corner = try! Path(svgPathData: "M10 30 H30 V10")
  let kept = corner.strokeCoverage(
    StrokeStyle(lineWidth: 8, miterLimit: 1.5), transform: .identity, width: 40, height: 40)
  let bevelled = corner.strokeCoverage(
    StrokeStyle(lineWidth: 8, miterLimit: 1.4), transform: .identity, width: 40, height: 40)
  #expect(kept[33, 33] == 255)
  #expect(bevelled[33, 33] == 0)
  #expect(bevelled[31, 31] == 255)
  let round = corner.strokeCoverage(
    StrokeStyle(lineWidth: 8, lineJoin: .round), transform: .identity, width: 40, height: 40)
  #expect(round[33, 33] == 0 && round[31, 31] == 255)
}
