import Foundation
import SplashFrames
import SplashRaster
import SplashTestSupport

@testable import SplashGIF

/// Encoder runs for the tests (the surfaces come from `TestSurfaces`).
enum TestFrames {
  /// `frames` encoded at 30 fps with `options` into a scratch file: the report and the bytes.
  static func encode(_ frames: [Surface], _ options: GIFEncodingOptions) throws -> (GIFEncodingReport, [UInt8]) {
    let folder = TemporaryFolder("gif")
    let path = folder.file("out.gif")
    let report = try GIFEncoder(options: options).encode(try SurfaceFrames(frames), fps: 30, to: path)
    return (report, [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
  }
}

/// The sum of a histogram's weights (a typed helper: `reduce(0, +) == 24 * 13` type-checks for seconds).
func total(_ weights: [UInt64]) -> UInt64 { weights.reduce(0, +) }
