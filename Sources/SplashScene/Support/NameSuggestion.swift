/// "Did you mean" suggestions by edit distance, for device names, preset names and scene keys.
public enum NameSuggestion {
  /// The candidate closest to `word`, if it is close enough to be a plausible typo. Words shorter
  /// than three characters get none: every short name is "close" to them.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let w = Array(word.lowercased())
    guard w.count >= 3 else { return nil }
    var best: (String, Int)?
    for candidate in candidates {
      let d = distance(w, Array(candidate.lowercased()))
      if d <= max(2, w.count / 3), best == nil || d < best!.1 {
        best = (candidate, d)
      }
    }
    return best?.0
  }

  /// Levenshtein distance.
  public static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
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
