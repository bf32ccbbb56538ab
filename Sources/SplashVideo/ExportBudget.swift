import Foundation

/// Keeps a video, APNG or WebP file under a byte budget by lowering, in this order of
/// preference, the encoder's quality (a CRF search for video, the lossy quality for WebP), then
/// for APNG (lossless) the frame rate, then the export scale.
///
/// The result is the largest scale at which the lowest quality fits, then the best quality that
/// fits at that scale, found by bisection (each step encoded in full and measured; sizes are
/// assumed to fall as quality does). When nothing fits, nothing is written and the error names
/// the budget and the smallest size reached.
public struct ExportBudget: Sendable {
  /// The largest file allowed, in bytes.
  public let maxBytes: Int

  public init(maxBytes: Int) { self.maxBytes = maxBytes }

  /// One combination of the things the budget may lower.
  public struct Setting: Sendable, Hashable {
    /// The encoder's quality number (`ExportOptions.level`): a CRF, or WebP's 0…100; nil for
    /// lossless.
    public var level: Int?
    public var fps: Double
    public var scale: Int

    public init(level: Int?, fps: Double, scale: Int) {
      self.level = level
      self.fps = fps
      self.scale = scale
    }
  }

  /// One encoding tried and its size.
  public struct Attempt: Sendable, Equatable {
    public let setting: Setting
    public let bytes: Int
    public let fits: Bool
  }

  /// What the budgeted export ended with.
  public struct Outcome: Sendable {
    public let attempts: [Attempt]
    public let setting: Setting
    public let report: ExportReport
    /// What was lowered, e.g. ["CRF 20 → 29", "scale @3x → @2x"]; empty when the start fitted.
    public let changes: [String]
  }

  /// The worst quality the search goes to: past it pictures fall apart.
  static func lowestLevel(for format: ExportFormat) -> Int? {
    switch format {
    case .mp4, .mov: 40
    case .webm: 56
    case .webp: 20
    case .gif, .apng: nil
    }
  }

  /// The settings to try at each scale, best first: one list per scale, largest scale first.
  public func ladder(for format: ExportFormat, start: Setting) -> [[Setting]] {
    var levels: [Int?] = [start.level]
    if let lowest = Self.lowestLevel(for: format) {
      if format.isVideo, let crf = start.level {
        levels += Array(stride(from: crf + 2, through: max(crf, lowest), by: 2)).map { $0 }
      } else if format == .webp {
        let first = start.level.map { $0 - 5 } ?? 90
        levels += Array(stride(from: first, through: lowest, by: -5)).map { $0 }
      }
    }
    let rates = format == .apng ? [start.fps] + [25.0, 20, 15].filter { $0 < start.fps } : [start.fps]
    return stride(from: start.scale, through: 1, by: -1).map { scale in
      rates.flatMap { fps in levels.map { Setting(level: $0, fps: fps, scale: scale) } }
    }
  }

  /// Encodes with `start` and, when the file is too large, searches as described above; keeps
  /// the best attempt that fits at `path`.
  ///
  /// - Parameter encode: writes the file with a setting to the given path (hidden, beside
  ///   `path`) and returns the exporter's report.
  public func export(
    _ format: ExportFormat, to path: String, start: Setting, observe: (Attempt) -> Void = { _ in },
    _ encode: (Setting, String) throws -> ExportReport
  ) throws -> Outcome {
    guard maxBytes > 0 else { throw VideoError("the byte budget must be positive, got \(maxBytes)") }
    let url = URL(fileURLWithPath: path)
    let hidden = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).budget-\(getpid())")
    let suffix = "." + format.fileExtension
    let attemptPath = hidden.path + suffix
    let bestPath = hidden.path + "-best" + suffix
    var attempts: [Attempt] = []
    var best: (setting: Setting, report: ExportReport)?
    defer {
      unlink(attemptPath)
      unlink(bestPath)
    }
    func fits(_ setting: Setting) throws -> Bool {
      if let earlier = attempts.first(where: { $0.setting == setting }) { return earlier.fits }
      let report = try encode(setting, attemptPath)
      let attempt = Attempt(setting: setting, bytes: report.bytes, fits: report.bytes <= maxBytes)
      attempts.append(attempt)
      observe(attempt)
      if attempt.fits && (best == nil || Self.isBetter(setting, than: best!.setting)) {
        guard rename(attemptPath, bestPath) == 0 else { throw Self.writeError(path) }
        best = (setting, report)
      }
      return attempt.fits
    }
    if try !fits(start) {
      for group in ladder(for: format, start: start) where try fits(group.last!) {
        // Bisect for the first (best) setting of the group that fits; the last one does.
        var low = 0
        var high = group.count - 1
        while low < high {
          let middle = (low + high) / 2
          if try fits(group[middle]) { high = middle } else { low = middle + 1 }
        }
        break
      }
    }
    guard let best else {
      let smallest = attempts.min { $0.bytes < $1.bytes }!
      throw VideoError(
        "\(path): nothing fits --max-bytes \(maxBytes): the smallest attempt was \(smallest.bytes) bytes (\(Self.summary(smallest.setting, format))); no file written"
      )
    }
    guard rename(bestPath, path) == 0 else { throw Self.writeError(path) }
    return Outcome(
      attempts: attempts, setting: best.setting, report: best.report,
      changes: Self.changes(from: start, to: best.setting, format))
  }

  /// Larger scale, then higher rate, then better quality.
  static func isBetter(_ a: Setting, than b: Setting) -> Bool {
    if a.scale != b.scale { return a.scale > b.scale }
    if a.fps != b.fps { return a.fps > b.fps }
    return rank(a.level) > rank(b.level)
  }

  /// Higher is better: lossless above any lossy level; a lower CRF is better.
  private static func rank(_ level: Int?) -> Int {
    guard let level else { return Int.max }
    return -level
  }

  /// "CRF 20, 30 fps, @3x".
  public static func summary(_ setting: Setting, _ format: ExportFormat) -> String {
    "\(levelName(setting.level, format)), \(number(setting.fps)) fps, @\(setting.scale)x"
  }

  public static func levelName(_ level: Int?, _ format: ExportFormat) -> String {
    guard let level else { return "lossless" }
    return format.isVideo ? "CRF \(level)" : "quality \(level)"
  }

  /// What differs from `start`, e.g. ["CRF 20 → 26", "scale @3x → @2x"].
  public static func changes(from start: Setting, to end: Setting, _ format: ExportFormat) -> [String] {
    var changes: [String] = []
    if start.level != end.level {
      if format.isVideo, let from = start.level, let to = end.level {
        changes.append("CRF \(from) → \(to)")
      } else {
        changes.append("quality \(levelName(start.level, format)) → \(levelName(end.level, format))")
      }
    }
    if start.fps != end.fps { changes.append("frame rate \(number(start.fps)) → \(number(end.fps)) fps") }
    if start.scale != end.scale { changes.append("scale @\(start.scale)x → @\(end.scale)x") }
    return changes
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private static func writeError(_ path: String) -> VideoError {
    VideoError("\(path): cannot write the file (\(String(cString: strerror(errno))))")
  }
}
