import Foundation
import SplashBuildIdentity
import SplashDiff
import SplashScene
import SplashTestSupport
import Testing

@testable import SplashRender

/// The checkout's debug `splashreel`, built by `swift build --build-tests` before the tests run.
private let debugExecutable = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent(".build/debug/splashreel").path

/// The tiny scene of `SceneSnapshotTests` as a file in `dir`, the avatar at `avatarX`.
private func sceneFile(in dir: String, avatarX: Int) throws -> Scene {
  let json = """
    {"name": "tiny-welcome", "background": "#F2F2F7", "duration": 0.6,
     "layers": [{"id": "avatar", "type": "solid", "backgroundColor": "#E8612C", "alpha": 0,
                 "frame": {"x": \(avatarX), "y": 20, "width": 20, "height": 20}}],
     "timeline": [{"at": 0.1, "animate": {"avatar": {"alpha": 1}}, "duration": 0.3, "curve": "linear"}]}
    """
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  let url = URL(fileURLWithPath: dir + "/tiny-\(avatarX).json")
  try Data(json.utf8).write(to: url)
  return try Scene.load(contentsOf: url)
}

@Test func theExecutableRecordsMatchesAndFailsAsTheLibraryDoes() throws {
  let scratch = TemporaryFolder("exe-record")
  let dir = scratch.file("record")
  let golden = dir + "/__Goldens__/tiny.gif"
  let engine = SnapshotEngine.executable(debugExecutable)
  let first = SceneSnapshot.evaluate(
    scene: try sceneFile(in: dir, avatarX: 20), device: "60x100@1", golden: golden, fps: 10,
    artefacts: dir + "/failure", engine: engine, environment: [:])
  let size = try FileManager.default.attributesOfItem(atPath: golden)[.size] as! Int
  #expect(
    first.result?.recording
      == SceneSnapshot.Recording(
        path: golden, reason: "missing", format: .gif, frames: 6, storedFrames: 4, duration: 0.6, width: 60,
        height: 100, bytes: size, files: [golden, golden + ".motion.json"]))
  #expect(first.failure?.hasSuffix("commit both. Run the test again to compare with it.") == true)
  // The executable's golden is the library's, byte for byte.
  let library = dir + "/library.gif"
  _ = SceneSnapshot.evaluate(
    scene: try sceneFile(in: dir, avatarX: 20), device: "60x100@1", golden: library, fps: 10, engine: .inProcess,
    environment: [:])
  #expect(FileManager.default.contents(atPath: library) == FileManager.default.contents(atPath: golden))
  let second = SceneSnapshot.evaluate(
    scene: try sceneFile(in: dir, avatarX: 20), device: "60x100@1", golden: golden, fps: 10, engine: engine,
    environment: [:])
  guard case .matched(let report)? = second.result?.outcome else {
    Issue.record("expected a match")
    return
  }
  #expect(report.samples.count == 4)
  let third = SceneSnapshot.evaluate(
    scene: try sceneFile(in: dir, avatarX: 22), device: "60x100@1", golden: golden, fps: 10,
    artefacts: dir + "/failure", engine: engine, environment: [:])
  #expect(
    third.failure
      == "\(golden): 3 of 4 samples differ; first failing frame 2 at 0.2 s: 80 pixels (1.33 %); "
      + "motion: avatar: x +2 pt from 0.1 s to the end; artefacts in \(dir)/failure")
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: dir + "/failure").sorted() == [
      "contact-sheet.png", "diff.gif", "report.html", "report.json", "samples", "side-by-side.gif", "summary.md",
    ])
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/failure/samples").count == 9)
}

/// A stand-in executable at `path` whose `version` prints `lines`.
private func fakeExecutable(at path: String, printing lines: [String]) throws {
  let script = "#!/bin/sh\n" + lines.map { "echo '\($0)'\n" }.joined()
  try Data(script.utf8).write(to: URL(fileURLWithPath: path))
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
}

@Test func anExecutableOfOtherSourcesOrNoneIsAnErrorThatSaysHowToRebuild() throws {
  let scratch = TemporaryFolder("exe-stale")
  let root = scratch.file("stale")
  try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  let build = "swift build -c release --product splashreel --package-path \(root)"
  let other = String(repeating: "0123", count: 16)
  try fakeExecutable(at: root + "/other", printing: ["splashreel 0.1.0", "build \(other)"])
  #expect(
    throws: DiffError(
      "\(root)/other (SPLASHREEL_EXECUTABLE) was built from other sources than this library (build 012301230123, "
        + "the library's build \(BuildIdentity.sources.prefix(12))), so it would not render as this code does; "
        + "rebuild it with \(build)"
    )
  ) {
    try SnapshotExecutable(path: root + "/other", sourceRoot: root).verify(variable: "SPLASHREEL_EXECUTABLE")
  }
  try fakeExecutable(at: root + "/old", printing: ["splashreel 0.1.0"])
  #expect(
    throws: DiffError(
      "\(root)/old was built from other sources than this library (no build identity, the library's build "
        + "\(BuildIdentity.sources.prefix(12))), so it would not render as this code does; rebuild it with \(build)"
    )
  ) {
    try SnapshotExecutable(path: root + "/old", sourceRoot: root).verify(variable: nil)
  }
  #expect(
    throws: DiffError(
      "\(root)/splashreel (SPLASHREEL_EXECUTABLE): no splashreel executable there; build it with \(build)")
  ) {
    try SnapshotExecutable(path: root + "/splashreel", sourceRoot: root).verify(variable: "SPLASHREEL_EXECUTABLE")
  }
  // The same identity passes, whatever the dates of the executable and of the sources.
  try fakeExecutable(at: root + "/same", printing: ["splashreel 0.1.0", "build \(BuildIdentity.sources)"])
  try FileManager.default.setAttributes(
    [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: root + "/same")
  try SnapshotExecutable(path: root + "/same", sourceRoot: root).verify(variable: nil)
  // The checkout's debug build was built from these sources: it carries the library's identity.
  #expect(try SnapshotExecutable(path: debugExecutable, sourceRoot: root).identity() == BuildIdentity.sources)
}
