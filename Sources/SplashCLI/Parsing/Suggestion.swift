import SplashScene

/// "Did you mean" suggestions by edit distance (the same rule scene files use: `NameSuggestion`).
public enum Suggestion {
  /// The candidate closest to `word`, if it is close enough to be a plausible typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    NameSuggestion.closest(to: word, in: candidates)
  }
}
