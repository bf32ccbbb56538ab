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
      return executable
    case .automatic:
      #if DEBUG
        guard environment["SPLASHREEL_SNAPSHOT"] != "in-process" else { return nil }
        return try SnapshotExecutable.locate(environment: environment)
      #else
        return nil
      #endif
    }
  }

  /// `check`, run by `splashreel check … --json` at `executable`: the same render, encoding and
  /// comparison, read back from its JSON and exit status. A scene read from a file and unchanged
  /// is handed over as that file; any other (built or edited in Swift) is checked here, encoded
  /// (`Scene.encoded()`) and handed over as a hidden temporary file (`SceneHandOff`).
  func check(
    through executable: SnapshotExecutable, golden: String, artefacts: String?, mode: RecordMode?,
    comparator: AnimationComparator, environment: [String: String]
  ) throws -> Result {
    let handOff = try SceneHandOff(scene)
    defer { handOff.remove() }
    do {
      return try check(
        through: executable, sceneFile: handOff.path, golden: golden, artefacts: artefacts, mode: mode,
        comparator: comparator, environment: environment)
    } catch let error as DiffError {
      throw handOff.temporary
        ? DiffError(error.description.replacingOccurrences(of: handOff.path, with: scene.file)) : error
    }
  }

  private func check(
    through executable: SnapshotExecutable, sceneFile: String, golden: String, artefacts: String?, mode: RecordMode?,
    comparator: AnimationComparator, environment: [String: String]
  ) throws -> Result {
    let folder = artefacts ?? Self.defaultArtefacts(golden: golden)
    var arguments = [
      "check", sceneFile, "--device", device.name, "--golden", golden, "--fps", String(fps), "--scale",
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

/// The scene file the executable reads: the scene's own file when it was read from one and not
/// changed since, else the scene encoded into a hidden temporary file, removed after the check.
///
/// The temporary file goes into the scene's `directory` when the scene shows images, so that
/// the executable finds the pictures by the names the scene gives them, exactly as this process
/// does (absolute paths instead would change the image names that motion tracks and goldens
/// record); a scene without images goes to `$TMPDIR`.
struct SceneHandOff {
  /// The file to hand to the executable.
  let path: String
  /// Whether `path` is a temporary file of this hand-off.
  let temporary: Bool

  init(_ scene: Scene) throws {
    if let url = scene.url, !scene.isEdited {
      path = url.path
      temporary = false
      return
    }
    let checked = try scene.checked()
    let data = try checked.encoded()
    let folder = checked.inputFiles.isEmpty ? FileManager.default.temporaryDirectory : checked.directory
    let url = folder.appendingPathComponent(".splashreel-scene-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json")
    do {
      try data.write(to: url)
    } catch {
      throw DiffError(
        "\(scene.file): cannot write the scene for the splashreel executable into \(folder.path), where its "
          + "images are (\(error.localizedDescription)); make the folder writable or check with engine: .inProcess")
    }
    path = url.path
    temporary = true
  }

  /// Removes the temporary file, if one was written.
  func remove() {
    if temporary { try? FileManager.default.removeItem(atPath: path) }
  }
}
