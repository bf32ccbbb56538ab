import Foundation
import SplashDiff
import SplashDigest
import SplashReelTesting
import SplashScene
import SplashTestSupport
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

@Test func aRecordingFailsTheAssertionAtItsLineThenItPasses() throws {
  let scratch = TemporaryFolder("snapshot-record")
  let dir = scratch.file("record")
  let golden = dir + "/__Goldens__/tiny.gif"
  let scene = try scene(avatarX: 20)
  var first: SceneSnapshot.Verdict?
  let line = #line + 2
  withKnownIssue {
    first = SceneSnapshot.assertMatchesGolden(
      scene: scene, device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/failure", environment: [:])
  } matching: { issue in
    issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
  }
  let size = try FileManager.default.attributesOfItem(atPath: golden)[.size] as! Int
  #expect(
    first?.result?.recording
      == SceneSnapshot.Recording(
        path: golden, reason: "missing", format: .gif, frames: 6, storedFrames: 4, duration: 0.6, width: 60,
        height: 100, bytes: size, files: [golden, golden + ".motion.json"]))
  #expect(
    first?.failure
      == "recorded golden \(golden) (missing): 6 rendered frames, 4 stored, 0.6 s, 60×100, GIF of \(size) bytes. "
      + "Wrote \(golden) and \(golden).motion.json: commit both. Run the test again to compare with it.")
  let second = SceneSnapshot.assertMatchesGolden(
    scene: scene, device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/failure", environment: [:])
  guard case .matched(let report)? = second.result?.outcome else {
    Issue.record("expected a match")
    return
  }
  #expect(report.samples.count == 4)
  #expect(second.failure == nil)
  #expect(!FileManager.default.fileExists(atPath: dir + "/failure"))
  // Recording can pass when asked.
  let again = SceneSnapshot.evaluate(
    scene: scene, device: "60x100@1", golden: golden, fps: 10, record: .all, failsWhenRecording: false,
    environment: [:])
  #expect(again.failure == nil)
  #expect(again.result?.recording?.reason == "record all")
}

@Test func aRelativeGoldenIsBesideTheTestFile() throws {
  let name = "__Goldens__/splashreel-relative-\(getpid()).gif"
  let beside = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(name).path
  defer { try? FileManager.default.removeItem(atPath: (beside as NSString).deletingLastPathComponent) }
  let verdict = SceneSnapshot.assertMatchesGolden(
    scene: try scene(avatarX: 20), device: "60x100@1", golden: name, fps: 10, failsWhenRecording: false,
    environment: [:])
  #expect(verdict.result?.recording?.path == beside)
  #expect(FileManager.default.fileExists(atPath: beside))
}

@Test func aFailureIsAnIssueAtTheAssertionNamingTheFrameAndTheArtefacts() throws {
  let scratch = TemporaryFolder("snapshot-moved")
  let dir = scratch.file("moved")
  let golden = dir + "/tiny.gif"
  _ = SceneSnapshot.evaluate(
    scene: try scene(avatarX: 20), device: "60x100@1", golden: golden, fps: 10, environment: [:])
  let moved = try scene(avatarX: 22)
  let message =
    "\(golden): 3 of 4 samples differ; first failing frame 2 at 0.2 s: 80 pixels (1.33 %); "
    + "motion: avatar: x +2 pt from 0.1 s to the end; artefacts in \(dir)/failure"
  let line = #line + 3
  var verdict: SceneSnapshot.Verdict?
  withKnownIssue {
    verdict = SceneSnapshot.assertMatchesGolden(
      scene: moved, device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/failure", environment: [:])
  } matching: { issue in
    issue.sourceLocation?.line == line && issue.comments == [Comment(rawValue: message)]
  }
  #expect(verdict?.failure == message)
  #expect(verdict?.artefacts == dir + "/failure")
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: dir + "/failure").sorted() == [
      "contact-sheet.png", "diff.gif", "report.html", "report.json", "samples", "side-by-side.gif", "summary.md",
    ])
  // Three of the four samples fail; only their pictures are kept.
  guard case .failed(let report, _)? = verdict?.result?.outcome else {
    Issue.record("expected a failure")
    return
  }
  let failing = report.samples.filter { !$0.passed }
  #expect(failing.map(\.index) == [1, 2, 3])
  let kept = Set(
    failing.flatMap {
      [
        String(format: "expected-%04d.png", $0.expectedFrame), String(format: "actual-%04d.png", $0.actualFrame),
        String(format: "diff-%04d.png", $0.index),
      ]
    })
  #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir + "/failure/samples")) == kept)
  // Asked for, every sample's pictures stay.
  let all = SceneSnapshot.evaluate(
    scene: moved, device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/all", allSamples: true,
    environment: [:])
  #expect(all.failure != nil)
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/all/samples").count > kept.count)
  // A tolerance of 80 pixels per frame lets the same change pass.
  #expect(
    SceneSnapshot.evaluate(
      scene: moved, device: "60x100@1", golden: golden, fps: 10, comparator: AnimationComparator(maxDiffPixels: 80),
      artefacts: dir + "/failure", environment: [:]
    ).failure == nil)
}

@Test func assertMatchesGoldenNeverRecordsOnCI() throws {
  let scratch = TemporaryFolder("snapshot-ci")
  let dir = scratch.file("ci")
  let verdict = SceneSnapshot.evaluate(
    scene: try scene(avatarX: 20), device: "60x100@1", golden: dir + "/tiny.gif", fps: 10, record: .all,
    environment: ["CI": "true"])
  #expect(
    verdict.failure
      == "\(dir)/tiny.gif: golden is missing and recording is disabled on CI (CI=true); record it locally and commit it"
  )
  #expect(!FileManager.default.fileExists(atPath: dir + "/tiny.gif"))
}

@Test func snapshotArgumentsAreChecked() throws {
  let scene = try scene(avatarX: 20)
  #expect(
    SceneSnapshot.evaluate(scene: scene, device: "60x100@1", golden: "/tmp/x.gif", fps: 60).failure
      == "fps must be in 1...50, got 60")
  #expect(
    SceneSnapshot.evaluate(scene: scene, device: "iphone-99", golden: "/tmp/x.gif").failure
      == "unknown device 'iphone-99' (did you mean 'iphone-17'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
  )
  #expect(
    SceneSnapshot.defaultArtefacts(golden: "Tests/__Goldens__/welcome-iphone-15.gif")
      == "Output/failures/welcome-iphone-15")
}

@Test func failureFoldersAreTheGoldensFullPathsInTheTemporaryFolder() {
  let one = SceneSnapshot.failureFolder(golden: "/app/Tests/A/__Goldens__/welcome.gif")
  let two = SceneSnapshot.failureFolder(golden: "/app/Tests/B/__Goldens__/welcome.gif")
  let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("splashreel-failures").path
  #expect(one == temporary + "/welcome-" + SHA256.hex(Array("/app/Tests/A/__Goldens__/welcome.gif".utf8)).prefix(12))
  #expect(two.hasPrefix(temporary + "/welcome-"))
  #expect(one != two)
  #expect(SceneSnapshot.failureFolder(golden: "/app/Tests/A/x/../__Goldens__/welcome.gif") == one)
}

/// A 3-second scene whose square slides from `startX` to `startX + 40`: every frame moves.
private func slidingScene(startX: Int) throws -> Scene {
  let json = """
    {"name": "sliding", "background": "#FFFFFF", "duration": 3,
     "layers": [{"id": "square", "type": "solid", "backgroundColor": "#000000",
                 "frame": {"x": \(startX), "y": 20, "width": 10, "height": 10}}],
     "timeline": [{"at": 0, "animate": {"square": {"frame": {"x": \(startX + 40), "y": 20, "width": 10, "height": 10}}},
                   "duration": 3, "curve": "linear"}]}
    """
  return try Scene.decode(
    Data(json.utf8), file: "sliding.json", directory: FileManager.default.temporaryDirectory, defaultName: "sliding")
}

@Test func aLongFailureKeepsThePicturesOfTwentyFailingSamplesAtMost() throws {
  let scratch = TemporaryFolder("snapshot-long")
  let dir = scratch.file("long")
  let golden = dir + "/sliding.gif"
  _ = SceneSnapshot.evaluate(
    scene: try slidingScene(startX: 0), device: "60x100@1", golden: golden, fps: 10, environment: [:])
  let verdict = SceneSnapshot.evaluate(
    scene: try slidingScene(startX: 3), device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/failure",
    environment: [:])
  guard case .failed(let report, _)? = verdict.result?.outcome else {
    Issue.record("expected a failure")
    return
  }
  let failing = report.samples.filter { !$0.passed }
  #expect(failing.count > SceneSnapshot.keptFailingSamples)
  let pictures = try FileManager.default.contentsOfDirectory(atPath: dir + "/failure/samples")
  #expect(pictures.filter { $0.hasPrefix("diff-") }.count == SceneSnapshot.keptFailingSamples)
  #expect(pictures.contains(String(format: "diff-%04d.png", failing[0].index)))
  #expect(pictures.contains(String(format: "diff-%04d.png", failing[failing.count - 1].index)))
}
