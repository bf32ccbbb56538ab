import Foundation
import SplashFrames
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashVideo

/// The WebP reader: our own lossless animations decode to the exact frames at their millisecond
/// times; a still WebP is one still frame; damaged files end in one line.
@Suite struct WebPDecodingTests {
  /// Removed with the files a test wrote when the test ends.
  let scratch = TemporaryFolder("video")
  let folder: String

  init() throws { folder = scratch.path }

  func decodeAll(_ path: String) throws -> (WebPAnimationDecoder, [DecodedFrame]) {
    let decoder = try WebPAnimationDecoder(contentsOf: path)
    var frames: [DecodedFrame] = []
    while let frame = try decoder.next() { frames.append(frame) }
    return (decoder, frames)
  }

  func write(_ frames: SurfaceFrames, name: String) throws -> String {
    let path = "\(folder)/\(name)"
    var options = ExportOptions()
    options.quality = .lossless
    _ = try AnimationExporter(format: .webp, options: options).export(frames, fps: 30, to: path)
    return path
  }

  @Test(arguments: [255, 128] as [UInt8])
  func ourOwnLosslessWebPDecodesToItsFrames(alpha: UInt8) throws {
    let source = try TestFrames.moving(count: 6, alpha: alpha)
    let (decoder, frames) = try decodeAll(try write(source, name: "own-\(alpha).webp"))
    #expect(decoder.width == 16 && decoder.height == 10)
    #expect(!decoder.isStill)
    #expect(decoder.declaredFrameCount == 6)
    #expect(decoder.declaredDuration == 200_000)
    #expect(decoder.timeQuantum == 1_000)
    // Frame n at round(n · 1000 / 30) ms.
    #expect(frames.map(\.start) == [0, 33_000, 67_000, 100_000, 133_000, 167_000])
    #expect(frames.map(\.duration) == [33_000, 34_000, 33_000, 33_000, 34_000, 33_000])
    #expect(frames.map(\.surface) == source.surfaces)
  }

  @Test func aStillWebPIsOneStillFrame() throws {
    let path = "\(folder)/still.webp"
    _ = try Tool.run([
      "python3", "-c",
      "import sys; from PIL import Image; Image.new('RGB', (5, 3), (40, 120, 200)).save(sys.argv[1], lossless=True)",
      path,
    ])
    let (decoder, frames) = try decodeAll(path)
    #expect(decoder.isStill)
    #expect(decoder.declaredDuration == 0)
    #expect(frames.count == 1 && frames[0].start == 0 && frames[0].duration == 0)
    #expect(frames[0].surface == (try Surface(width: 5, height: 3, fill: Color(r: 40, g: 120, b: 200).premultiplied)))
  }

  @Test func damagedWebPsEndInOneLine() throws {
    let good = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: try write(try TestFrames.moving(count: 4), name: "ok.webp"))))
    let cut = "\(folder)/cut.webp"
    try Data(good.prefix(good.count - 10)).write(to: URL(fileURLWithPath: cut))
    #expect(throws: VideoError("\(cut): not a WebP file libwebp can read (damaged or truncated)")) {
      _ = try decodeAll(cut)
    }
    let fifo = "\(folder)/fifo.webp"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: VideoError("\(fifo): is a FIFO, not a regular file")) { _ = try decodeAll(fifo) }
  }
}
