import Foundation

/// Settings a byte budget may lower, which can say what they are and what was lowered.
public protocol BudgetSetting: Hashable, Sendable {
  /// "256 colours, 30 fps, @3x", for reports and errors.
  var summary: String { get }
  /// What differs from `start`, e.g. ["frame rate 30 → 20 fps"]; empty when nothing does.
  func changes(from start: Self) -> [String]
}

/// One setting tried under a byte budget and the size it gave.
public struct BudgetAttempt<Setting: BudgetSetting>: Sendable, Equatable {
  public let setting: Setting
  public let bytes: Int
  public let fits: Bool
}

/// What a budgeted encode ended with.
public struct BudgetOutcome<Setting: BudgetSetting, Report> {
  /// Every attempt in order.
  public let attempts: [BudgetAttempt<Setting>]
  /// The setting the file was written with.
  public let setting: Setting
  /// The encoder's report of the file that was kept.
  public let report: Report
  /// What was lowered, empty when the start fitted.
  public let changes: [String]

  public init(attempts: [BudgetAttempt<Setting>], setting: Setting, report: Report, changes: [String]) {
    self.attempts = attempts
    self.setting = setting
    self.report = report
    self.changes = changes
  }

  /// An encode without a budget: the start, written once.
  public init(unbudgeted setting: Setting, report: Report) {
    self.init(attempts: [], setting: setting, report: report, changes: [])
  }
}

extension BudgetOutcome: Sendable where Report: Sendable {}

/// The search every byte budget shares (GIF's `SizeBudget`, SplashVideo's `ExportBudget`): each
/// setting is encoded in full into a hidden file beside the output and measured; the best one
/// that fits is kept and finally renamed to the output; a setting asked for twice is answered from
/// its first attempt. When none fits, nothing is written and the error names the budget and the
/// smallest size reached. Which settings are tried, and in what order, is the caller's.
public struct BudgetSearch<Setting: BudgetSetting, Report> {
  /// The largest file allowed, in bytes.
  public let maxBytes: Int
  /// The output; attempts go to hidden files beside it.
  public let path: String
  /// The output's extension without the dot, kept on the attempts' files.
  public let fileExtension: String
  /// Whether the first setting is better than the second; nil: the latest that fits is best
  /// (for searches that only ever try better settings after one fits).
  public var isBetter: ((Setting, Setting) -> Bool)?
  /// Makes the domain's error from a one-line message.
  public let error: (String) -> any Error

  public init(maxBytes: Int, path: String, fileExtension: String, error: @escaping (String) -> any Error) {
    self.maxBytes = maxBytes
    self.path = path
    self.fileExtension = fileExtension
    self.error = error
  }

  /// Encodes `start` and, when it is too large, lets `search` try more settings through the
  /// `Trials` it is given; keeps the best attempt that fits at `path`.
  ///
  /// - Parameters:
  ///   - bytes: where an encoder's report gives the file's size.
  ///   - observe: told about each attempt as soon as it is measured.
  ///   - encode: writes the file with a setting to the given (hidden) path.
  ///   - search: tries further settings; called only when the start does not fit.
  public func run(
    start: Setting, bytes: KeyPath<Report, Int>, observe: (BudgetAttempt<Setting>) -> Void,
    encode: (Setting, String) throws -> Report, search: (Trials) throws -> Void
  ) throws -> BudgetOutcome<Setting, Report> {
    guard maxBytes > 0 else { throw error("the byte budget must be positive, got \(maxBytes)") }
    let url = URL(fileURLWithPath: path)
    let hidden = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).budget-\(getpid())")
    let attemptPath = hidden.path + "." + fileExtension
    let bestPath = hidden.path + "-best." + fileExtension
    defer {
      unlink(attemptPath)
      unlink(bestPath)
    }
    return try withoutActuallyEscaping(encode) { encode in
      try withoutActuallyEscaping(observe) { observe in
        let trials = Trials(
          search: self, attemptPath: attemptPath, bestPath: bestPath, bytes: bytes, observe: observe, encode: encode)
        if try !trials.fits(start) { try search(trials) }
        guard let best = trials.best else {
          let smallest = trials.attempts.min { $0.bytes < $1.bytes }!
          throw error(
            "\(path): nothing fits the budget of \(maxBytes) bytes: the smallest attempt was \(smallest.bytes) bytes (\(smallest.setting.summary)); no file written"
          )
        }
        guard rename(bestPath, path) == 0 else { throw writeError() }
        return BudgetOutcome(
          attempts: trials.attempts, setting: best.setting, report: best.report,
          changes: best.setting.changes(from: start))
      }
    }
  }

  fileprivate func writeError() -> any Error {
    error("\(path): cannot write the file (\(String(cString: strerror(errno))))")
  }

  /// The attempts of one search: `fits` encodes a setting (once) and says whether it fits.
  public final class Trials {
    private let search: BudgetSearch
    private let attemptPath: String
    private let bestPath: String
    private let bytes: KeyPath<Report, Int>
    private let observe: (BudgetAttempt<Setting>) -> Void
    private let encode: (Setting, String) throws -> Report
    /// Every attempt so far, in order.
    public private(set) var attempts: [BudgetAttempt<Setting>] = []
    fileprivate private(set) var best: (setting: Setting, report: Report)?

    fileprivate init(
      search: BudgetSearch, attemptPath: String, bestPath: String, bytes: KeyPath<Report, Int>,
      observe: @escaping (BudgetAttempt<Setting>) -> Void, encode: @escaping (Setting, String) throws -> Report
    ) {
      self.search = search
      self.attemptPath = attemptPath
      self.bestPath = bestPath
      self.bytes = bytes
      self.observe = observe
      self.encode = encode
    }

    /// Encodes `setting` (a repeated setting answers from its first attempt) and keeps the file
    /// when it fits and is the best so far.
    public func fits(_ setting: Setting) throws -> Bool {
      if let earlier = attempts.first(where: { $0.setting == setting }) { return earlier.fits }
      let report = try encode(setting, attemptPath)
      let size = report[keyPath: bytes]
      let attempt = BudgetAttempt(setting: setting, bytes: size, fits: size <= search.maxBytes)
      attempts.append(attempt)
      observe(attempt)
      if attempt.fits && (best == nil || search.isBetter?(setting, best!.setting) ?? true) {
        guard rename(attemptPath, bestPath) == 0 else { throw search.writeError() }
        best = (setting, report)
      }
      return attempt.fits
    }

    /// The first of `settings` (best first, sizes falling) that fits, tried in order.
    @discardableResult
    public func firstFitting(_ settings: some Sequence<Setting>) throws -> Setting? {
      for setting in settings where try fits(setting) { return setting }
      return nil
    }

    /// The first of `settings` (best first, sizes falling) that fits, found by bisection; the
    /// last one must fit.
    @discardableResult
    public func bisect(_ settings: [Setting]) throws -> Setting {
      var low = 0
      var high = settings.count - 1
      while low < high {
        let middle = (low + high) / 2
        if try fits(settings[middle]) { high = middle } else { low = middle + 1 }
      }
      return settings[high]
    }
  }
}
