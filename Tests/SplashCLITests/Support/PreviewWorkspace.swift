import Foundation
import SplashGD
import SplashRaster
import SplashTestSupport

@testable import SplashCLI

/// A temporary folder for the pull-request commands' tests: small scenes, PNG assets, a manifest.
struct PreviewWorkspace {
  /// Removed when the test's last copy of the workspace goes.
  let scratch = TemporaryFolder("preview")
  var folder: URL { scratch.url }

  init() throws {}

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func write(_ name: String, _ text: String) throws {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Writes a `width` × `height` PNG of one colour.
  func writePNG(_ name: String, _ color: Color, width: Int = 8, height: Int = 8) throws {
    try PNGEncoder.write(try Surface(width: width, height: height, fill: color.premultiplied), to: path(name))
  }

  /// A 0.3 s scene on white: a dot (dot.png) that fades out.
  static let fadingDot = """
    {"name": "dot", "duration": 0.3, "background": "#FFFFFF", "device": "40x80@1", "layers": [
      {"id": "dot", "type": "image", "image": "dot.png", "frame": {"x": 4, "y": 4, "width": 8, "height": 8}}],
     "timeline": [{"at": 0, "animate": {"dot": {"alpha": 0}}, "duration": 0.3, "curve": "linear"}]}
    """

  /// A 0.3 s scene on black: a bar (bar.png) across the screen.
  static let bar = """
    {"name": "bar", "duration": 0.3, "background": "#000000", "layers": [
      {"id": "bar", "type": "image", "image": "bar.png", "frame": {"x": 0, "y": 10, "width": "W", "height": 6}}]}
    """

  /// Two scenes and their assets.
  func writeScenes() throws {
    try write("a.json", Self.fadingDot)
    try write("b.json", Self.bar)
    try writePNG("dot.png", Color(r: 200, g: 30, b: 30))
    try writePNG("bar.png", Color(r: 30, g: 200, b: 30))
  }

  /// A 0.3 s scene whose 40×80 picture of noise (thousands of colours) slides down: every
  /// palette size gives a different file.
  func writeNoiseScene() throws {
    var noise = try Surface(width: 40, height: 80)
    for y in 0..<80 {
      for x in 0..<40 {
        var h = UInt64(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663)
        h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
        noise[x, y] =
          Color(
            r: UInt8(truncatingIfNeeded: h), g: UInt8(truncatingIfNeeded: h >> 8), b: UInt8(truncatingIfNeeded: h >> 16)
          ).premultiplied
      }
    }
    try PNGEncoder.write(noise, to: path("noise.png"))
    try write(
      "noise.json",
      """
      {"name": "noise", "duration": 0.3, "background": "#000000", "device": "40x80@1", "layers": [
        {"id": "noise", "type": "image", "image": "noise.png", "frame": {"x": 0, "y": 0, "width": 40, "height": 80}}],
       "timeline": [{"at": 0, "animate": {"noise": {"transform": {"translation": [0, 8]}}}, "duration": 0.3, "curve": "linear"}]}
      """)
  }

  func size(_ name: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path(name))[.size] as! NSNumber).intValue
  }
}

/// Runs the tool in-process.
func runTool(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  let console = Console.capturing()
  let status = SplashReelTool.main(arguments, console: console)
  return (status, console.output, console.errors)
}
