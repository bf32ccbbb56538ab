import Foundation
import SplashFrames
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashVideo

/// APNG's lossy levels: one palette for the animation, frames as palette indices.
@Suite struct APNGPaletteTests {
  /// Removed with the files a test wrote when the test ends.
  let scratch = TemporaryFolder("video")
  let folder: String

  init() throws { folder = scratch.path }

  func export(_ frames: SurfaceFrames, _ quality: ExportQuality, _ name: String) throws -> ExportReport {
    var options = ExportOptions()
    options.quality = quality
    return try AnimationExporter(format: .apng, options: options).export(frames, fps: 30, to: "\(folder)/\(name)")
  }

  func chunks(_ name: String) throws -> PNGChunkList {
    PNGChunkList([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)"))))
  }

  /// Every frame decoded by ffmpeg to RGB24.
  func decoded(_ name: String, count: Int) throws -> [[UInt8]] {
    let data = [UInt8](
      try Tool.run(["ffmpeg", "-v", "error", "-i", "\(folder)/\(name)", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
    let size = data.count / count
    return (0..<count).map { Array(data[$0 * size..<($0 + 1) * size]) }
  }

  @Test func fewColoursAreKeptExactlyAsIndexedFrames() throws {
    // Two colours (an orange square moving over blue): any palette holds them exactly.
    let frames = try TestFrames.moving(count: 6)
    let report = try export(frames, .low, "two.png")
    #expect(report.level == "2 colours" && report.framesWritten == 6)
    let png = try chunks("two.png")
    #expect(png.data("IHDR")[9] == 3)  // indexed colour
    #expect(png.types[1] == "PLTE" && png.data("PLTE").count == 6)
    // Frame 1 stores only the changed rectangle, as the lossless file does: columns 0…5, rows 2…5.
    #expect(Array(png.all("fcTL")[1][4..<20]) == [0, 0, 0, 6, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 2])
    let rgb = try decoded("two.png", count: 6)
    for (index, surface) in frames.surfaces.enumerated() {
      let source = surface.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
      #expect(rgb[index] == source, "frame \(index)")
    }
  }

  @Test func manyColoursAreQuantisedToThePalette() throws {
    // 256 distinct colours; the second frame swaps the red and green gradients.
    var first = try Surface(width: 16, height: 16, fill: Color(r: 0, g: 0, b: 0).premultiplied)
    var second = first
    for y in 0..<16 {
      for x in 0..<16 {
        first[x, y] = Color(r: UInt8(x * 16 + 8), g: UInt8(y * 16 + 8), b: 128).premultiplied
        second[x, y] = Color(r: UInt8(y * 16 + 8), g: UInt8(x * 16 + 8), b: 128).premultiplied
      }
    }
    let frames = try SurfaceFrames([first, second])
    let report = try export(frames, .low, "many-64.png")
    #expect(report.level == "64 colours")
    #expect(try chunks("many-64.png").data("PLTE").count == 64 * 3)
    #expect(report.bytes == 806)
    // The best any 64 colours can do here is an 8 × 8 grid of steps of 32 in red and green:
    // errors spread evenly over ±16 in two channels of three, MSE 32² / 12 × 2/3 = 56.9, 30.58 dB.
    let rgb = try decoded("many-64.png", count: 2)
    var error = 0.0
    for (index, surface) in [first, second].enumerated() {
      let source = surface.pixels.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
      error += zip(rgb[index], source).reduce(0.0) { $0 + pow(Double($1.0) - Double($1.1), 2) }
    }
    let psnr = 10 * log10(255 * 255 / (error / Double(2 * 16 * 16 * 3)))
    #expect(psnr >= 30.4 && psnr <= 30.58, "\(psnr) dB")
  }

  @Test func translucentAnimationsStayLossless() throws {
    let report = try export(try TestFrames.moving(count: 2, alpha: 128), .medium, "alpha.png")
    #expect(report.level == "lossless")
    #expect(try chunks("alpha.png").data("IHDR")[9] == 6)
  }
}
