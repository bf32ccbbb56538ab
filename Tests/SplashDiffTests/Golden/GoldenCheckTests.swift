import Foundation
import SplashGD
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashDiff

/// An 8×6 card with a 2×2 avatar at (x, 2).
private func frame(avatarX x: Int) -> Surface {
  var s = try! Surface(width: 8, height: 6, fill: PremultipliedColor(r: 240, g: 240, b: 240, a: 255))
  for dy in 0..<2 { for dx in 0..<2 { s[x + dx, 2 + dy] = PremultipliedColor(r: 200, g: 60, b: 20, a: 255) } }
  return s
}

private func animation(shift: Int = 0) -> [Surface] { (0..<4).map { frame(avatarX: $0 + ($0 >= 2 ? shift : 0)) } }

/// Records a golden as a folder of PNG frames.
private func recorder(_ frames: [Surface]) -> (String) throws -> Void {
  { path in
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    for (i, f) in frames.enumerated() { try PNGEncoder.write(f, to: "\(path)/frame\(i).png") }
  }
}

private func source(_ frames: [Surface]) -> () throws -> any AnimationSource {
  { try SurfaceSequenceSource(name: "render", frames: frames, fps: 10) }
}

@Test func recordModeResolution() throws {
  #expect(try RecordMode.resolve(nil, environment: [:]) == .missing)
  #expect(try RecordMode.resolve(nil, environment: ["SPLASHREEL_RECORD": "failed"]) == .failed)
  #expect(try RecordMode.resolve("all", environment: ["SPLASHREEL_RECORD": "failed"]) == .all)
  #expect(try RecordMode.resolve("all", environment: ["CI": "true"]) == .never)
  #expect(throws: DiffError("SPLASHREEL_RECORD must be one of missing, all, failed, never; got 'yes'")) {
    try RecordMode.resolve(nil, environment: ["SPLASHREEL_RECORD": "yes"])
  }
}

@Test func missingGoldenIsRecordedThenMatches() throws {
  let scratch = TemporaryFolder("golden-record")
  let dir = scratch.file("record")
  let check = try GoldenCheck(golden: dir + "/welcome", fps: 10, environment: [:])
  guard
    case .recorded(let path, "missing", nil) = try check.check(
      actual: source(animation()), record: recorder(animation()))
  else {
    Issue.record("expected a recording")
    return
  }
  #expect(path == dir + "/welcome")
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: path).sorted() == [
      "frame0.png", "frame1.png", "frame2.png", "frame3.png",
    ])
  try check.verify(actual: source(animation()), record: recorder(animation()))
  // A passing check writes no artefacts.
  let passing = try GoldenCheck(golden: dir + "/welcome", artefacts: dir + "/failure", fps: 10, environment: [:])
  try passing.verify(actual: source(animation()), record: recorder(animation()))
  #expect(!FileManager.default.fileExists(atPath: dir + "/failure"))
}

@Test func movedAvatarFailsWithArtefactsAndCINeverRecords() throws {
  let scratch = TemporaryFolder("golden-moved")
  let dir = scratch.file("moved")
  try recorder(animation())(dir + "/golden")
  let check = try GoldenCheck(
    golden: dir + "/golden", artefacts: dir + "/failure", fps: 10, environment: ["CI": "true"])
  #expect(check.mode == .never)
  #expect(
    throws: DiffError(
      "\(dir)/golden: 2 of 4 samples differ; first failing frame 2 at 0.2 s: 8 pixels (16.67 %); artefacts in \(dir)/failure"
    )
  ) {
    try check.verify(actual: source(animation(shift: 2)), record: recorder(animation(shift: 2)))
  }
  let summary = try String(contentsOfFile: dir + "/failure/summary.md", encoding: .utf8)
  #expect(summary.contains("**First failing frame: expected frame 2 / actual frame 2 at 0.2 s**"))
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: dir + "/failure").sorted() == [
      "contact-sheet.png", "diff.gif", "report.html", "report.json", "samples", "side-by-side.gif", "summary.md",
    ])
  let missing = try GoldenCheck(golden: dir + "/absent", mode: .missing, fps: 10, environment: ["CI": "true"])
  #expect(
    throws: DiffError(
      "\(dir)/absent: golden is missing and recording is disabled on CI (CI=true); record it locally and commit it")
  ) {
    try missing.verify(actual: source(animation()), record: recorder(animation()))
  }
  #expect(!FileManager.default.fileExists(atPath: dir + "/absent"))
}

@Test func recordFailedRewritesTheGoldenButStillFails() throws {
  let scratch = TemporaryFolder("golden-failed")
  let dir = scratch.file("failed")
  try recorder(animation())(dir + "/golden")
  let check = try GoldenCheck(golden: dir + "/golden", mode: .failed, fps: 10, environment: [:])
  #expect(throws: DiffError.self) {
    try check.verify(actual: source(animation(shift: 2)), record: recorder(animation(shift: 2)))
  }
  try check.verify(actual: source(animation(shift: 2)), record: recorder(animation(shift: 2)))
}
