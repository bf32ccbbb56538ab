import Foundation
import SplashDiff
import SplashGD
import SplashRaster
import SplashStudio
import SplashTestSupport
import Testing

@testable import SplashCLI

/// The Debian Chromium the browser test drives (through Playwright for Python, no browser download).
private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
private let animations = repository.appendingPathComponent("Tests/SplashDiffTests/Fixtures/Animations").path

/// A folder of `count` PNG frames of 16×12: a 4-pixel square sliding right, one pixel a frame;
/// `moved` shifts it one row down from frame `count / 2` on.
private func slidingSquare(_ folder: String, count: Int, moved: Bool) throws {
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  for k in 0..<count {
    var surface = try Surface(width: 16, height: 12, fill: PremultipliedColor(r: 250, g: 250, b: 250, a: 255))
    let x0 = k % 12
    let y0 = moved && k >= count / 2 ? 5 : 4
    for y in y0..<(y0 + 4) {
      for x in x0..<(x0 + 4) { surface[x, y] = PremultipliedColor(r: 20, g: 90, b: 200, a: 255) }
    }
    try PNGEncoder.write(surface, to: folder + String(format: "/frame-%04d.png", k))
  }
}

/// Writes a review page for a failing comparison, one of 300 samples, one for sizes that differ,
/// and a batch gallery, starts a studio (`splashreel preview`), then runs
/// Tests/Browser/review_pages.py over them in headless Chromium: exact pixels of the shown
/// pictures, wipe, blend, toggle, zoom, keyboard, failure marks, opening time, no console errors,
/// every gallery job listed; the studio's play, scrub, steps, lanes, layer values and outline,
/// edit and reload, error overlay and recovery, device switch, export, no request off 127.0.0.1.
@Test(.enabled(if: chromium != nil, "chromium is not installed (scripts/dev test installs it)"))
func reviewAndGalleryPagesWorkInChromium() throws {
  let work = try PreviewWorkspace()
  defer { try? FileManager.default.removeItem(at: work.folder) }
  let moved = work.path("moved")
  #expect(
    runTool(["diff", animations + "/expected.gif", animations + "/actual_moved.gif", "--out", moved]).status == 3)
  // 300 samples: the page and report.json as diff writes them, the frames themselves as sample pictures
  // (what is timed is the page, not the GIFs diff would also encode).
  try slidingSquare(work.path("long-expected"), count: 300, moved: false)
  try slidingSquare(work.path("long-actual"), count: 300, moved: true)
  let long = work.path("long")
  let report = try AnimationComparator().compare(
    expected: AnimationInput.open(work.path("long-expected"), fps: 50),
    actual: AnimationInput.open(work.path("long-actual"), fps: 50))
  #expect(report.samples.count == 300 && report.failingSamples.count == 150)
  try FileManager.default.createDirectory(atPath: long + "/samples", withIntermediateDirectories: true)
  try Data(report.json()).write(to: URL(fileURLWithPath: long + "/report.json"))
  try Data(ReviewPage.html(report, title: "splashreel diff").utf8).write(
    to: URL(fileURLWithPath: long + "/report.html"))
  for k in 0..<300 {
    let frame = String(format: "/frame-%04d.png", k)
    for (kind, side) in [("expected", "long-expected"), ("actual", "long-actual"), ("diff", "long-actual")] {
      try FileManager.default.copyItem(
        atPath: work.path(side) + frame, toPath: long + String(format: "/samples/\(kind)-%04d.png", k))
    }
  }
  let sizes = work.path("sizes")
  #expect(
    runTool([
      "diff", animations + "/expected.gif", animations + "/actual_wide.gif", "--out", sizes, "--metric", "oklab",
      "--no-checkerboard",
    ]).status == 4)
  try work.writeScenes()
  try work.write(
    "previews.json",
    """
    {"output": "gallery", "defaults": {"fps": 10}, "renders": [
      {"scenes": ["a.json", "b.json"], "devices": ["40x80@1", "60x80@1"]},
      {"scenes": ["a.json"], "devices": ["30x60@1"], "options": {"sheet": true}}]}
    """)
  #expect(runTool(["batch", work.path("previews.json")]).status == 0)
  // Two scenes whose logo drops 3 pt at 0.2 s: a page with a motion line, at 2 pixels a point.
  let logo = """
    {"name": "logo", "duration": 0.6, "background": "#FFFFFF", "device": "40x60@1", "layers": [
      {"id": "logo", "type": "solid", "backgroundColor": "#1060C0", "frame": {"x": 10, "y": 20, "width": 12, "height": 8}}],
     "timeline": [{"at": 0.4, "set": {"logo": {"alpha": 0.5}}}%@]}
    """
  try work.write("logo-a.json", logo.replacingOccurrences(of: "%@", with: ""))
  try work.write(
    "logo-b.json",
    logo.replacingOccurrences(
      of: "%@", with: #", {"at": 0.2, "set": {"logo": {"frame": {"x": 10, "y": 23, "width": 12, "height": 8}}}}"#))
  let motion = work.path("motion")
  let diffed = runTool([
    "diff", work.path("logo-a.json"), work.path("logo-b.json"), "--scale", "2", "--fps", "10", "--out", motion,
  ])
  #expect(diffed.status == 3)
  #expect(diffed.output.hasPrefix("motion: logo: y +3 pt from 0.2 s to the end\n"), "\(diffed.output)")

  // The studio, on a scene the script edits (one browser for every page).
  try work.write("studio/slide.json", slidingScene)
  try work.writePNG("studio/logo.png", Color(r: 230, g: 60, b: 20), width: 12, height: 8)
  let studio = try Studio(
    StudioOptions(
      source: .file(URL(fileURLWithPath: work.path("studio/slide.json")), shown: "slide.json"), fps: 10,
      outputFolder: work.path("studio/Output")))
  defer { studio.stop() }
  // Golden mode: a second studio on a copy of the scene, with a golden `check` recorded from it.
  try work.write("golden-studio/slide.json", slidingScene)
  try work.writePNG("golden-studio/logo.png", Color(r: 230, g: 60, b: 20), width: 12, height: 8)
  let goldenRecorded = runTool([
    "check", work.path("golden-studio/slide.json"), "--device", "40x60@1", "--fps", "10", "--golden",
    work.path("golden-studio/golden.gif"),
  ])
  #expect(goldenRecorded.status == 0, "\(goldenRecorded.errors)")
  let goldenStudio = try Studio(
    StudioOptions(
      source: .file(URL(fileURLWithPath: work.path("golden-studio/slide.json")), shown: "slide.json"), fps: 10,
      outputFolder: work.path("golden-studio/Output"), golden: work.path("golden-studio/golden.gif")))
  defer { goldenStudio.stop() }

  let run = try Subprocess.run(
    "/usr/bin/env",
    [
      "python3", repository.appendingPathComponent("Tests/Browser/review_pages.py").path, "--chromium", chromium!,
      "--report", moved, "--long", long, "--sizes", sizes, "--gallery", work.path("gallery"), "--motion", motion,
      "--studio", studio.url, "--studio-scene", work.path("studio/slide.json"), "--golden-studio", goldenStudio.url,
      "--golden-scene", work.path("golden-studio/slide.json"),
    ])
  #expect(run.status == 0, "\(run.output)\(run.errors)")
  #expect(run.output.hasSuffix("review_pages: all checks passed\n"), "\(run.output)\(run.errors)")
  #expect(run.output.contains("review_pages: golden mode checked\n"), "\(run.output)")
}
