import SplashRaster

/// One shape layer's drawing, with every argument that decides its pixels: its path (data, in
/// the layer's points) through `transform` onto a `width` × `height` frame, filled then stroked.
struct ShapeDraw: Sendable, Hashable {
  let path: String
  let transform: Transform2D
  let fillRule: FillRule
  let fill: PremultipliedColor
  let stroke: PremultipliedColor
  let style: StrokeStyle
  let opacity: Double
  let width: Int
  let height: Int

  /// What the fill's coverage depends on.
  struct FillKey: Hashable {
    let path: String
    let transform: Transform2D
    let rule: FillRule
    let width: Int
    let height: Int
  }

  /// What the stroke's coverage depends on.
  struct StrokeKey: Hashable {
    let path: String
    let transform: Transform2D
    let style: StrokeStyle
    let width: Int
    let height: Int
  }

  var fillKey: FillKey? {
    fill.a > 0 ? FillKey(path: path, transform: transform, rule: fillRule, width: width, height: height) : nil
  }

  var strokeKey: StrokeKey? {
    stroke.a > 0 && style.lineWidth > 0 && style.strokeEnd > style.strokeStart
      ? StrokeKey(path: path, transform: transform, style: style, width: width, height: height) : nil
  }
}
