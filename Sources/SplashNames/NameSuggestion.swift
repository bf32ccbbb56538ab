/// "Did you mean" suggestions by edit distance, for every name a user can mistype: commands,
/// options, help topics, devices, presets, scene keys, layer and step ids, curves and their labels.
package enum NameSuggestion {
  /// The candidate closest to `word` (Levenshtein distance, case ignored) if it is close enough to
  /// be a plausible typo: at most max(2, length / 3) edits away. The first of equally close
  /// candidates wins.
  ///
  /// - Parameter minimumLength: words shorter than this get no suggestion. The default, 3, suits
  ///   free-form names, where every short name is "close" to a one- or two-letter word; curve
  ///   labels and step ids pass 0.
  package static func closest(to word: String, in candidates: [String], minimumLength: Int = 3) -> String? {
    let w = Array(word.lowercased())
    guard w.count >= minimumLength else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let d = distance(w, Array(candidate.lowercased()))
      if d <= max(2, w.count / 3), best == nil || d < best!.distance {
        best = (candidate, d)
      }
    }
    return best?.name
  }

  /// " (did you mean 'name'?)" for the closest candidate, or "" when none is close: the suffix of
  /// a one-line error.
  package static func hint(for word: String, in candidates: [String], minimumLength: Int = 3) -> String {
    closest(to: word, in: candidates, minimumLength: minimumLength).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
  package static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
