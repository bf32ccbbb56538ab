import Foundation
import SplashRaster

@testable import SplashGIF

/// Small opaque surfaces for encoder tests.
enum TestFrames {
  /// A surface filled with one opaque colour.
  static func solid(_ w: Int, _ h: Int, _ c: Color) throws -> Surface {
    try Surface(width: w, height: h, fill: c.premultiplied)
  }

  /// A surface whose pixel (x, y) is `colour(x, y)`.
  static func make(_ w: Int, _ h: Int, _ colour: (Int, Int) -> Color) throws -> Surface {
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        let c = colour(x, y).premultiplied
        let i = (y * w + x) * 4
        pixels[i] = c.r
        pixels[i + 1] = c.g
        pixels[i + 2] = c.b
        pixels[i + 3] = c.a
      }
    }
    return try Surface(width: w, height: h, pixels: pixels)
  }

  /// A deterministic pseudo-random colour for (x, y, seed) — photo-like noise for determinism tests.
  static func noise(_ x: Int, _ y: Int, _ seed: Int) -> Color {
    var h = UInt64(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663 ^ seed &* 83_492_791)
    h ^= h >> 33
    h = h &* 0xff51_afd7_ed55_8ccd
    h ^= h >> 33
    return Color(r: UInt8(truncatingIfNeeded: h), g: UInt8(truncatingIfNeeded: h >> 8), b: UInt8(truncatingIfNeeded: h >> 16))
  }

  /// `frames` encoded at 30 fps with `options` into a scratch file: the report and the bytes.
  static func encode(_ frames: [Surface], _ options: GIFEncodingOptions) throws -> (GIFEncodingReport, [UInt8]) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("splashreel-gif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.gif").path
    let report = try GIFEncoder(options: options).encode(try SurfaceFrames(frames), fps: 30, to: path)
    return (report, [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
  }
}
