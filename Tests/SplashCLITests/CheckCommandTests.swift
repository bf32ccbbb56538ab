import Foundation
import SplashTestSupport
import Testing

@testable import SplashCLI

/// A 60×100 pt scene at 10 fps: a white card and a 20 pt square avatar at (`avatarX`, 20) fading
/// in linearly from 0.1 s to 0.4 s; 0.6 s long (6 frames, the first two and the last two equal).
private func writeScene(avatarX: Int, in directory: String, name: String = "tiny.json") throws -> String {
  let json = """
    {"name": "tiny-welcome", "background": "#F2F2F7", "duration": 0.6,
     "layers": [
       {"id": "card", "type": "solid", "backgroundColor": "#FFFFFF", "frame": {"x": 6, "y": 56, "width": 48, "height": 36}},
       {"id": "avatar", "type": "solid", "backgroundColor": "#E8612C", "alpha": 0,
        "frame": {"x": \(avatarX), "y": 20, "width": 20, "height": 20}}],
     "timeline": [{"at": 0.1, "animate": {"avatar": {"alpha": 1}}, "duration": 0.3, "curve": "linear"}]}
    """
  return try writeFile(json, named: name, in: directory)
}

private func check(_ arguments: [String], environment: [String: String] = [:]) -> (
  status: Int32, output: String, errors: String
) {
  let console = Console.capturing(environment: environment)
  let status = SplashReelTool.main(["check"] + arguments, console: console)
  return (status, console.output, console.errors)
}

private func fileSize(_ path: String) -> Int {
  ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? -1
}

@Test func aMissingGoldenIsRecordedThenMatches() throws {
  let scratch = TemporaryFolder("check-record")
  let dir = scratch.file("record")
  let scene = try writeScene(avatarX: 20, in: dir)
  let golden = dir + "/goldens/tiny.gif"
  let options = ["--device", "60x100@1", "--golden", golden, "--fps", "10"]
  let first = check([scene] + options)
  #expect(first.status == 0)
  #expect(
    first.output
      == "recorded golden \(golden) (missing): 6 rendered frames, 4 stored, 0.6 s, 60×100, GIF of \(fileSize(golden)) "
      + "bytes. Wrote \(golden) and \(golden).motion.json: commit both.\n")
  #expect(first.errors == "")
  let second = check([scene] + options)
  #expect(second.status == 0)
  #expect(
    second.output == """
      expected \(golden): 60×100, 4 stored frames, 0.6 s
      actual   tiny-welcome on 60x100@1 at 10 fps: 60×100, 4 stored frames, 0.6 s
      structure: same
      pixels: all 4 samples within tolerance (at most 0 differing pixels)
      result: same

      """)
  // Nothing was written for a passing check.
  #expect(!FileManager.default.fileExists(atPath: "Output/failures/tiny"))
}

@Test func theAvatarMovedByTwoPointsFailsWithArtefacts() throws {
  let scratch = TemporaryFolder("check-moved")
  let dir = scratch.file("moved")
  let golden = dir + "/tiny.gif"
  let out = dir + "/failure"
  #expect(
    check([try writeScene(avatarX: 20, in: dir), "--device", "60x100@1", "--golden", golden, "--fps", "10"]).status == 0
  )
  let moved = try writeScene(avatarX: 22, in: dir, name: "moved.json")
  let r = check([moved, "--device", "60x100@1", "--golden", golden, "--fps", "10", "--out", out])
  #expect(r.status == 3)
  let artefacts = ["diff.gif", "side-by-side.gif", "contact-sheet.png", "report.json", "report.html", "summary.md"].map
  {
    out + "/" + $0
  }
  // Two 2×20 strips: where the avatar was and where it is now; the motion track recorded with the
  // golden says why, first.
  #expect(
    r.output == """
      motion: avatar: x +2 pt from 0.1 s to the end
      expected \(golden): 60×100, 4 stored frames, 0.6 s
      actual   tiny-welcome on 60x100@1 at 10 fps: 60×100, 4 stored frames, 0.6 s
      structure: same
      pixels: 3 of 4 samples differ; first at 0.2 s (expected frame 2, actual frame 2): 80 pixels (1.33 %)
      result: pixels differ
      artefacts: \(artefacts.joined(separator: ", "))

      """)
  for path in artefacts { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
  let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
  #expect(summary.hasPrefix("## splashreel check: pixels differ\n"))
  #expect(
    summary.contains(
      "**First failing frame: expected frame 2 / actual frame 2 at 0.2 s**: 80 pixels differ (1.33 %) in 22×20 at (20, 20).\n"
    ))
  // --json prints the report instead.
  let json = check([
    moved, "--device", "60x100@1", "--golden", golden, "--fps", "10", "--out", out, "--json", "--link-base",
    "https://ci.example/a/",
  ])
  #expect(json.status == 3)
  let report = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as! [String: Any]
  #expect((report["samples"] as! [[String: Any]]).map { $0["differentPixels"] as! Int } == [0, 80, 80, 80])
  // --link-base links the review page from summary.md (the folder is outside any checkout: its absolute path).
  #expect(
    try String(contentsOfFile: out + "/summary.md", encoding: .utf8).hasPrefix(
      "## splashreel check: pixels differ\n\n[Review page](https://ci.example/a\(out)/report.html): play expected"))
}

@Test func aPNGFrameFolderGoldenIsLossless() throws {
  let scratch = TemporaryFolder("check-folder")
  let dir = scratch.file("folder")
  let golden = dir + "/tiny-frames"
  // A path that names no format is refused; a trailing '/' asks for frames.
  let refused = check([try writeScene(avatarX: 20, in: dir), "--device", "60x100@1", "--golden", golden])
  #expect(refused.status == 2)
  #expect(
    refused.errors
      == "splashreel check: --golden \(golden): no such golden, and the path has no extension, so it says neither GIF "
      + "nor frames; name a GIF golden '\(golden).gif', or end the path with '/' ('\(golden)/') to record a folder of "
      + "PNG frames\n")
  #expect(!FileManager.default.fileExists(atPath: golden))
  let options = ["--device", "60x100@1", "--golden", golden + "/", "--fps", "10"]
  let first = check([try writeScene(avatarX: 20, in: dir)] + options)
  #expect(first.status == 0)
  let names = try FileManager.default.contentsOfDirectory(atPath: golden).sorted()
  #expect(names == (0..<6).map { String(format: "frame-%04d.png", $0) })
  let bytes = names.reduce(0) { $0 + fileSize(golden + "/" + $1) }
  #expect(
    first.output
      == "recorded golden \(golden) (missing): 6 rendered frames, 0.6 s, 60×100, PNG frames, \(bytes) bytes. "
      + "Wrote \(golden)/ and \(golden).motion.json: commit both.\n")
  // Once it exists, the folder is a frames golden without the '/'.
  #expect(
    check([try writeScene(avatarX: 20, in: dir), "--device", "60x100@1", "--golden", golden, "--fps", "10"]).status == 0
  )
  let moved = check([try writeScene(avatarX: 22, in: dir, name: "moved.json")] + options + ["--out", dir + "/failure"])
  #expect(moved.status == 3)
  #expect(
    moved.output.contains(
      "pixels: 3 of 4 samples differ; first at 0.2 s (expected frame 2, actual frame 2): 80 pixels (1.33 %)\n"))
}

@Test func CINeverRecords() throws {
  let scratch = TemporaryFolder("check-ci")
  let dir = scratch.file("ci")
  let scene = try writeScene(avatarX: 20, in: dir)
  let golden = dir + "/tiny.gif"
  for record in [[], ["--record", "all"], ["--record", "missing"]] {
    let r = check(
      [scene, "--device", "60x100@1", "--golden", golden, "--fps", "10"] + record, environment: ["CI": "true"])
    #expect(r.status == 1)
    #expect(r.output == "")
    #expect(
      r.errors
        == "splashreel check: \(golden): golden is missing and recording is disabled on CI (CI=true); record it locally and commit it\n"
    )
    #expect(!FileManager.default.fileExists(atPath: golden))
  }
  // With a golden in place, CI compares even when asked to record everything.
  #expect(check([scene, "--device", "60x100@1", "--golden", golden, "--fps", "10"]).status == 0)
  let modified = try Data(contentsOf: URL(fileURLWithPath: golden))
  let ci = check(
    [scene, "--device", "60x100@1", "--golden", golden, "--fps", "10", "--record", "all"],
    environment: ["CI": "true", "SPLASHREEL_RECORD": "all"])
  #expect(ci.status == 0)
  #expect(ci.output.hasSuffix("result: same\n"))
  #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == modified)
}

@Test func recordModesFromTheOptionAndTheEnvironment() throws {
  let scratch = TemporaryFolder("check-modes")
  let dir = scratch.file("modes")
  let scene = try writeScene(avatarX: 20, in: dir)
  let moved = try writeScene(avatarX: 22, in: dir, name: "moved.json")
  let golden = dir + "/tiny.gif"
  let options = ["--device", "60x100@1", "--golden", golden, "--fps", "10", "--out", dir + "/failure"]
  #expect(check([scene] + options).status == 0)
  // never: a moved avatar fails and the golden stays.
  let original = try Data(contentsOf: URL(fileURLWithPath: golden))
  #expect(check([moved] + options, environment: ["SPLASHREEL_RECORD": "never"]).status == 3)
  #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == original)
  // failed: still fails, but the golden is rewritten, so the next run passes.
  let failed = check([moved] + options + ["--record", "failed"])
  #expect(failed.status == 3)
  #expect(
    failed.output.hasSuffix(
      "recorded golden \(golden) (failed): 6 rendered frames, 4 stored, 0.6 s, 60×100, GIF of \(fileSize(golden)) "
        + "bytes. Wrote \(golden) and \(golden).motion.json: commit both.\n"))
  #expect(check([moved] + options).status == 0)
  // all (from the environment): records without comparing.
  let all = check([scene] + options, environment: ["SPLASHREEL_RECORD": "all"])
  #expect(all.status == 0)
  #expect(
    all.output
      == "recorded golden \(golden) (record all): 6 rendered frames, 4 stored, 0.6 s, 60×100, GIF of "
      + "\(fileSize(golden)) bytes. Wrote \(golden) and \(golden).motion.json: commit both.\n")
  #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == original)
}

@Test func checkUsageAndInputErrors() throws {
  let scratch = TemporaryFolder("check-errors")
  let dir = scratch.file("errors")
  let scene = try writeScene(avatarX: 20, in: dir)
  let noGolden = check([scene, "--device", "60x100@1"])
  #expect(noGolden.status == 2)
  #expect(
    noGolden.errors
      == "splashreel check: missing --golden PATH (a .gif file or a folder of PNG frames) or --actual RECORDING\n")
  let noDevice = check([scene, "--golden", dir + "/g.gif"])
  #expect(noDevice.status == 2)
  #expect(noDevice.errors == "splashreel check: missing --device (splashreel devices lists them)\n")
  let badMode = check([scene, "--device", "60x100@1", "--golden", dir + "/g.gif", "--record", "sometimes"])
  #expect(badMode.status == 2)
  #expect(badMode.errors == "splashreel check: --record must be one of missing, all, failed, never; got 'sometimes'\n")
  let badEnvironment = check(
    [scene, "--device", "60x100@1", "--golden", dir + "/g.gif"], environment: ["SPLASHREEL_RECORD": "yes"])
  #expect(badEnvironment.status == 1)
  #expect(
    badEnvironment.errors
      == "splashreel check: SPLASHREEL_RECORD must be one of missing, all, failed, never; got 'yes'\n")
  let png = check([scene, "--device", "60x100@1", "--golden", dir + "/g.png"])
  #expect(png.status == 2)
  #expect(
    png.errors
      == "splashreel check: --golden \(dir)/g.png: a golden is a .gif file or a folder of PNG frames, not one PNG; "
      + "name a GIF golden '\(dir)/g.gif', or end the path with '/' ('\(dir)/g/') to record a folder of PNG frames\n")
  let fps = check([scene, "--device", "60x100@1", "--golden", dir + "/g.gif", "--fps", "60"])
  #expect(fps.status == 2)
  #expect(fps.errors == "splashreel check: --fps must be an integer in 1...50, got '60'\n")
}

@Test func checkHelpExplainsRecordingAndExitCodes() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["check", "--help"], console: console) == 0)
  #expect(console.output.contains("environment has CI=true the mode is always never"))
  #expect(
    console.output.contains(
      "  3  pixels differ beyond the tolerance\n  4  structure differs (size, duration or frame timing)\n"))
}

@Test func aGoldenWrittenByRenderIsWhatCheckRecordsAndMatches() throws {
  let scratch = TemporaryFolder("check-render")
  let dir = scratch.file("render")
  let scene = try writeScene(avatarX: 20, in: dir)
  let rendered = dir + "/rendered.gif"
  let console = Console.capturing(environment: [:])
  #expect(
    SplashReelTool.main(
      ["render", scene, "--device", "60x100@1", "--fps", "10", "--out", rendered, "--quiet"], console: console) == 0)
  #expect(check([scene, "--device", "60x100@1", "--golden", dir + "/recorded.gif", "--fps", "10"]).status == 0)
  #expect(
    try Data(contentsOf: URL(fileURLWithPath: rendered))
      == Data(contentsOf: URL(fileURLWithPath: dir + "/recorded.gif")))
  let matched = check([scene, "--device", "60x100@1", "--golden", rendered, "--fps", "10"])
  #expect(matched.status == 0)
  #expect(matched.output.hasSuffix("result: same\n"))
}

/// A golden remembers the device, scale and frame rate it was recorded for: a check on another
/// screen says so first, in one line, before the motion lines that follow from it.
@Test func aGoldenFromAnotherDeviceSaysSoFirst() throws {
  let scratch = TemporaryFolder("check-other-device")
  let dir = scratch.file("other-device")
  let scene = try writeScene(avatarX: 20, in: dir)
  let golden = dir + "/tiny.gif"
  #expect(check([scene, "--device", "60x100@1", "--golden", golden, "--fps", "10"]).status == 0)
  let track = try String(contentsOfFile: golden + ".motion.json", encoding: .utf8)
  #expect(track.contains("\"device\" : \"60x100@1\"") && track.contains("\"exportScale\" : 1"))
  #expect(track.contains("\"fps\" : 10"))
  let other = check([scene, "--device", "60x110@1", "--golden", golden, "--fps", "10", "--out", dir + "/failure"])
  #expect(other.status == 4)
  let lines = other.output.split(separator: "\n").map(String.init)
  #expect(
    lines.first
      == "golden: recorded for 60x100@1 (60×100 pt @1x) at scale 1, 10 fps; this check renders 60x110@1 (60×110 pt @1x) "
      + "at scale 1, 10 fps")
  #expect(lines.dropFirst().first?.hasPrefix("motion: ") == true)
  #expect(lines.contains("structure: size differs: expected 60×100, actual 60×110"))
  // Another frame rate on the same device is said the same way.
  let slower = check([scene, "--device", "60x100@1", "--golden", golden, "--fps", "5", "--out", dir + "/failure"])
  #expect(
    slower.output.hasPrefix(
      "golden: recorded for 60x100@1 (60×100 pt @1x) at scale 1, 10 fps; this check renders 60x100@1 (60×100 pt @1x) "
        + "at scale 1, 5 fps\n"))
}
