extension Path {
  /// The flattening tolerance, in device pixels, of fills and strokes: the polylines stray at
  /// most this far from the curves, which changes a pixel's coverage by at most about as much.
  package static let pixelTolerance = 1.0 / 1024

  /// How far `transform` can stretch a unit length (its largest singular value).
  static func stretch(_ t: Transform2D) -> Double {
    let s = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
    let det = t.a * t.d - t.b * t.c
    let root = max(0, s * s / 4 - det * det).squareRoot()
    return max((s / 2 + root).squareRoot(), 1e-12)
  }

  /// The coverage of the path filled under `rule`, drawn through `transform` onto a
  /// `width` × `height` pixel frame.
  package func fillCoverage(rule: FillRule, transform: Transform2D, width: Int, height: Int) -> PathCoverage {
    let tolerance = Self.pixelTolerance / Self.stretch(transform)
    let polygons = flattened(tolerance: tolerance, maximumPoints: Self.maximumFlattenedPoints).map {
      $0.points.map { transform.applied(to: $0) }
    }
    return PathCoverage(polygons: polygons, fillRule: rule, clipWidth: width, clipHeight: height)
  }

  /// The coverage of the path stroked with `style` (in the path's units), drawn through
  /// `transform` onto a `width` × `height` pixel frame.
  package func strokeCoverage(
    _ style: StrokeStyle, transform: Transform2D, width: Int, height: Int
  ) -> PathCoverage {
    guard style.lineWidth > 0 else { return .empty }
    let tolerance = Self.pixelTolerance / Self.stretch(transform)
    let pieces = PathTrim.pieces(
      flattened(tolerance: tolerance, maximumPoints: Self.maximumFlattenedPoints), style: style)
    let outline = Stroker(style: style, tolerance: tolerance * 2).outline(pieces)
    let polygons = outline.map { $0.map { transform.applied(to: $0) } }
    return PathCoverage(polygons: polygons, fillRule: .nonZero, clipWidth: width, clipHeight: height)
  }

  /// The arc length of the flattened path (what `strokeStart` and `strokeEnd` are fractions of).
  package func length(tolerance: Double = 1e-4) -> Double {
    flattened(tolerance: tolerance).reduce(0) { $0 + $1.length }
  }
}
