/// How a label lays its text out in its bounds, in the pixels of the scale it is drawn at:
/// UILabel's `numberOfLines`, `lineBreakMode` and `textAlignment`, and the paragraph style's
/// `lineSpacing`, `lineHeightMultiple` and `kern`.
package struct LabelOptions: Sendable, Hashable {
  /// The bounds' width and height in whole pixels.
  package var width: Int
  package var height: Int
  /// The most lines drawn; 0 for as many as fit the height.
  package var numberOfLines: Int
  package var lineBreakMode: LineBreakMode
  package var alignment: TextAlignment
  /// Pixels added between one line's box and the next.
  package var lineSpacing: Double
  /// Each line box's height as a multiple of the font's (0 or 1: the font's own); the extra
  /// space goes above the glyphs, as TextKit puts it.
  package var lineHeightMultiple: Double
  /// Pixels added after each character.
  package var kern: Double

  package init(
    width: Int, height: Int, numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail,
    alignment: TextAlignment = .natural, lineSpacing: Double = 0, lineHeightMultiple: Double = 0, kern: Double = 0
  ) {
    self.width = width
    self.height = height
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment
    self.lineSpacing = lineSpacing
    self.lineHeightMultiple = lineHeightMultiple
    self.kern = kern
  }
}
