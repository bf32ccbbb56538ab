/// A layer's rounded bounds as Core Animation draws them: `cornerRadius` on the corners that
/// `maskedCorners` names, bent as `cornerCurve` says. Backgrounds, borders, `masksToBounds`
/// clipping and shadows of a layer all follow this one outline.
///
/// **Continuous corners** are PaintCode's published reverse-engineering of the rounded
/// rectangle of iOS 7 (`UIBezierPath(roundedRect:cornerRadius:)`, "Code for iOS 7 rounded
/// rectangles", 2014), which `CALayerCornerCurve.continuous` draws since iOS 13: per corner three
/// cubic Béziers joined by two short lines (`continuousCorner`), leaving the straight edge
/// 1.52866483 radii before the corner, so the curvature rises from 0 instead of jumping to 1/r.
/// At `cornerRadius` 50 pt it lies at most 0.624 pt from the circular corner of the same radius
/// (inside it, near where it meets the edges; 0.10 pt outside it at 45°: `LayerOutlineTests`).
///
/// The radius is clamped to half the shorter side, as for circular corners. A continuous corner
/// whose 1.52866483 radii do not fit in half the shorter side is blended towards the circular
/// corner (each point, in radii, moves linearly) just far enough to fit, so a square whose radius
/// is half its side is a circle with either curve, and the outline changes continuously with the
/// radius (PaintCode's code instead shrinks the radius, which turns such a square into a squircle).
package struct LayerOutline: Sendable, Hashable {
  package var rect: Rect
  package var radius: Double
  package var corners: CornerMask
  package var curve: CornerCurve

  package init(rect: Rect, radius: Double, corners: CornerMask = .all, curve: CornerCurve = .circular) {
    self.rect = rect
    self.radius = radius
    self.corners = corners
    self.curve = curve
  }

  /// How far a continuous corner reaches along each edge, in radii.
  package static let continuousReach = 1.52866483

  /// One continuous corner from the incoming edge to the outgoing one, in radii: each point is
  /// (along the incoming edge back from the corner, along the outgoing edge), after the start
  /// (1.52866483, 0); three points are a cubic, one a line.
  static let continuousCorner: [[(Double, Double)]] = [
    [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
    [(0.63149399, 0.07491100)],
    [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
    [(0.06549600, 0.66993427)],
    [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
  ]

  /// A circular corner in the same steps (a quarter circle as one cubic), to blend with.
  static let circularCorner: [[(Double, Double)]] = {
    let rest = 1 - 4 * (2.0.squareRoot() - 1) / 3
    return [
      [(1, 0), (1, 0), (1, 0)], [(1, 0)], [(rest, 0), (0, rest), (0, 1)], [(0, 1)], [(0, 1), (0, 1), (0, 1)],
    ]
  }()

  /// The radius drawn: clamped to 0...half the shorter side.
  package var clampedRadius: Double { max(0, min(radius, rect.width / 2, rect.height / 2)) }

  /// How far continuous corners are blended towards circular ones to fit (0: not at all, 1:
  /// circular); 1 for circular corners.
  package var circularity: Double {
    let r = clampedRadius
    guard curve == .continuous, r > 0 else { return 1 }
    let half = min(rect.width, rect.height) / 2
    let reach = Self.continuousReach * r
    guard reach > half else { return 0 }
    return min(1, (reach - half) / ((Self.continuousReach - 1) * r))
  }

  /// The outline as the circular rounded rectangle the compositor draws directly, nil when it is
  /// not one (some corners square, or continuous corners that stay continuous).
  package var roundedRect: RoundedRect? {
    let r = clampedRadius
    if r == 0 || corners.isEmpty { return RoundedRect(rect: rect) }
    guard corners == .all, circularity == 1 else { return nil }
    return RoundedRect(rect: rect, cornerRadius: r)
  }

  /// The outline inset by `width` (a border's inner edge): the same corners with the radius
  /// less the width, at least 0.
  package func inset(by width: Double) -> LayerOutline {
    let w = min(width, min(rect.width, rect.height) / 2)
    return LayerOutline(
      rect: Rect(x: rect.minX + w, y: rect.minY + w, width: rect.width - 2 * w, height: rect.height - 2 * w),
      radius: max(0, clampedRadius - w), corners: corners, curve: curve)
  }

  /// The outline as a closed path, clockwise on screen from the top-left corner's end.
  package var path: Path {
    var path = Path()
    guard !rect.isEmpty else { return path }
    let r = clampedRadius
    let t = circularity
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    // Each corner: the corner point, the direction back along the edge it is entered from and
    // the direction along the edge it leaves by.
    let turns: [(CornerMask, Point, (Double, Double), (Double, Double))] = [
      (.maxXMinY, Point(x: x1, y: y0), (-1, 0), (0, 1)),
      (.maxXMaxY, Point(x: x1, y: y1), (0, -1), (-1, 0)),
      (.minXMaxY, Point(x: x0, y: y1), (1, 0), (0, -1)),
      (.minXMinY, Point(x: x0, y: y0), (0, 1), (1, 0)),
    ]
    func point(_ corner: Point, _ a: (Double, Double), _ b: (Double, Double), _ p: Double, _ q: Double) -> Point {
      Point(x: corner.x + r * (p * a.0 + q * b.0), y: corner.y + r * (p * a.1 + q * b.1))
    }
    let rounded = r > 0 ? corners : []
    let reach = Self.continuousReach * (1 - t) + t
    // Starts where the top-left corner ends on the top edge.
    let (_, topLeft, a0, b0) = turns[3]
    path.move(to: rounded.contains(.minXMinY) ? point(topLeft, a0, b0, 0, reach) : topLeft)
    for (mask, corner, a, b) in turns {
      guard rounded.contains(mask) else {
        path.addLine(to: corner)
        continue
      }
      path.addLine(to: point(corner, a, b, reach, 0))
      if t == 1 {
        // Exactly circular: the arc as `Path.addArc` draws it (closer to a circle than one cubic).
        let center = point(corner, a, b, 1, 1)
        path.addArc(
          center: center, radius: r, startAngle: Self.angle(-b.0, -b.1), endAngle: Self.angle(-a.0, -a.1),
          clockwise: true)
        continue
      }
      for (continuous, circular) in zip(Self.continuousCorner, Self.circularCorner) {
        let points = zip(continuous, circular).map { c, o in
          point(corner, a, b, c.0 * (1 - t) + o.0 * t, c.1 * (1 - t) + o.1 * t)
        }
        if points.count == 3 {
          path.addCurve(to: points[2], control1: points[0], control2: points[1])
        } else {
          path.addLine(to: points[0])
        }
      }
    }
    path.closeSubpath()
    return path
  }

  /// The angle of a unit axis direction (exact for the four axes).
  private static func angle(_ x: Double, _ y: Double) -> Double {
    if x == 1 { return 0 }
    if y == 1 { return Double.pi / 2 }
    if x == -1 { return Double.pi }
    return -Double.pi / 2
  }
}
