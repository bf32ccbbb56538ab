/// A vector outline as Core Graphics' `CGPath` holds it: subpaths of straight lines and quadratic
/// and cubic Bézier curves, in any coordinate space (a shape layer's bounds, in points).
///
/// Arcs are stored as cubic curves, each spanning at most a quarter of a right angle
/// (`Path.addArc`): their radial error is 4·10⁻⁶ of the radius, closer to a circle than
/// Core Graphics' quarter-circle cubics (2.7·10⁻⁴), so coverage matches the analytic area.
package struct Path: Sendable, Hashable {
  /// One drawing command.
  package enum Element: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case quad(Point, Point)
    case cubic(Point, Point, Point)
    case close
  }

  /// The commands in order.
  package internal(set) var elements: [Element] = []
  /// The current point (the end of the last command), nil before the first `move`.
  package internal(set) var currentPoint: Point?
  /// The start of the current subpath, where `close` returns to.
  private var subpathStart: Point?

  /// An empty path.
  package init() {}

  /// Whether the path has no commands.
  package var isEmpty: Bool { elements.isEmpty }

  /// The number of points the commands hold (a move or line 1, a quadratic 2, a cubic 3).
  package var pointCount: Int {
    elements.reduce(0) { count, element in
      switch element {
      case .move, .line: count + 1
      case .quad: count + 2
      case .cubic: count + 3
      case .close: count
      }
    }
  }

  /// Starts a new subpath at `p`.
  package mutating func move(to p: Point) {
    elements.append(.move(p))
    currentPoint = p
    subpathStart = p
  }

  /// A straight line to `p` (a move when there is no current point, as Core Graphics requires one).
  package mutating func addLine(to p: Point) {
    guard currentPoint != nil else { return move(to: p) }
    elements.append(.line(p))
    currentPoint = p
  }

  /// A quadratic Bézier curve to `p` with control point `c`.
  package mutating func addQuadCurve(to p: Point, control c: Point) {
    if currentPoint == nil { move(to: c) }
    elements.append(.quad(c, p))
    currentPoint = p
  }

  /// A cubic Bézier curve to `p` with control points `c1` and `c2`.
  package mutating func addCurve(to p: Point, control1 c1: Point, control2 c2: Point) {
    if currentPoint == nil { move(to: c1) }
    elements.append(.cubic(c1, c2, p))
    currentPoint = p
  }

  /// Closes the current subpath with a line back to its start.
  package mutating func closeSubpath() {
    guard currentPoint != nil, let start = subpathStart else { return }
    if case .close = elements.last { return }
    elements.append(.close)
    currentPoint = start
  }

  /// The path with every point mapped by `transform`.
  package func applying(_ transform: Transform2D) -> Path {
    let f = { (p: Point) in transform.applied(to: p) }
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let p): .move(f(p))
      case .line(let p): .line(f(p))
      case .quad(let c, let p): .quad(f(c), f(p))
      case .cubic(let c1, let c2, let p): .cubic(f(c1), f(c2), f(p))
      case .close: .close
      }
    }
    path.currentPoint = currentPoint.map(f)
    path.subpathStart = subpathStart.map(f)
    return path
  }

  /// The smallest rectangle holding every point, control points included (nil when empty).
  package var controlBounds: Rect? {
    var lo = Point(x: Double.infinity, y: .infinity)
    var hi = Point(x: -Double.infinity, y: -.infinity)
    func add(_ p: Point) {
      lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
      hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .quad(let c, let p):
        add(c)
        add(p)
      case .cubic(let c1, let c2, let p):
        add(c1)
        add(c2)
        add(p)
      case .close: break
      }
    }
    guard lo.x <= hi.x else { return nil }
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }
}

extension Path {
  /// The path as SVG path data with absolute commands (`M L Q C Z`), each number written as
  /// the shortest text that reads back as the same double, so `Path(svgPathData:)` gives this
  /// path again.
  package var svgPathData: String {
    func n(_ v: Double) -> String {
      if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
      return "\(v)"
    }
    func p(_ point: Point) -> String { n(point.x) + " " + n(point.y) }
    return elements.map { element in
      switch element {
      case .move(let a): "M" + p(a)
      case .line(let a): "L" + p(a)
      case .quad(let c, let a): "Q" + p(c) + " " + p(a)
      case .cubic(let c1, let c2, let a): "C" + p(c1) + " " + p(c2) + " " + p(a)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
