import SplashRaster

/// How a string is drawn: a fontconfig family, a weight and slant, a size in points, a colour
/// and the device scale.
package struct TextStyle: Sendable, Hashable {
  /// A font family name as fontconfig knows it ("WenQuanYi Micro Hei", "DejaVu Sans") or a
  /// generic family ("sans-serif", "serif", "monospace"). It is a name, not a pattern: `-`,
  /// `:` and `,` are taken literally.
  package var family: String
  /// The font size in points (UIKit points: one point is one pixel at scale 1).
  package var pointSize: Double
  /// The text colour (straight alpha).
  package var color: Color
  /// The device scale (1, 2 or 3 for @1x, @2x, @3x); the font is rasterised at
  /// `pointSize × scale` pixels per em.
  package var scale: Double
  /// The OpenType weight, 100…900 (400 regular, 700 bold); fontconfig picks the nearest face.
  package var weight: Int
  /// Whether an italic (or, failing that, oblique) face is wanted.
  package var italic: Bool

  package init(
    family: String, pointSize: Double, color: Color = .black, scale: Double = 1, weight: Int = 400,
    italic: Bool = false
  ) {
    self.family = family
    self.pointSize = pointSize
    self.color = color
    self.scale = scale
    self.weight = weight
    self.italic = italic
  }

  /// The weights accepted by name, as UIKit's `UIFont.Weight` names them, with their OpenType values.
  package static let weightNames: [(name: String, weight: Int)] = [
    ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500), ("semibold", 600),
    ("bold", 700), ("heavy", 800), ("black", 900),
  ]

  /// The weights allowed as numbers.
  package static let weightRange = 100...900
}
