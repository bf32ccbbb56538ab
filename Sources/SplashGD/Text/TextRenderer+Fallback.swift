extension TextRenderer {
  /// Whether `style`'s own font has a glyph for every character of `text` (when not, a label
  /// draws the others through `FontFallback`'s chain).
  package static func covers(_ text: String, style: TextStyle) throws(GDError) -> Bool {
    try FontFallback.covers(text, style: style)
  }
}
