import Foundation
import SplashGIF
import SplashTestSupport
import Testing

@testable import SplashCLI

/// A 60×100 pt scene at 10 fps, 0.6 s: a grey screen, a clock label in the top 20 pt and a 20 pt
/// orange square at (`avatarX`, 40) that fades in from 0.1 s to 0.4 s.
private func writeClockScene(
  clock: String = "09:41", clockY: Int = 0, avatarX: Int = 20, regression: String = "", in directory: String,
  name: String = "clock.json"
) throws -> String {
  let json = """
    {"name": "tiny-clock", "background": "#F2F2F7", "duration": 0.6\(regression),
     "layers": [
       {"id": "clock", "type": "text", "frame": {"x": 0, "y": \(clockY), "width": 60, "height": 20},
        "text": {"string": "\(clock)", "font": "DejaVu Sans", "size": 12, "color": "#000000", "alignment": "center"}},
       {"id": "avatar", "type": "solid", "backgroundColor": "#E8612C", "alpha": 0,
        "frame": {"x": \(avatarX), "y": 40, "width": 20, "height": 20}}],
     "timeline": [{"at": 0.1, "animate": {"avatar": {"alpha": 1}}, "duration": 0.3, "curve": "linear"}]}
    """
  return try writeFile(json, named: name, in: directory)
}

private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  let console = Console.capturing(environment: [:])
  let status = SplashReelTool.main(arguments, console: console)
  return (status, console.output, console.errors)
}

/// The last line of the pixel verdict ("pixels: …").
private func pixelsLine(_ output: String) -> String? {
  output.split(separator: "\n").first { $0.hasPrefix("pixels:") }.map(String.init)
}

@Test func ignoringTheChangedClockMakesTheCheckPassAndNothingElse() throws {
  let scratch = TemporaryFolder("explain-clock")
  let dir = scratch.file("clock")
  let golden = dir + "/clock.gif"
  let options = ["--device", "60x100@1", "--golden", golden, "--fps", "10", "--out", dir + "/failure"]
  #expect(run(["check", try writeClockScene(in: dir)] + options).status == 0)
  #expect(FileManager.default.fileExists(atPath: golden + ".motion.json"))

  // The clock shows another minute: the check fails on the clock's pixels alone.
  let later = try writeClockScene(clock: "09:42", in: dir, name: "later.json")
  let failing = run(["check", later] + options)
  #expect(failing.status == 3)
  #expect(failing.output.hasPrefix(#"motion: clock: text "09:42" instead of "09:41" throughout"# + "\n"))

  // Left out by layer, by region, or by the scene itself: it passes, with the clock's 60×20 pt left out.
  let byLayer = run(["check", later, "--ignore-layer", "clock"] + options)
  #expect(byLayer.status == 0)
  #expect(
    byLayer.output.contains(
      "ignored: layer clock (its bounds at each instant); at most 1200 pixels per sample\n"))
  #expect(pixelsLine(byLayer.output) == "pixels: all 4 samples within tolerance (at most 0 differing pixels)")
  let byRegion = run(["check", later, "--ignore", "0,0,60,20"] + options)
  #expect(byRegion.status == 0)
  #expect(
    byRegion.output.contains(
      "ignored: 0,0,60,20 (--ignore, 60×20 px at (0, 0)); at most 1200 pixels per sample\n"))
  let listed = try writeClockScene(
    clock: "09:42", regression: #", "regression": {"ignore": [{"layer": "clock", "note": "a live clock"}]}"#, in: dir,
    name: "listed.json")
  #expect(run(["check", listed] + options).status == 0)

  // A clock that also moved is left out where the golden's motion track had it and where it is now.
  let moved = run(
    [
      "check", try writeClockScene(clock: "09:42", clockY: 70, in: dir, name: "moved-clock.json"), "--ignore-layer",
      "clock",
    ] + options)
  #expect(moved.status == 0)
  #expect(moved.output.contains("ignored: layer clock (its bounds at each instant); at most 2400 pixels per sample\n"))
  #expect(moved.output.hasPrefix("motion: clock: y +70 pt throughout\nmotion: clock: text"))

  // Nothing else is left out: the avatar moved 2 pt still fails with exactly its own pixels.
  let movedOnly = run(["check", try writeClockScene(avatarX: 22, in: dir, name: "moved.json")] + options)
  let movedAndLater = run(
    ["check", try writeClockScene(clock: "09:42", avatarX: 22, in: dir, name: "both.json"), "--ignore-layer", "clock"]
      + options)
  #expect(movedOnly.status == 3)
  #expect(movedAndLater.status == 3)
  #expect(pixelsLine(movedOnly.output) != nil)
  // The same 80 pixels; the share is of the compared pixels (6000 − 1200 left out).
  #expect(
    pixelsLine(movedOnly.output)
      == "pixels: 3 of 4 samples differ; first at 0.2 s (expected frame 2, actual frame 2): 80 pixels (1.33 %)")
  #expect(
    pixelsLine(movedAndLater.output)
      == "pixels: 3 of 4 samples differ; first at 0.2 s (expected frame 2, actual frame 2): 80 pixels (1.67 %)")
  #expect(
    movedAndLater.output.hasPrefix(
      "motion: clock: text \"09:42\" instead of \"09:41\" throughout\nmotion: avatar: x +2 pt from 0.1 s to the end\n"))

  // report.json lists the ignored layer and the pixels left out of each sample.
  let report =
    try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: dir + "/failure/report.json"))) as! [String: Any]
  let ignored = report["ignored"] as! [String: Any]
  #expect(ignored["layers"] as! [String] == ["clock"])
  let samples = report["samples"] as! [[String: Any]]
  #expect(samples.map { $0["ignoredPixels"] as! Int } == [1200, 1200, 1200, 1200])
  let motion = report["motion"] as! [String: Any]
  let changes = motion["changes"] as! [[String: Any]]
  #expect(
    changes.map { $0["line"] as! String } == [
      #"clock: text "09:42" instead of "09:41" throughout"#, "avatar: x +2 pt from 0.1 s to the end",
    ])
  let summary = try String(contentsOfFile: dir + "/failure/summary.md", encoding: .utf8)
  #expect(
    summary.hasPrefix(
      "## splashreel check: pixels differ\n\n### What moved differently\n\n"
        + "- clock: text \"09:42\" instead of \"09:41\" throughout\n- avatar: x +2 pt from 0.1 s to the end\n\n"))
  #expect(summary.contains("- ignored: layer clock (its bounds at each instant); at most 1200 pixels per sample\n"))
}

@Test func ignoredPixelsAreHatchedInTheDiffPicture() throws {
  let scratch = TemporaryFolder("explain-hatch")
  let dir = scratch.file("hatch")
  let old = try writeClockScene(in: dir, name: "old.json")
  let new = try writeClockScene(clock: "09:42", avatarX: 22, in: dir, name: "new.json")
  let out = dir + "/out"
  let r = run(["diff", old, new, "--device", "60x100@1", "--fps", "10", "--ignore", "0,0,60,20", "--out", out])
  #expect(r.status == 3)
  // The diff picture's first frame: stripes of grey 0x8E on 0xE5 where x + y ≡ 0, 1 (mod 8).
  var decoder = try GIFDecoder(contentsOf: out + "/diff.gif")
  let frame = try #require(try decoder.next()).surface
  #expect((frame.width, frame.height) == (60, 100))
  let grey = { (x: Int, y: Int) in frame[x, y].r }
  #expect(
    [grey(0, 0), grey(1, 0), grey(2, 0), grey(7, 1), grey(8, 0), grey(3, 19)] == [0x8E, 0x8E, 0xE5, 0x8E, 0x8E, 0xE5])
  // In the side-by-side picture the expected and actual panels carry the same stripes over their pixels.
  var sides = try GIFDecoder(contentsOf: out + "/side-by-side.gif")
  let side = try #require(try sides.next()).surface
  #expect([side[0, 0].r, side[62, 0].r, side[63, 0].r, side[124, 0].r] == [0x8E, 0x8E, 0x8E, 0x8E])
  // Below the region nothing is hatched: the faded background.
  #expect(grey(0, 20) == grey(1, 21) && grey(0, 20) != 0x8E)
}

@Test func diffOfTwoScenesExplainsTheMotionFirst() throws {
  let scratch = TemporaryFolder("explain-scenes")
  let dir = scratch.file("scenes")
  let old = try writeClockScene(in: dir, name: "old.json")
  let new = try writeClockScene(avatarX: 22, in: dir, name: "new.json")
  let r = run(["diff", old, new, "--device", "60x100@1", "--fps", "10"])
  #expect(r.status == 3)
  #expect(
    r.output == """
      motion: avatar: x +2 pt from 0.1 s to the end
      expected \(old) (tiny-clock on 60x100@1 at 10 fps): 60×100, 6 rendered frames, 0.6 s
      actual   \(new) (tiny-clock on 60x100@1 at 10 fps): 60×100, 6 rendered frames, 0.6 s
      structure: same
      pixels: 3 of 4 samples differ; first at 0.2 s (expected frame 2, actual frame 2): 80 pixels (1.33 %)
      result: pixels differ

      """)
  // Under a tolerance of 3 pt the move is equal; the pixels still decide.
  let tolerant = run(["diff", old, new, "--device", "60x100@1", "--fps", "10", "--tolerance-motion", "3,0.01"])
  #expect(tolerant.status == 3)
  #expect(tolerant.output.hasPrefix("motion: same (within 3 pt and 0.01 s)\n"))
  // The same scene twice: no motion line, exit 0.
  let same = run(["diff", old, old, "--device", "60x100@1", "--fps", "10"])
  #expect(same.status == 0)
  #expect(!same.output.contains("motion:"))
}

@Test func explainUsageErrors() throws {
  let scratch = TemporaryFolder("explain-usage")
  let dir = scratch.file("usage")
  let scene = try writeClockScene(in: dir)
  let check = ["check", scene, "--device", "60x100@1", "--golden", dir + "/g.gif", "--fps", "10"]
  let cases: [([String], String)] = [
    (
      check + ["--ignore", "50,10,20,20"],
      "splashreel check: --ignore 50,10,20,20: ends at x = 70, past the right edge of the 60×100 pt screen\n"
    ),
    (
      check + ["--ignore", "0,0,121,40px", "--scale", "2"],
      "splashreel check: --ignore 0,0,121,40px: ends at x = 121, past the right edge of the 120×200 px screen\n"
    ),
    (
      check + ["--ignore", "a,b"],
      "splashreel check: --ignore 'a,b' is not a region: write x,y,width,height in points, or in pixels with px (0,0,750,40px)\n"
    ),
    (
      check + ["--ignore", "0,0,0,10"],
      "splashreel check: --ignore '0,0,0,10': the region's width and height must be above 0\n"
    ),
    (
      check + ["--ignore-layer", "clok"],
      "splashreel check: --ignore-layer clok: tiny-clock has no layer with this id (did you mean 'clock'?)\n"
    ),
    (
      check + ["--tolerance-motion", "1"],
      "splashreel check: --tolerance-motion must be POINTS,SECONDS with points in 0...100 and seconds in 0...10 (e.g. 0.5,0.02), got '1'\n"
    ),
    (
      ["diff", scene, scene, "--device", "60x100@1", "--fps", "10", "--ignore-layer", "avtar"],
      "splashreel diff: --ignore-layer avtar: tiny-clock has no layer with this id (did you mean 'avatar'?)\n"
    ),
    (
      ["diff", dir + "/a.gif", dir + "/b.gif", "--ignore-layer", "clock"],
      "splashreel diff: --ignore-layer applies to scene files (.json); neither input is one\n"
    ),
  ]
  for (arguments, message) in cases {
    let r = run(arguments)
    #expect(r.status == 2, "\(arguments)")
    #expect(r.errors.hasPrefix(message), "\(arguments)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/g.gif"))
  }
  // A region of the scene's own that leaves the screen names the file and the entry.
  let offScreen = try writeClockScene(
    regression: #", "regression": {"ignore": [{"x": "W-10", "y": 0, "width": 20, "height": 20}]}"#, in: dir,
    name: "off.json")
  let r = run(["check", offScreen, "--device", "60x100@1", "--golden", dir + "/g.gif", "--fps", "10"])
  #expect(r.status == 1)
  #expect(
    r.errors.hasPrefix(
      "splashreel check: \(offScreen): regression.ignore[0]: the region ends at x = 70, past the right edge of the 60×100 pt screen on 60x100@1\n"
    ))
  #expect(!FileManager.default.fileExists(atPath: dir + "/g.gif"))
}
