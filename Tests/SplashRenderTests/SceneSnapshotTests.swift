import Foundation
import SplashDiff
import SplashScene
import Testing

@testable import SplashRender

/// A 60×100 pt scene: a square avatar at (`avatarX`, 20) fading in from 0.1 s to 0.4 s; 0.6 s long.
private func scene(avatarX: Int) throws -> Scene {
  let json = """
    {"name": "tiny-welcome", "background": "#F2F2F7", "duration": 0.6,
     "layers": [{"id": "avatar", "type": "solid", "backgroundColor": "#E8612C", "alpha": 0,
                 "frame": {"x": \(avatarX), "y": 20, "width": 20, "height": 20}}],
     "timeline": [{"at": 0.1, "animate": {"avatar": {"alpha": 1}}, "duration": 0.3, "curve": "linear"}]}
    """
  let directory = FileManager.default.temporaryDirectory
  return try Scene.decode(Data(json.utf8), file: "tiny.json", directory: directory, defaultName: "tiny")
}

private func scratch(_ name: String) -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("splashreel-snapshot-\(getpid())-\(name)")
    .path
  try? FileManager.default.removeItem(atPath: path)
  return path
}

@Test func assertMatchesGoldenRecordsAMissingGoldenThenPasses() throws {
  let dir = scratch("record")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let golden = dir + "/__Goldens__/tiny.gif"
  let first = try SceneSnapshot.assertMatchesGolden(
    scene: scene(avatarX: 20), device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/failure",
    environment: [:])
  let size = try FileManager.default.attributesOfItem(atPath: golden)[.size] as! Int
  #expect(
    first.recording
      == SceneSnapshot.Recording(
        path: golden, reason: "missing", format: .gif, frames: 6, storedFrames: 4, duration: 0.6, width: 60,
        height: 100,
        bytes: size, files: [golden, golden + ".motion.json"]))
  let second = try SceneSnapshot.assertMatchesGolden(
    scene: scene(avatarX: 20), device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/failure",
    environment: [:])
  guard case .matched(let report) = second.outcome else {
    Issue.record("expected a match")
    return
  }
  #expect(report.samples.count == 4)
  #expect(second.recording == nil)
  #expect(!FileManager.default.fileExists(atPath: dir + "/failure"))
}

@Test func assertMatchesGoldenThrowsWithTheFirstFailingFrameAndWritesArtefacts() throws {
  let dir = scratch("moved")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let golden = dir + "/tiny.gif"
  try SceneSnapshot.assertMatchesGolden(
    scene: scene(avatarX: 20), device: "60x100@1", golden: golden, fps: 10, environment: [:])
  #expect(
    throws: DiffError(
      "\(golden): 3 of 4 samples differ; first failing frame 2 at 0.2 s: 80 pixels (1.33 %); "
        + "motion: avatar: x +2 pt from 0.1 s to the end; artefacts in \(dir)/failure"
    )
  ) {
    try SceneSnapshot.assertMatchesGolden(
      scene: scene(avatarX: 22), device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/failure",
      environment: [:])
  }
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: dir + "/failure").sorted() == [
      "contact-sheet.png", "diff.gif", "report.html", "report.json", "samples", "side-by-side.gif", "summary.md",
    ])
  // A tolerance of 80 pixels per frame lets the same change pass.
  try SceneSnapshot.assertMatchesGolden(
    scene: scene(avatarX: 22), device: "60x100@1", golden: golden, fps: 10,
    comparator: AnimationComparator(maxDiffPixels: 80), artefacts: dir + "/failure", environment: [:])
}

@Test func assertMatchesGoldenNeverRecordsOnCI() throws {
  let dir = scratch("ci")
  defer { try? FileManager.default.removeItem(atPath: dir) }
  #expect(
    throws: DiffError(
      "\(dir)/tiny.gif: golden is missing and recording is disabled on CI (CI=true); record it locally and commit it")
  ) {
    try SceneSnapshot.assertMatchesGolden(
      scene: scene(avatarX: 20), device: "60x100@1", golden: dir + "/tiny.gif", fps: 10, record: .all,
      environment: ["CI": "true"])
  }
  #expect(!FileManager.default.fileExists(atPath: dir + "/tiny.gif"))
}

@Test func snapshotArgumentsAreChecked() throws {
  #expect(throws: DiffError("fps must be in 1...50, got 60")) {
    try SceneSnapshot.assertMatchesGolden(scene: scene(avatarX: 20), device: "60x100@1", golden: "/tmp/x.gif", fps: 60)
  }
  #expect(
    throws: DiffError(
      "unknown device 'iphone-99' (did you mean 'iphone-17'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    )
  ) {
    try SceneSnapshot.assertMatchesGolden(scene: scene(avatarX: 20), device: "iphone-99", golden: "/tmp/x.gif")
  }
  #expect(
    SceneSnapshot.defaultArtefacts(golden: "Tests/__Goldens__/welcome-iphone-15.gif")
      == "Output/failures/welcome-iphone-15")
}
