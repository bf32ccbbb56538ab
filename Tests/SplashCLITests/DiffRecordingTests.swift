import Foundation
import SplashGD
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashCLI

private let frames = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("SplashDiffTests/Fixtures/Animations").path

private func diff(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  let console = Console.capturing()
  let status = SplashReelTool.main(["diff"] + arguments, console: console)
  return (status, console.output, console.errors)
}

/// A "recording" of expected.gif as PNG frames shown at 100 fps: `lead` frames of a grey home
/// screen, each of the 8 pictures for 10 frames, then 20 frames of the last.
private func recording(_ name: String, lead: Int) throws -> TemporaryFolder {
  let scratch = TemporaryFolder("diff-recording-\(name)")
  let folder = scratch.path
  let grey = folder + "/grey.tmp"
  try PNGEncoder.write(
    Surface(width: 32, height: 24, fill: PremultipliedColor(r: 128, g: 128, b: 128, a: 255)), to: grey)
  var sources = [String](repeating: grey, count: lead)
  let pictures = try FileManager.default.contentsOfDirectory(atPath: frames + "/expected_frames").sorted()
  for picture in pictures { sources += [String](repeating: frames + "/expected_frames/" + picture, count: 10) }
  sources += [String](repeating: frames + "/expected_frames/" + pictures.last!, count: 20)
  for (n, source) in sources.enumerated() {
    try FileManager.default.copyItem(atPath: source, toPath: folder + String(format: "/f-%04d.png", n))
  }
  try FileManager.default.removeItem(atPath: grey)
  return scratch
}

@Test func aRecordingWithALeadInIsAlignedAndPasses() throws {
  let recorded = try recording("lead", lead: 37)
  let rec = recorded.path
  let scratch = TemporaryFolder("diff-recording-out")
  let out = scratch.file("out")
  let r = diff([frames + "/expected.gif", rec, "--fps", "100", "--align", "auto", "--out", out])
  #expect(r.errors == "")
  #expect(r.status == 0)
  #expect(
    r.output.hasPrefix(
      """
      expected \(frames)/expected.gif: 32×24, 8 stored frames, 0.8 s
      actual   \(rec): 32×24, 80 stored frames, 0.8 s
      alignment: actual starts 0.37 s later (found automatically, ±0.1 s); compared from 0.37 s to 1.17 s of it
      structure: same
      pixels: all 8 samples within tolerance (at most 0 differing pixels)
      result: same
      """))
  let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
  #expect(
    summary.contains(
      "- alignment: actual starts 0.37 s later (found automatically, ±0.1 s); compared from 0.37 s to 1.17 s of it\n"))
  let report =
    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json")))
    as! [String: Any]
  let matching = report["matching"] as! [String: Any]
  #expect(matching["offset"] as? Double == 0.37)
  #expect(matching["alignment"] as? String == "auto")
  #expect(matching["comparedTo"] as? Double == 1.17)

  let given = diff([frames + "/expected.gif", rec, "--fps", "100", "--align", "0.37"])
  #expect(given.status == 0)
  #expect(
    given.output.contains("alignment: actual starts 0.37 s later (given); compared from 0.37 s to 1.17 s of it\n"))
  // Off by 0.05 s: half of each 0.1 s picture shows the neighbour.
  let off = diff([frames + "/expected.gif", rec, "--fps", "100", "--align", "0.32"])
  #expect(off.status == 3)
  #expect(off.output.contains("pixels: 8 of 16 samples differ; first at 0 s (expected frame 0, actual frame 32)"))
  // Trimming the lead-in by hand gives the same comparison without alignment.
  let trimmed = diff([frames + "/expected.gif", rec, "--fps", "100", "--trim-start", "0.37", "--trim-end", "0.2"])
  #expect(trimmed.status == 0)
  #expect(trimmed.output.contains("matching: actual trimmed by 0.37 s at the start, 0.2 s at the end\n"))
}

@Test func badRecordingOptionsAreUsageErrorsNamingTheFlag() throws {
  let expected = frames + "/expected.gif"
  let cases: [([String], String)] = [
    (["--crop", "0,0,2000,10"], "--crop 0,0,2000,10 lies outside the 32×24 recording"),
    (["--crop", "0,0,0,10"], "--crop 0,0,0,10 is empty: give a width and a height of at least 1"),
    (["--crop", "1,2,3"], "--crop must be X,Y,W,H in whole pixels of the actual (e.g. 0,162,1179,2394), got '1,2,3'"),
    (["--align", "soon"], "--align must be none, auto or seconds in -86400...86400 (e.g. 0.734), got 'soon'"),
    (["--fit", "--actual-scale", "3"], "--fit and --actual-scale both set the size: give one"),
    (["--trim-start", "-1"], "--trim-start must be a number in 0.0...86400.0, got '-1'"),
  ]
  for (arguments, message) in cases {
    let r = diff([expected, frames + "/actual_same.gif"] + arguments)
    #expect(r.status == 2, "\(arguments)")
    #expect(r.errors.hasPrefix("splashreel diff: " + message) || r.errors.contains(message), "\(r.errors)")
  }
}

@Test func aRecordingAtTwiceTheScaleIsAveragedDownAndCutLikeTheExpected() throws {
  // The fixture's frames drawn at 2 px per pixel, with a red 64×6 "status bar" over the top.
  let scratch = TemporaryFolder("diff-recording-double")
  let folder = scratch.file("double")
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  for (n, name) in try FileManager.default.contentsOfDirectory(atPath: frames + "/expected_frames").sorted()
    .enumerated()
  {
    let small = try PNGFrameDecoder.decode(contentsOf: frames + "/expected_frames/" + name)
    var big = try Surface(width: 64, height: 48)
    for y in 0..<48 {
      for x in 0..<64 { big[x, y] = y < 6 ? PremultipliedColor(r: 255, g: 0, b: 0, a: 255) : small[x / 2, y / 2] }
    }
    try PNGEncoder.write(big, to: folder + String(format: "/f-%04d.png", n))
  }
  let cut = diff([frames + "/expected.gif", folder, "--fps", "10", "--actual-scale", "2", "--crop", "0,6,64,42"])
  #expect(cut.errors == "")
  #expect(cut.status == 0)
  #expect(
    cut.output.contains(
      "matching: actual cut to 64×42 at (0, 6); expected cut to 32×21 at (0, 3); actual area-averaged to 32×21\n"))
  let whole = diff([frames + "/expected.gif", folder, "--fps", "10", "--fit"])
  #expect(whole.status == 3)
  #expect(whole.output.contains("(expected frame 0, actual frame 0): 96 pixels (12.50 %)\n"))
}
