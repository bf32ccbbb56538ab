internal import CFFmpeg
import Foundation
import SplashFiles
import SplashGD
import SplashGIF
import SplashRaster

/// Writes animated PNG (APNG). Written here because Debian's libpng has no APNG support: the
/// chunks (acTL, fcTL, fdAT) are built by hand and the image data deflated by libdeflate.
///
/// - Frame 0 is the default image (fcTL before IDAT), so viewers without APNG show it.
/// - Each later frame stores only the rectangle that changed from the frame before, with
///   `dispose_op` NONE (the canvas keeps it) and `blend_op` SOURCE (the rectangle replaces what
///   was there, transparent pixels included), so the canvas after frame n is exactly frame n.
/// - A frame identical to the one before is not stored: its time is added to the delay of the
///   frame on screen. Delays are exact fractions: 1/fps (29.97 fps is 100/2997 s) times the
///   frames held.
/// - RGB (colour type 2) when every frame is opaque, else straight-alpha RGBA (colour type 6).
/// - With `colors`, lossy: one palette of that many colours for the whole animation (SplashGIF's
///   quantiser, nearest colour, no dither pattern), frames stored as palette indices (colour
///   type 3, one byte per pixel). That takes two passes over the frames, one for the palette. A
///   palette holds no transparency here: translucent animations stay lossless RGBA.
struct APNGWriter {
  /// 0 = forever.
  let loopCount: Int
  /// Palette colours (2…255) for an indexed-colour file; nil for lossless.
  var colors: Int? = nil
  /// libdeflate's level: 9 is within a few percent of the smallest at a fraction of 12's time.
  var deflateLevel: Int32 = 9

  /// One stored frame: its rectangle, its zlib data and how many frames it is shown for.
  private struct StoredFrame {
    var rect: PixelRect
    var data: [UInt8]
    var holds: Int
  }

  /// How the pixels are stored.
  private enum Pixels {
    case rgb, rgba
    case indexed(AnimationPalette)

    /// PNG's colour type.
    var colorType: UInt8 {
      switch self {
      case .rgb: 2
      case .rgba: 6
      case .indexed: 3
      }
    }
  }

  /// Thrown inside when a translucent frame follows opaque ones written as RGB.
  private struct NeedsAlpha: Error {}

  func write(_ feed: FrameFeed, fps: Double, to path: String, progress: (Int, Int) -> Void) throws -> ExportReport {
    var stored: [StoredFrame]
    var pixels: Pixels
    if let colors, let palette = try Self.palette(of: feed, colors: colors) {
      pixels = .indexed(palette)
      stored = try encodeFrames(feed, pixels: pixels, progress: progress).stored
    } else {
      do {
        (stored, pixels) = try encodeFrames(feed, pixels: nil, progress: progress)
      } catch is NeedsAlpha {
        (stored, pixels) = try encodeFrames(feed, pixels: .rgba, progress: progress)
      }
    }
    let frames = feed.frames
    var png = PNGChunks()
    png.appendHeader(width: frames.width, height: frames.height, colorType: pixels.colorType)
    var level = "lossless"
    if case .indexed(let palette) = pixels {
      png.append("PLTE", palette.colors.flatMap { [$0.r, $0.g, $0.b] })
      level = "\(palette.colors.count) colours"
    }
    var control: [UInt8] = []
    PNGChunks.appendBigEndian(UInt32(stored.count), to: &control)
    PNGChunks.appendBigEndian(UInt32(loopCount), to: &control)
    png.append("acTL", control)
    var sequence: UInt32 = 0
    // The frame rate as a fraction, as FFmpeg's muxers take it (the only FFmpeg call here).
    try FFmpegLibraries.load(for: path)
    let rate = av_d2q(fps, 65535)
    for (index, frame) in stored.enumerated() {
      var fcTL: [UInt8] = []
      PNGChunks.appendBigEndian(sequence, to: &fcTL)
      sequence += 1
      for value in [frame.rect.width, frame.rect.height, frame.rect.x, frame.rect.y] {
        PNGChunks.appendBigEndian(UInt32(value), to: &fcTL)
      }
      let (numerator, denominator) = Self.delay(holding: frame.holds, rate: (Int(rate.num), Int(rate.den)), fps: fps)
      PNGChunks.appendBigEndian(UInt16(numerator), to: &fcTL)
      PNGChunks.appendBigEndian(UInt16(denominator), to: &fcTL)
      fcTL += [0 /* APNG_DISPOSE_OP_NONE */, 0 /* APNG_BLEND_OP_SOURCE */]
      png.append("fcTL", fcTL)
      if index == 0 {
        png.append("IDAT", frame.data)
      } else {
        var fdAT: [UInt8] = []
        PNGChunks.appendBigEndian(sequence, to: &fdAT)
        sequence += 1
        png.append("fdAT", fdAT + frame.data)
      }
    }
    png.append("IEND", [])
    do { try AtomicFile.write(png.bytes, to: path) } catch { throw VideoError(error) }
    return ExportReport(
      format: .apng, bytes: png.bytes.count, frames: frames.frameCount, framesWritten: stored.count,
      width: frames.width, height: frames.height, storedWidth: frames.width, storedHeight: frames.height,
      duration: Double(frames.frameCount) * Double(rate.den) / Double(rate.num), level: level)
  }

  /// Pass 1 of an indexed file: a palette of at most `colors` colours for every frame; nil when
  /// a frame is translucent (then the file stays lossless RGBA).
  private static func palette(of feed: FrameFeed, colors: Int) throws -> AnimationPalette? {
    var builder = AnimationPalette.Builder(maximumColors: colors)
    var opaque = true
    try feed.forEach { _, surface in
      guard opaque else { return }
      opaque = surface.isOpaque
      builder.add(surface)
    }
    return opaque ? builder.palette(threads: feed.workers) : nil
  }

  /// The delay of a frame shown for `holds` frames at `rate` (num/den frames per second) as a
  /// PNG fraction of 16-bit parts: exact when it fits, else in milliseconds (then hundredths).
  static func delay(holding holds: Int, rate: (num: Int, den: Int), fps: Double) -> (Int, Int) {
    var numerator = holds * rate.den
    var denominator = rate.num
    let divisor = gcd(numerator, denominator)
    numerator /= divisor
    denominator /= divisor
    if numerator <= 65535 && denominator <= 65535 { return (numerator, denominator) }
    for unit in [1000, 100, 10, 1] {
      let rounded = Int((Double(holds) / fps * Double(unit)).rounded())
      if rounded <= 65535 { return (rounded, unit) }
    }
    return (65535, 1)
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

  /// Diffs and compresses every frame, `feed.workers` at a time on as many threads. `pixels`
  /// nil: RGB when the first frame is opaque, else RGBA; NeedsAlpha when RGB meets a translucent
  /// frame.
  private func encodeFrames(_ feed: FrameFeed, pixels forced: Pixels?, progress: (Int, Int) -> Void) throws -> (
    stored: [StoredFrame], pixels: Pixels
  ) {
    var pixels = forced
    var stored: [StoredFrame] = []
    var previous: (surface: Surface, indices: [UInt8])?
    var pending: [Surface] = []
    let total = feed.frames.frameCount
    var done = 0
    func flush() throws {
      guard !pending.isEmpty, let mode = pixels else { return }
      let encoder = PNGRowEncoder(hasAlpha: mode.colorType == 6, level: deflateLevel)
      let before = previous
      let batch = pending
      // Indexed: every frame of the batch mapped first, then compared with the one before.
      let mapped: [[UInt8]]
      if case .indexed(let palette) = mode {
        let slots = ResultSlots<[UInt8]>(count: batch.count)
        DispatchQueue.concurrentPerform(iterations: batch.count) { i in
          slots.set(i, .success(palette.indices(of: batch[i])))
        }
        mapped = try slots.values.map { try $0.get() }
      } else {
        mapped = []
      }
      let results = ResultSlots<StoredFrame?>(count: batch.count)
      DispatchQueue.concurrentPerform(iterations: batch.count) { i in
        let surface = batch[i]
        let whole = PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)
        let rect: PixelRect?
        switch mode {
        case .rgb where !surface.isOpaque:
          return results.set(i, .failure(NeedsAlpha()))
        case .rgb, .rgba:
          let reference = i == 0 ? before?.surface : batch[i - 1]
          rect = reference.map { ChangedRect.between($0, surface) } ?? whole
        case .indexed:
          let reference = i == 0 ? before?.indices : mapped[i - 1]
          rect = reference.map { ChangedRect.between($0, mapped[i], width: surface.width) } ?? whole
        }
        guard let rect else { return results.set(i, .success(nil)) }
        let data =
          mapped.isEmpty
          ? encoder.encode(surface, rect: rect) : encoder.encode(indices: mapped[i], width: surface.width, rect: rect)
        results.set(i, .success(StoredFrame(rect: rect, data: data, holds: 1)))
      }
      for result in results.values {
        if let frame = try result.get() {
          stored.append(frame)
        } else {
          stored[stored.count - 1].holds += 1
        }
      }
      previous = (batch.last!, mapped.last ?? [])
      done += batch.count
      progress(done, total)
      pending.removeAll(keepingCapacity: true)
    }
    try feed.forEach { _, surface in
      if pixels == nil { pixels = surface.isOpaque ? .rgb : .rgba }
      pending.append(surface)
      if pending.count >= feed.workers { try flush() }
    }
    try flush()
    return (stored, pixels ?? .rgb)
  }
}

/// Results filled by several threads at distinct indices.
final class ResultSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Value, any Error>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Result<Value, any Error>) { lock.withLock { slots[index] = value } }

  var values: [Result<Value, any Error>] { lock.withLock { slots.map { $0! } } }
}
