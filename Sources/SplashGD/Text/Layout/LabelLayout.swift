/// A multi-line label laid out in its bounds as UILabel lays it out: lines broken at UAX #14
/// opportunities (`LineBreaks`) greedily, each as long as fits the width; at most
/// `numberOfLines` lines (0: as many as fit the height), the last of them, when text is left
/// over, showing the rest of its paragraph cut by the line-break mode; the block of lines centred
/// vertically in the bounds, each line aligned within the width.
///
/// Widths are libgd's advances (whole pixels per run, rounded up) plus the kern; a line's
/// trailing spaces do not count towards its width (they hang past the edge, as in TextKit).
package struct LabelLayout: Sendable {
  /// A string drawn in one family with its pen `x` pixels right of its line's start.
  package struct Piece: Sendable, Hashable {
    package let text: String
    package let family: String
    package let x: Double
  }

  /// One line as drawn.
  package struct Line: Sendable, Hashable {
    /// What the line shows (with "…" when truncated), trailing spaces dropped.
    package let text: String
    /// Its width in pixels, the kern included.
    package let width: Double
    /// The pen's start, in pixels from the bounds' left edge.
    package let x: Int
    /// The baseline, in pixels from the bounds' top edge.
    package let baseline: Int
    /// What draws it, positioned from `x`.
    package let pieces: [Piece]
  }

  package let lines: [Line]
  /// Whether some of the text is not shown (left over beyond the last line).
  package let isTruncated: Bool
  /// The font's ascent and descent at this size (`hhea`, whole pixels).
  package let ascent: Int
  package let descent: Int

  /// Lays `text` out in `style` with `options`. Newlines end paragraphs; other control
  /// characters are refused when drawn.
  package static func make(_ text: String, style: TextStyle, options: LabelOptions) throws(GDError) -> LabelLayout {
    let font = try FontResolver.resolve(style.family, weight: style.weight, italic: style.italic).font
    let pixelsPerEm = style.pointSize * style.scale
    let ascent = Int((Double(font.ascender) * pixelsPerEm / Double(font.unitsPerEm) - 1e-9).rounded(.up))
    let descent = Int((Double(font.descender) * pixelsPerEm / Double(font.unitsPerEm) - 1e-9).rounded(.up))
    var breaker = LineBreaker(
      characters: Array(text), measurer: LineMeasurer(style: style, kern: options.kern), width: Double(options.width),
      mode: options.lineBreakMode)
    let lineBox = Double(ascent + descent) * (options.lineHeightMultiple > 0 ? options.lineHeightMultiple : 1)
    let step = lineBox + options.lineSpacing
    let fitting = max(1, Int(((Double(options.height) + options.lineSpacing) / step + 1e-9).rounded(.down)))
    let limit = options.numberOfLines == 0 ? fitting : min(options.numberOfLines, fitting)
    var spans = try breaker.lines(limit: limit + 1)
    let isTruncated = spans.count > limit
    var shown: [(text: String, width: Double, justifies: Bool)] = []
    if isTruncated { spans.removeLast(spans.count - limit) }
    for (index, span) in spans.enumerated() {
      if isTruncated && index == spans.count - 1 && options.lineBreakMode != .byWordWrapping
        && options.lineBreakMode != .byCharWrapping
      {
        let rest = try breaker.lastLine(from: span.start, to: span.paragraphEnd, hidesMore: true)
        shown.append((rest.text, rest.width, false))
      } else {
        let line = breaker.text(span.start, span.end)
        shown.append((line, try breaker.measurer.width(line), !span.endsParagraph))
      }
    }
    let blockHeight = Double(shown.count) * lineBox + Double(max(0, shown.count - 1)) * options.lineSpacing
    let top = (Double(options.height) - blockHeight) / 2
    var lines: [Line] = []
    for (index, line) in shown.enumerated() {
      let baseline = Int((top + Double(index) * step + lineBox - Double(descent)).rounded())
      let width = line.width
      let room = Double(options.width) - width
      let x: Int
      switch options.alignment {
      case .natural, .left, .justified: x = 0
      case .center: x = Int((room / 2).rounded())
      case .right: x = Int(room.rounded())
      }
      let pieces =
        options.alignment == .justified && line.justifies && room > 0
        ? try Self.justified(line.text, width: Double(options.width), measurer: &breaker.measurer)
        : try breaker.measurer.pieces(line.text)
      lines.append(Line(text: line.text, width: width, x: x, baseline: baseline, pieces: pieces))
    }
    return LabelLayout(lines: lines, isTruncated: isTruncated, ascent: ascent, descent: descent)
  }

  /// The pieces of `text` stretched to `width`: each word (with the spaces after it) is drawn on
  /// its own, moved right by k × room / spaces after the k-th space, where the room is what the
  /// words measured one by one leave, so the last word ends at the right edge. A line without
  /// spaces stays as it is.
  private static func justified(_ text: String, width: Double, measurer: inout LineMeasurer) throws(GDError)
    -> [Piece]
  {
    let spaces = text.filter { $0 == " " }.count
    guard spaces > 0 else { return try measurer.pieces(text) }
    var segments: [String] = []
    for character in text {
      if let last = segments.last, character == " " || last.last != " " {
        segments[segments.count - 1].append(character)
      } else {
        segments.append(String(character))
      }
    }
    let natural = try measurer.width(String(text.dropLast(segments.last!.count))) + measurer.width(segments.last!)
    let perSpace = max(0, width - natural) / Double(spaces)
    var pieces: [Piece] = []
    var prefix = ""
    var passed = 0
    for segment in segments {
      let start = try measurer.width(prefix) + perSpace * Double(passed)
      for piece in try measurer.pieces(segment) {
        pieces.append(Piece(text: piece.text, family: piece.family, x: start + piece.x))
      }
      prefix += segment
      passed += segment.filter { $0 == " " }.count
    }
    return pieces
  }
}
