import Foundation
import SplashGD
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashCLI

private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  let console = Console.capturing()
  let status = SplashReelTool.main(arguments, console: console)
  return (status, console.output, console.errors)
}

/// A PNG of `width`×`height` premultiplied pixels from `pixel(x, y)`; returns its path.
private func png(_ folder: String, _ name: String, _ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8])
  throws -> String
{
  var bytes: [UInt8] = []
  for y in 0..<height { for x in 0..<width { bytes += pixel(x, y) } }
  let path = folder + "/" + name
  try PNGEncoder.write(try Surface(width: width, height: height, pixels: bytes), to: path)
  return path
}

@Test func transparentAndOpaqueWhiteDifferOverTheCheckerboard() throws {
  let scratch = TemporaryFolder("diff-metric-white")
  let folder = scratch.file("white")
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let white = try png(folder, "white.png", 256, 256) { _, _ in [255, 255, 255, 255] }
  let half = try png(folder, "half.png", 256, 256) { x, y in x >= y ? [0, 0, 0, 0] : [255, 255, 255, 255] }
  let over = run(["diff", white, half])
  #expect(over.status == 3)
  #expect(
    over.output.contains(
      "pixels: 1 of 1 samples differ; first at 0 s (expected frame 0, actual frame 0): 32896 pixels (50.20 %)\n"))
  let overWhite = run(["diff", white, half, "--no-checkerboard"])
  #expect(overWhite.status == 0)
  #expect(overWhite.output.hasSuffix("result: same\n"))
  // The same for OKLab, and the report says how it compared.
  let json = run(["diff", white, half, "--metric", "oklab", "--json"])
  #expect(json.status == 3)
  let report = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as! [String: Any]
  let settings = report["settings"] as! [String: Any]
  #expect(settings["metric"] as? String == "oklab" && settings["checkerboard"] as? Bool == true)
  #expect((report["samples"] as! [[String: Any]])[0]["differentPixels"] as? Int == 32_896)
  let plain =
    try JSONSerialization.jsonObject(with: Data(run(["diff", white, half, "--json", "--no-checkerboard"]).output.utf8))
    as! [String: Any]
  #expect((plain["settings"] as! [String: Any])["metric"] as? String == "yiq")
  #expect((plain["settings"] as! [String: Any])["checkerboard"] as? Bool == false)
}

@Test func okLabTellsApartColoursYIQFindsClose() throws {
  let scratch = TemporaryFolder("diff-metric-blue")
  let folder = scratch.file("blue")
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let blue = try png(folder, "blue.png", 8, 8) { _, _ in [41, 56, 157, 255] }
  let dark = try png(folder, "dark.png", 8, 8) { _, _ in [41, 56, 0, 255] }
  #expect(run(["diff", blue, dark, "--threshold", "0.2"]).status == 0)
  let oklab = run(["diff", blue, dark, "--threshold", "0.2", "--metric", "oklab", "--out", folder + "/out"])
  #expect(oklab.status == 3)
  #expect(oklab.output.contains("64 pixels (100.00 %)"))
  let summary = try String(contentsOfFile: folder + "/out/summary.md", encoding: .utf8)
  #expect(
    summary.contains(
      "- threshold 0.2, colour difference OKLab HyAB (pixelmatch main, July 2026), anti-aliasing excused, "
        + "no differing pixel allowed\n"))
  let bad = run(["diff", blue, dark, "--metric", "lab"])
  #expect(bad.status == 2)
  #expect(bad.errors == "splashreel diff: --metric must be one of yiq, oklab, got 'lab'\n")
}

@Test func checkTakesTheMetricOptionsToo() throws {
  let help = run(["check", "--help"])
  #expect(help.output.contains("--metric yiq|oklab"))
  #expect(help.output.contains("--no-checkerboard"))
  let diffHelp = run(["diff", "--help"])
  #expect(diffHelp.output.contains("[--metric yiq|oklab] [--no-checkerboard]"))
}
