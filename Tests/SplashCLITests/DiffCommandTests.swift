import Foundation
import SplashTestSupport
import Testing

@testable import SplashCLI

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("SplashDiffTests/Fixtures/Animations").path

private func diff(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  let console = Console.capturing()
  let status = SplashReelTool.main(["diff"] + arguments, console: console)
  return (status, console.output, console.errors)
}

private func path(_ name: String) -> String { fixtures + "/" + name }

@Test func sameAnimationsExitZero() {
  let r = diff([path("expected.gif"), path("actual_same.gif")])
  #expect(r.status == 0)
  #expect(
    r.output == """
      expected \(path("expected.gif")): 32×24, 8 stored frames, 0.8 s
      actual   \(path("actual_same.gif")): 32×24, 8 stored frames, 0.8 s
      structure: same
      pixels: all 8 samples within tolerance (at most 0 differing pixels)
      result: same

      """)
}

@Test func movedAvatarIsAPixelDifferenceWithArtefacts() throws {
  let scratch = TemporaryFolder("diff-moved")
  let out = scratch.file("diff-moved")
  let r = diff([path("expected.gif"), path("actual_moved.gif"), "--out", out])
  #expect(r.status == 3)
  #expect(
    r.output.hasPrefix(
      """
      expected \(path("expected.gif")): 32×24, 8 stored frames, 0.8 s
      actual   \(path("actual_moved.gif")): 32×24, 8 stored frames, 0.8 s
      structure: same
      pixels: 4 of 8 samples differ; first at 0.4 s (expected frame 4, actual frame 4): 36 pixels (4.69 %)
      result: pixels differ
      artefacts: \(out)/diff.gif, \(out)/side-by-side.gif, \(out)/contact-sheet.png, \(out)/report.json, \(out)/report.html, \(out)/summary.md
      """))
  let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
  #expect(!summary.contains("[Review page]"))
  #expect(
    summary.contains(
      "**First failing frame: expected frame 4 / actual frame 4 at 0.4 s**: 36 pixels differ (4.69 %) in 9×11 at (14, 3)."
    ))
  #expect(summary.utf8.count < 64 * 1024)
  let report =
    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/report.json")))
    as! [String: Any]
  let samples = report["samples"] as! [[String: Any]]
  #expect(samples.map { $0["differentPixels"] as! Int } == [0, 0, 0, 0, 36, 36, 36, 36])
  #expect(samples.map { $0["passed"] as! Bool } == [true, true, true, true, false, false, false, false])
}

@Test func toleranceLetsSmallDifferencesPass() {
  #expect(diff([path("expected.gif"), path("actual_moved.gif"), "--max-diff-pixels", "36"]).status == 0)
  #expect(diff([path("expected.gif"), path("actual_moved.gif"), "--max-diff-pixels", "35"]).status == 3)
  #expect(diff([path("expected.gif"), path("actual_moved.gif"), "--max-diff-ratio", "0.05"]).status == 0)
  #expect(diff([path("expected.gif"), path("actual_moved.gif"), "--max-diff-ratio", "0.04"]).status == 3)
}

@Test func durationAndSizeAreStructure() {
  let slow = diff([path("expected.gif"), path("actual_slow.gif")])
  #expect(slow.status == 4)
  #expect(slow.output.contains("structure: duration differs: expected 0.8 s, actual 0.96 s (tolerance 0.02 s)\n"))
  #expect(
    slow.output.contains("structure: picture 2 appears at 0.2 s in expected, 0.24 s in actual (tolerance 0.02 s)\n"))
  let wide = diff([path("expected.gif"), path("actual_wide.gif")])
  #expect(wide.status == 4)
  #expect(wide.output.contains("structure: size differs: expected 32×24, actual 34×24\nresult: structure differs\n"))
}

@Test func aFolderOfPNGFramesAtItsFrameRate() {
  #expect(diff([path("expected_frames"), path("expected.gif"), "--fps", "10"]).status == 0)
  let at30 = diff([path("expected_frames"), path("expected.gif")])
  #expect(at30.status == 4)
  #expect(at30.output.contains("structure: duration differs: expected 0.267 s, actual 0.8 s (tolerance 0.01 s)\n"))
}

@Test func jsonGoesToStandardOutput() throws {
  let r = diff([path("expected.gif"), path("actual_same.gif"), "--json"])
  #expect(r.status == 0)
  let report = try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as! [String: Any]
  #expect((report["structureFailures"] as! [Any]).isEmpty)
  #expect((report["samples"] as! [Any]).count == 8)
}

@Test func diffUsageAndInputErrors() {
  let one = diff([path("expected.gif")])
  #expect(one.status == 2)
  #expect(one.errors == "splashreel diff: expected two inputs, <expected> and <actual>, got 1\n")
  let threshold = diff([path("expected.gif"), path("expected.gif"), "--threshold", "2"])
  #expect(threshold.status == 2)
  #expect(threshold.errors == "splashreel diff: --threshold must be a number in 0.0...1.0, got '2'\n")
  let missing = diff([path("nope.gif"), path("expected.gif")])
  #expect(missing.status == 1)
  #expect(missing.errors == "splashreel diff: \(path("nope.gif")): no such file or directory\n")
  let notImage = diff([path("make_animations.py"), path("expected.gif")])
  #expect(notImage.status == 1)
  #expect(
    notImage.errors
      == "splashreel diff: \(path("make_animations.py")): not an animation splashreel compares "
      + "(GIF, PNG, APNG, WebP, MP4, MOV, WebM or a folder of PNG frames)\n")
}

@Test func diffHelpListsExitCodes() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["diff", "--help"], console: console) == 0)
  #expect(
    console.output.contains(
      "  3  pixels differ beyond the tolerance\n  4  structure differs (size, duration or frame timing)\n"))
}

@Test func linkBaseLinksTheReviewPageFromTheSummary() throws {
  let scratch = TemporaryFolder("diff-link")
  let root = scratch.file("diff-link")
  // A checkout: the link is the page's path inside it, behind the base.
  try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
  let out = root + "/Output/review (1)"
  let r = diff([
    path("expected.gif"), path("actual_moved.gif"), "--out", out, "--link-base", "https://ci.example/run/9",
  ])
  #expect(r.status == 3)
  let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
  #expect(
    summary.hasPrefix(
      "## splashreel diff: pixels differ\n\n[Review page](https://ci.example/run/9/Output/review%20%281%29/report.html): "
        + "play expected and actual in sync, wipe, blend, toggle, diff, zoom.\n\n"))
}

/// A GIF whose headers are valid — a `width`×`height` screen, `frames` frames of 10 cs — but whose
/// image data is no LZW at all: decoding any frame fails, so a comparison that succeeds decoded none.
private func undecodableGIF(width: Int, height: Int, frames: Int) -> [UInt8] {
  var bytes =
    Array("GIF89a".utf8) + [UInt8(width & 255), UInt8(width >> 8), UInt8(height & 255), UInt8(height >> 8), 0, 0, 0]
  for _ in 0..<frames {
    bytes += [0x21, 0xF9, 4, 0, 10, 0, 0, 0]
    bytes += [0x2C, 0, 0, 0, 0, UInt8(width & 255), UInt8(width >> 8), UInt8(height & 255), UInt8(height >> 8), 0]
    // Minimum code size 2: the first 3-bit code is 7, past the table's end (clear 4, end 5).
    bytes += [2, 3, 0xFF, 0xFF, 0xFF, 0]
  }
  return bytes + [0x3B]
}

/// A PNG whose IHDR says `width`×`height` and whose IDAT is garbage with a correct CRC.
private func undecodablePNG(width: Int, height: Int) -> [UInt8] {
  func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in typed {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    let length = UInt32(data.count)
    return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + typed
      + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
  }
  let size = [width, height].flatMap { v in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
  return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", size + [8, 6, 0, 0, 0])
    + chunk("IDAT", [1, 2, 3, 4, 5]) + chunk("IEND", [])
}

@Test func differentSizesAreRefusedFromTheHeadersWithoutDecodingAFrame() throws {
  let scratch = TemporaryFolder("diff-early-inputs")
  let folder = scratch.file("inputs")
  try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
  let gif = folder + "/wide.gif"
  try Data(undecodableGIF(width: 34, height: 24, frames: 9)).write(to: URL(fileURLWithPath: gif))
  for i in 0..<12 {
    try Data(undecodablePNG(width: 30, height: 20)).write(to: URL(fileURLWithPath: folder + "/frames/\(i).png"))
  }
  let still = folder + "/still.png"
  try Data(undecodablePNG(width: 8, height: 8)).write(to: URL(fileURLWithPath: still))
  let expected = fixtures + "/expected.gif"

  let wide = diff([expected, gif])
  #expect(wide.status == 4)
  #expect(
    wide.output == """
      expected \(expected): 32×24, 8 stored frames, 0.8 s
      actual   \(gif): 34×24, 9 stored frames, 0.9 s
      structure: size differs: expected 32×24, actual 34×24
      structure: duration differs: expected 0.8 s, actual 0.9 s (tolerance 0.02 s)
      result: structure differs

      """)
  let frames = diff([gif, folder + "/frames", "--fps", "10"])
  #expect(frames.status == 4)
  #expect(
    frames.output == """
      expected \(gif): 34×24, 9 stored frames, 0.9 s
      actual   \(folder)/frames: 30×20, 12 stored frames, 1.2 s
      structure: size differs: expected 34×24, actual 30×20
      structure: duration differs: expected 0.9 s, actual 1.2 s (tolerance 0.01 s)
      result: structure differs

      """)
  let stillSide = diff([still, gif, "--json"])
  #expect(stillSide.status == 4)
  let report = try JSONSerialization.jsonObject(with: Data(stillSide.output.utf8)) as! [String: Any]
  let failures = (report["structureFailures"] as! [[String: String]]).map { $0["message"]! }
  #expect(failures == ["size differs: expected 8×8, actual 34×24"])
  #expect((report["actual"] as! [String: Any])["frames"] as! Int == 9)
  #expect((report["samples"] as! [Any]).isEmpty)

  // A screen over the pixel budget is the decoder's error, not a size difference.
  let huge = folder + "/huge.gif"
  try Data(undecodableGIF(width: 16384, height: 16384, frames: 1)).write(to: URL(fileURLWithPath: huge))
  let refused = diff([expected, huge])
  #expect(refused.status == 1)
  #expect(
    refused.errors == "splashreel diff: \(huge): logical screen 16384×16384 exceeds the limit of 16777216 pixels\n")

  // The same inputs at the same size are decoded, and fail as they must.
  let same = diff([gif, gif])
  #expect(same.status == 1)
  #expect(same.errors.hasPrefix("splashreel diff: \(gif): "))
  #expect(same.errors.split(separator: "\n").count == 1)
}

@Test func diffReadsAFolderOfFramesByTheRuleEncodeUses() throws {
  let scratch = TemporaryFolder("diff-folder-rule-inputs")
  let folder = scratch.file("inputs")
  try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
  for i in 0..<3 {
    try Data(undecodablePNG(width: 30, height: 20)).write(to: URL(fileURLWithPath: folder + "/frames/\(i).png"))
  }
  try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/frames/notes.txt"))
  let expected = fixtures + "/expected.gif"
  let r = diff([expected, folder + "/frames", "--fps", "10"])
  #expect(r.status == 1)
  #expect(
    r.errors == "splashreel diff: \(folder)/frames/notes.txt: not a frame: a folder of frames holds only .png files\n")
  let encode = runTool(["encode", folder + "/frames", "--fps", "10", "--out", folder + "/out.gif"])
  #expect(
    encode.errors
      == "splashreel encode: \(folder)/frames/notes.txt: not a frame: a folder of frames holds only .png files\n")
  #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["frames"])
}
