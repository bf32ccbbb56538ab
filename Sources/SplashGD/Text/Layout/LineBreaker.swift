/// Finds a label's lines: greedy, each line the longest run of characters up to a break
/// opportunity whose width (trailing spaces left out) fits; a word wider than the line is cut
/// between characters. Also cuts a last line that shows what is left by the line-break mode.
struct LineBreaker {
  /// A line's characters, `start..<end`, in the paragraph ending at `paragraphEnd` (before its
  /// newline).
  struct Span: Sendable, Hashable {
    let start: Int
    let end: Int
    let paragraphEnd: Int
    var endsParagraph: Bool { end == paragraphEnd }
  }

  let characters: [Character]
  var measurer: LineMeasurer
  let width: Double
  let mode: LineBreakMode
  private let opportunities: [LineBreaks.Opportunity]

  init(characters: [Character], measurer: LineMeasurer, width: Double, mode: LineBreakMode) {
    self.characters = characters
    self.measurer = measurer
    self.width = width
    self.mode = mode
    opportunities = LineBreaks.opportunities(after: characters)
  }

  /// The characters `start..<end` with trailing spaces dropped.
  func text(_ start: Int, _ end: Int) -> String {
    var end = end
    while end > start, characters[end - 1].isWhitespace { end -= 1 }
    return String(characters[start..<end])
  }

  /// Up to `limit` lines, in order.
  mutating func lines(limit: Int) throws(GDError) -> [Span] {
    guard !characters.isEmpty else { return [Span(start: 0, end: 0, paragraphEnd: 0)] }
    var spans: [Span] = []
    var start = 0
    while start < characters.count, spans.count < limit {
      var paragraphEnd = start
      while paragraphEnd < characters.count, !characters[paragraphEnd].isNewline { paragraphEnd += 1 }
      let end = try lineEnd(from: start, to: paragraphEnd)
      spans.append(Span(start: start, end: end, paragraphEnd: paragraphEnd))
      start = end
      if start == paragraphEnd {
        start += 1  // past the newline
        if start == characters.count, characters.last?.isNewline == true {
          // A final newline opens an empty last paragraph, as in UILabel.
          spans.append(Span(start: start, end: start, paragraphEnd: start))
        }
      } else {
        while start < paragraphEnd, characters[start] == " " { start += 1 }
      }
    }
    return spans
  }

  /// Where the line starting at `start` ends, within its paragraph `start..<paragraphEnd`.
  private mutating func lineEnd(from start: Int, to paragraphEnd: Int) throws(GDError) -> Int {
    guard start < paragraphEnd else { return paragraphEnd }
    if try fits(start, paragraphEnd) { return paragraphEnd }
    let candidates: [Int] =
      mode == .byCharWrapping
      ? Array((start + 1)..<paragraphEnd)
      : ((start + 1)..<paragraphEnd).filter { opportunities[$0 - 1] == .allowed }
    if let best = try longest(candidates, from: start) { return best }
    // No opportunity fits: cut the first word between characters, keeping at least one.
    let firstBreak = candidates.first ?? paragraphEnd
    return try longest(Array((start + 1)..<firstBreak), from: start) ?? start + 1
  }

  /// The last of `ends` (ascending) whose line from `start` fits, by halving (widths grow with the end).
  private mutating func longest(_ ends: [Int], from start: Int) throws(GDError) -> Int? {
    guard let first = ends.first, try fits(start, first) else { return nil }
    var low = 0
    var high = ends.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if try fits(start, ends[mid]) { low = mid } else { high = mid - 1 }
    }
    return ends[low]
  }

  private mutating func fits(_ start: Int, _ end: Int) throws(GDError) -> Bool {
    try measurer.width(text(start, end)) <= width
  }

  /// The last line shown when text is left over: the rest of its paragraph, whole for
  /// `byClipping` (drawn cut at the bounds), else cut to fit with "…" at its end (tail), its
  /// start (head) or its middle; `hidesMore` says text follows it, so it ends in "…" even when
  /// the rest of its paragraph fits.
  mutating func lastLine(from start: Int, to end: Int, hidesMore: Bool) throws(GDError) -> (
    text: String, width: Double
  ) {
    let rest = Array(characters[start..<end])
    let whole = text(start, end)
    if mode == .byClipping { return (whole, try measurer.width(whole)) }
    let ellipsis = TextRenderer.ellipsis
    func trimmed(_ part: ArraySlice<Character>, leading: Bool) -> String {
      var part = part
      if leading {
        while let first = part.first, first.isWhitespace { part.removeFirst() }
      } else {
        while let last = part.last, last.isWhitespace { part.removeLast() }
      }
      return String(part)
    }
    func candidate(_ count: Int) -> String {
      switch mode {
      case .byTruncatingHead:
        return ellipsis + trimmed(rest[(rest.count - count)...], leading: true)
      default:
        return trimmed(rest[..<count], leading: false) + ellipsis
      }
    }
    if !hidesMore, try measurer.width(whole) <= width { return (whole, try measurer.width(whole)) }
    if mode == .byTruncatingMiddle {
      let shown = try middle(Array(whole))
      return (shown, try measurer.width(shown))
    }
    // Every candidate shows "…"; the whole rest with it when only later paragraphs are hidden.
    var low = 0
    var high = rest.count
    while low < high {
      let mid = (low + high + 1) / 2
      if try measurer.width(candidate(mid)) <= width { low = mid } else { high = mid - 1 }
    }
    let shown = candidate(low)
    return (shown, try measurer.width(shown))
  }

  /// `line` with a gap centred on its middle replaced by "…", as Pango ellipsizes the middle:
  /// the gap starts as the character under the line's horizontal centre and grows by one
  /// character at a time on the side that keeps its centre nearest the line's, until the line fits.
  private mutating func middle(_ line: [Character]) throws(GDError) -> String {
    var x: [Double] = []
    for i in 0...line.count { x.append(try measurer.width(String(line[..<i]))) }
    let goal = x[line.count] / 2
    var start = max(0, (x.lastIndex { $0 <= goal } ?? 0))
    start = min(start, max(0, line.count - 1))
    var end = min(line.count, start + 1)
    func shown() -> String {
      var head = line[..<start]
      while let last = head.last, last.isWhitespace { head.removeLast() }
      var tail = line[end...]
      while let first = tail.first, first.isWhitespace { tail.removeFirst() }
      return String(head) + TextRenderer.ellipsis + String(tail)
    }
    while try measurer.width(shown()) > width, start > 0 || end < line.count {
      let left = start > 0 ? abs((x[start - 1] + x[end]) / 2 - goal) : .infinity
      let right = end < line.count ? abs((x[start] + x[end + 1]) / 2 - goal) : .infinity
      if left < right { start -= 1 } else { end += 1 }
    }
    return shown()
  }
}
