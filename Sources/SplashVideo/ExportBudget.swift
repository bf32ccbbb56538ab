import SplashFrames

/// Keeps a video, APNG or WebP file under a byte budget by lowering, in this order of
/// preference, the encoder's quality (a CRF search for video, the lossy quality for WebP, the
/// palette for APNG: lossless → 255 → 128 → 64 colours), then for APNG the frame rate (at 64
/// colours), then the export scale.
///
/// The result is the largest scale at which the lowest setting fits, then the best setting that
/// fits at that scale, found by bisection (each step encoded in full and measured; sizes are
/// assumed to fall along the ladder). When nothing fits, nothing is written and the error names
/// the budget and the smallest size reached. The search itself is SplashGIF's `BudgetSearch`.
public struct ExportBudget: Sendable {
  /// The largest file allowed, in bytes.
  public let maxBytes: Int

  public init(maxBytes: Int) { self.maxBytes = maxBytes }

  /// One combination of the things the budget may lower.
  public struct Setting: BudgetSetting {
    /// The format the level belongs to.
    public var format: ExportFormat
    /// The encoder's quality number (`ExportOptions.level`): a CRF, WebP's 0…100 or APNG's
    /// palette colours; nil for lossless.
    public var level: Int?
    public var fps: Double
    public var scale: Int

    public init(format: ExportFormat, level: Int?, fps: Double, scale: Int) {
      self.format = format
      self.level = level
      self.fps = fps
      self.scale = scale
    }

    /// "CRF 20, 30 fps, @3x".
    public var summary: String {
      "\(ExportBudget.levelName(level, format)), \(ExportBudget.number(fps)) fps, @\(scale)x"
    }

    /// What differs from `start`, e.g. ["CRF 20 → 26", "scale @3x → @2x"].
    public func changes(from start: Setting) -> [String] {
      var changes: [String] = []
      if start.level != level {
        let from = ExportBudget.levelName(start.level, format)
        let to = ExportBudget.levelName(level, format)
        if let a = start.level, let b = level, format.isVideo || format == .webp {
          changes.append(format.isVideo ? "CRF \(a) → \(b)" : "quality \(a) → \(b)")
        } else {
          changes.append("\(from) → \(to)")
        }
      }
      if start.fps != fps {
        changes.append("frame rate \(ExportBudget.number(start.fps)) → \(ExportBudget.number(fps)) fps")
      }
      if start.scale != scale { changes.append("scale @\(start.scale)x → @\(scale)x") }
      return changes
    }
  }

  /// One encoding tried and its size.
  public typealias Attempt = BudgetAttempt<Setting>

  /// What the budgeted export ended with.
  public typealias Outcome = BudgetOutcome<Setting, ExportReport>

  /// APNG's palettes below lossless, largest first.
  public static let paletteSteps = [255, 128, 64]
  /// APNG's lower frame rates, tried at the fewest colours.
  public static let fpsSteps: [Double] = [25, 20, 15]
  /// How far one step of the quality search moves: +2 CRF for video, −5 for WebP's quality.
  static let crfStep = 2
  static let webpStep = 5

  /// The worst quality the search goes to: past it pictures fall apart.
  package static func lowestLevel(for format: ExportFormat) -> Int? {
    switch format {
    case .mp4, .mov: 40
    case .webm: 56
    case .webp: 20
    case .apng: 64
    case .gif: nil
    }
  }

  /// The settings to try at each scale, best first: one list per scale, largest scale first.
  public func ladder(from start: Setting) -> [[Setting]] {
    let format = start.format
    var levels: [Int?] = [start.level]
    var rates = [start.fps]
    if let lowest = Self.lowestLevel(for: format) {
      switch format {
      case .mp4, .mov, .webm:
        if let crf = start.level {
          levels += stride(from: crf + Self.crfStep, through: max(crf, lowest), by: Self.crfStep).map { $0 }
        }
      case .webp:
        let first = start.level.map { $0 - Self.webpStep } ?? ExportQuality.high.webpQuality!
        levels += stride(from: first, through: lowest, by: -Self.webpStep).map { $0 }
      case .apng:
        levels += Self.paletteSteps.filter { colors in start.level.map { colors < $0 } ?? true }.map { $0 }
        rates += Self.fpsSteps.filter { $0 < start.fps }
      case .gif:
        break
      }
    }
    return stride(from: start.scale, through: 1, by: -1).map { scale in
      // The lower frame rates only with the fewest colours: each step makes the file smaller.
      levels.map { Setting(format: format, level: $0, fps: start.fps, scale: scale) }
        + rates.dropFirst().map { Setting(format: format, level: levels.last!, fps: $0, scale: scale) }
    }
  }

  /// Encodes with `start` and, when the file is too large, searches as described above; keeps
  /// the best attempt that fits at `path`.
  ///
  /// - Parameter encode: writes the file with a setting to the given path (hidden, beside
  ///   `path`) and returns the exporter's report.
  public func export(
    to path: String, start: Setting, observe: (Attempt) -> Void = { _ in },
    _ encode: (Setting, String) throws -> ExportReport
  ) throws -> Outcome {
    var search = BudgetSearch<Setting, ExportReport>(
      maxBytes: maxBytes, path: path, fileExtension: start.format.fileExtension, error: VideoError.init)
    search.isBetter = Self.isBetter
    return try search.run(start: start, bytes: \.bytes, observe: observe, encode: encode) { trials in
      // At each scale, largest first: the lowest quality, and when it fits the best that fits.
      for group in ladder(from: start) where try trials.fits(group.last!) {
        try trials.bisect(group)
        return
      }
    }
  }

  /// Larger scale, then higher rate, then better quality.
  static func isBetter(_ a: Setting, than b: Setting) -> Bool {
    if a.scale != b.scale { return a.scale > b.scale }
    if a.fps != b.fps { return a.fps > b.fps }
    return rank(a.level, a.format) > rank(b.level, b.format)
  }

  /// Higher is better: lossless above any lossy level; a lower CRF, a higher WebP quality, more
  /// colours.
  private static func rank(_ level: Int?, _ format: ExportFormat) -> Int {
    guard let level else { return Int.max }
    return format.isVideo ? -level : level
  }

  /// "CRF 20", "quality 90", "128 colours", "lossless".
  package static func levelName(_ level: Int?, _ format: ExportFormat) -> String {
    guard let level else { return "lossless" }
    switch format {
    case .mp4, .mov, .webm: return "CRF \(level)"
    case .apng: return "\(level) colours"
    case .webp, .gif: return "quality \(level)"
    }
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
