import Foundation

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
  public struct Attempt: Sendable, Equatable {
    public let settings: EncodingSettings
    public let bytes: Int
    public var fits: Bool
  }

  /// What the budgeted encode ended with.
  public struct Outcome: Sendable {
    /// Every attempt in order.
    public let attempts: [Attempt]
    /// The settings the file was written with.
    public let settings: EncodingSettings
    /// The encoder's report of the file that was kept.
    public let report: GIFEncodingReport
    /// What was lowered, empty when the start fitted.
    public let changes: [String]
  }

  /// The values each setting may take, from the start's down.
  public func choices(from start: EncodingSettings) -> (colors: [Int], fps: [Double], scales: [Int]) {
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
    guard maxBytes > 0 else { throw GIFError("the byte budget must be positive, got \(maxBytes)") }
    let url = URL(fileURLWithPath: path)
    let hidden = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).budget-\(getpid())")
    let attemptPath = hidden.path + ".gif"
    let bestPath = hidden.path + "-best.gif"
    var attempts: [Attempt] = []
    var best: (settings: EncodingSettings, report: GIFEncodingReport)?
    defer {
      unlink(attemptPath)
      unlink(bestPath)
    }
    /// Encodes `settings` once (a repeated setting answers from its first attempt).
    func fits(_ settings: EncodingSettings) throws -> Bool {
      if let earlier = attempts.first(where: { $0.settings == settings }) { return earlier.fits }
      let report = try encode(settings, attemptPath)
      let attempt = Attempt(settings: settings, bytes: report.bytes, fits: report.bytes <= maxBytes)
      attempts.append(attempt)
      observe(attempt)
      if attempt.fits {
        guard rename(attemptPath, bestPath) == 0 else { throw Self.writeError(path) }
        best = (settings, report)
      }
      return attempt.fits
    }

    let (colors, rates, scales) = choices(from: start)
    if try !fits(start) {
      search: for scale in scales {
        guard try fits(EncodingSettings(colors: colors.last!, fps: rates.last!, scale: scale)) else { continue }
        var fps = rates.last!
        for rate in rates.dropLast() where try fits(EncodingSettings(colors: colors.last!, fps: rate, scale: scale)) {
          fps = rate
          break
        }
        for count in colors.dropLast() where try fits(EncodingSettings(colors: count, fps: fps, scale: scale)) {
          break
        }
        break search
      }
    }
    guard let best else {
      let smallest = attempts.min { $0.bytes < $1.bytes }!
      throw GIFError(
        "\(path): nothing fits --max-bytes \(maxBytes): the smallest attempt was \(smallest.bytes) bytes (\(smallest.settings.summary)); no file written"
      )
    }
    guard rename(bestPath, path) == 0 else { throw Self.writeError(path) }
    return Outcome(
      attempts: attempts, settings: best.settings, report: best.report, changes: best.settings.changes(from: start))
  }

  private static func writeError(_ path: String) -> GIFError {
    GIFError("\(path): cannot write the file (\(String(cString: strerror(errno))))")
  }
}
