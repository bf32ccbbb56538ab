import Foundation

/// Keeps a GIF under a byte budget by re-encoding with fewer colours, a lower frame rate and a
/// smaller scale, in that order, until it fits.
///
/// The ladder, each step keeping the reductions before it:
/// 1. colours 256 → 128 → 64 (with ordered dithering 128 colours is hard to tell from 256 on
///    launch artwork; it saves the least, so it is tried first);
/// 2. frame rate 30 → 25 → 20 → 15 fps (motion gets coarser but keeps its timing, since GIF
///    delays are accumulated; a faster rate first drops to 30);
/// 3. export scale @3x → @2x → @1x (the largest saving, but the one the user asked for
///    explicitly, so it goes last).
/// Steps at or above the starting value are skipped (a 20 fps render never "lowers" to 25).
/// Every attempt is encoded in full and measured; the first that fits is kept. When none fits,
/// nothing is written and the error names the budget and the smallest size reached.
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
    /// Every attempt in order; the last one fits.
    public let attempts: [Attempt]
    /// The settings the file was written with.
    public let settings: EncodingSettings
    /// The encoder's report of the file that was kept.
    public let report: GIFEncodingReport
    /// What was lowered, empty when the first attempt fitted.
    public let changes: [String]
  }

  /// The settings to try, in order, starting with `start` itself.
  public func ladder(from start: EncodingSettings) -> [EncodingSettings] {
    var steps = [start]
    var current = start
    for colors in Self.colorSteps where colors < current.colors {
      current.colors = colors
      steps.append(current)
    }
    for fps in Self.fpsSteps where fps < current.fps {
      current.fps = fps
      steps.append(current)
    }
    for scale in stride(from: current.scale - 1, through: 1, by: -1) {
      current.scale = scale
      steps.append(current)
    }
    return steps
  }

  /// Encodes with `start`, then down the ladder, until the file fits; keeps the first that fits
  /// at `path` and removes every other attempt.
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
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).budget-\(getpid()).gif").path
    var attempts: [Attempt] = []
    for settings in ladder(from: start) {
      let report: GIFEncodingReport
      do {
        report = try encode(settings, temporary)
      } catch {
        unlink(temporary)
        throw error
      }
      let attempt = Attempt(settings: settings, bytes: report.bytes, fits: report.bytes <= maxBytes)
      attempts.append(attempt)
      observe(attempt)
      if attempt.fits {
        guard rename(temporary, path) == 0 else {
          let reason = String(cString: strerror(errno))
          unlink(temporary)
          throw GIFError("\(path): cannot write the file (\(reason))")
        }
        return Outcome(attempts: attempts, settings: settings, report: report, changes: settings.changes(from: start))
      }
      unlink(temporary)
    }
    let smallest = attempts.min { $0.bytes < $1.bytes }!
    throw GIFError(
      "\(path): nothing fits --max-bytes \(maxBytes): the smallest attempt was \(smallest.bytes) bytes (\(smallest.settings.summary)); no file written"
    )
  }
}
