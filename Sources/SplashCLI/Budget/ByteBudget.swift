import SplashGIF

/// `--max-bytes` for the commands that write GIFs (`render`, `encode`): parsing, and running
/// `SizeBudget` while saying what it tried and what it lowered.
enum ByteBudget {
  /// `--max-bytes`, as both commands declare it.
  static let option = Option.text(
    "max-bytes", "N",
    help: """
      Keep the file at most N bytes (N may end in K or M, powers of 1000: 5M = 5000000). A GIF that is \
      larger lowers colours (256 → 128 → 64), then the frame rate (30 → 25 → 20 → 15 fps), then the \
      scale (@3x → @2x → @1x): the result is the largest scale that can fit, then the highest rate \
      that fits at it, then the most colours. Video and WebP search the quality first (H.264 CRF up \
      to 40, VP9 up to 56, WebP down to 20), then the scale; APNG lowers the palette (lossless → 255 \
      → 128 → 64 colours), then the frame rate, then the scale. Every attempt is encoded, measured and reported. If none fits, nothing is \
      written and the error names the budget and the smallest size reached.
      """)

  /// The budget in bytes, nil when `--max-bytes` is absent.
  static func parse(_ args: Arguments) throws(UsageError) -> Int? {
    guard let raw = args.value("max-bytes") else { return nil }
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

  /// Runs the budgeted encode, printing one line per attempt and, when something was lowered,
  /// what (unless `quiet`).
  static func encode(
    maxBytes: Int, to path: String, start: EncodingSettings, quiet: Bool, console: Console,
    _ encode: (EncodingSettings, String) throws -> GIFEncodingReport
  ) throws -> SizeBudget.Outcome {
    let outcome = try SizeBudget(maxBytes: maxBytes).encode(
      to: path, start: start,
      observe: { attempt in
        guard !quiet else { return }
        let verdict = attempt.fits ? "fits" : "over"
        console.print(
          "\(path): \(attempt.setting.summary): \(attempt.bytes) bytes, \(verdict) the budget of \(maxBytes) bytes")
      }, encode)
    if !quiet && !outcome.changes.isEmpty {
      console.print("\(path): reduced to fit \(maxBytes) bytes: " + outcome.changes.joined(separator: ", "))
    }
    return outcome
  }
}
