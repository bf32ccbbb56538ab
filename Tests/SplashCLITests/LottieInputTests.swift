import Foundation
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashCLI

/// A folder holding a copy of the scene tests' `shapes.json` (100×100, 30 fps, frames 0 ≤ f < 30).
private func workspace() throws -> TemporaryFolder {
  let scratch = TemporaryFolder("lottie")
  let folder = scratch.url
  let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("SplashSceneTests/Fixtures/Lottie/shapes.json")
  try FileManager.default.copyItem(at: fixture, to: folder.appendingPathComponent("logo.json"))
  return scratch
}

private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  let console = Console.capturing()
  let status = SplashReelTool.main(arguments, console: console)
  return (status, console.output, console.errors)
}

@Test func aBareLottieFileRendersAtItsOwnSizeAndRate() throws {
  let scratch = try workspace()
  let folder = scratch.url
  let gif = folder.appendingPathComponent("logo.gif").path
  let result = run(["render", folder.appendingPathComponent("logo.json").path, "--out", gif])
  #expect(result.status == 0, "\(result.errors)")
  #expect(
    result.output == "\(gif): 30 rendered frames at 30 fps, 30 stored (0 identical merged), 1 s, 100x100, 12084 bytes\n"
  )
  // --fps and --background are the user's; a GIF plays at most 50 frames a second.
  let fast = run([
    "render", folder.appendingPathComponent("logo.json").path, "--out", gif, "--fps", "15", "--background", "#000000",
    "--device", "200x100@1",
  ])
  #expect(fast.status == 0, "\(fast.errors)")
  #expect(fast.output.hasPrefix("\(gif): 15 rendered frames at 15 fps, 15 stored (0 identical merged), 1 s, 200x100"))
  var decoder = try GIFDecoder(contentsOf: gif)
  let first = try #require(try decoder.next()).surface
  // aspectFit on 200×100: black bars left and right of the 100×100 composition.
  #expect(Array(first.pixels[0..<4]) == [0, 0, 0, 255])
  #expect(Array(first.pixels[(50 * 200 + 199) * 4..<(50 * 200 + 200) * 4]) == [0, 0, 0, 255])
}

@Test func aBrokenLottieFileIsOneLine() throws {
  let scratch = try workspace()
  let folder = scratch.url
  let bad = folder.appendingPathComponent("bad.json")
  try Data(
    #"{"v": "5.5.2", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "layers": [{"ty": 0, "refId": "x"}]}"#.utf8
  )
  .write(to: bad)
  let result = run(["render", bad.path, "--out", folder.appendingPathComponent("bad.gif").path])
  #expect(result.status == 1)
  #expect(result.errors == "splashreel render: \(bad.path): layers[0].refId: no precomposition 'x' in assets\n")
  #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.gif").path))
}

@Test func anOutputNeverReplacesALottieLayersFile() throws {
  let scratch = try workspace()
  let folder = scratch.url
  let scene = folder.appendingPathComponent("scene.json")
  try Data(
    #"{"duration": 0.2, "device": "20x20@1", "layers": [{"id": "logo", "type": "lottie", "lottie": "logo.gif", "frame": {"width": "W", "height": "H"}}]}"#
      .utf8
  ).write(to: scene)
  // A Lottie file is told by its content, whatever its name: here one that looks like the output.
  let logo = folder.appendingPathComponent("logo.gif")
  try FileManager.default.moveItem(at: folder.appendingPathComponent("logo.json"), to: logo)
  let before = try Data(contentsOf: logo)
  let result = run(["render", scene.path, "--out", logo.path])
  #expect(result.status == 1)
  #expect(
    result.errors
      == "splashreel render: \(logo.path): is also an input (\(logo.path)); write the output to another file\n")
  #expect(try Data(contentsOf: logo) == before)
}
