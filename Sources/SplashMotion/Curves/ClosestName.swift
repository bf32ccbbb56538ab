/// The candidate closest to `word` by edit distance, if close enough to be a plausible typo
/// (distance ≤ max(2, length / 3)); used for "did you mean" in curve and reference errors.
func closestName(to word: String, in candidates: [String]) -> String? {
  let w = Array(word.lowercased())
  var best: (name: String, distance: Int)?
  for candidate in candidates {
    let d = editDistance(w, Array(candidate.lowercased()))
    if d <= max(2, w.count / 3), best == nil || d < best!.distance {
      best = (candidate, d)
    }
  }
  return best?.name
}

/// Levenshtein distance between two character arrays.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
