import SplashMotion
import SplashRaster

/// The values shape and gradient layers draw with, read off a layer's state by their channels.
extension LayerState {
  private typealias Channels = LayerProperty.Channels

  var fillPixel: PremultipliedColor { Self.premultiplied(self[Channels.fillColor]) }
  var strokePixel: PremultipliedColor { Self.premultiplied(self[Channels.strokeColor]) }

  /// The stroke of a shape layer with `layer`'s fixed caps, joins and dashes.
  func strokeStyle(_ layer: ResolvedLayer) -> StrokeStyle {
    StrokeStyle(
      lineWidth: max(0, self[Channels.lineWidth].x), lineCap: layer.lineCap, lineJoin: layer.lineJoin,
      miterLimit: self[Channels.miterLimit].x, dashPattern: layer.lineDashPattern,
      dashPhase: self[Channels.lineDashPhase].x, strokeStart: min(1, max(0, self[Channels.strokeStart].x)),
      strokeEnd: min(1, max(0, self[Channels.strokeEnd].x)))
  }

  /// A gradient layer's gradient, nil without colours.
  func gradient(_ layer: ResolvedLayer) -> Gradient? {
    guard case .number(let count) = self[Channels.colorCount], count >= 1 else { return nil }
    let n = min(Int(count), Channels.colors.count)
    let colors = (0..<n).map { self[Channels.colors[$0]].clamped(lowerBound: .zero, upperBound: .one) }
    var locations: [Double]?
    if case .number(let given) = self[Channels.locationCount], given >= 1 {
      locations = (0..<Int(given)).map { i in self[Channels.locations[i / 4]][i % 4] }
    }
    let s = self[Channels.startPoint]
    let e = self[Channels.endPoint]
    return Gradient(
      kind: layer.gradientKind, colors: colors, locations: locations, start: Point(x: s.x, y: s.y),
      end: Point(x: e.x, y: e.y))
  }

  /// Straight components 0...1 as a premultiplied colour, each rounded to 8 bits.
  private static func premultiplied(_ color: SIMD4<Double>) -> PremultipliedColor {
    let c = (color.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(.toNearestOrAwayFromZero)
    return Color(r: UInt8(c.x), g: UInt8(c.y), b: UInt8(c.z), a: UInt8(c.w)).premultiplied
  }
}
