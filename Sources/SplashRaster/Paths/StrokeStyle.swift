/// How a path is stroked, as CAShapeLayer (and Core Graphics) take it: a line `lineWidth` wide,
/// centred on the path, with caps, joins and an optional dash pattern, along the part of the
/// path between `strokeStart` and `strokeEnd` (fractions of its arc length).
package struct StrokeStyle: Sendable, Hashable {
  /// How open ends are drawn.
  package enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// Flat at the end point (the default).
    case butt
    /// A half circle of the line's width beyond the end.
    case round
    /// Half the line's width beyond the end, flat.
    case square
  }

  /// How segments meet.
  package enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// The outer edges extended until they meet, unless that is longer than `miterLimit` times
    /// the line's width (then bevelled); the default.
    case miter
    /// A circular arc about the vertex.
    case round
    /// The outer corners joined by a straight line.
    case bevel
  }

  package var lineWidth: Double
  package var lineCap: LineCap
  package var lineJoin: LineJoin
  package var miterLimit: Double
  /// Lengths of painted and unpainted parts, alternately (empty: a solid line); restarts at
  /// each subpath, as Core Graphics does. An odd count repeats (`[5]` is `[5, 5]`).
  package var dashPattern: [Double]
  /// How far into the dash pattern the line starts.
  package var dashPhase: Double
  package var strokeStart: Double
  package var strokeEnd: Double

  package init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
    dashPattern: [Double] = [], dashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
    self.strokeStart = strokeStart
    self.strokeEnd = strokeEnd
  }
}
