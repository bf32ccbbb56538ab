import Foundation
import SplashFrames
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashVideo

/// The video reader: our own MP4/MOV/WebM and recordings the `ffmpeg` command line makes (H.264
/// at a variable frame rate, HEVC, VP9, a rotated one) decode at their presentation timestamps
/// with their colours; damaged files end in one line.
@Suite struct VideoDecodingTests {
  /// Removed with the files a test wrote when the test ends.
  let scratch = TemporaryFolder("video")
  let folder: String

  init() throws { folder = scratch.path }

  func decodeAll(_ path: String, _ container: VideoContainer) throws -> (VideoDecoder, [DecodedFrame]) {
    let decoder = try VideoDecoder(contentsOf: path, container: container)
    var frames: [DecodedFrame] = []
    while let frame = try decoder.next() { frames.append(frame) }
    return (decoder, frames)
  }

  func export(_ format: ExportFormat, _ frames: SurfaceFrames, fps: Double, name: String) throws -> String {
    let path = "\(folder)/\(name)"
    _ = try AnimationExporter(format: format, options: ExportOptions()).export(frames, fps: fps, to: path)
    return path
  }

  func ffmpeg(_ arguments: [String]) throws { _ = try Tool.run(["ffmpeg", "-v", "error", "-y"] + arguments) }

  /// The colour at (x, y) is `color` within `tolerance` levels per channel, and opaque.
  func pixel(_ surface: Surface, _ x: Int, _ y: Int, is color: Color, within tolerance: Int = 2) -> Bool {
    let p = surface[x, y]
    return p.a == 255 && abs(Int(p.r) - Int(color.r)) <= tolerance && abs(Int(p.g) - Int(color.g)) <= tolerance
      && abs(Int(p.b) - Int(color.b)) <= tolerance
  }

  /// Our encoder's BT.709 limited-range files: every frame at n/fps, flat patches within 2 levels.
  @Test(arguments: [ExportFormat.mp4, .mov, .webm])
  func ourOwnVideosDecodeAtTheirFrameTimesAndColours(format: ExportFormat) throws {
    let path = try export(format, try TestFrames.patches(count: 3), fps: 30, name: "patches.\(format.fileExtension)")
    let (decoder, frames) = try decodeAll(path, format == .webm ? .matroska : .isoMedia)
    #expect(decoder.width == 32 && decoder.height == 16)
    #expect(decoder.codecName == (format == .webm ? "vp9" : "h264"))
    #expect(decoder.declaredFrameCount == (format == .webm ? nil : 3))
    #expect(decoder.declaredDuration == 100_000)
    #expect(decoder.averageFrameRate == 30)
    // MP4/MOV keep 1/fps exactly (a 1/15360 s time base); WebM stores milliseconds.
    #expect(frames.map(\.start) == (format == .webm ? [0, 33_000, 67_000] : [0, 33_333, 66_667]))
    #expect(frames.map(\.duration) == (format == .webm ? [33_000, 34_000, 33_000] : [33_333, 33_334, 33_333]))
    for frame in frames {
      #expect(pixel(frame.surface, 8, 8, is: TestFrames.patchColors[0]))
      #expect(pixel(frame.surface, 24, 8, is: TestFrames.patchColors[1]))
    }
  }

  /// Ten frames of 32×32 from the command line, timed unevenly (50 ms steps, then 200 ms), in a
  /// 1/600 s time base as screen recordings use: blue with an orange 8×8 square at x = 2n + 2, y = 8.
  func variableRateRecording(_ name: String, codec: [String]) throws -> String {
    let path = "\(folder)/\(name)"
    try ffmpeg(
      [
        "-f", "lavfi", "-i", "color=c=0x2878C8:s=32x32:r=10:d=1", "-f", "lavfi", "-i",
        "color=c=0xF0A01E:s=8x8:r=10:d=1",
        "-filter_complex", "[0][1]overlay=x=2*n:y=8,settb=1/600,setpts='if(lt(N,5),N*0.05,0.25+(N-5)*0.2)/TB'",
        "-fps_mode", "passthrough", "-enc_time_base", "1/600", "-pix_fmt", "yuv420p",
      ] + codec + [path])
    return path
  }

  @Test func aVariableFrameRateMOVKeepsItsTimestamps() throws {
    let path = try variableRateRecording("vfr.mov", codec: ["-c:v", "libx264", "-video_track_timescale", "600"])
    let (decoder, frames) = try decodeAll(path, .isoMedia)
    #expect(decoder.width == 32 && decoder.height == 32)
    #expect(decoder.declaredFrameCount == 10)
    #expect(decoder.timeQuantum == 1_667)
    // Every timestamp is a multiple of 50 ms; 10 frames in 0.85 s on average.
    #expect(decoder.baseFrameRate == 20)
    #expect(decoder.averageFrameRate == 200.0 / 17)
    #expect(
      frames.map(\.start) == [0, 50_000, 100_000, 150_000, 200_000, 250_000, 450_000, 650_000, 850_000, 1_050_000])
    // The last packet carries FFmpeg's one-tick placeholder: the average frame duration (10 frames
    // in 0.85 s) stands for it.
    #expect(
      frames.map(\.duration) == [50_000, 50_000, 50_000, 50_000, 50_000, 200_000, 200_000, 200_000, 200_000, 85_000])
    // Untagged and small: BT.601, as the command line converted it.
    let blue = Color(r: 0x28, g: 0x78, b: 0xC8)
    let orange = Color(r: 0xF0, g: 0xA0, b: 0x1E)
    #expect(pixel(frames[0].surface, 28, 2, is: blue, within: 3))
    #expect(pixel(frames[0].surface, 6, 12, is: orange, within: 3))
    #expect(pixel(frames[9].surface, 6, 12, is: blue, within: 3))
    #expect(pixel(frames[9].surface, 24, 12, is: orange, within: 3))
  }

  @Test func hevcMP4AndVP9WebMFromTheCommandLine() throws {
    let hevc = try variableRateRecording(
      "hevc.mp4", codec: ["-c:v", "libx265", "-x265-params", "log-level=none", "-video_track_timescale", "600"])
    let (h, hevcFrames) = try decodeAll(hevc, .isoMedia)
    #expect(h.codecName == "hevc")
    #expect(
      hevcFrames.map(\.start) == [0, 50_000, 100_000, 150_000, 200_000, 250_000, 450_000, 650_000, 850_000, 1_050_000])
    #expect(pixel(hevcFrames[9].surface, 24, 12, is: Color(r: 0xF0, g: 0xA0, b: 0x1E), within: 3))
    let vp9 = try variableRateRecording("vp9.webm", codec: ["-c:v", "libvpx-vp9", "-crf", "20", "-b:v", "0"])
    let (v, vp9Frames) = try decodeAll(vp9, .matroska)
    #expect(v.codecName == "vp9")
    #expect(v.declaredFrameCount == nil)
    // WebM stores milliseconds.
    #expect(v.timeQuantum == 1_000)
    #expect(
      vp9Frames.map(\.start) == [0, 50_000, 100_000, 150_000, 200_000, 250_000, 450_000, 650_000, 850_000, 1_050_000])
    #expect(pixel(vp9Frames[0].surface, 6, 12, is: Color(r: 0xF0, g: 0xA0, b: 0x1E), within: 3))
  }

  /// A display matrix of a quarter turn: frames are turned as FFmpeg's own autorotation turns
  /// them (FFmpeg 5.1's muxer stores the `rotate=90` tag as a quarter turn counter-clockwise:
  /// `ffmpeg -i rotated.mp4 out.png` shows the right half on top).
  @Test func aRotatedVideoIsTurnedAsPlayersShowIt() throws {
    let source = try export(.mp4, try TestFrames.patches(count: 1), fps: 30, name: "flat.mp4")
    let rotated = "\(folder)/rotated.mp4"
    try ffmpeg(["-i", source, "-c", "copy", "-metadata:s:v:0", "rotate=90", rotated])
    let (decoder, frames) = try decodeAll(rotated, .isoMedia)
    #expect(decoder.rotation == 270)
    #expect(decoder.width == 16 && decoder.height == 32)
    // The right half (orange) is now the top half.
    #expect(pixel(frames[0].surface, 8, 8, is: TestFrames.patchColors[1]))
    #expect(pixel(frames[0].surface, 8, 24, is: TestFrames.patchColors[0]))
  }

  func error(_ path: String, _ container: VideoContainer) -> String {
    do {
      _ = try decodeAll(path, container)
    } catch {
      return String(describing: error)
    }
    return "no error"
  }

  @Test func damagedVideosEndInOneLine() throws {
    let good = try export(.mp4, try TestFrames.moving(count: 6), fps: 30, name: "good.mp4")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
    let cut = "\(folder)/cut.mp4"
    try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: cut))
    // faststart: the index comes first and reaches the end of the whole file.
    #expect(
      error(cut, .isoMedia)
        == "\(cut): truncated: its sample index reaches byte \(bytes.count) "
        + "but the file ends at byte \(bytes.count * 2 / 3)"
    )
    let random = "\(folder)/random.mov"
    var noise = [UInt8](repeating: 0, count: 4096)
    var state: UInt32 = 12345
    for i in noise.indices {
      state = state &* 1_103_515_245 &+ 12345
      noise[i] = UInt8(state >> 24)
    }
    try Data([0, 0, 0, 24] + Array("ftypqt  ".utf8) + noise).write(to: URL(fileURLWithPath: random))
    #expect(
      error(random, .isoMedia) == "\(random): not a video FFmpeg can decode (Invalid data found when processing input)")
    let missing = "\(folder)/missing.mp4"
    #expect(error(missing, .isoMedia) == "\(missing): no such file or directory")
    #expect(error(folder, .isoMedia) == "\(folder): is a directory, not a regular file")
  }
}
