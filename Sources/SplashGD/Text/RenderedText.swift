import SplashRaster

/// A rasterised line of text and the metrics needed to place it.
///
/// The surface covers the line box, from the pen origin to the advance horizontally and from
/// `ascent` above to `descent` below the baseline, grown where ink reaches outside it (for
/// example an italic overhang), so layouts can centre it like a `UILabel`'s content.
/// To draw the text with its baseline at `(x, y)`, put the surface's top-left corner at
/// `(x − originX, y − baseline)`.
package struct RenderedText: Sendable {
  /// Premultiplied, anti-aliased text in the style's colour on transparent.
  package let surface: Surface
  /// Pixels from the top of `surface` down to the baseline.
  package let baseline: Int
  /// Pixels from the left of `surface` to the pen origin (0 unless ink reaches left of it).
  package let originX: Int
  /// The pen advance of the whole string, rounded up to whole pixels.
  package let advance: Int
  /// The font's ascender at this size (`hhea`), rounded up to whole pixels.
  package let ascent: Int
  /// The font's descender at this size (`hhea`, positive), rounded up to whole pixels.
  package let descent: Int
  /// The font file fontconfig chose for the family and libgd drew with.
  package let fontPath: String
  /// The style of the face drawn, as the font names it ("Book", "Bold", "Oblique"): fontconfig's
  /// nearest face to the weight and slant asked for.
  package let fontStyle: String
  /// The OpenType weight of the face drawn (its `OS/2` usWeightClass).
  package let fontWeight: Int
}
