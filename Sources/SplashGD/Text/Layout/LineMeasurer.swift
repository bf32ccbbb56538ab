/// Widths of a label's candidate lines in pixels, through libgd's metrics pass, remembered per
/// string (a layout measures the same prefixes while it searches for each line's end).
struct LineMeasurer {
  let style: TextStyle
  /// Pixels after each character.
  let kern: Double
  private var widths: [String: Double] = [:]

  init(style: TextStyle, kern: Double) {
    self.style = style
    self.kern = kern
  }

  /// The pen advance of `text`: each fallback run's advance in whole pixels (rounded up), plus
  /// the kern after every character.
  mutating func width(_ text: String) throws(GDError) -> Double {
    if let known = widths[text] { return known }
    var total = 0.0
    for run in try FontFallback.runs(text, style: style) {
      total += Double(try TextRenderer.advance(of: run.text, style: style.with(family: run.family)))
    }
    total += kern * Double(text.count)
    widths[text] = total
    return total
  }

  /// The pieces that draw `text` with its pen at x = 0: one per fallback run, or one per
  /// character when the kern spaces them apart.
  mutating func pieces(_ text: String) throws(GDError) -> [LabelLayout.Piece] {
    var pieces: [LabelLayout.Piece] = []
    var x = 0.0
    for run in try FontFallback.runs(text, style: style) {
      let runStyle = style.with(family: run.family)
      if kern == 0 {
        pieces.append(LabelLayout.Piece(text: run.text, family: run.family, x: x))
        x += Double(try TextRenderer.advance(of: run.text, style: runStyle))
        continue
      }
      // Each character at its prefix's advance plus the kern of the characters before it.
      var prefix = ""
      let start = x
      for character in run.text {
        let offset = Double(try TextRenderer.advance(of: prefix, style: runStyle))
        pieces.append(
          LabelLayout.Piece(
            text: String(character), family: run.family, x: start + offset + kern * Double(prefix.count)))
        prefix.append(character)
      }
      x = start + Double(try TextRenderer.advance(of: run.text, style: runStyle)) + kern * Double(run.text.count)
    }
    return pieces
  }
}

extension TextStyle {
  /// This style in another family.
  func with(family: String) -> TextStyle {
    var style = self
    style.family = family
    return style
  }
}
