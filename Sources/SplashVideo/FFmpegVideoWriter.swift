internal import CFFmpeg
import Foundation
import SplashFiles
import SplashRaster

/// Writes MP4 and MOV (H.264 through libx264) and WebM (VP9 through libvpx) with FFmpeg's
/// libraries: libswscale converts each frame to BT.709 limited-range YUV (4:2:0 for H.264, 4:4:4
/// for VP9), libavcodec encodes it, libavformat muxes it with exact timestamps.
///
/// - Colour: the conversion uses the BT.709 matrix into limited ("tv") range, and the stream is
///   tagged with exactly that (matrix, primaries, transfer, range), so players decode the colours
///   the frames had. Transparent pixels show over black.
/// - Chroma: 4:2:0 halves the colour resolution; the Lanczos filter that halves it keeps sharp
///   coloured edges 1.5 dB closer to the frames than a bilinear one (ad-splash at @1x: the
///   conversion alone gives 42.2 dB instead of 40.7). WebM keeps full colour resolution (VP9
///   profile 1, 4:4:4), which Chrome, Edge and Firefox play and Safari does not.
/// - Size: 4:2:0 needs an even width and height. An odd one is padded by one column (right) or
///   row (bottom) that repeats the last column or row, so the edge keeps its colour; nothing is
///   cropped.
/// - Time: the time base is 1/fps as a fraction (29.97 = 2997/100) and frame n has pts n and
///   lasts one frame, so the file lasts frames / fps.
/// - H.264: High profile (the level is the lowest that fits, chosen by x264), constant quality
///   (CRF, tuned for PSNR), `moov` before `mdat` (`movflags=+faststart`) so it plays while downloading.
/// - Determinism: the encoders run with a fixed number of threads (not the machine's, not
///   `--threads`), libx264 without its AVX-512 code (`X264Processor`), and libswscale in
///   bit-exact mode, so the same frames give the same bytes whatever the thread count or load.
struct FFmpegVideoWriter {
  let format: ExportFormat
  /// Constant rate factor: libx264's 0…51 or libvpx's 0…63.
  let crf: Int
  /// The encoder to look up; tests name a missing one.
  var encoderName: String

  /// Threads inside the encoder, fixed so the output does not depend on the machine or on
  /// `--threads`: libx264 encodes 3 frames at once (what it picks itself on 2 cores), libvpx
  /// runs 4 threads with row multithreading. A fixed count gives the same bytes every run:
  /// libx264's frame threads wait for each other by design, and the only run-to-run difference
  /// ever seen came from its AVX-512 code (see `X264Processor`), which is left out.
  static func encoderThreads(for format: ExportFormat) -> Int32 { format == .webm ? 4 : 3 }

  init(format: ExportFormat, crf: Int) {
    self.format = format
    self.crf = crf
    encoderName = format == .webm ? "libvpx-vp9" : "libx264"
  }

  /// yuv444p for VP9 (profile 1), yuv420p for H.264 (4:4:4 needs High 4:4:4, which browsers,
  /// iOS and QuickTime do not play).
  var pixelFormat: AVPixelFormat { format == .webm ? AV_PIX_FMT_YUV444P : AV_PIX_FMT_YUV420P }

  func write(_ feed: FrameFeed, fps: Double, to path: String, progress: (Int, Int) -> Void) throws -> ExportReport {
    try FFmpegLibraries.load(for: path)
    let frames = feed.frames
    let width = frames.width
    let height = frames.height
    let storedWidth = width + width % 2
    let storedHeight = height + height % 2
    guard let codec = avcodec_find_encoder_by_name(encoderName) else {
      throw VideoError(
        "\(path): cannot write \(format.displayName): FFmpeg's libavcodec on this machine has no \(encoderName) encoder (install a libavcodec built with it, e.g. Debian's libavcodec-extra)"
      )
    }
    let file: AtomicFile
    do { file = try AtomicFile(path: path) } catch { throw VideoError(error) }
    var session = try FFmpegSession(path: path, temporaryPath: file.temporaryPath, format: format)
    defer { session.close() }
    do {
      try session.openEncoder(
        codec, width: storedWidth, height: storedHeight, pixelFormat: pixelFormat, fps: fps,
        options: encoderOptions(pixels: storedWidth * storedHeight))
      try session.writeHeader()
      let converter = try Converter(width: storedWidth, height: storedHeight, pixelFormat: pixelFormat, path: path)
      defer { converter.close() }
      var padded = [UInt8]()
      try feed.forEach { index, surface in
        if storedWidth == width && storedHeight == height {
          try surface.pixels.withUnsafeBufferPointer { pixels in
            try converter.convert(pixels.baseAddress!, into: session.frame, path: path)
          }
        } else {
          Self.pad(surface, width: storedWidth, height: storedHeight, into: &padded)
          try padded.withUnsafeBufferPointer { pixels in
            try converter.convert(pixels.baseAddress!, into: session.frame, path: path)
          }
        }
        try session.encode(pts: Int64(index))
        progress(index + 1, frames.frameCount)
      }
      try session.finish()
      try file.commit()
    } catch {
      session.close()
      file.discard()
      throw error
    }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    return ExportReport(
      format: format, bytes: bytes, frames: frames.frameCount, framesWritten: frames.frameCount, width: width,
      height: height, storedWidth: storedWidth, storedHeight: storedHeight,
      duration: Double(frames.frameCount) * session.frameSeconds, level: "CRF \(crf)")
  }

  /// libx264: High profile, CRF, the default preset, tuned for fidelity (`tune=psnr`: no
  /// psycho-visual rate distortion or adaptive quantisation, which spend bits on apparent
  /// texture rather than on matching the frames: fewer bytes at equal PSNR, see
  /// Benchmarks/video/run.sh). libvpx: constant quality (bit rate 0), row multithreading, speed 2 of
  /// "good".
  private func encoderOptions(pixels: Int) -> [(String, String)] {
    if format == .webm {
      return [("crf", String(crf)), ("b", "0"), ("deadline", "good"), ("cpu-used", "2"), ("row-mt", "1")]
    }
    // Chroma 2 steps finer than luma, as x264 does when psycho-visual tuning is on: flat
    // colours stay within 2 levels. The lookahead runs in the encoding threads (no separate
    // thread whose progress depends on timing); `asm` names the processor features without
    // AVX-512 (`X264Processor`).
    return [
      ("crf", String(crf)), ("profile", "high"), ("preset", "medium"), ("tune", "psnr"),
      (
        "x264-params",
        "chroma-qp-offset=-2:sync-lookahead=0:rc-lookahead=\(Self.lookahead(pixels: pixels))"
          + (X264Processor.features.map { ":asm=\($0)" } ?? "")
      ),
    ]
  }

  /// Frames libx264 looks ahead for rate control (macroblock tree): its preset's 40 up to 1.5
  /// million pixels a frame, fewer above so the frames waiting stay under ~60 million pixels,
  /// but at least 10. Each frame waiting costs about 3.3 bytes a pixel (12.5 MB at 1320×2868,
  /// measured): at @3x, 15 frames and 3 encoding threads peak at 670 MB, as much as 21 frames on
  /// one thread did, for 0.2 dB less at 2.7 % fewer bytes (Benchmarks/video/run.sh).
  static func lookahead(pixels: Int) -> Int {
    min(40, max(10, 60_000_000 / max(1, pixels)))
  }

  /// Copies `surface` into a `width × height` buffer, repeating its last column and row.
  static func pad(_ surface: Surface, width: Int, height: Int, into buffer: inout [UInt8]) {
    let sourceRow = surface.width * 4
    let row = width * 4
    if buffer.count != row * height { buffer = [UInt8](repeating: 0, count: row * height) }
    surface.pixels.withUnsafeBufferPointer { source in
      buffer.withUnsafeMutableBufferPointer { target in
        for y in 0..<height {
          let from = min(y, surface.height - 1) * sourceRow
          let to = y * row
          for i in 0..<sourceRow { target[to + i] = source[from + i] }
          for x in surface.width..<width {
            for c in 0..<4 { target[to + x * 4 + c] = source[from + sourceRow - 4 + c] }
          }
        }
      }
    }
  }
}

/// RGB → BT.709 limited-range yuv420p or yuv444p through libswscale; 4:2:0 chroma is halved
/// with a Lanczos filter.
private struct Converter {
  let context: OpaquePointer
  let width: Int
  let height: Int

  init(width: Int, height: Int, pixelFormat: AVPixelFormat, path: String) throws {
    let flags = SWS_LANCZOS | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INP
    guard
      let context = sws_getContext(
        Int32(width), Int32(height), AV_PIX_FMT_RGB0, Int32(width), Int32(height), pixelFormat, flags, nil, nil, nil)
    else { throw VideoError("\(path): libswscale cannot convert \(width)x\(height) RGB to YUV") }
    // Source: full-range RGB; destination: BT.709 matrix, limited range (what the stream is tagged).
    let bt709 = sws_getCoefficients(SWS_CS_ITU709)
    sws_setColorspaceDetails(context, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16)
    self.context = context
    self.width = width
    self.height = height
  }

  /// Premultiplied RGBA read as RGBX is the picture over black.
  func convert(_ pixels: UnsafePointer<UInt8>, into frame: UnsafeMutablePointer<AVFrame>, path: String) throws {
    let status = av_frame_make_writable(frame)
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "reuse a frame buffer") }
    let source: [UnsafePointer<UInt8>?] = [pixels, nil, nil, nil]
    let sourceStride: [Int32] = [Int32(width * 4), 0, 0, 0]
    let f = frame.pointee
    let target: [UnsafeMutablePointer<UInt8>?] = [f.data.0, f.data.1, f.data.2, nil]
    let targetStride: [Int32] = [f.linesize.0, f.linesize.1, f.linesize.2, 0]
    sws_scale(context, source, sourceStride, 0, Int32(height), target, targetStride)
  }

  func close() { sws_freeContext(context) }
}
