import SplashNames

extension ComparisonReport {
  /// Whether the text shows the motion diff: when it found a change, or the pictures differ (then
  /// "motion: same" says the cause is not in the timeline).
  var explainsMotion: Bool {
    guard let motion else { return false }
    return !motion.changes.isEmpty || outcome != .same
  }

  /// summary.md's first section when both sides are scenes: what moved differently, layer by layer.
  var motionMarkdown: String {
    guard explainsMotion, let motion else { return "" }
    var md = "### What moved differently\n\n"
    if motion.changes.isEmpty {
      md += MarkdownText.escaped(String(motion.lines[0].dropFirst("motion: ".count)))
      md += " between \(MarkdownText.code(motion.expected)) and \(MarkdownText.code(motion.actual)).\n\n"
      return md
    }
    let shown = 30
    for change in motion.changes.prefix(shown) { md += "- \(MarkdownText.escaped(change.line))\n" }
    if motion.changes.count > shown { md += "- …and \(motion.changes.count - shown) more in report.json\n" }
    md += "\n"
    return md
  }

  /// "; motion: avatar: y +2 pt from 2.0 s to the end (and 2 more changes)" for one-line messages;
  /// empty without a motion change.
  var motionClause: String {
    guard let changes = motion?.changes, let first = changes.first else { return "" }
    let more = changes.count == 1 ? "" : " (and \(changes.count - 1) more change\(changes.count == 2 ? "" : "s"))"
    return "; motion: \(first.line)\(more)"
  }
}
