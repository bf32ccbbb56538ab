internal import CWebP
import Foundation
import SplashFiles
import SplashRaster

/// Writes animated WebP through libwebp's `WebPAnimEncoder` (libwebpmux), lossless or lossy.
///
/// WebP stores frame times in whole milliseconds: frame n starts at round(n × 1000 / fps) ms,
/// so the delays alternate (33, 33, 34 ms at 30 fps) and the total is the animation's length to
/// the millisecond. The encoder itself keeps only the changed rectangle of each frame and
/// merges identical frames.
struct WebPWriter {
  /// 0…100, nil for lossless.
  let quality: Int?
  /// 0 = forever.
  let loopCount: Int

  func write(_ feed: FrameFeed, fps: Double, to path: String, progress: (Int, Int) -> Void) throws -> ExportReport {
    let frames = feed.frames
    var options = WebPAnimEncoderOptions()
    guard splashreel_webp_anim_options_init(&options) != 0 else {
      throw VideoError("\(path): libwebp's animation encoder does not match its header (version mismatch)")
    }
    options.anim_params.loop_count = Int32(loopCount)
    options.anim_params.bgcolor = 0
    options.allow_mixed = 0
    guard let encoder = splashreel_webp_anim_encoder_new(Int32(frames.width), Int32(frames.height), &options) else {
      throw VideoError(
        "\(path): libwebp cannot encode a \(frames.width)x\(frames.height) animation (at most 16383x16383)")
    }
    defer { WebPAnimEncoderDelete(encoder) }
    var config = WebPConfig()
    guard splashreel_webp_config_init(&config) != 0 else {
      throw VideoError("\(path): libwebp's encoder does not match its header (version mismatch)")
    }
    if let quality {
      config.lossless = 0
      config.quality = Float(quality)
    } else {
      config.lossless = 1
      config.quality = 75
    }
    config.method = 4
    config.exact = 0
    var straight = [UInt8]()
    try feed.forEach { index, surface in
      Self.unpremultiply(surface, into: &straight)
      var picture = WebPPicture()
      guard splashreel_webp_picture_init(&picture) != 0 else {
        throw VideoError("\(path): libwebp's picture does not match its header (version mismatch)")
      }
      picture.use_argb = 1
      picture.width = Int32(frames.width)
      picture.height = Int32(frames.height)
      defer { WebPPictureFree(&picture) }
      let imported = straight.withUnsafeBufferPointer {
        WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(frames.width * 4))
      }
      guard imported != 0 else { throw VideoError("\(path): out of memory importing frame \(index) into libwebp") }
      guard WebPAnimEncoderAdd(encoder, &picture, Self.timestamp(index, fps: fps), &config) != 0 else {
        throw VideoError("\(path): libwebp cannot encode frame \(index) (\(Self.message(encoder)))")
      }
      progress(index + 1, frames.frameCount)
    }
    let end = Self.timestamp(frames.frameCount, fps: fps)
    guard WebPAnimEncoderAdd(encoder, nil, end, nil) != 0 else {
      throw VideoError("\(path): libwebp cannot finish the animation (\(Self.message(encoder)))")
    }
    var data = WebPData()
    guard WebPAnimEncoderAssemble(encoder, &data) != 0 else {
      throw VideoError("\(path): libwebp cannot assemble the animation (\(Self.message(encoder)))")
    }
    defer { WebPDataClear(&data) }
    let bytes = Array(UnsafeBufferPointer(start: data.bytes, count: data.size))
    do { try AtomicFile.write(bytes, to: path) } catch { throw VideoError(error) }
    return ExportReport(
      format: .webp, bytes: bytes.count, frames: frames.frameCount, framesWritten: frames.frameCount,
      width: frames.width, height: frames.height, storedWidth: frames.width, storedHeight: frames.height,
      duration: Double(end) / 1000, level: quality.map { "quality \($0)" } ?? "lossless")
  }

  /// Milliseconds from the start to frame `index`.
  static func timestamp(_ index: Int, fps: Double) -> Int32 {
    Int32((Double(index) * 1000 / fps).rounded())
  }

  private static func message(_ encoder: OpaquePointer) -> String {
    guard let text = WebPAnimEncoderGetError(encoder) else { return "unknown error" }
    let message = String(cString: text)
    return message.isEmpty ? "unknown error" : message
  }

  /// Premultiplied RGBA → straight RGBA (what libwebp imports), rounded to nearest.
  static func unpremultiply(_ surface: Surface, into buffer: inout [UInt8]) {
    if buffer.count != surface.pixels.count { buffer = [UInt8](repeating: 0, count: surface.pixels.count) }
    surface.pixels.withUnsafeBufferPointer { source in
      buffer.withUnsafeMutableBufferPointer { target in
        StraightAlpha.convert(source, from: 0, count: surface.width * surface.height, into: target, at: 0)
      }
    }
  }
}
