import SplashGIF
import SplashVideo

/// `--max-bytes` for the commands that write files (`render`, `encode`): its declaration and
/// parsing. The search and its lines are the sinks' (`GIFSink`, `AnimationFileSink`).
enum ByteBudget {
  /// `--max-bytes`, as both commands declare it; the steps are quoted from the budgets.
  static let maxBytes: OptionKey<String?> = .text("max-bytes", "N", help: help)

  static var help: String {
    func steps(_ values: [String]) -> String { values.joined(separator: " → ") }
    func number(_ fps: Double) -> String { String(Int(fps)) }
    let colours = steps(["256"] + SizeBudget.colorSteps.map(String.init))
    let rates = steps(SizeBudget.fpsSteps.map(number))
    let lowest = { (format: ExportFormat) in ExportBudget.lowestLevel(for: format)! }
    return """
      Keep the file at most N bytes (N may end in K or M, powers of 1000: 5M = 5000000). A GIF that is \
      larger lowers colours (\(colours)), then the frame rate (\(rates) fps), then the \
      scale (@3x → @2x → @1x): the result is the largest scale that can fit, then the highest rate \
      that fits at it, then the most colours. Video and WebP search the quality first (H.264 CRF up \
      to \(lowest(.mp4)), VP9 up to \(lowest(.webm)), WebP down to \(lowest(.webp))), then the scale; APNG lowers \
      the palette (\(steps(["lossless"] + ExportBudget.paletteSteps.map(String.init))) colours), then the frame \
      rate (\(steps(ExportBudget.fpsSteps.map(number))) fps), then the scale. Every attempt is encoded, measured \
      and reported. If none fits, nothing is written and the error names the budget and the smallest size reached.
      """
  }

  /// The budget in bytes, nil when `--max-bytes` is absent.
  static func parse(_ args: Arguments) throws(UsageError) -> Int? {
    guard let raw = args[Self.maxBytes] else { return nil }
    guard let bytes = parse(raw) else {
      throw UsageError(
        "--max-bytes must be a whole number of bytes, optionally ending in K or M (5M = 5000000), got '\(raw)'")
    }
    return bytes
  }

  /// "5000000", "5M", "4.5M", "500K" (case-insensitive, an optional trailing "B") in bytes.
  static func parse(_ text: String) -> Int? {
    var digits = text.uppercased()
    if digits.hasSuffix("B") { digits.removeLast() }
    var multiplier = 1.0
    if digits.hasSuffix("K") {
      multiplier = 1_000
      digits.removeLast()
    } else if digits.hasSuffix("M") {
      multiplier = 1_000_000
      digits.removeLast()
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(digits)
    else {
      return nil
    }
    let bytes = (value * multiplier).rounded()
    guard bytes >= 1, bytes <= Double(Int32.max) * 1000, bytes == value * multiplier else { return nil }
    return Int(bytes)
  }
}
