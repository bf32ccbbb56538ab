internal import CWebP
import Foundation
import SplashFiles
import SplashRaster

/// Decodes an animated (or still) WebP through libwebp's demuxer and `WebPAnimDecoder`
/// (libwebpdemux), one composed frame at a time.
///
/// - The canvas size, frame count and every frame's duration are read by the demuxer first; the
///   size is checked against `PixelBudget` and the count and duration against `DecodingLimits`
///   before the decoder allocates its canvas.
/// - Times are WebP's whole milliseconds: a frame starts where the one before ends. A duration of
///   10 ms or less plays as 100 ms, as in browsers.
/// - libwebp composes the frames (blending, disposal to transparent) in straight RGBA; the result
///   is premultiplied with `mulDiv255`, rounded like every other surface. A still WebP is one
///   frame of duration 0 (`isStill`).
package final class WebPAnimationDecoder: AnimationDecoder {
  package let name: String
  package let width: Int
  package let height: Int
  /// WebP stores milliseconds.
  package let timeQuantum = 1_000
  package let isStill: Bool
  package let declaredFrameCount: Int?
  /// The sum of the frames' durations as played, in microseconds.
  package let declaredDuration: Int?
  /// The loop count: 0 plays forever.
  package let loopCount: Int
  /// The shortest frame duration as played, in microseconds (0 for a still).
  package var shortestDuration: Int { durations.min() ?? 0 }

  /// The file's bytes, kept for as long as the decoder reads them.
  private let storage: UnsafeMutableBufferPointer<UInt8>
  private var decoder: OpaquePointer?
  private let durations: [Int]
  private var index = 0
  private var elapsed = 0

  /// Reads the WebP at `path` (a regular file of at most `DecodingLimits.maximumFileSize` bytes).
  package init(contentsOf path: String, name: String? = nil) throws(VideoError) {
    let name = name ?? path
    let bytes: [UInt8]
    do { bytes = try RegularFile.read(path, limit: DecodingLimits.maximumFileSize) } catch {
      throw VideoError(
        error.stage == .refused ? error.description : "\(path): cannot read the file (\(error.reason))", cause: error)
    }
    self.name = name
    storage = .allocate(capacity: max(1, bytes.count))
    _ = storage.initialize(from: bytes)
    var data = WebPData(bytes: UnsafePointer(storage.baseAddress), size: bytes.count)
    let header: (width: Int, height: Int, animated: Bool, loops: Int, durations: [Int])
    do { header = try Self.readHeader(&data, name: name) } catch {
      storage.deallocate()
      throw error
    }
    width = header.width
    height = header.height
    isStill = !header.animated
    loopCount = header.loops
    durations = header.durations
    declaredFrameCount = header.durations.count
    declaredDuration = isStill ? 0 : header.durations.reduce(0, +)
    // From here `deinit` frees the storage and the decoder.
    var options = WebPAnimDecoderOptions()
    guard splashreel_webp_anim_decoder_options_init(&options) != 0 else {
      throw VideoError("\(name): libwebp's animation decoder does not match its header (version mismatch)")
    }
    options.color_mode = MODE_RGBA
    options.use_threads = 0
    guard let decoder = splashreel_webp_anim_decoder_new(&data, &options) else {
      throw VideoError("\(name): not a WebP file libwebp can decode (damaged or truncated)")
    }
    self.decoder = decoder
  }

  deinit {
    if let decoder { WebPAnimDecoderDelete(decoder) }
    storage.deallocate()
  }

  /// Size, animation flag, loop count and the played duration of every frame, from the demuxer.
  private static func readHeader(_ data: inout WebPData, name: String) throws(VideoError) -> (
    width: Int, height: Int, animated: Bool, loops: Int, durations: [Int]
  ) {
    guard let demuxer = splashreel_webp_demux(&data) else {
      throw VideoError("\(name): not a WebP file libwebp can read (damaged or truncated)")
    }
    defer { WebPDemuxDelete(demuxer) }
    let width = Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_WIDTH))
    let height = Int(WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_HEIGHT))
    let count = Int(WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT))
    let animated = WebPDemuxGetI(demuxer, WEBP_FF_FORMAT_FLAGS) & ANIMATION_FLAG.rawValue != 0
    guard PixelBudget.fits(width: width, height: height) else {
      throw VideoError(
        "\(name): frames of \(width)×\(height) exceed the limit of \(PixelBudget.maximumPixelsPerImage) pixels")
    }
    guard count > 0 else { throw VideoError("\(name): holds no frame") }
    try DecodingLimits.checkFrameCount(count, name: name, declared: true)
    var durations: [Int] = []
    var iterator = WebPIterator()
    for number in 1...count {
      guard WebPDemuxGetFrame(demuxer, Int32(number), &iterator) != 0 else {
        throw VideoError("\(name): frame \(number - 1) cannot be read (damaged or truncated)")
      }
      durations.append(animated ? DecodingLimits.playedDelay(Int(iterator.duration) * 1_000) : 0)
      WebPDemuxReleaseIterator(&iterator)
    }
    try DecodingLimits.checkDuration(durations.reduce(0, +), name: name, declared: true)
    return (width, height, animated, Int(WebPDemuxGetI(demuxer, WEBP_FF_LOOP_COUNT)), durations)
  }

  package func next() throws(VideoError) -> DecodedFrame? {
    guard index < durations.count, let decoder else { return nil }
    var buffer: UnsafeMutablePointer<UInt8>?
    var timestamp: Int32 = 0
    guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else {
      throw VideoError("\(name): frame \(index) cannot be decoded (damaged or truncated)")
    }
    let count = width * height
    var pixels = [UInt8](repeating: 0, count: count * 4)
    pixels.withUnsafeMutableBytes { out in
      let target = out.bindMemory(to: UInt32.self)
      for i in 0..<count {
        let r = UInt32(buffer[i * 4])
        let g = UInt32(buffer[i * 4 + 1])
        let b = UInt32(buffer[i * 4 + 2])
        let a = UInt32(buffer[i * 4 + 3])
        target[i] = StraightAlpha.premultiplied(r: r, g: g, b: b, a: a)
      }
    }
    let surface: Surface
    do { surface = try Surface(width: width, height: height, pixels: pixels) } catch {
      throw VideoError("\(name): \(error)", cause: error)
    }
    let start = elapsed
    elapsed += durations[index]
    index += 1
    return DecodedFrame(surface: surface, start: start, duration: durations[index - 1])
  }
}
