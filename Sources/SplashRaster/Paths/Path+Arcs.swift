#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Path {
  /// The largest angle one cubic of an arc spans: π/4, where a cubic's radial error is
  /// 4.2·10⁻⁶ of the radius (a quarter circle in one cubic, as Core Graphics draws it, is 2.7·10⁻⁴).
  static let maximumArcSegment = Double.pi / 4

  /// An arc of the ellipse `transform` maps the unit circle to, from angle `start` turning by
  /// `sweep` (radians, positive towards +y), as cubics; a line (or move) joins the current point
  /// to its start.
  mutating func addUnitArc(start: Double, sweep: Double, transform: Transform2D) {
    let first = transform.applied(to: Point(x: cos(start), y: sin(start)))
    if currentPoint == nil { move(to: first) } else if currentPoint != first { addLine(to: first) }
    guard sweep != 0 else { return }
    let count = max(1, Int((abs(sweep) / Self.maximumArcSegment - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = start
    for _ in 0..<count {
      let next = angle + step
      let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
      addCurve(
        to: transform.applied(to: Point(x: c1, y: s1)),
        control1: transform.applied(to: Point(x: c0 - k * s0, y: s0 + k * c0)),
        control2: transform.applied(to: Point(x: c1 + k * s1, y: s1 - k * c1)))
      angle = next
    }
  }

  /// UIBezierPath's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` in UIKit's
  /// coordinates (y down, so angles grow clockwise on screen): `clockwise` sweeps from
  /// `startAngle` towards larger angles. A sweep is at most one full turn; a line joins the
  /// current point to the arc's start.
  package mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    let turn = 2 * Double.pi
    var sweep = endAngle - startAngle
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
      if sweep > turn { sweep = turn }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
      if sweep < -turn { sweep = -turn }
    }
    let transform = Transform2D(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
    addUnitArc(start: startAngle, sweep: sweep, transform: transform)
  }

  /// SVG's elliptical arc command from the current point to `end` (SVG 1.1 appendix F.6.5:
  /// radii scaled up when too small, a straight line when a radius is 0 or the ends coincide).
  mutating func addSVGArc(
    radiusX: Double, radiusY: Double, rotation degrees: Double, largeArc: Bool, sweep: Bool, to end: Point
  ) {
    guard let start = currentPoint else { return move(to: end) }
    if start == end { return }
    var rx = abs(radiusX)
    var ry = abs(radiusY)
    guard rx > 0, ry > 0 else { return addLine(to: end) }
    let phi = degrees * .pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    let dx = (start.x - end.x) / 2
    let dy = (start.y - end.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var root = denominator > 0 ? max(0, numerator / denominator).squareRoot() : 0
    if largeArc == sweep { root = -root }
    let cx1 = root * rx * y1 / ry
    let cy1 = -root * ry * x1 / rx
    let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
    let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
    let theta = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta
    let turn = 2 * Double.pi
    if sweep && delta < 0 { delta += turn }
    if !sweep && delta > 0 { delta -= turn }
    let transform = Transform2D(
      a: rx * cosPhi, b: rx * sinPhi, c: -ry * sinPhi, d: ry * cosPhi, tx: cx, ty: cy)
    addUnitArc(start: theta, sweep: delta, transform: transform)
    // Land exactly on the end point the data gives.
    if case .cubic(let c1, let c2, _) = elements.last {
      elements[elements.count - 1] = .cubic(c1, c2, end)
      currentPoint = end
    }
  }
}
