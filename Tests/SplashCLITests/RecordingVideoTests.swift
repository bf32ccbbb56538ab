import Foundation
import SplashRender
import SplashTestSupport
import Testing

/// Screen recordings made here: welcome-back (or an edited copy, standing for the app) rendered at
/// 120×260 and 30 fps by the release executable, played after a 2 s blue home screen, resampled to
/// 60 Hz with every fourth frame dropped (a variable frame rate), cut at a seeded random instant,
/// with temporal noise, encoded as H.264 in a MOV by the ffmpeg command line; then compared with
/// the preset's GIF by `splashreel diff`, which aligns it automatically.
private struct RecordingWorkspace {
  /// Removed when the test's value goes.
  let scratch = TemporaryFolder("recording-video")
  let folder: String
  let executable: String
  let assets: String

  init() throws {
    folder = scratch.path
    executable = try Self.executable()
    assets = SnapshotExecutable.checkout! + "/Assets"
  }

  /// The release executable when it is built and current (fast), else the debug one `swift test`
  /// has just built. Building the release one from here, as `SnapshotExecutable.locate` does when
  /// it is missing, would wait forever: `swift test` holds SwiftPM's lock on this `.build`.
  static func executable() throws -> String {
    let root = SnapshotExecutable.checkout!
    let release = SnapshotExecutable(path: root + "/.build/release/splashreel", sourceRoot: root)
    if (try? release.verify(variable: nil)) != nil { return release.path }
    let debug = SnapshotExecutable(path: root + "/.build/debug/splashreel", sourceRoot: root)
    try debug.verify(variable: nil)
    return debug.path
  }

  /// Runs `program` with `arguments` in the folder; returns its status and standard output.
  @discardableResult
  func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let run = try Subprocess.run(program, arguments, in: folder)
    return (run.status, run.output)
  }

  /// welcome-back with `edit` applied to its JSON text, written beside a copy of its pictures.
  func scene(_ name: String, edit: (String) -> String) throws -> String {
    let sceneFolder = folder + "/" + name
    try FileManager.default.createDirectory(atPath: sceneFolder, withIntermediateDirectories: true)
    for file in try FileManager.default.contentsOfDirectory(atPath: assets + "/welcome-back")
    where file.hasSuffix(".png") || file.hasSuffix(".jpg") {
      try FileManager.default.copyItem(atPath: assets + "/welcome-back/" + file, toPath: sceneFolder + "/" + file)
    }
    if !FileManager.default.fileExists(atPath: folder + "/shared") {
      try FileManager.default.copyItem(atPath: assets + "/shared", toPath: folder + "/shared")
    }
    let text = try String(contentsOfFile: assets + "/welcome-back/welcome-back.json", encoding: .utf8)
    let edited = edit(text)
    try Data(edited.utf8).write(to: URL(fileURLWithPath: sceneFolder + "/welcome-back.json"))
    return sceneFolder + "/welcome-back.json"
  }

  /// Renders `scene` to PNG frames and records them as `name`.mov, cut `cut` seconds into the 2 s lead-in.
  func record(_ scene: String, as name: String, cut: Double) throws -> String {
    let frames = folder + "/" + name + "-frames"
    let render = try run(
      executable,
      [
        "render", scene, "--device", "120x260@1", "--fps", "30", "--frames", frames, "--quiet", "--out",
        folder + "/" + name + "-render.gif",
      ])
    #expect(render.status == 0)
    let movie = name + ".mov"
    let filter =
      "tpad=start_duration=2:color=0x4a6fa5:stop_mode=clone:stop_duration=0.5,fps=60,"
      + "trim=start=\(cut),setpts=PTS-STARTPTS,select='not(eq(mod(n\\,4)\\,1))',noise=alls=10:allf=t,format=yuv420p"
    let encode = try run(
      "/usr/bin/ffmpeg",
      [
        "-v", "error", "-y", "-framerate", "30", "-i", frames + "/frame-%04d.png", "-vf", filter, "-fps_mode", "vfr",
        "-enc_time_base", "1/90000", "-c:v", "libx264", "-crf", "23", "-preset", "ultrafast", "-bitexact", movie,
      ])
    #expect(encode.status == 0)
    return folder + "/" + movie
  }

  /// `splashreel diff spec.gif recording --json`: the exit status and report.json's fields.
  func diff(_ spec: String, _ recording: String) throws -> (status: Int32, report: [String: Any]) {
    let result = try run(executable, ["diff", spec, recording, "--json"])
    let report = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any]
    return (result.status, report)
  }
}

@Test func recordingsOfTheSpecPassAndEditedOnesFailAtTheirFirstChangedInstant() throws {
  let work = try RecordingWorkspace()
  defer { try? FileManager.default.removeItem(atPath: work.folder) }
  var random = SeededCuts(seed: 1_701)
  let original = try work.scene("same") { $0 }
  let spec = work.folder + "/same-render.gif"

  /// Records the edited scene cut at a seeded random instant and compares it with the spec.
  func compare(_ name: String, scene: String) throws -> (error: Double, status: Int32, first: [String: Any]?) {
    let cut = Double(random.int(in: 0...1_500_000)) / 1_000_000
    let recording = try work.record(scene, as: name, cut: cut)
    let (status, report) = try work.diff(spec, recording)
    let matching = report["matching"] as! [String: Any]
    let samples = report["samples"] as! [[String: Any]]
    // The lead-in left: 2 s minus the cut, rounded up to the 60 Hz frame it falls in.
    let lead = 2 - (cut * 60).rounded(.up) / 60
    return (abs(matching["offset"] as! Double - lead), status, samples.first { !($0["passed"] as! Bool) })
  }
  func edited(_ name: String, _ from: String, _ to: String) throws -> String {
    try work.scene(name) { text in
      #expect(text.contains(from))
      return text.replacingOccurrences(of: from, with: to)
    }
  }

  let same = try compare("same", scene: original)
  #expect(same.error <= 1.0 / 30, "offset off by \(same.error) s")
  #expect(same.status == 0)
  #expect(same.first == nil)

  // The avatar 4 pt lower: fails when it appears at 2.0 s, in its column.
  let moved = try compare("moved", scene: edited("moved", #""y": "H*0.55-50""#, #""y": "H*0.55-46""#))
  #expect(moved.error <= 1.0 / 30, "offset off by \(moved.error) s")
  #expect(moved.status == 3)
  let movedStart = try #require(moved.first?["start"] as? Double)
  #expect(movedStart >= 2 && movedStart <= 2 + 1.0 / 30, "\(movedStart)")
  let box = try #require(moved.first?["bounds"] as? [String: Int])
  #expect(box["x"]! >= 9 && box["x"]! + box["width"]! <= 111 && box["y"]! >= 93, "\(box)")

  // The avatar's spring replaced by easeInOut: the same start, then no overshoot.
  let curve = try compare(
    "curve", scene: edited("curve", #""curve": "spring(damping: 0.3, velocity: 0)""#, #""curve": "easeInOut""#))
  #expect(curve.error <= 1.0 / 30, "offset off by \(curve.error) s")
  #expect(curve.status == 3)
  let curveStart = try #require(curve.first?["start"] as? Double)
  #expect(curveStart > 2 && curveStart <= 2.1, "\(curveStart)")

  // The avatar 0.2 s late (and the steps chained after it): the offset still follows the slogan,
  // which is on time, so the first failure is where the avatar should have appeared.
  let late = try compare(
    "late", scene: edited("late", #""after": "slogan-out","#, #""after": "slogan-out", "delay": 0.2,"#))
  #expect(late.error <= 0.1, "offset off by \(late.error) s")
  #expect(late.status == 3)
  let lateStart = try #require(late.first?["start"] as? Double)
  #expect(lateStart >= 2 && lateStart <= 2 + 1.0 / 15, "\(lateStart)")
}

/// SplitMix64 for the seeded cuts.
private struct SeededCuts {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func int(in range: ClosedRange<Int>) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return range.lowerBound + Int((z ^ (z >> 31)) % UInt64(range.count))
  }
}
