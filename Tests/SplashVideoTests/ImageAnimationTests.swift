import Foundation
import SplashFrames
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashVideo

/// APNG and animated WebP read back by Pillow and ffmpeg.
@Suite struct ImageAnimationTests {
  /// Removed with the files a test wrote when the test ends.
  let scratch = TemporaryFolder("video")
  let folder: String

  init() throws { folder = scratch.path }

  func pillow(_ path: String, x: Int, y: Int) throws -> [String: Any] {
    try Tool.python(
      try String(contentsOfFile: Tool.scripts() + "/read_with_pillow.py", encoding: .utf8), [path, "\(x)", "\(y)"])
      as! [String: Any]
  }

  func rgba(_ color: Color, alpha: Int = 255) -> [Int] { [Int(color.r), Int(color.g), Int(color.b), alpha] }

  @Test func apngStoresChangedRectanglesAndMergesIdenticalFrames() throws {
    // Frames 0…5: the square at x = 0, 2, 4, 6, 0, 2; frame 6 repeats frame 5.
    var surfaces = try TestFrames.moving(count: 6).surfaces
    surfaces.append(surfaces[5])
    let path = "\(folder)/a.png"
    var options = ExportOptions()
    options.loopCount = 2
    let report = try AnimationExporter(format: .apng, options: options).export(
      try SurfaceFrames(surfaces), fps: 30, to: path)
    #expect(report.frames == 7 && report.framesWritten == 6)
    #expect(abs(report.duration - 7.0 / 30) < 1e-12)
    let read = try pillow(path, x: 1, y: 3)
    #expect(read["format"] as? String == "PNG")
    #expect(read["frames"] as? Int == 6)
    #expect(read["loop"] as? Int == 2)
    // 1/30 s exactly, the last one held for two frames.
    let durations = (read["durations"] as! [Double])
    #expect(durations.count == 6)
    #expect(durations.dropLast().allSatisfy { abs($0 - 1000.0 / 30) < 1e-9 } && abs(durations[5] - 2000.0 / 30) < 1e-9)
    // Pixel (1, 3) is orange only while the square starts at x = 0 (frames 0 and 4).
    let pixels = read["pixels"] as! [[Int]]
    let orange = rgba(TestFrames.square)
    let blue = rgba(TestFrames.background)
    #expect(pixels == [orange, blue, blue, blue, orange, blue])
    // The file's chunks: frame 0 is the default image, later frames only their rectangle.
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let chunks = PNGChunkList(bytes)
    #expect(chunks.types.first == "IHDR" && chunks.types[1] == "acTL" && chunks.types.last == "IEND")
    #expect(chunks.types.filter { $0 == "fcTL" }.count == 6 && chunks.types.filter { $0 == "fdAT" }.count == 5)
    #expect(chunks.data("IHDR")[9] == 2)  // RGB: every frame is opaque
    // Frame 1 (square moves from x 0…3 to 2…5): columns 0…5, rows 2…5.
    let second = chunks.all("fcTL")[1]
    #expect(Array(second[4..<20]) == [0, 0, 0, 6, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 2])
    #expect(Array(second[20..<26]) == [0, 1, 0, 30, 0, 0])  // 1/30 s, dispose none, blend source
    // ffmpeg's APNG decoder sees 6 frames too.
    let count = try Tool.run([
      "ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path,
    ])
    #expect(String(decoding: count, as: UTF8.self) == "6\n")
  }

  @Test func apngKeepsStraightAlphaWhenFramesAreTranslucent() throws {
    let frames = try TestFrames.moving(count: 2, alpha: 128)
    let path = "\(folder)/alpha.png"
    _ = try AnimationExporter(format: .apng).export(frames, fps: 10, to: path)
    let read = try pillow(path, x: 12, y: 8)
    // Premultiplied (20, 60, 100, 128) is straight round(c · 255 / 128) = (40, 120, 199).
    #expect(read["pixels"] as! [[Int]] == [[40, 120, 199, 128], [40, 120, 199, 128]])
    #expect(PNGChunkList([UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))).data("IHDR")[9] == 6)
  }

  @Test func webpLosslessIsExactAndTimedInMilliseconds() throws {
    var options = ExportOptions()
    options.quality = .lossless
    let path = "\(folder)/a.webp"
    let report = try AnimationExporter(format: .webp, options: options).export(
      try TestFrames.moving(count: 6), fps: 30, to: path)
    #expect(report.duration == 0.2 && report.level == "lossless")
    let read = try pillow(path, x: 1, y: 3)
    #expect(read["format"] as? String == "WEBP")
    #expect(read["frames"] as? Int == 6)
    #expect(read["durations"] as? [Int] == [33, 34, 33, 33, 34, 33])
    let orange = rgba(TestFrames.square)
    let blue = rgba(TestFrames.background)
    #expect(read["pixels"] as! [[Int]] == [orange, blue, blue, blue, orange, blue])
  }

  @Test func webpLossyStaysClose() throws {
    let frames = try TestFrames.patches()
    var options = ExportOptions()
    options.quality = .medium
    let lossy = try AnimationExporter(format: .webp, options: options).export(frames, fps: 10, to: "\(folder)/l.webp")
    #expect(lossy.level == "quality 80")
    let read = try pillow("\(folder)/l.webp", x: 24, y: 8)
    let pixel = (read["pixels"] as! [[Int]])[0]
    #expect(zip(pixel, rgba(TestFrames.patchColors[1])).allSatisfy { abs($0 - $1) <= 6 })
  }
}

/// The chunks of a PNG file, for checking what the writer put where.
struct PNGChunkList {
  var chunks: [(type: String, data: [UInt8])] = []

  init(_ bytes: [UInt8]) {
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
  }

  var types: [String] { chunks.map(\.type) }
  func all(_ type: String) -> [[UInt8]] { chunks.filter { $0.type == type }.map(\.data) }
  func data(_ type: String) -> [UInt8] { all(type)[0] }
}
