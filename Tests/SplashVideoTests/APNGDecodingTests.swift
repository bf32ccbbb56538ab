import Foundation
import SplashFrames
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashVideo

/// The APNG reader: our own writer's files and Pillow's decode to exact pixels and delays;
/// damaged files end in one line naming the file and the fault.
@Suite struct APNGDecodingTests {
  /// Removed with the files a test wrote when the test ends.
  let scratch = TemporaryFolder("video")
  let folder: String

  init() throws { folder = scratch.path }

  func decodeAll(_ path: String) throws -> (APNGDecoder, [DecodedFrame]) {
    var decoder = try APNGDecoder(contentsOf: path)
    var frames: [DecodedFrame] = []
    while let frame = try decoder.next() { frames.append(frame) }
    return (decoder, frames)
  }

  func write(_ frames: SurfaceFrames, fps: Double, name: String) throws -> String {
    let path = "\(folder)/\(name)"
    _ = try AnimationExporter(format: .apng, options: ExportOptions()).export(frames, fps: fps, to: path)
    return path
  }

  /// Starts of frames 0…n at `fps`, as the renderer times them: round(n · 10⁶ / fps).
  func starts(_ count: Int, fps: Double) -> [Int] { (0..<count).map { Int((Double($0) * 1e6 / fps).rounded()) } }

  @Test(arguments: [255, 128] as [UInt8])
  func ourOwnAPNGDecodesToTheFramesItWasMadeFrom(alpha: UInt8) throws {
    let source = try TestFrames.moving(count: 9, alpha: alpha)
    let (decoder, frames) = try decodeAll(try write(source, fps: 30, name: "own-\(alpha).png"))
    #expect(decoder.width == 16 && decoder.height == 10)
    #expect(decoder.declaredFrameCount == 9)
    #expect(decoder.declaredDuration == 300_000)
    #expect(decoder.loopCount == 0)
    #expect(frames.map(\.start) == starts(9, fps: 30))
    #expect(frames.map(\.duration) == [33333, 33334, 33333, 33333, 33334, 33333, 33333, 33334, 33333])
    #expect(frames.map(\.surface) == source.surfaces)
  }

  @Test func heldFramesLastAsLongAsTheyWereHeld() throws {
    let moving = try TestFrames.moving(count: 2).surfaces
    let source = try SurfaceFrames([moving[0], moving[0], moving[0], moving[1]])
    let (decoder, frames) = try decodeAll(try write(source, fps: 29.97, name: "held.png"))
    // Stored: frame 0 held for 3 frames (300/2997 s), then frame 1 (100/2997 s).
    #expect(decoder.declaredFrameCount == 2)
    #expect(frames.map(\.start) == [0, 100_100])
    #expect(frames.map(\.duration) == [100_100, 33_367])
    #expect(frames.map(\.surface) == [moving[0], moving[1]])
  }

  /// Pillow's APNGs: blend OVER and SOURCE, dispose NONE, BACKGROUND and PREVIOUS, a partial
  /// frame, a palette with tRNS, grey, and a default image that is not part of the animation;
  /// pixels as FFmpeg's APNG decoder composes them.
  @Test func pillowsAPNGsDecodeAsFFmpegComposesThem() throws {
    let json =
      try Tool.python(
        try String(contentsOfFile: Tool.scripts() + "/make_apng_with_pillow.py", encoding: .utf8), [folder])
      as! [String: [String: Any]]
    let expectedTimes: [String: (starts: [Int], durations: [Int])] = [
      // 1/10 s, 1/25 s, 1/4 s, then 1/100 s: 10 ms plays as 100 ms.
      "ops.png": ([0, 100_000, 140_000, 390_000], [100_000, 40_000, 250_000, 100_000]),
      "palette.png": ([0, 50_000, 100_000], [50_000, 50_000, 120_000]),
      // 1/3 s twice: exact fractions, rounded once.
      "grey.png": ([0, 333_333, 666_667], [333_333, 333_334, 500_000]),
      "default.png": ([0, 70_000], [70_000, 80_000]),
    ]
    for (name, times) in expectedTimes {
      let (decoder, frames) = try decodeAll("\(folder)/\(name)")
      #expect(decoder.width == 12 && decoder.height == 8, "\(name)")
      #expect(frames.map(\.start) == times.starts, "\(name)")
      #expect(frames.map(\.duration) == times.durations, "\(name)")
      let reference = json[name]!["frames"] as! [[Int]]
      #expect(reference.count == frames.count, "\(name)")
      for (index, (frame, straight)) in zip(frames, reference).enumerated() {
        #expect(frame.surface.pixels == premultiplied(straight), "\(name) frame \(index)")
      }
    }
  }

  /// Straight RGBA (0 or 255 alpha) → premultiplied bytes.
  func premultiplied(_ straight: [Int]) -> [UInt8] {
    stride(from: 0, to: straight.count, by: 4).flatMap { i -> [UInt8] in
      straight[i + 3] == 0 ? [0, 0, 0, 0] : straight[i..<(i + 4)].map { UInt8($0) }
    }
  }

  // MARK: - Damaged files

  /// The byte offsets of every chunk of `type` in a PNG.
  func chunks(_ bytes: [UInt8], _ type: String) -> [Int] {
    var offsets: [Int] = []
    var at = 8
    while at + 8 <= bytes.count {
      let length = Int(APNGStructure.uint32(bytes, at))
      if String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self) == type { offsets.append(at) }
      at += 12 + length
    }
    return offsets
  }

  /// Replaces the 4 bytes at `offset` inside the chunk at `chunk` and fixes the chunk's CRC.
  func patch(_ bytes: inout [UInt8], chunk: Int, offset: Int, value: UInt32) {
    let length = Int(APNGStructure.uint32(bytes, chunk))
    for i in 0..<4 { bytes[chunk + 8 + offset + i] = UInt8(value >> (24 - 8 * UInt32(i)) & 0xFF) }
    let crc = crc32(bytes[(chunk + 4)..<(chunk + 8 + length)])
    for i in 0..<4 { bytes[chunk + 8 + length + i] = UInt8(crc >> (24 - 8 * UInt32(i)) & 0xFF) }
  }

  func crc32(_ data: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }

  func error(_ bytes: [UInt8], name: String) throws -> String {
    let path = "\(folder)/\(name)"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    do {
      _ = try decodeAll(path)
    } catch {
      return String(describing: error)
    }
    return "no error"
  }

  @Test func aBrokenSequenceNumberNamesTheFrameAndTheNumbers() throws {
    var bytes = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: try write(try TestFrames.moving(count: 3), fps: 30, name: "ok.png"))))
    // Sequence: fcTL 0, IDAT, fcTL 1, fdAT 2, fcTL 3, fdAT 4; the last fdAT claims 9.
    patch(&bytes, chunk: chunks(bytes, "fdAT")[1], offset: 0, value: 9)
    #expect(try error(bytes, name: "seq.png") == "\(folder)/seq.png: APNG frame 2: fdAT sequence number 9, expected 4")
  }

  @Test func damagedAndTruncatedFilesEndInOneLine() throws {
    let good = [UInt8](
      try Data(contentsOf: URL(fileURLWithPath: try write(try TestFrames.moving(count: 3), fps: 30, name: "ok.png"))))
    let fdAT = chunks(good, "fdAT")[0]
    #expect(
      try error(Array(good[..<(fdAT + 20)]), name: "cut.png")
        == "\(folder)/cut.png: truncated: the fdAT chunk at byte \(fdAT) is cut off")
    var flipped = good
    flipped[fdAT + 14] ^= 0xFF
    #expect(
      try error(flipped, name: "crc.png") == "\(folder)/crc.png: the fdAT chunk at byte \(fdAT) is damaged (bad CRC)")
    var many = good
    patch(&many, chunk: chunks(good, "acTL")[0], offset: 0, value: 40_000)
    #expect(
      try error(many, name: "many.png")
        == "\(folder)/many.png: declares 40000 frames, more than the limit of 36000 for a comparison input")
    var long = good
    for fcTL in chunks(good, "fcTL") { patch(&long, chunk: fcTL, offset: 20, value: 0xFFFF_0001) }  // 65535/1 s each
    #expect(
      try error(long, name: "long.png")
        == "\(folder)/long.png: declares a duration of 196605.000 s, "
        + "more than the limit of 600 s for a comparison input"
    )
    var huge = good
    patch(&huge, chunk: chunks(good, "IHDR")[0], offset: 0, value: 5000)
    patch(&huge, chunk: chunks(good, "IHDR")[0], offset: 4, value: 5000)
    #expect(
      try error(huge, name: "huge.png")
        == "\(folder)/huge.png: frames of 5000×5000 exceed the limit of 16777216 pixels")
    var four = good
    patch(&four, chunk: chunks(good, "acTL")[0], offset: 0, value: 4)
    #expect(try error(four, name: "four.png") == "\(folder)/four.png: acTL declares 4 frames, the file holds 3")
    var outside = good
    patch(&outside, chunk: chunks(good, "fcTL")[1], offset: 12, value: 14)  // x_offset 14 of a 16-wide canvas
    #expect(try error(outside, name: "outside.png").hasPrefix("\(folder)/outside.png: APNG frame 1: its "))
    #expect(try error(outside, name: "outside.png").hasSuffix("is not inside the 16×10 canvas"))
    // Zlib data damaged but the CRC fixed: found when the frame is decoded.
    var zlib = good
    patch(&zlib, chunk: fdAT, offset: 4, value: 0xFFFF_FFFF)
    #expect(try error(zlib, name: "zlib.png") == "\(folder)/zlib.png: APNG frame 1: the image data is damaged (zlib)")
  }
}
