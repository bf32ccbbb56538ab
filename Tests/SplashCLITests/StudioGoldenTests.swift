import Foundation
import SplashDiff
import SplashGD
import SplashRaster
import SplashStudio
import Testing

@testable import SplashCLI

/// Golden mode (`preview --golden`): the studio checks every good edit against the golden as
/// `check` does and serves the golden's frames and the diff picture at any instant.
@Suite("Studio golden mode") struct StudioGoldenTests {
  /// A workspace with the sliding scene and its golden (recorded at 40×60 @1x, 10 fps by `check`).
  private func recordedWorkspace() throws -> PreviewWorkspace {
    let work = try PreviewWorkspace()
    try work.write("slide.json", slidingScene)
    try work.writePNG("logo.png", Color(r: 230, g: 60, b: 20), width: 24, height: 16)
    let recorded = runTool([
      "check", work.path("slide.json"), "--device", "40x60@1", "--fps", "10", "--golden", work.path("golden.gif"),
    ])
    #expect(recorded.status == 0, "\(recorded.errors)")
    return work
  }

  @Test func anEditIsComparedWithTheGoldenAfterEverySave() throws {
    let work = try recordedWorkspace()
    defer { try? FileManager.default.removeItem(at: work.folder) }
    // Opened at @2x: the comparison still renders at the golden's scale 1.
    let studio = try Studio(
      StudioOptions(
        source: .file(URL(fileURLWithPath: work.path("slide.json")), shown: "slide.json"), scale: 2, fps: 10,
        outputFolder: work.path("Output"), golden: work.path("golden.gif")))
    defer { studio.stop() }
    let events = try #require(EventStreamReader(port: studio.port))
    defer { events.close() }
    let http = RawHTTP(port: studio.port)
    #expect(studio.device.name == "40x60@1")

    let first = try #require(events.wait(for: "golden", seconds: 20))
    let golden = work.path("golden.gif")
    #expect(
      first
        == #"{"device":"40x60@1","failing":[],"fps":10,"generation":1,"golden":"\#(golden)","height":60,"#
        + #""motion":["motion: same (within 0.1 pt and 0.01 s)"],"scale":1,"state":"matches","summary":"matches","#
        + #""width":40}"#)
    #expect(http.get("/golden.json")?.text == first)

    // The golden's frame on screen at 0.25 s is the GIF's third frame (0.2 s to 0.3 s), as decoded.
    var source = try AnimationInput.open(golden, fps: 10, numberGIFFrames: true)
    var stored: [TimedFrame] = []
    while let frame = try source.next() { stored.append(frame) }
    let third = try #require(stored.first { $0.start == 200_000 })
    let served = try ImageDecoder.decode(bytes: try #require(http.get("/golden.png?t=0.25")).body, name: "golden")
    #expect(served == third.surface)

    // The logo now stops at x = 20 instead of 24: 4 of the 6 samples differ.
    try work.write("slide.json", slidingScene.replacingOccurrences(of: #""x": 24"#, with: #""x": 20"#))
    let changed = try #require(events.wait(for: "golden", after: 1, seconds: 20))
    #expect(
      changed
        == #"{"device":"40x60@1","failing":[{"end":0.3,"frame":2,"pixels":32,"start":0.2},"#
        + #"{"end":0.4,"frame":3,"pixels":48,"start":0.3},{"end":0.5,"frame":4,"pixels":64,"start":0.4},"#
        + #"{"end":0.6,"frame":5,"pixels":64,"start":0.5}],"fps":10,"generation":2,"golden":"\#(golden)","#
        + #""height":60,"motion":["motion: logo: x reaches 20 pt instead of 24 pt at 0.4 s"],"scale":1,"#
        + #""state":"differs","summary":"4 of 6 samples differ; first failing frame 2 at 0.2 s: 32 pixels "#
        + #"(1.33 %); motion: logo: x reaches 20 pt instead of 24 pt at 0.4 s","width":40}"#)

    // The diff picture at 0.2 s marks exactly the 32 differing pixels, in red.
    let diff = try #require(http.get("/diff.png?t=0.2"))
    #expect(diff.status == 200 && diff.headers["x-splashreel-different-pixels"] == "32")
    let picture = try ImageDecoder.decode(bytes: diff.body, name: "diff")
    #expect((picture.width, picture.height) == (40, 60))
    let red = stride(from: 0, to: picture.pixels.count, by: 4).filter {
      Array(picture.pixels[$0..<$0 + 4]) == [255, 0, 0, 255]
    }
    #expect(red.count == 32)
    #expect(http.get("/diff.png?t=x")?.text == "t must be a number of seconds ≥ 0, got 'x'\n")

    // Back to the recorded scene: it matches again.
    try work.write("slide.json", slidingScene)
    let restored = try #require(events.wait(for: "golden", after: 2, seconds: 20))
    #expect(restored.contains(#""generation":3,"#) && restored.contains(#""state":"matches""#), "\(restored)")
  }

  @Test func withoutAGoldenTheGoldenRoutesSaySo() throws {
    let work = try recordedWorkspace()
    defer { try? FileManager.default.removeItem(at: work.folder) }
    let studio = try Studio(
      StudioOptions(
        source: .file(URL(fileURLWithPath: work.path("slide.json")), shown: "slide.json"), fps: 10,
        outputFolder: work.path("Output")))
    defer { studio.stop() }
    let http = RawHTTP(port: studio.port)
    for route in ["/golden.json", "/golden.png?t=0", "/diff.png?t=0"] {
      #expect(http.get(route)?.status == 404)
      #expect(http.get(route)?.text == "no golden: start the studio with --golden\n")
    }
  }

  @Test func aGoldenThatCannotBeReadIsAOneLineError() throws {
    let work = try recordedWorkspace()
    defer { try? FileManager.default.removeItem(at: work.folder) }
    try work.write("bad.gif", "garbage")
    let scene = work.path("slide.json")
    let missing = runTool(["preview", scene, "--golden", work.path("nope.gif"), "--no-open"])
    #expect(missing.status == 1)
    #expect(missing.errors == "splashreel preview: --golden \(work.path("nope.gif")): no such file or directory\n")
    let broken = runTool(["preview", scene, "--golden", work.path("bad.gif"), "--no-open"])
    #expect(
      broken.errors
        == "splashreel preview: --golden \(work.path("bad.gif")): not an animation splashreel compares (GIF, PNG, "
        + "APNG, WebP, MP4, MOV, WebM or a folder of PNG frames)\n")
  }
}
