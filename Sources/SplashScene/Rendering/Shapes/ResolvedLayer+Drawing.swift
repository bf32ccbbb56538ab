import SplashMotion
import SplashRaster

/// The fixed drawing facts of shape and gradient layers.
extension ResolvedLayer {
  /// A shape layer's path data (checked when the scene was read).
  var pathData: String? {
    if case .string(let data) = self[.path] { return data }
    return nil
  }

  var fillRule: FillRule {
    if case .string(let name) = self[.fillRule], let rule = FillRule(rawValue: name) { return rule }
    return .nonZero
  }

  var lineCap: StrokeStyle.LineCap {
    if case .string(let name) = self[.lineCap], let cap = StrokeStyle.LineCap(rawValue: name) { return cap }
    return .butt
  }

  var lineJoin: StrokeStyle.LineJoin {
    if case .string(let name) = self[.lineJoin], let join = StrokeStyle.LineJoin(rawValue: name) { return join }
    return .miter
  }

  var lineDashPattern: [Double] { self[.lineDashPattern]?.numbers ?? [] }

  var gradientKind: Gradient.Kind {
    if case .string(let name) = self[.gradientType], let kind = Gradient.Kind(rawValue: name) { return kind }
    return .axial
  }
}
