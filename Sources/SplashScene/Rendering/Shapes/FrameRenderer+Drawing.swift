import SplashMotion
import SplashRaster

/// The steps of shape and gradient layers' own drawing (after their background).
extension FrameRenderer {
  /// A shape layer's fill and stroke, nil when neither shows.
  static func shapeStep(
    _ layer: ResolvedLayer, _ state: LayerState, _ toDevice: Transform2D, opacity: Double, width: Int, height: Int
  ) -> DrawOp? {
    guard let data = layer.pathData else { return nil }
    let draw = ShapeDraw(
      path: data, transform: toDevice, fillRule: layer.fillRule, fill: state.fillPixel, stroke: state.strokePixel,
      style: state.strokeStyle(layer), opacity: opacity, width: width, height: height)
    guard draw.fillKey != nil || draw.strokeKey != nil else { return nil }
    return .shape(layer: layer.id, draw)
  }

  /// A gradient layer's gradient over its bounds, rounded by `cornerRadius`.
  static func gradientStep(
    _ layer: ResolvedLayer, _ state: LayerState, _ toDevice: Transform2D, opacity: Double
  ) -> DrawOp? {
    guard let gradient = state.gradient(layer), !state.bounds.isEmpty else { return nil }
    return .gradient(
      RoundedRect(rect: state.bounds, cornerRadius: state.cornerRadius), gradient, transform: toDevice,
      opacity: opacity, antialiasedEdges: layer.allowsEdgeAntialiasing)
  }
}
