import Foundation
import SplashTestSupport
import Testing

@testable import SplashCLI

/// `diff` and `check --actual` on videos, APNG and WebP: our own renders of one scene in every
/// format compare as they should, damaged inputs end in one line and write nothing.
@Suite(.serialized) struct RecordingInputCommandTests {
  /// Removed when the test's value goes.
  let scratch = TemporaryFolder("recording")
  let folder: String

  /// A 24×16 screen at 10 fps: a white square fading in over green from 0.2 s to 0.6 s, 1 s long
  /// (10 frames, 5 different pictures: frames 0–2 and 6–9 are equal); `x` moves the square.
  func writeScene(x: Int = 4, name: String = "fade.json") throws -> String {
    let json = """
      {"name": "fade", "duration": 1, "background": "#208040", "device": "24x16@1",
       "layers": [{"id": "box", "type": "solid", "backgroundColor": "#FFFFFF", "alpha": 0,
                   "frame": {"x": \(x), "y": 4, "width": 8, "height": 8}}],
       "timeline": [{"at": 0.2, "animate": {"box": {"alpha": 1}}, "duration": 0.4, "curve": "linear"}]}
      """
    return try writeFile(json, named: name, in: folder)
  }

  init() throws {
    folder = scratch.path
  }

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let console = Console.capturing()
    let status = SplashReelTool.main(arguments, console: console)
    return (status, console.output, console.errors)
  }

  func path(_ name: String) -> String { folder + "/" + name }

  /// Renders the scene into `names` (the format from each extension), lossless where it can be.
  func render(_ names: [String], scene: String) throws {
    for name in names {
      let lossless = name.hasSuffix(".webp") ? ["--quality", "lossless"] : []
      let r = run(["render", scene, "--fps", "10", "--out", path(name), "--quiet"] + lossless)
      #expect(r.status == 0, "\(name): \(r.errors)")
    }
  }

  @Test func ourAPNGAndWebPMatchTheGIFAndTheFramesExactly() throws {
    let scene = try writeScene()
    try render(["fade.gif", "fade.png", "fade.webp"], scene: scene)
    #expect(
      run(["render", scene, "--fps", "10", "--frames", path("frames"), "--out", path("again.gif"), "--quiet"]).status
        == 0)
    let apng = run(["diff", path("fade.gif"), path("fade.png"), "--include-aa"])
    #expect(apng.status == 0)
    #expect(
      apng.output == """
        expected \(path("fade.gif")): 24×16, 5 stored frames, 1 s
        actual   \(path("fade.png")): 24×16, 5 stored frames, 1 s
        structure: same
        pixels: all 5 samples within tolerance (at most 0 differing pixels)
        result: same

        """)
    let webp = run(["diff", path("frames"), path("fade.webp"), "--fps", "10", "--include-aa", "--threshold", "0"])
    #expect(webp.status == 0)
    #expect(
      webp.output == """
        expected \(path("frames")): 24×16, 10 stored frames, 1 s
        actual   \(path("fade.webp")): 24×16, 5 stored frames, 1 s
        structure: same
        pixels: all 5 samples within tolerance (at most 0 differing pixels)
        result: same

        """)
    #expect(run(["diff", path("frames"), path("fade.png"), "--fps", "10", "--threshold", "0"]).status == 0)
  }

  @Test func videosCompareAtTheirTimestamps() throws {
    let scene = try writeScene()
    try render(["fade.gif", "fade.mp4", "fade.webm"], scene: scene)
    for name in ["fade.mp4", "fade.webm"] {
      let r = run(["diff", path("fade.gif"), path(name), "--threshold", "0.2"])
      #expect(r.status == 0, "\(name)")
      // A video aligns automatically (here at 0) and allows codec noise.
      #expect(
        r.output.contains(
          "actual   \(path(name)): 24×16, 10 stored frames, 1 s\n"
            + "alignment: actual starts at the same time (found automatically, ±0.1 s); compared from 0 s to 1 s of it\n"
        ),
        "\(name)")
      #expect(r.output.contains("\nstructure: same\n"), "\(name)")
    }
  }

  @Test func checkActualComparesARecordingWithTheScenesRender() throws {
    let scene = try writeScene()
    try render(["recording.png", "recording.mp4"], scene: scene)
    // The recording's rate (10 fps, from its shortest delay) and size (24×16 at @1) are used.
    let same = run(["check", scene, "--device", "24x16@1", "--actual", path("recording.png")])
    #expect(same.status == 0)
    #expect(
      same.output == """
        expected fade on 24x16@1 at 10 fps: 24×16, 10 rendered frames, 1 s
        actual   \(path("recording.png")): 24×16, 5 stored frames, 1 s
        structure: same
        pixels: all 5 samples within tolerance (at most 0 differing pixels)
        result: same

        """)
    let video = run(["check", scene, "--device", "24x16@1", "--actual", path("recording.mp4"), "--threshold", "0.2"])
    #expect(video.status == 0)
    #expect(video.output.hasPrefix("expected fade on 24x16@1 at 10 fps: 24×16, 10 rendered frames, 1 s\n"))
    // The square 2 pt to the right in the scene: the recording no longer matches it.
    let moved = try writeScene(x: 6, name: "moved.json")
    let out = path("failure")
    let r = run(["check", moved, "--device", "24x16@1", "--actual", path("recording.png"), "--out", out])
    #expect(r.status == 3)
    #expect(r.output.contains("result: pixels differ\nartefacts: \(out)/diff.gif, "))
    #expect(FileManager.default.fileExists(atPath: out + "/report.html"))
    let both = run([
      "check", scene, "--device", "24x16@1", "--actual", path("recording.png"), "--golden", path("g.gif"),
    ])
    #expect(both.status == 2)
    #expect(both.errors == "splashreel check: --actual and --golden exclude each other: give one\n")
  }

  /// A screen recording keeps only the frames that changed, at their own instants (a variable
  /// frame rate in a 1/600 s time base): the render is made at its base rate (10 fps) and every
  /// instant matches; only the end differs, since the recording does not say how long its last
  /// frame lasts (its average frame duration, 0.18 s, stands for it).
  @Test func checkActualOnAVariableRateRecording() throws {
    let scene = try writeScene()
    try render(["fade.mp4"], scene: scene)
    _ = try runTool([
      "ffmpeg", "-v", "error", "-y", "-i", path("fade.mp4"), "-vf", "mpdecimate", "-fps_mode", "vfr", "-c:v", "libx264",
      "-crf", "10", "-video_track_timescale", "600", path("recording.mov"),
    ])
    let r = run([
      "check", scene, "--device", "24x16@1", "--actual", path("recording.mov"), "--threshold", "0.2", "--out",
      path("failure"),
    ])
    #expect(r.status == 4)
    #expect(
      r.output.hasPrefix(
        """
        expected fade on 24x16@1 at 10 fps: 24×16, 10 rendered frames, 1 s
        actual   \(path("recording.mov")): 24×16, 5 stored frames, 0.78 s
        alignment: actual starts at the same time (found automatically, ±0.1 s); compared from 0 s to 1 s of it
        noise: differing regions under 16 px do not count, nor pictures within 0.04 s of their time; 0 pixels in 0 samples excused (at most 0)
        structure: duration differs: expected 1 s, actual 0.78 s (tolerance 0.142 s)
        pixels: all 5 samples within tolerance (at most 0 differing pixels)
        result: structure differs

        """))
  }

  /// Runs a command-line tool; fails the test when it fails.
  func runTool(_ arguments: [String]) throws -> Data {
    let run = try Subprocess.run("/usr/bin/env", arguments)
    #expect(run.status == 0, "\(arguments[0]) failed: \(run.errors)")
    return run.outputData
  }

  @Test func damagedInputsEndInOneLineAndWriteNothing() throws {
    let scene = try writeScene()
    try render(["fade.gif", "fade.mp4"], scene: scene)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path("fade.mp4")))
    try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path("cut.mp4")))
    try Data([0, 0, 0, 16] + Array("ftypisom".utf8) + [UInt8](repeating: 7, count: 100)).write(
      to: URL(fileURLWithPath: path("junk.mov")))
    try Data("RIFF\0\0\0\0WEBPVP8 ".utf8).write(to: URL(fileURLWithPath: path("empty.webp")))
    try Data("not an animation".utf8).write(to: URL(fileURLWithPath: path("notes.txt")))
    let expected: [(String, String)] = [
      (
        "cut.mp4",
        "\(path("cut.mp4")): truncated: its sample index reaches byte \(bytes.count) "
          + "but the file ends at byte \(bytes.count / 2)"
      ),
      ("junk.mov", "\(path("junk.mov")): not a video FFmpeg can decode (Invalid data found when processing input)"),
      ("empty.webp", "\(path("empty.webp")): not a WebP file libwebp can read (damaged or truncated)"),
      (
        "notes.txt",
        "\(path("notes.txt")): not an animation splashreel compares (GIF, PNG, APNG, WebP, MP4, MOV, WebM or a folder of PNG frames)"
      ),
    ]
    for (name, message) in expected {
      let out = path("out-\(name)")
      let r = run(["diff", path("fade.gif"), path(name), "--out", out])
      #expect(r.status == 1, "\(name)")
      #expect(r.errors == "splashreel diff: \(message)\n")
      #expect(r.output == "")
      #expect(!FileManager.default.fileExists(atPath: out), "\(name)")
    }
  }
}
