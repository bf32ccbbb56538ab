import SplashRaster

/// The steps of outlines that are not circular rounded rectangles (some corners square, or
/// continuous corners): drawn as paths, with the exact-area coverage of shape layers, and kept by
/// `ShapeCache` while they stay the same.
extension FrameRenderer {
  /// `outline` filled with `color` through `transform`; `key` names the cache entry (one per
  /// layer and use).
  static func outlineFill(
    _ outline: LayerOutline, color: PremultipliedColor, transform: Transform2D, opacity: Double, width: Int,
    height: Int, key: String
  ) -> DrawOp {
    .shape(
      layer: key,
      ShapeDraw(
        path: outline.path.svgPathData, transform: transform, fillRule: .nonZero, fill: color, stroke: .clear,
        style: StrokeStyle(), opacity: opacity, width: width, height: height))
  }

  /// The border of `outline`: the ring between it and its inset by `borderWidth` (both
  /// subpaths filled even-odd, so a pixel gets the area between them).
  static func outlineBorder(
    _ outline: LayerOutline, width borderWidth: Double, color: PremultipliedColor, transform: Transform2D,
    opacity: Double, width: Int, height: Int, key: String
  ) -> DrawOp {
    let inner = outline.inset(by: borderWidth)
    let data = inner.rect.isEmpty ? outline.path.svgPathData : outline.path.svgPathData + " " + inner.path.svgPathData
    return .shape(
      layer: key,
      ShapeDraw(
        path: data, transform: transform, fillRule: .evenOdd, fill: color, stroke: .clear, style: StrokeStyle(),
        opacity: opacity, width: width, height: height))
  }

  /// The mask steps that clip a layer to `outline` (`masksToBounds`): the outline, opaque.
  static func outlineClip(_ outline: LayerOutline, transform: Transform2D, width: Int, height: Int, key: String)
    -> [DrawOp]
  {
    [
      outlineFill(
        outline, color: Color.black.premultiplied, transform: transform, opacity: 1, width: width, height: height,
        key: key)
    ]
  }

  /// The shadow source of a layer with a `shadowPath`: the path filled opaque (non-zero, as Core
  /// Animation fills it), in the layer's points through `transform`.
  static func shadowPathFill(_ data: String, transform: Transform2D, width: Int, height: Int, key: String) -> DrawOp {
    .shape(
      layer: key,
      ShapeDraw(
        path: data, transform: transform, fillRule: .nonZero, fill: Color.black.premultiplied, stroke: .clear,
        style: StrokeStyle(),
        opacity: 1, width: width, height: height))
  }
}
