import CFFmpeg
import Foundation
import SplashFrames
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashVideo

@Suite struct VideoExportTests {
  /// Removed with the files a test wrote when the test ends.
  let scratch = TemporaryFolder("video")
  let folder: String

  init() throws { folder = scratch.path }

  func export(_ format: ExportFormat, _ frames: SurfaceFrames, fps: Double, name: String, threads: Int = 0) throws
    -> ExportReport
  {
    var options = ExportOptions()
    options.threads = threads
    return try AnimationExporter(format: format, options: options).export(frames, fps: fps, to: "\(folder)/\(name)")
  }

  /// |a − b| ≤ 2 for each of the three channels.
  func close(_ rgb: ArraySlice<UInt8>, _ color: Color, within tolerance: Int = 2) -> Bool {
    zip(rgb, [color.r, color.g, color.b]).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
  }

  @Test func mp4IsTaggedH264HighWithExactTimingAndColours() throws {
    let report = try export(.mp4, try TestFrames.moving(count: 9), fps: 30, name: "a.mp4")
    let path = "\(folder)/a.mp4"
    #expect(report.frames == 9)
    #expect(report.duration == 0.3)
    #expect(report.level == "CRF 15")  // high, 2 lower for small frames
    #expect(report.bytes == (try FileManager.default.attributesOfItem(atPath: path)[.size] as! NSNumber).intValue)
    let (stream, format) = try Tool.probe(path)
    #expect(stream["codec_name"] as? String == "h264")
    #expect(stream["profile"] as? String == "High")
    #expect(stream["pix_fmt"] as? String == "yuv420p")
    #expect(stream["color_range"] as? String == "tv")
    #expect(stream["color_space"] as? String == "bt709")
    #expect(stream["color_transfer"] as? String == "bt709")
    #expect(stream["color_primaries"] as? String == "bt709")
    #expect(stream["width"] as? Int == 16 && stream["height"] as? Int == 10)
    #expect(stream["nb_read_frames"] as? String == "9")
    #expect(stream["r_frame_rate"] as? String == "30/1")
    #expect(format["duration"] as? String == "0.300000")
    // faststart: the movie header comes before the media data.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let moov = bytes.range(of: Data("moov".utf8))!.lowerBound
    let mdat = bytes.range(of: Data("mdat".utf8))!.lowerBound
    #expect(moov < mdat)
    #expect(try Tool.decodeRGB(path, width: 16, height: 10).count == 9)
  }

  /// Flat patches decode to the source colours within 2 levels (BT.709, limited range, tagged).
  @Test func flatPatchesKeepTheirColours() throws {
    let frames = try TestFrames.patches()
    for format in [ExportFormat.mp4, .webm] {
      let name = "patches.\(format.fileExtension)"
      _ = try export(format, frames, fps: 30, name: name)
      let decoded = try Tool.decodeRGB("\(folder)/\(name)", width: 32, height: 16)
      for (x, color) in zip([8, 24], TestFrames.patchColors) {
        let offset = (8 * 32 + x) * 3
        #expect(close(decoded[1][offset..<offset + 3], color), "\(format) \(color)")
      }
    }
  }

  @Test func oddSizesArePaddedWithTheEdgeNotCropped() throws {
    let blue = Color(r: 40, g: 120, b: 200)
    let white = Color(r: 250, g: 250, b: 250)
    var surface = try Surface(width: 33, height: 17, fill: blue.premultiplied)
    for y in 0..<17 {
      for x in 16..<33 { surface[x, y] = white.premultiplied }
    }
    let report = try export(.mp4, try SurfaceFrames([surface, surface]), fps: 10, name: "odd.mp4")
    #expect((report.width, report.height, report.storedWidth, report.storedHeight) == (33, 17, 34, 18))
    let (stream, format) = try Tool.probe("\(folder)/odd.mp4")
    #expect(stream["width"] as? Int == 34 && stream["height"] as? Int == 18)
    #expect(format["duration"] as? String == "0.200000")
    let frame = try Tool.decodeRGB("\(folder)/odd.mp4", width: 34, height: 18)[0]
    let at = { (x: Int, y: Int) in frame[(y * 34 + x) * 3..<(y * 34 + x) * 3 + 3] }
    // The padding column repeats the white right edge; the padding row repeats the bottom row.
    #expect(close(at(33, 8), white))
    #expect(close(at(4, 17), blue))
    #expect(close(at(33, 17), white))
  }

  /// The stream lasts frames / fps exactly (MP4's movie header rounds up to milliseconds).
  @Test(arguments: [
    (1.0, 1, "1.000000", "1.000000"), (1.0, 3, "3.000000", "3.000000"), (120.0, 12, "0.100000", "0.100000"),
    (29.97, 3, "0.100100", "0.101000"),
  ])
  func mp4DurationIsFramesOverRate(fps: Double, count: Int, streamDuration: String, duration: String) throws {
    let name = "rate-\(fps)-\(count).mp4"
    _ = try export(.mp4, try TestFrames.moving(count: count), fps: fps, name: name)
    let (stream, format) = try Tool.probe("\(folder)/\(name)")
    #expect(stream["nb_read_frames"] as? String == String(count))
    #expect(stream["duration"] as? String == streamDuration)
    #expect(format["duration"] as? String == duration)
  }

  @Test func movAndWebMRoundTrip() throws {
    _ = try export(.mov, try TestFrames.moving(count: 6), fps: 60, name: "a.mov")
    let mov = try Tool.probe("\(folder)/a.mov")
    #expect(mov.stream["codec_name"] as? String == "h264")
    #expect(mov.format["format_name"] as? String == "mov,mp4,m4a,3gp,3g2,mj2")
    #expect(mov.format["duration"] as? String == "0.100000")
    #expect(mov.stream["nb_read_frames"] as? String == "6")

    let report = try export(.webm, try TestFrames.moving(count: 6, width: 15, height: 9), fps: 30, name: "a.webm")
    #expect((report.storedWidth, report.storedHeight) == (16, 10))
    let webm = try Tool.probe("\(folder)/a.webm")
    #expect(webm.stream["codec_name"] as? String == "vp9")
    // Full colour resolution: VP9 profile 1.
    #expect(webm.stream["pix_fmt"] as? String == "yuv444p" && webm.stream["profile"] as? String == "Profile 1")
    #expect(webm.stream["nb_read_frames"] as? String == "6")
    #expect(webm.stream["color_space"] as? String == "bt709")
    #expect(webm.format["duration"] as? String == "0.200000")
    let frames = try Tool.decodeRGB("\(folder)/a.webm", width: 16, height: 10)
    #expect(frames.count == 6)
    #expect(close(frames[5][(8 * 16 + 12) * 3..<(8 * 16 + 12) * 3 + 3], TestFrames.background, within: 3))
  }

  @Test func smallFramesGetALowerCRFAndLargeOnesAShorterLookahead() {
    #expect(ExportQuality.high.h264CRF(pixels: 440 * 956) == 15)
    #expect(ExportQuality.high.h264CRF(pixels: 880 * 1912) == 17)
    #expect(ExportQuality.low.h264CRF(pixels: 999_999) == 25 && ExportQuality.low.h264CRF(pixels: 1_000_000) == 27)
    #expect(FFmpegVideoWriter.lookahead(pixels: 1_200_000) == 40)
    #expect(FFmpegVideoWriter.lookahead(pixels: 880 * 1912) == 35)
    #expect(FFmpegVideoWriter.lookahead(pixels: 1320 * 2868) == 15)
    #expect(FFmpegVideoWriter.lookahead(pixels: 4000 * 4000) == 10)
  }

  @Test func sameBytesWhateverTheThreadCount() throws {
    let small = try TestFrames.moving(count: 8)
    // 6 × 4 macroblocks: enough rows for libx264's 3 frame threads to wait on each other.
    let large = try TestFrames.moving(count: 12, width: 96, height: 64)
    for (format, frames) in [(ExportFormat.mp4, small), (.mp4, large), (.webm, small), (.apng, small), (.webp, small)] {
      var files: [Data] = []
      for threads in 1...3 {
        let name = "\(threads)-\(frames.width).\(format.fileExtension)"
        _ = try export(format, frames, fps: 30, name: name, threads: threads)
        files.append(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name)")))
      }
      #expect(files[0] == files[1] && files[1] == files[2], "\(format) \(frames.width)")
    }
  }

  /// libx264 runs on 3 frame threads whatever `--threads` says (its header message records it).
  @Test func h264EncoderThreadsAreFixed() throws {
    _ = try export(.mp4, try TestFrames.moving(count: 4, width: 96, height: 64), fps: 30, name: "t.mp4", threads: 1)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/t.mp4"))
    #expect(bytes.range(of: Data(" threads=3 lookahead_threads=1 sliced_threads=0 ".utf8)) != nil)
  }

  /// FFmpeg's processor flags become libx264's `asm` bits without AVX-512, whose code reads
  /// memory it has not written.
  @Test func x264NeverGetsAVX512() {
    let avx512Machine: [Int32] = [
      AV_CPU_FLAG_MMX, AV_CPU_FLAG_MMXEXT, AV_CPU_FLAG_SSE, AV_CPU_FLAG_SSE2, AV_CPU_FLAG_SSE3, AV_CPU_FLAG_SSSE3,
      AV_CPU_FLAG_SSE4, AV_CPU_FLAG_SSE42, AV_CPU_FLAG_AVX, AV_CPU_FLAG_FMA3, AV_CPU_FLAG_BMI1, AV_CPU_FLAG_BMI2,
      AV_CPU_FLAG_AVX2, AV_CPU_FLAG_AVX512, AV_CPU_FLAG_CMOV, AV_CPU_FLAG_AESNI,
    ]
    let flags = avx512Machine.reduce(UInt32(0)) { $0 | UInt32(bitPattern: $1) }
    // MMX…SSE4.2, AVX, FMA3, BMI1, BMI2, AVX2, 64-byte lines, fast SSE2; not bit 16 (AVX-512).
    #expect(X264Processor.features(fromFFmpeg: flags) == 1_373_167)
    #expect(X264Processor.features(fromFFmpeg: flags) & (1 << 16) == 0)
    let oldMachine: [Int32] = [
      AV_CPU_FLAG_MMX, AV_CPU_FLAG_MMXEXT, AV_CPU_FLAG_SSE, AV_CPU_FLAG_SSE2, AV_CPU_FLAG_SSE2SLOW,
    ]
    #expect(X264Processor.features(fromFFmpeg: oldMachine.reduce(UInt32(0)) { $0 | UInt32(bitPattern: $1) }) == 786_447)
  }

  @Test func oneFrameAnimations() throws {
    let frames = try TestFrames.moving(count: 1)
    for format in [ExportFormat.mp4, .webm] {
      _ = try export(format, frames, fps: 30, name: "one.\(format.fileExtension)")
      let (stream, _) = try Tool.probe("\(folder)/one.\(format.fileExtension)")
      #expect(stream["nb_read_frames"] as? String == "1")
    }
    let apng = try export(.apng, frames, fps: 30, name: "one.png")
    #expect(apng.framesWritten == 1)
    let webp = try export(.webp, frames, fps: 30, name: "one.webp")
    #expect(webp.duration == 0.033)
  }
}

/// Every failure is one line naming the file, and leaves nothing at the output path.
@Suite struct ExportErrorTests {
  /// Removed with the files a test wrote when the test ends.
  let scratch = TemporaryFolder("video")
  let folder: String

  init() throws { folder = scratch.path }

  func leftovers() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

  @Test func unknownExtensionsAreRejected() throws {
    #expect(
      throws: VideoError(
        "out/preview.avi: unknown extension '.avi'; use .gif, .mp4, .m4v, .mov, .webm, .png, .apng, .webp")
    ) {
      try ExportFormat(path: "out/preview.avi")
    }
    #expect(
      throws: VideoError(
        "out/preview: no file extension to choose the format by; end it in .gif, .mp4, .m4v, .mov, .webm, .png, .apng, .webp"
      )
    ) {
      try ExportFormat(path: "out/preview")
    }
    #expect(try ExportFormat(path: "a/B.MP4") == .mp4 && ExportFormat(name: "png") == .apng)
  }

  @Test func unwritableOutputsLeaveNothing() throws {
    try Data("x".utf8).write(to: URL(fileURLWithPath: "\(folder)/file"))
    let frames = try TestFrames.moving(count: 2)
    for format in [ExportFormat.mp4, .webm, .apng, .webp] {
      let path = "\(folder)/file/out.\(format.fileExtension)"
      #expect(throws: VideoError("\(path): cannot write file (Not a directory)")) {
        try AnimationExporter(format: format).export(frames, fps: 10, to: path)
      }
    }
    #expect(try leftovers() == ["file"])
  }

  @Test func aMissingEncoderIsOneLineAndLeavesNothing() throws {
    var exporter = AnimationExporter(format: .mp4)
    exporter.encoderName = "libx264-absent"
    let path = "\(folder)/out.mp4"
    #expect(
      throws: VideoError(
        "\(path): cannot write MP4: FFmpeg's libavcodec on this machine has no libx264-absent encoder (install a libavcodec built with it, e.g. Debian's libavcodec-extra)"
      )
    ) { try exporter.export(try TestFrames.moving(count: 2), fps: 10, to: path) }
    #expect(try leftovers() == [])
  }

  @Test func aFrameThatFailsToDrawLeavesNothing() throws {
    struct Broken: FrameSequence {
      let frameCount = 5
      let width = 8
      let height = 8
      func frame(at index: Int) throws -> Surface {
        guard index < 3 else { throw VideoError("frame \(index) is broken") }
        return try Surface(width: 8, height: 8, fill: TestFrames.background.premultiplied)
      }
    }
    for format in [ExportFormat.mp4, .webm, .apng, .webp] {
      #expect(throws: VideoError("frame 3 is broken")) {
        try AnimationExporter(format: format).export(Broken(), fps: 10, to: "\(folder)/out.\(format.fileExtension)")
      }
    }
    #expect(try leftovers() == [])
  }
}
