import Foundation
import SplashDiff
import SplashGD
import SplashScene
import SplashTestSupport
import Testing

@testable import SplashRender

/// A 40×60 pt scene at 10 fps: an orange square at (`x`, 20) fading in from 0.1 s to 0.4 s; 0.6 s long.
private func scene(x: Int) throws -> Scene {
  let json = """
    {"name": "square", "background": "#F2F2F7", "duration": 0.6, "device": "40x60@1",
     "layers": [{"id": "square", "type": "solid", "backgroundColor": "#E8612C", "alpha": 0,
                 "frame": {"x": \(x), "y": 20, "width": 12, "height": 12}}],
     "timeline": [{"at": 0.1, "animate": {"square": {"alpha": 1}}, "duration": 0.3, "curve": "linear"}]}
    """
  return try Scene.decode(
    Data(json.utf8), file: "square.json", directory: FileManager.default.temporaryDirectory, defaultName: "square")
}

/// Counts the frames a comparison draws, from any thread.
private final class DrawCount: @unchecked Sendable {
  private let lock = NSLock()
  private var frames: [Int] = []
  func add(_ frame: Int) { lock.withLock { frames.append(frame) } }
  var drawn: [Int] { lock.withLock { frames } }
}

@Test func aRecordingCheckDrawsEachFrameOnceAndAPassLeavesNothing() throws {
  let scratch = TemporaryFolder("recording")
  let dir = scratch.file("recording")
  // The "recording": the scene with the square 6 pt to the right, as PNG frames (compared at 10 fps).
  let device = try DeviceCatalog.device(named: "40x60@1")
  let frames = try Render.frames(RenderRequest(scene: scene(x: 16), device: device, fps: 10, outputs: []))
  try FileManager.default.createDirectory(atPath: dir + "/recording", withIntermediateDirectories: true)
  for n in 0..<frames.frameCount {
    try PNGEncoder.write(try frames.frame(at: n), to: dir + String(format: "/recording/frame-%04d.png", n))
  }
  let comparator = AnimationComparator()

  // Failing: the frames are drawn once, not once more to draw the failure.
  let count = DrawCount()
  var failing = try RecordingComparison(
    scene: scene(x: 10), device: device, recording: dir + "/recording", exportScale: 1, fps: 10)
  failing.frameDrawn = { count.add($0) }
  let (failed, written) = try failing.compare(comparator: comparator, artefacts: dir + "/failures/square")
  #expect(failed.outcome == .pixelsDiffer)
  #expect(frames.frameCount == 6)
  #expect(count.drawn == Array(0..<6))
  #expect(
    written.map { ($0 as NSString).lastPathComponent } == [
      "diff.gif", "side-by-side.gif", "contact-sheet.png", "report.json", "report.html", "summary.md",
    ])
  let samples = try FileManager.default.contentsOfDirectory(atPath: dir + "/failures/square/samples")
  #expect(samples.filter { $0.hasPrefix("diff-") }.count == failed.samples.count)

  // Passing: drawn once, and neither the artefacts' folder nor its missing parents are left behind.
  let again = DrawCount()
  var passing = try RecordingComparison(
    scene: scene(x: 16), device: device, recording: dir + "/recording", exportScale: 1, fps: 10)
  passing.frameDrawn = { again.add($0) }
  let (passed, none) = try passing.compare(comparator: comparator, artefacts: dir + "/out/deep/square")
  #expect(passed.outcome == .same)
  #expect(none.isEmpty)
  #expect(again.drawn == Array(0..<6))
  #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["failures", "recording"])
}
