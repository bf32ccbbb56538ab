import Foundation
import SplashFrames
import SplashGD
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashCLI

@Test func byteBudgetsAcceptDecimalSuffixes() {
  #expect(ByteBudget.parse("5000000") == 5_000_000)
  #expect(ByteBudget.parse("5M") == 5_000_000)
  #expect(ByteBudget.parse("5mb") == 5_000_000)
  #expect(ByteBudget.parse("4.5M") == 4_500_000)
  #expect(ByteBudget.parse("500K") == 500_000)
  #expect(ByteBudget.parse("0") == nil)
  #expect(ByteBudget.parse("-1") == nil)
  #expect(ByteBudget.parse("1.5") == nil)
  #expect(ByteBudget.parse("5X") == nil)
  #expect(ByteBudget.parse("M") == nil)
}

@Suite struct EncodeBudgetTests {
  /// Removed when the test's value goes.
  let scratch = TemporaryFolder("budget")
  let folder: String

  init() throws {
    folder = scratch.path
    try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
    // 12 frames of 48×48 noise drifting right, at 30 fps.
    for i in 0..<12 {
      var surface = try Surface(width: 48, height: 48)
      for y in 0..<48 {
        for x in 0..<48 {
          var h = UInt64(truncatingIfNeeded: (x + i) &* 73_856_093 ^ y &* 19_349_663)
          h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
          surface[x, y] =
            Color(
              r: UInt8(truncatingIfNeeded: h), g: UInt8(truncatingIfNeeded: h >> 8),
              b: UInt8(truncatingIfNeeded: h >> 16)
            ).premultiplied
        }
      }
      try PNGEncoder.write(surface, to: folder + "/frames/f\(i).png")
    }
  }

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let console = Console.capturing()
    let status = SplashReelTool.main(["encode", folder + "/frames", "--fps", "30"] + arguments, console: console)
    return (status, console.output, console.errors)
  }

  /// The size `encode` gives for `settings`, measured with the library directly.
  func size(_ settings: EncodingSettings) throws -> Int {
    let frames = try PNGFolderFrames(directory: folder + "/frames")
    var options = GIFEncodingOptions()
    options.colors = settings.colors
    let sequence = ScaledFrames(
      ResampledFrames(frames, from: 30, to: settings.fps), numerator: settings.scale, denominator: 3)
    defer { try? FileManager.default.removeItem(atPath: folder + "/probe.gif") }
    return try GIFEncoder(options: options).encode(sequence, fps: settings.fps, to: folder + "/probe.gif").bytes
  }

  @Test func encodeFindsTheBestSettingsThatFitAndSaysWhatItLowered() throws {
    let start = EncodingSettings(colors: 256, fps: 30, scale: 3)
    let floor3 = try size(EncodingSettings(colors: 64, fps: 15, scale: 3))
    let floor2 = try size(EncodingSettings(colors: 64, fps: 15, scale: 2))
    // Between the smallest @2x and the smallest @3x: the search must settle at @2x.
    let budget = (floor2 + floor3) / 2
    let fps = try SizeBudget.fpsSteps.first { try size(EncodingSettings(colors: 64, fps: $0, scale: 2)) <= budget }!
    let colors = try [256, 128, 64].first { try size(EncodingSettings(colors: $0, fps: fps, scale: 2)) <= budget }!
    let best = EncodingSettings(colors: colors, fps: fps, scale: 2)
    let out = folder + "/out.gif"
    let r = run(["--out", out, "--max-bytes", String(budget)])
    #expect(r.errors == "")
    #expect(r.status == 0)
    let lines = r.output.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(3)) == [
        "\(out): 256 colours, 30 fps, @3x: \(try size(start)) bytes, over the budget of \(budget) bytes",
        "\(out): 64 colours, 15 fps, @3x: \(floor3) bytes, over the budget of \(budget) bytes",
        "\(out): 64 colours, 15 fps, @2x: \(floor2) bytes, fits the budget of \(budget) bytes",
      ])
    #expect(
      lines[lines.count - 2] == "\(out): reduced to fit \(budget) bytes: "
        + best.changes(from: start).joined(separator: ", "))
    #expect(lines.last!.hasPrefix("\(out): \(Int(fps * 12 / 30)) stored frames (0 identical merged), "))
    #expect(try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int == (try size(best)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["frames", "out.gif"])
  }

  @Test func encodeWithinBudgetChangesNothing() throws {
    let out = folder + "/out.gif"
    let r = run(["--out", out, "--max-bytes", "10M"])
    #expect(r.status == 0)
    let lines = r.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("\(out): 256 colours, 30 fps, @3x: "))
    #expect(lines[0].hasSuffix(" bytes, fits the budget of 10000000 bytes"))
  }

  @Test func encodeFailsWithoutOutputWhenNothingFits() throws {
    let smallest = try size(EncodingSettings(colors: 64, fps: 15, scale: 1))
    let out = folder + "/out.gif"
    let r = run(["--out", out, "--max-bytes", "100", "--quiet"])
    #expect(r.status == 1)
    #expect(r.output == "")
    #expect(
      r.errors
        == "splashreel encode: \(out): nothing fits the budget of 100 bytes: the smallest attempt was \(smallest) bytes (64 colours, 15 fps, @1x); no file written\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["frames"])
  }

  @Test func badBudgetsAreUsageErrors() {
    let r = run(["--out", folder + "/out.gif", "--max-bytes", "5X"])
    #expect(r.status == 2)
    #expect(
      r.errors
        == "splashreel encode: --max-bytes must be a whole number of bytes, optionally ending in K or M (5M = 5000000), got '5X'\n"
    )
  }
}
