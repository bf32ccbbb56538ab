import Foundation
import SplashFiles
import SplashScene

/// Compares an animation with its golden (a GIF, a PNG or a folder of PNG frames), records the
/// golden when the mode says so, and writes the comparison's artefacts when it fails.
///
/// Usable from any test framework: `verify` throws a `DiffError` whose message names the first
/// failing frame, its time and the artefacts folder.
///
/// ```swift
/// try GoldenCheck(golden: "Tests/__Goldens__/welcome.gif", artefacts: ".build/golden-failures/welcome")
///   .verify(actual: frames, record: { path in try writeGIF(frames, to: path) })
/// ```
public struct GoldenCheck: Sendable {
  /// The golden's path.
  public var golden: String
  /// Where artefacts go when the comparison fails (nil: none written).
  public var artefacts: String?
  public var mode: RecordMode
  public var comparator: AnimationComparator
  /// Frame rate of a golden that is a folder of PNG frames.
  public var fps: Double
  /// Whether a GIF golden's frames are numbered as the render at `fps` they were encoded from
  /// (`GIFSource.renderFPS`) rather than by their place in the file.
  public var numbersGIFFramesAsRendered: Bool
  /// The review page's URL for the artefacts' summary.md (nil: not linked).
  public var pageLink: String?
  /// Whether the environment said `CI=true` (named in the missing-golden message).
  public let onCI: Bool
  /// What moved differently between the scene the golden was recorded from and the one checked,
  /// attached to every report (nil when unknown).
  public var motion: MotionReport?
  /// The line saying the golden was recorded for another device, scale or frame rate than the
  /// animation checked, attached to every report and said first (nil when they agree or are unknown).
  public var mismatch: String?

  public init(
    golden: String, artefacts: String? = nil, mode: RecordMode? = nil,
    comparator: AnimationComparator = AnimationComparator(),
    fps: Double = 30, numbersGIFFramesAsRendered: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(DiffError) {
    self.numbersGIFFramesAsRendered = numbersGIFFramesAsRendered
    self.golden = golden
    self.artefacts = artefacts
    if let mode {
      self.mode = environment["CI"]?.lowercased() == "true" ? .never : mode
    } else {
      self.mode = try RecordMode.resolve(nil, environment: environment)
    }
    self.comparator = comparator
    self.fps = fps
    onCI = environment["CI"]?.lowercased() == "true"
  }

  /// What a check did.
  public enum Outcome: Sendable {
    /// The golden was written; `reason` says why ("missing", "record all", "failed").
    case recorded(path: String, reason: String, report: ComparisonReport?)
    /// The animation matches its golden.
    case matched(ComparisonReport)
    /// It does not; artefacts were written to the listed paths.
    case failed(ComparisonReport, artefacts: [String])
  }

  /// Runs the check. `actual` makes a fresh source of the animation under test (it may be called
  /// more than once: to compare, to draw the artefacts of a failure, to record); `record` writes
  /// the golden to the given path.
  public func check(
    actual: () throws -> any AnimationSource, record: (String) throws -> Void
  ) throws -> Outcome {
    let exists = FileManager.default.fileExists(atPath: golden)
    if !exists {
      guard mode != .never else {
        throw DiffError(
          onCI
            ? "\(golden): golden is missing and recording is disabled on CI (CI=true); record it locally and commit it"
            : "\(golden): golden is missing and recording is off (mode never)")
      }
      try write(record)
      return .recorded(path: golden, reason: "missing", report: nil)
    }
    if mode == .all {
      try write(record)
      return .recorded(path: golden, reason: "record all", report: nil)
    }
    var report = try comparator.compare(
      expected: AnimationInput.open(golden, fps: fps, numberGIFFrames: numbersGIFFramesAsRendered), actual: actual())
    report.motion = motion
    report.goldenMismatch = mismatch
    if report.outcome == .same { return .matched(report) }
    // A passing check writes nothing; a failing one compares again to draw the pictures.
    var written: [String] = []
    if let artefacts {
      let writer = try ComparisonArtefacts(directory: artefacts, title: "splashreel check")
      writer.pageLink = pageLink
      let again = try comparator.compare(
        expected: AnimationInput.open(golden, fps: fps, numberGIFFrames: numbersGIFFramesAsRendered), actual: actual(),
        observe: writer.observe)
      var explained = again
      explained.motion = motion
      explained.goldenMismatch = mismatch
      written = try writer.finish(explained)
    }
    if mode == .failed {
      try write(record)
      return .recorded(path: golden, reason: "failed", report: report)
    }
    return .failed(report, artefacts: written)
  }

  /// `check`, turned into a thrown `DiffError` unless the animation matched or a golden was recorded
  /// because it was missing (or all are recorded). A golden re-recorded after a failure still throws,
  /// so the test run shows what changed.
  public func verify(actual: () throws -> any AnimationSource, record: (String) throws -> Void) throws {
    switch try check(actual: actual, record: record) {
    case .matched, .recorded(_, _, nil):
      return
    case .recorded(let path, _, let report?):
      throw DiffError("\(path): \(Self.describe(report)); golden re-recorded (mode failed)")
    case .failed(let report, let artefacts):
      let folder = artefacts.isEmpty ? "" : "; artefacts in \((artefacts[0] as NSString).deletingLastPathComponent)"
      throw DiffError("\(golden): \(Self.describe(report))\(folder)")
    }
  }

  private func write(_ record: (String) throws -> Void) throws {
    let parent = OutputPath.parent(of: golden)
    if !parent.isEmpty { try AtomicWrite.makeDirectory(parent) }
    try record(golden)
  }

  /// One line: the structure failure, or the first failing frame and its time.
  package static func describe(_ report: ComparisonReport) -> String {
    let lead = report.goldenMismatch.map { $0 + "; " } ?? ""
    if let failure = report.structureFailures.first { return lead + failure.message + report.motionClause }
    guard let first = report.failingSamples.first else { return "matches" }
    return lead + "\(report.failingSamples.count) of \(report.samples.count) samples differ; first failing frame "
      + "\(first.actualFrame) at \(ComparisonReport.time(first.start)): \(first.differentPixels) pixels "
      + "(\(ComparisonReport.percent(first.differentRatio)))" + report.motionClause
  }
}
