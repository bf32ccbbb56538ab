import SplashFrames

/// Keeps a GIF under a byte budget by re-encoding with fewer colours, a lower frame rate or a
/// smaller export scale, and finds the best settings that fit.
///
/// What may be lowered, in the order it is given up (least visible first):
/// 1. colours 256 → 128 → 64 (with ordered dithering the first halving is hard to see);
/// 2. frame rate 30 → 25 → 20 → 15 fps (motion gets coarser; GIF delays are accumulated, so the
///    length stays exact);
/// 3. export scale @3x → @2x → @1x (the largest saving, and the one the user chose explicitly).
/// Only values below the start are tried (a 20 fps render never "lowers" to 25).
///
/// "In that order" is a priority, not a one-way street: a lower scale is taken only when no
/// colour count and frame rate fit at the higher one, and once the scale is lowered, the frame
/// rate and then the colours are raised again as far as the budget allows. So the result is the
/// largest scale that can fit, then the highest frame rate that fits at it, then the most colours
/// (measured: ad-splash on iphone-15-pro-max at @3x under 5 MB ends at 256 colours, 30 fps, @1x,
/// 3.9 MB, where lowering everything in turn would have ended at 64 colours, 15 fps, @1x, 1.5 MB).
///
/// The search assumes each reduction makes the file smaller, as it does for GIF: it first tries
/// the start, then each scale's smallest setting (64 colours, 15 fps) until one fits, then the
/// frame rates at that scale from the top with the fewest colours, then the colours from the top.
/// Every attempt is encoded in full and measured (at most 11); the best that fits is kept. When
/// none fits, nothing is written and the error names the budget and the smallest size reached.
public struct SizeBudget: Sendable {
  /// The largest file allowed, in bytes.
  public let maxBytes: Int

  public static let colorSteps = [128, 64]
  public static let fpsSteps: [Double] = [30, 25, 20, 15]

  public init(maxBytes: Int) {
    self.maxBytes = maxBytes
  }

  /// One encoding tried and its size.
  public typealias Attempt = BudgetAttempt<EncodingSettings>

  /// What the budgeted encode ended with.
  public typealias Outcome = BudgetOutcome<EncodingSettings, GIFEncodingReport>

  /// The values each setting may take, from the start's down.
  package func choices(from start: EncodingSettings) -> (colors: [Int], fps: [Double], scales: [Int]) {
    (
      [start.colors] + Self.colorSteps.filter { $0 < start.colors },
      [start.fps] + Self.fpsSteps.filter { $0 < start.fps },
      Array(stride(from: start.scale, through: 1, by: -1))
    )
  }

  /// Encodes with `start` and, when the file is too large, searches as described above; keeps
  /// the best attempt that fits at `path` and removes every other.
  ///
  /// - Parameters:
  ///   - observe: told about each attempt as soon as it is measured.
  ///   - encode: writes a GIF with the given settings to the given path (a hidden temporary
  ///     file beside `path`) and returns the encoder's report.
  public func encode(
    to path: String, start: EncodingSettings, observe: (Attempt) -> Void = { _ in },
    _ encode: (EncodingSettings, String) throws -> GIFEncodingReport
  ) throws -> Outcome {
    let search = BudgetSearch<EncodingSettings, GIFEncodingReport>(
      maxBytes: maxBytes, path: path, fileExtension: "gif", error: GIFError.init)
    let (colors, rates, scales) = choices(from: start)
    return try search.run(start: start, bytes: \.bytes, observe: observe, encode: encode) { trials in
      let fewest = colors.last!
      for scale in scales where try trials.fits(EncodingSettings(colors: fewest, fps: rates.last!, scale: scale)) {
        let rate = try trials.firstFitting(
          rates.dropLast().lazy.map { EncodingSettings(colors: fewest, fps: $0, scale: scale) })
        let fps = rate?.fps ?? rates.last!
        try trials.firstFitting(colors.dropLast().lazy.map { EncodingSettings(colors: $0, fps: fps, scale: scale) })
        return
      }
    }
  }
}
