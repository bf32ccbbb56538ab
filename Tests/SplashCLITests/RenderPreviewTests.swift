import Foundation
import SplashGD
import SplashGIF
import SplashRaster
import Testing

@testable import SplashCLI

private func json(_ text: String) throws -> [String: Any] {
  try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
}

@Test func renderJSONDescribesTheGIF() throws {
  let work = try PreviewWorkspace()
  try work.writeScenes()
  let gif = work.path("dot.gif")
  let r = runTool(["render", work.path("a.json"), "--fps", "10", "--out", gif, "--json"])
  #expect(r.errors == "")
  #expect(r.status == 0)
  let object = try json(r.output)
  #expect(object["scene"] as? String == "dot")
  #expect(object["device"] as? String == "40x80@1")
  #expect(object["models"] as? String == "custom")
  #expect(object["output"] as? String == gif)
  #expect(object["width"] as? Int == 40 && object["height"] as? Int == 80)
  #expect(object["frames"] as? Int == 3 && object["fps"] as? Int == 10)
  #expect(object["duration"] as? Double == 0.3)
  #expect(object["bytes"] as? Int == (try work.size("dot.gif")))
  #expect(object["colors"] as? Int == 256 && object["scale"] as? Int == 1)
  #expect(object["deviceFrame"] as? Bool == false)
  #expect(object["reduced"] as? [String] == [])
  #expect((object["attempts"] as? [Any])?.isEmpty == true)
  #expect(object["maxBytes"] is NSNull && object["sheet"] is NSNull)
  #expect(object["format"] as? String == "gif" && object["quality"] is NSNull)
  #expect(Set(object.keys).count == 20)
}

@Test func renderUnderABudgetLowersColoursAndReportsEachAttempt() throws {
  let work = try PreviewWorkspace()
  try work.writeNoiseScene()
  // What each palette size gives, measured through render itself.
  var sizes: [Int: Int] = [:]
  for colors in [256, 128, 64] {
    let out = work.path("probe-\(colors).gif")
    #expect(
      runTool(["render", work.path("noise.json"), "--fps", "10", "--out", out, "--colors", "\(colors)", "--quiet"])
        .status == 0)
    sizes[colors] = try work.size("probe-\(colors).gif")
  }
  let gif = work.path("noise.gif")
  let budget = sizes[128]!
  let r = runTool(["render", work.path("noise.json"), "--fps", "10", "--out", gif, "--max-bytes", "\(budget)"])
  #expect(r.status == 0)
  let lines = r.output.split(separator: "\n").map(String.init)
  if sizes[256]! > budget {
    // The start, the smallest setting (which fits), then the most colours that fit.
    #expect(
      Array(lines.prefix(4)) == [
        "\(gif): 256 colours, 10 fps, @1x: \(sizes[256]!) bytes, over the budget of \(budget) bytes",
        "\(gif): 64 colours, 10 fps, @1x: \(sizes[64]!) bytes, fits the budget of \(budget) bytes",
        "\(gif): 128 colours, 10 fps, @1x: \(budget) bytes, fits the budget of \(budget) bytes",
        "\(gif): reduced to fit \(budget) bytes: colours 256 → 128",
      ])
    #expect(try work.size("noise.gif") == budget)
  } else {
    Issue.record("the 256-colour GIF (\(sizes[256]!) bytes) should be larger than the 128-colour one (\(budget))")
  }
  // Nothing fits: one line naming the budget and the smallest size, no file.
  let none = runTool([
    "render", work.path("noise.json"), "--fps", "10", "--out", work.path("none.gif"), "--max-bytes", "50",
  ])
  #expect(none.status == 1)
  #expect(
    none.errors
      == "splashreel render: \(work.path("none.gif")): nothing fits the budget of 50 bytes: the smallest attempt was \(sizes.values.min()!) bytes (64 colours, 10 fps, @1x); no file written\n"
  )
  #expect(!FileManager.default.fileExists(atPath: work.path("none.gif")))
  let leftovers = try FileManager.default.contentsOfDirectory(atPath: work.folder.path).filter { $0.hasPrefix(".") }
  #expect(leftovers == [])
}

@Test func renderMarkdownLinksTheGIFFromTheCheckoutRoot() throws {
  let work = try PreviewWorkspace()
  try work.writeScenes()
  try FileManager.default.createDirectory(atPath: work.path(".git"), withIntermediateDirectories: true)
  let gif = work.path("previews/dot preview.gif")
  try FileManager.default.createDirectory(atPath: work.path("previews"), withIntermediateDirectories: true)
  let r = runTool([
    "render", work.path("a.json"), "--fps", "10", "--out", gif, "--markdown", "--sheet", "--sheet-frames", "2",
  ])
  #expect(r.errors == "")
  #expect(r.status == 0)
  let bytes = try work.size("previews/dot preview.gif")
  #expect(
    r.output == """
      ![dot on 40x80@1](previews/dot%20preview.gif)

      | device | duration | frames | size |
      |---|---|---|---|
      | custom (`40x80@1`), GIF 40×80 @1x | 0.30 s | 3 at 10 fps | \(PreviewMarkdown.size(bytes)) |

      <details><summary>Key frames</summary>

      ![dot on 40x80@1, key frames](previews/dot%20preview-sheet.png)

      </details>

      """)
  #expect(FileManager.default.fileExists(atPath: work.path("previews/dot preview-sheet.png")))
  let based = runTool([
    "render", work.path("a.json"), "--fps", "10", "--out", gif, "--markdown", "--link-base",
    "https://example.com/raw/main/",
  ])
  #expect(based.output.hasPrefix("![dot on 40x80@1](https://example.com/raw/main/previews/dot%20preview.gif)\n"))
}

@Test func markdownSizesAndEscapes() {
  #expect(PreviewMarkdown.size(999) == "999 B")
  #expect(PreviewMarkdown.size(81_234) == "81.2 KB")
  #expect(PreviewMarkdown.size(4_912_345) == "4.91 MB")
  #expect(PreviewMarkdown.escaped("a|b [c]") == "a\\|b \\[c\\]")
}

@Test func renderDrawsTheDeviceFrameOnWhite() throws {
  let work = try PreviewWorkspace()
  try work.writeScenes()
  let gif = work.path("framed.gif")
  let r = runTool(["render", work.path("a.json"), "--fps", "10", "--out", gif, "--device-frame", "--json"])
  #expect(r.status == 0)
  let object = try json(r.output)
  // A square 40×80 screen is drawn as a home-button phone: 2.8 pt sides + 2.5 pt buttons, 11.6 pt chins.
  #expect(object["width"] as? Int == 50 && object["height"] as? Int == 104)
  #expect(object["deviceFrame"] as? Bool == true)
  var decoder = try GIFDecoder(contentsOf: gif)
  #expect((decoder.width, decoder.height) == (50, 104))
  let first = try decoder.next()!.surface
  #expect(first[0, 0] == Color.white.premultiplied)
  #expect(first[5 + 20, 12 + 40] == Color.white.premultiplied)
  #expect(first[5 + 6, 12 + 6] == Color(r: 200, g: 30, b: 30).premultiplied)
  // The chin below the screen, above the home button.
  #expect(first[25, 12 + 80 + 1] == PremultipliedColor(r: 0x0B, g: 0x0B, b: 0x0C, a: 255))
}

@Test func previewOptionErrors() throws {
  let work = try PreviewWorkspace()
  try work.writeScenes()
  let scene = work.path("a.json")
  #expect(
    runTool(["render", scene, "--json", "--markdown"]).errors
      == "splashreel render: give --markdown or --json, not both\n")
  #expect(
    runTool(["render", scene, "--sheet-columns", "3"]).errors
      == "splashreel render: --sheet-columns shapes the contact sheet; add --sheet\n")
  #expect(
    runTool(["render", scene, "--link-base", "x"]).errors == "splashreel render: --link-base is for --markdown\n")
  #expect(
    runTool(["render", scene, "--colors", "1"]).errors
      == "splashreel render: --colors must be an integer in 2...256, got '1'\n")
}

@Test func pngFramesAreFramedToo() throws {
  let work = try PreviewWorkspace()
  try work.writeScenes()
  let r = runTool([
    "render", work.path("a.json"), "--fps", "10", "--out", work.path("a.gif"), "--device-frame", "--frames",
    work.path("frames"), "--quiet",
  ])
  #expect(r.status == 0 && r.errors == "")
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: work.path("frames")).sorted() == [
      "frame-0000.png", "frame-0001.png", "frame-0002.png",
    ])
  let png = try ImageDecoder.decode(contentsOf: work.path("frames/frame-0000.png"))
  #expect((png.width, png.height) == (50, 104))
  #expect(png[5 + 6, 12 + 6] == Color(r: 200, g: 30, b: 30).premultiplied)
  #expect(png[0, 0] == Color.white.premultiplied)
}
