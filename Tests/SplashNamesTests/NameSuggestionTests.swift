import Testing

@testable import SplashNames

@Test func suggestsTheClosestCandidateWithinATypoOfTheWord() {
  #expect(NameSuggestion.closest(to: "versoin", in: ["version", "render", "presets"]) == "version")
  #expect(NameSuggestion.closest(to: "iphone-15-pr", in: ["iphone-15", "iphone-15-pro"]) == "iphone-15-pro")
  #expect(NameSuggestion.closest(to: "RENDR", in: ["render"]) == "render")
  #expect(NameSuggestion.closest(to: "nonsense", in: ["render", "encode", "version"]) == nil)
}

@Test func allowsAThirdOfTheWordButAlwaysTwoEdits() {
  // 12 letters: up to 4 edits; 6 letters: up to 2.
  #expect(NameSuggestion.closest(to: "abcdefghijkl", in: ["abcdefghwxyz"]) == "abcdefghwxyz")
  #expect(NameSuggestion.closest(to: "abcdefghijkl", in: ["abcdefgvwxyz"]) == nil)
  #expect(NameSuggestion.closest(to: "abcdef", in: ["abcdxy"]) == "abcdxy")
  #expect(NameSuggestion.closest(to: "abcdef", in: ["abcxyz"]) == nil)
}

@Test func theFirstOfEquallyCloseCandidatesWins() {
  #expect(NameSuggestion.closest(to: "dither", in: ["ditherA", "ditherB", "dithe"]) == "ditherA")
  #expect(NameSuggestion.closest(to: "dither", in: ["dithe", "ditherA"]) == "dithe")
}

@Test func shortWordsGetNoSuggestionUnlessAsked() {
  #expect(NameSuggestion.closest(to: "ma", in: ["mass", "damping"]) == nil)
  #expect(NameSuggestion.closest(to: "ma", in: ["mass", "damping"], minimumLength: 0) == "mass")
  #expect(NameSuggestion.closest(to: "", in: ["ab"], minimumLength: 0) == "ab")
}

@Test func hintIsTheSuffixOfAOneLineError() {
  #expect(
    NameSuggestion.hint(for: "welcom-back", in: ["ad-splash", "welcome-back"]) == " (did you mean 'welcome-back'?)")
  #expect(NameSuggestion.hint(for: "zzz", in: ["ad-splash"]) == "")
}

@Test func distanceCountsInsertionsDeletionsAndSubstitutions() {
  #expect(NameSuggestion.distance(Array("kitten"), Array("sitting")) == 3)
  #expect(NameSuggestion.distance(Array(""), Array("abc")) == 3)
  #expect(NameSuggestion.distance(Array("abc"), Array("")) == 3)
  #expect(NameSuggestion.distance(Array("欢迎回来"), Array("欢迎")) == 2)
}
