import Foundation
import SplashDiff
import SplashScene

extension SceneSnapshot {
  /// The executable `engine` asks for, nil to check in this process.
  static func executable(for engine: SnapshotEngine, scene: Scene, environment: [String: String])
    throws(DiffError) -> SnapshotExecutable?
  {
    switch engine {
    case .inProcess:
      return nil
    case .executable(let path):
      let executable = SnapshotExecutable(path: path, sourceRoot: SnapshotExecutable.checkout)
      try executable.verify(variable: nil)
      guard scene.url != nil else {
        throw DiffError("\(scene.file): the executable checks scene files; this scene was not read from one")
      }
      return executable
    case .automatic:
      #if DEBUG
        guard environment["SPLASHREEL_SNAPSHOT"] != "in-process", scene.url != nil else { return nil }
        return try SnapshotExecutable.locate(environment: environment)
      #else
        return nil
      #endif
    }
  }

  /// `check`, run by `splashreel check … --json` at `executable`: the same render, encoding and
  /// comparison, read back from its JSON and exit status.
  func check(
    through executable: SnapshotExecutable, golden: String, artefacts: String?, mode: RecordMode?,
    comparator: AnimationComparator, environment: [String: String]
  ) throws -> Result {
    guard let url = scene.url else { throw DiffError("\(scene.file): not read from a file") }
    let folder = artefacts ?? Self.defaultArtefacts(golden: golden)
    var arguments = [
      "check", url.path, "--device", device.name, "--golden", golden, "--fps", String(fps), "--scale",
      String(scale), "--out", folder, "--threshold", String(comparator.metric.threshold), "--window",
      String(comparator.densityWindow), "--json",
    ]
    if let mode { arguments += ["--record", mode.rawValue] }
    if comparator.metric.includeAntiAliased { arguments.append("--include-aa") }
    if let limit = comparator.maxDiffPixels { arguments += ["--max-diff-pixels", String(limit)] }
    if let limit = comparator.maxDiffRatio { arguments += ["--max-diff-ratio", String(limit)] }
    let (status, output, error) = try executable.run(arguments, environment: environment)
    let decoder = JSONDecoder()
    switch status {
    case 0:
      if let recording = try? decoder.decode(Recording.self, from: output) {
        return Result(
          outcome: .recorded(path: recording.path, reason: recording.reason, report: nil), recording: recording)
      }
      return Result(outcome: .matched(try report(output, executable: executable)), recording: nil)
    case 3, 4:
      let report = try report(output, executable: executable)
      if (try? RecordMode.resolve(mode?.rawValue, environment: environment)) == .failed {
        return Result(outcome: .recorded(path: golden, reason: "failed", report: report), recording: nil)
      }
      let written = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map {
        (folder as NSString).appendingPathComponent($0)
      }
      return Result(outcome: .failed(report, artefacts: written), recording: nil)
    default:
      let line = error.split(separator: "\n").last.map(String.init) ?? "exit status \(status)"
      let prefix = "splashreel check: "
      throw DiffError(line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : "\(executable.path): \(line)")
    }
  }

  private func report(_ output: Data, executable: SnapshotExecutable) throws(DiffError) -> ComparisonReport {
    do {
      return try JSONDecoder().decode(ComparisonReport.self, from: output)
    } catch {
      throw DiffError("\(executable.path): printed no comparison report this library reads; rebuild it")
    }
  }
}
