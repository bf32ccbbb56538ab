import SplashScene
import Testing

@testable import SplashCLI

/// Help that quotes a value the code applies interpolates the constant: these lines change with it.

/// The lines of `help` from the one starting with `start` (after the indent), `count` of them.
private func lines(of help: String, from start: String, count: Int) -> [String] {
  let all = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let first = all.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) }) else {
    return []
  }
  return Array(all[first..<min(all.count, first + count)])
}

@Test func renderHelpQuotesTheDefaultMaximumDuration() {
  #expect(RenderLimits.defaultMaximumDuration == 120)
  #expect(
    lines(of: RenderCommand.help, from: "--max-duration", count: 1) == [
      "  --max-duration S      Refuse scenes longer than S seconds (0.01...600). Default: 120."
    ])
}

@Test func diffAndCheckHelpQuoteTheStandardMotionTolerance() {
  #expect(MotionTolerance.standard == MotionTolerance(points: 0.1, seconds: 0.01))
  let expected = [
    "  --tolerance-motion P,S  With scenes on both sides: motion changes below P points of movement and S",
    "                          seconds of shift are reported as equal. Default 0.1,0.01. Alpha and",
  ]
  #expect(lines(of: DiffCommand.help, from: "--tolerance-motion", count: 2) == expected)
  #expect(lines(of: CheckCommand.help, from: "--tolerance-motion P,S  ", count: 2) == expected)
}

/// `FetchLimits`' defaults: 1 MiB per config, 20 MiB per image, 5 redirects.
@Test func launchImageHelpQuotesTheFetchLimits() {
  #expect(
    lines(of: LaunchImageCommand.help, from: "--timeout S", count: 3) == [
      "  --timeout S      Seconds each download may take in all (connection, redirects, body), 0.001...600.",
      "                   Default: 10. Limits: 1 MB per config, 20 MB per image; at most 5 redirects,",
      "                   http(s) only.",
    ])
}

/// `DecodingLimits` and `PixelBudget`: 36,000 frames, 600 s, 4096×4096 pixels.
@Test func diffHelpQuotesTheDecodingLimits() {
  #expect(
    lines(of: DiffCommand.help, from: "Inputs are bounded", count: 2) == [
      "Inputs are bounded: regular files only; a frame size over 4096×4096 pixels, more than 36,000",
      "frames or more than 600 s are refused from the file's header before frames are decoded; a",
    ])
}

@Test func groupedNumbersHaveCommasEveryThreeDigits() {
  #expect(HelpText.grouped(0) == "0")
  #expect(HelpText.grouped(999) == "999")
  #expect(HelpText.grouped(36_000) == "36,000")
  #expect(HelpText.grouped(1_234_567) == "1,234,567")
  #expect(HelpText.grouped(-4_096) == "-4,096")
}
