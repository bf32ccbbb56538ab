import Foundation
import SplashDiff
import SplashGD
import SplashGIF
import SplashRaster
import Testing

@testable import SplashCLI

private let animations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("SplashDiffTests/Fixtures/Animations").path

private func advance(_ text: String, size: Double = 13) throws -> Int {
  try TextRenderer.render(text, style: TextStyle(family: "DejaVu Sans", pointSize: size)).advance
}

@Test func sheetOfAGIFShowsEvenlySpacedFramesWithTheirTimes() throws {
  let work = try PreviewWorkspace()
  let out = work.path("sheet.png")
  let r = runTool(["sheet", animations + "/expected.gif", "--frames", "4", "--columns", "2", "--out", out])
  #expect(r.errors == "")
  #expect(r.status == 0)
  // Cells as wide as the widest label; the title "expected.gif · 32×24 · 0.80 s · 8 frames" above.
  let cell = try ["0.00 s · frame 0", "0.20 s · frame 2", "0.50 s · frame 5", "0.70 s · frame 7"].map {
    try advance($0)
  }.max()!
  let title = try advance("expected.gif · 32×24 · 0.80 s · 8 frames", size: 15)
  let width = max(24 + cell + 16 + cell + 24, 48 + title)
  // 24 + title line 18 + 14, two rows of 24 + 6 + 17 with 16 between, 24.
  let height: Int = 190
  #expect(r.output == "\(out): contact sheet of 4 of 8 frames, 2 columns, \(width)×\(height)\n")
  let png = try ImageDecoder.decode(contentsOf: out)
  #expect((png.width, png.height) == (width, height))
  var decoder = try GIFDecoder(contentsOf: animations + "/expected.gif")
  let frames = try decoder.allFrames()
  let left = 24 + (cell - 32) / 2
  let right = 24 + cell + 16 + (cell - 32) / 2
  for (index, (x, y)) in [(left, 56), (right, 56), (left, 56 + 47 + 16), (right, 56 + 47 + 16)].enumerated() {
    let frame = frames[[0, 2, 5, 7][index]].surface
    for (fx, fy) in [(0, 0), (12, 7), (31, 23), (20, 17)] {
      #expect(png[x + fx, y + fy] == frame[fx, fy], "tile \(index) pixel (\(fx), \(fy))")
    }
  }
}

@Test func sheetOfASceneRendersOnlyTheChosenFrames() throws {
  let work = try PreviewWorkspace()
  try work.writeScenes()
  let out = work.path("dot-sheet.png")
  let r = runTool(["sheet", work.path("a.json"), "--fps", "10", "--every", "0.2", "--out", out])
  #expect(r.errors == "")
  #expect(r.status == 0)
  // 3 frames at 0, 0.1, 0.2 s; every 0.2 s: 0 and 0.2 (the last).
  let cell = try max(advance("0.00 s · frame 0"), advance("0.20 s · frame 2"), 40)
  let title = try advance("dot on 40x80@1 · 0.30 s · 3 frames at 10 fps", size: 15)
  let width = max(48 + 2 * cell + 16, 48 + title)
  // 24 + title 18 + 14, one row of 80 + 6 + 17, 24.
  let height: Int = 183
  #expect(r.output == "\(out): contact sheet of 2 of 3 frames, 2 columns, \(width)×\(height)\n")
  let png = try ImageDecoder.decode(contentsOf: out)
  // Frame 0: the dot fully opaque; frame 2: two thirds faded (alpha 1/3 over white).
  let x0 = 24 + (cell - 40) / 2
  let x1 = 24 + cell + 16 + (cell - 40) / 2
  #expect(png[x0 + 6, 56 + 6] == Color(r: 200, g: 30, b: 30).premultiplied)
  #expect(png[x0 + 20, 56 + 40] == Color.white.premultiplied)
  // Alpha round(255 / 3) = 85: 200·85/255 + 255·170/255 = 67 + 170, 30·85/255 + 170 = 10 + 170.
  #expect(png[x1 + 6, 56 + 6] == Color(r: 237, g: 180, b: 180).premultiplied)
}

@Test func sheetWithADeviceFrameNeedsTheGIFsDeviceAndShape() throws {
  let work = try PreviewWorkspace()
  let r = runTool(["sheet", animations + "/expected.gif", "--device-frame", "--out", work.path("x.png")])
  #expect(r.status == 2)
  #expect(r.errors == "splashreel sheet: --device-frame on a GIF needs --device (the device the GIF shows)\n")
  let wrong = runTool([
    "sheet", animations + "/expected.gif", "--device-frame", "--device", "iphone-8", "--out", work.path("x.png"),
  ])
  #expect(wrong.status == 2)
  #expect(
    wrong.errors
      == "splashreel sheet: \(animations)/expected.gif is 32×24 pixels, not the shape of iphone-8 (375×667 points)\n")
  let framed = runTool([
    "sheet", animations + "/expected.gif", "--device-frame", "--device", "32x24@1", "--frames", "2", "--out",
    work.path("x.png"),
  ])
  #expect(framed.status == 0)
  #expect(try ImageDecoder.decode(contentsOf: work.path("x.png"))[0, 0] == Color.white.premultiplied)
}

@Test func sheetOptionErrors() throws {
  let gif = animations + "/expected.gif"
  #expect(
    runTool(["sheet", gif, "--frames", "3", "--every", "0.5"]).errors
      == "splashreel sheet: give --frames or --every, not both\n")
  #expect(
    runTool(["sheet", gif, "--fps", "10"]).errors == "splashreel sheet: --fps is for scenes; a GIF has its own frames\n"
  )
  #expect(
    runTool(["sheet", gif, "--columns", "0"]).errors
      == "splashreel sheet: --columns must be an integer in 1...50, got '0'\n")
  #expect(
    runTool(["sheet", gif, "--safe-area-guides"]).errors
      == "splashreel sheet: --safe-area-guides draws on the device frame; add --device-frame\n")
  #expect(runTool(["sheet"]).status == 2)
}

@Test func sheetByChangeShowsAHoldOnce() throws {
  let work = try PreviewWorkspace()
  // White for 0.5 s, then a black square appears and stays: one change at frame 5 of 10.
  try work.write(
    "switch.json",
    """
    {"name": "switch", "duration": 1.0, "background": "#FFFFFF", "device": "40x80@1", "layers": [
      {"id": "square", "type": "solid", "backgroundColor": "#000000", "frame": {"x": 10, "y": 10, "width": 20, "height": 20}, "hidden": true}],
     "timeline": [{"at": 0.5, "set": {"square": {"hidden": false}}}]}
    """)
  let out = work.path("switch-sheet.png")
  let r = runTool(["sheet", work.path("switch.json"), "--fps", "10", "--by-change", "--out", out])
  #expect(r.errors == "")
  #expect(r.output.hasPrefix("\(out): contact sheet of 2 of 10 frames, 2 columns, "))
  let evenly = runTool(["sheet", work.path("switch.json"), "--fps", "10", "--out", out])
  #expect(evenly.output.hasPrefix("\(out): contact sheet of 8 of 10 frames, 4 columns, "))
  #expect(
    runTool(["sheet", work.path("switch.json"), "--by-change", "--every", "0.2"]).errors
      == "splashreel sheet: give --every or --by-change, not both\n")
}
