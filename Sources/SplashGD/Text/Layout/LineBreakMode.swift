/// How a label's lines end, as `NSLineBreakMode`.
package enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
  /// Wrap at word boundaries (UAX #14); a word wider than the line is broken between characters.
  case byWordWrapping
  /// Wrap between any two characters.
  case byCharWrapping
  /// Wrap at words; lines beyond the last are not drawn, the last is cut at the bounds.
  case byClipping
  /// Wrap at words; the last line shows "…" and the end of the remaining text.
  case byTruncatingHead
  /// Wrap at words; the last line shows the remaining text's start and "…" (UILabel's default).
  case byTruncatingTail
  /// Wrap at words; the last line shows the remaining text's start, "…" and its end.
  case byTruncatingMiddle

  /// Whether the last line shows an ellipsis when the text does not fit.
  var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}
