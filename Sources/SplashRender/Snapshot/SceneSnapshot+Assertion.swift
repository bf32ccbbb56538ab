import Foundation
import SplashDiff
import SplashDigest
import SplashScene

extension SceneSnapshot {
  /// What a snapshot assertion concluded: passed, or the one-line message a test framework
  /// records as the failure.
  public struct Verdict: Sendable {
    /// What the check did; nil when it could not run (the error is the failure).
    public var result: Result?
    /// Nil when the assertion passes; else the message: a comparison that failed, a golden just
    /// recorded ("recorded golden …: commit both. Run the test again to compare with it."), or an error.
    public var failure: String?
    /// The folder the comparison's artefacts were written to, when a comparison failed.
    public var artefacts: String?
  }

  /// Renders `scene` on `device`, compares it with `golden` and says whether that passes: the
  /// work of `assertMatchesGolden` (module `SplashReelTesting`), which records the failure as a
  /// test issue. Nothing is thrown: errors become the verdict's `failure`.
  ///
  /// - `golden`: a `.gif` file, else a folder of PNG frames; a relative path is relative to the
  ///   current folder.
  /// - `record`: which goldens are written (`RecordMode`; nil: `SPLASHREEL_RECORD`, else
  ///   `missing`; never with `CI=true`). With `failsWhenRecording` (the default) a recording fails
  ///   the assertion, so that no golden is committed unseen.
  /// - `artefacts`: where a failure's pictures and reports go; nil: `failureFolder(golden:)`.
  ///   Only the pictures of failing samples (`keptFailingSamples` at most) are kept in its
  ///   `samples/` unless `allSamples`.
  /// - `engine`: see `SnapshotEngine`.
  public static func evaluate(
    scene: Scene, device: Device, golden: String, fps: Int = 30, scale: Int = 1,
    comparator: AnimationComparator = AnimationComparator(), record: RecordMode? = nil,
    failsWhenRecording: Bool = true, artefacts: String? = nil, allSamples: Bool = false,
    engine: SnapshotEngine = .automatic, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Verdict {
    let folder = artefacts ?? failureFolder(golden: golden)
    let result: Result
    do {
      let snapshot = try SceneSnapshot(scene: scene, device: device, fps: fps, scale: scale)
      if let executable = try executable(for: engine, scene: scene, environment: environment) {
        result = try snapshot.check(
          through: executable, golden: golden, artefacts: folder, mode: record, comparator: comparator,
          environment: environment)
      } else {
        result = try snapshot.check(
          golden: golden, artefacts: folder, mode: record, comparator: comparator, environment: environment)
      }
    } catch {
      return Verdict(result: nil, failure: "\(error)", artefacts: nil)
    }
    switch result.outcome {
    case .matched:
      return Verdict(result: result, failure: nil, artefacts: nil)
    case .recorded(_, _, nil):
      let line = result.recording.map(\.description) ?? "recorded golden \(golden)"
      return Verdict(
        result: result, failure: failsWhenRecording ? "\(line) Run the test again to compare with it." : nil,
        artefacts: nil)
    case .recorded(let path, _, let report?):
      if !allSamples { keepFailingSamples(in: folder, report: report) }
      return Verdict(
        result: result,
        failure: "\(path): \(GoldenCheck.describe(report)); golden re-recorded (mode failed); artefacts in \(folder)",
        artefacts: folder)
    case .failed(let report, let written):
      if !allSamples { keepFailingSamples(in: folder, report: report) }
      let place = written.isEmpty ? "" : "; artefacts in \(folder)"
      return Verdict(
        result: result, failure: "\(golden): \(GoldenCheck.describe(report))\(place)",
        artefacts: written.isEmpty ? nil : folder)
    }
  }

  /// Where an assertion puts a failure's artefacts unless told:
  /// `$TMPDIR/splashreel-failures/<golden's name>-<12 hex digits>`, the digits from the SHA-256
  /// of the golden's absolute path, so two goldens of the same name never share a folder and the
  /// same golden always uses the same one (a new failure replaces the last).
  public static func failureFolder(golden: String) -> String {
    let absolute = URL(fileURLWithPath: golden).standardizedFileURL.path
    let stem = ((absolute as NSString).lastPathComponent as NSString).deletingPathExtension
    let digest = SHA256.hex(Array(absolute.utf8)).prefix(12)
    return FileManager.default.temporaryDirectory.appendingPathComponent("splashreel-failures")
      .appendingPathComponent("\(stem.isEmpty ? "golden" : stem)-\(digest)").path
  }

  /// Failing samples whose pictures an assertion keeps, at most (`allSamples` keeps every one).
  public static let keptFailingSamples = 20

  /// Deletes from the artefacts' `samples/` the pictures no kept failing sample shows: the first
  /// failing sample and up to `keptFailingSamples` in all, evenly spread over the failing ones, so
  /// that a failure's folder stays small however long the animation (the GIFs, the contact sheet
  /// and the reports still cover every sample).
  static func keepFailingSamples(in folder: String, report: ComparisonReport) {
    let samples = (folder as NSString).appendingPathComponent(ReviewPage.samplesFolder)
    let failing = report.samples.filter { !$0.passed }
    let count = min(failing.count, keptFailingSamples)
    let chosen = (0..<count).map { failing[count == 1 ? 0 : $0 * (failing.count - 1) / (count - 1)] }
    var kept: Set<String> = []
    for sample in chosen {
      kept.insert(String(format: "expected-%04d.png", sample.expectedFrame))
      kept.insert(String(format: "actual-%04d.png", sample.actualFrame))
      kept.insert(String(format: "diff-%04d.png", sample.index))
    }
    for name in (try? FileManager.default.contentsOfDirectory(atPath: samples)) ?? [] where !kept.contains(name) {
      try? FileManager.default.removeItem(atPath: (samples as NSString).appendingPathComponent(name))
    }
  }

  /// The assertion of earlier versions, which threw and recorded silently.
  @available(
    *, deprecated,
    message:
      "use assertMatchesGolden(scene:device:golden:…) from SplashReelTesting (records a test issue) or SceneSnapshot.evaluate"
  )
  @_disfavoredOverload
  @discardableResult
  public static func assertMatchesGolden(
    scene: Scene, device: String, golden: String, fps: Int = 30, scale: Int = 1,
    comparator: AnimationComparator = AnimationComparator(), record: RecordMode? = nil,
    artefacts: String? = nil, engine: SnapshotEngine = .automatic,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Result {
    let verdict = evaluate(
      scene: scene, device: Device(stringLiteral: device), golden: golden, fps: fps, scale: scale,
      comparator: comparator, record: record, failsWhenRecording: false, artefacts: artefacts, allSamples: true,
      engine: engine, environment: environment)
    if let failure = verdict.failure { throw DiffError(failure) }
    return verdict.result!
  }
}
