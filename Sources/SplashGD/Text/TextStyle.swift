import SplashRaster

/// How a string is drawn: a fontconfig family, a size in points, a colour and the device scale.
public struct TextStyle: Sendable, Hashable {
  /// A font family name as fontconfig knows it ("WenQuanYi Micro Hei", "DejaVu Sans") or a
  /// generic family ("sans-serif", "serif", "monospace"). It is a name, not a pattern: `-`,
  /// `:` and `,` are taken literally.
  public var family: String
  /// The font size in points (UIKit points: one point is one pixel at scale 1).
  public var pointSize: Double
  /// The text colour (straight alpha).
  public var color: Color
  /// The device scale (1, 2 or 3 for @1x, @2x, @3x); the font is rasterised at
  /// `pointSize × scale` pixels per em.
  public var scale: Double

  public init(family: String, pointSize: Double, color: Color = .black, scale: Double = 1) {
    self.family = family
    self.pointSize = pointSize
    self.color = color
    self.scale = scale
  }
}
