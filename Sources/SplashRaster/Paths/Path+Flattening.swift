extension Path {
  /// The subpaths as polylines whose points lie on the curves and which stay within
  /// `tolerance` of them (uniform steps in t, as many as the curve's second derivative needs:
  /// a chord of a curve whose second derivative is at most M strays at most M·h²/8 for a step h).
  /// Consecutive equal points are dropped; a subpath of one point is kept (round caps of a dot).
  package func flattened(tolerance: Double) -> [Polyline] {
    var result: [Polyline] = []
    var points: [Point] = []
    var current = Point.zero
    func finish(closed: Bool) {
      if !points.isEmpty {
        if closed, points.count > 1, points.last == points.first { points.removeLast() }
        result.append(Polyline(points: points, isClosed: closed))
      }
      points = []
    }
    func add(_ p: Point) {
      if points.last != p { points.append(p) }
    }
    let tol = max(tolerance, 1e-9)
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        points = [p]
        current = p
      case .line(let p):
        if points.isEmpty { points = [current] }
        add(p)
        current = p
      case .quad(let c, let p):
        if points.isEmpty { points = [current] }
        let p0 = current
        let dx = p0.x - 2 * c.x + p.x
        let dy = p0.y - 2 * c.y + p.y
        let n = Self.steps((dx * dx + dy * dy).squareRoot() / 4, tol)
        for i in 1..<n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          add(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
        add(p)
        current = p
      case .cubic(let c1, let c2, let p):
        if points.isEmpty { points = [current] }
        let p0 = current
        let d1 =
          ((p0.x - 2 * c1.x + c2.x) * (p0.x - 2 * c1.x + c2.x) + (p0.y - 2 * c1.y + c2.y) * (p0.y - 2 * c1.y + c2.y))
          .squareRoot()
        let d2 = ((c1.x - 2 * c2.x + p.x) * (c1.x - 2 * c2.x + p.x) + (c1.y - 2 * c2.y + p.y) * (c1.y - 2 * c2.y + p.y))
          .squareRoot()
        let n = Self.steps(0.75 * max(d1, d2), tol)
        for i in 1..<n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          let (a, b, cc, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          add(
            Point(
              x: a * p0.x + b * c1.x + cc * c2.x + d * p.x, y: a * p0.y + b * c1.y + cc * c2.y + d * p.y))
        }
        add(p)
        current = p
      case .close:
        if let first = points.first { current = first }
        finish(closed: true)
        // Core Graphics starts a new subpath at the closed one's start.
        points = []
      }
    }
    finish(closed: false)
    return result
  }

  /// The most points `flattened(tolerance:maximumPoints:)` makes by default: a path of
  /// curves far larger than the frame is flattened more coarsely rather than without bound.
  package static let maximumFlattenedPoints = 1 << 20

  /// `flattened(tolerance:)` with the tolerance raised as far as needed to stay within
  /// `maximumPoints` points (the segments of a curve grow as 1 / √tolerance).
  package func flattened(tolerance: Double, maximumPoints: Int) -> [Polyline] {
    let tol = max(tolerance, 1e-9)
    var estimate = 0.0
    var current = Point.zero
    for element in elements {
      switch element {
      case .move(let p), .line(let p):
        estimate += 1
        current = p
      case .quad(let c, let p):
        let d =
          ((current.x - 2 * c.x + p.x) * (current.x - 2 * c.x + p.x) + (current.y - 2 * c.y + p.y)
            * (current.y - 2 * c.y + p.y))
          .squareRoot()
        estimate += Double(Self.steps(d / 4, tol))
        current = p
      case .cubic(let c1, let c2, let p):
        let d1 = max(abs(current.x - 2 * c1.x + c2.x), abs(current.y - 2 * c1.y + c2.y))
        let d2 = max(abs(c1.x - 2 * c2.x + p.x), abs(c1.y - 2 * c2.y + p.y))
        estimate += Double(Self.steps(0.75 * 1.5 * max(d1, d2), tol))
        current = p
      case .close:
        estimate += 1
      }
    }
    let budget = Double(max(1, maximumPoints))
    guard estimate > budget else { return flattened(tolerance: tol) }
    let ratio = estimate / budget
    return flattened(tolerance: tol * ratio * ratio)
  }

  /// Segments for a curve whose deviation per unit step² is `k`: √(k / tolerance), at least 1,
  /// at most 1 << 16 (a curve larger than any frame needs no more).
  static func steps(_ k: Double, _ tolerance: Double) -> Int {
    let n = (k / tolerance).squareRoot().rounded(.up)
    guard n.isFinite else { return 1 }
    return Int(min(65_536, max(1, n)))
  }
}
