import Foundation
import SplashFiles
import SplashRaster

/// Decodes an animated PNG (APNG) one composed frame at a time. Written by hand, like
/// `APNGWriter`, because Debian's libpng has no APNG support; image data is inflated by
/// libdeflate.
///
/// - The whole chunk structure is checked when the file is opened (CRCs, `acTL` before the
///   image data, the frame count it declares, fcTL/fdAT sequence numbers, every frame's rectangle
///   inside the canvas), so errors in it come before any frame; pixels are decoded frame by frame.
/// - Frames compose as browsers do: the canvas starts transparent; `blend_op` SOURCE replaces the
///   rectangle, OVER draws it over the canvas (premultiplied source-over); `dispose_op`
///   BACKGROUND clears the rectangle after the frame is shown, PREVIOUS restores what was there
///   (on the first frame, PREVIOUS acts as BACKGROUND).
/// - Delays are the stored fractions (a denominator of 0 means hundredths), summed exactly: frame
///   n starts at round(10⁶ × Σ delays before it) µs. A delay of 10 ms or less plays as 100 ms, as
///   in browsers. A default image without its own fcTL is not part of the animation.
/// - Every colour type and bit depth of PNG, tRNS included; 16-bit samples round to 8 bits.
///   Interlaced files are refused.
package struct APNGDecoder: AnimationDecoder {
  package let name: String
  package let width: Int
  package let height: Int
  package let timeQuantum = 0
  package let isStill = false
  /// The frame count `acTL` declares (checked against the frames the file holds).
  package let declaredFrameCount: Int?
  /// The sum of the frames' delays as played, in microseconds.
  package let declaredDuration: Int?
  /// The `acTL` loop count: 0 plays forever.
  package let loopCount: Int
  /// The shortest frame delay as played, in microseconds: one frame of the rate the animation was
  /// made at (identical frames are stored as one longer frame).
  package var shortestDelay: Int { zip(times, times.dropFirst()).map { $1 - $0 }.min() ?? 0 }

  private let bytes: [UInt8]
  private let structure: APNGStructure
  private let scanlines: PNGScanlines
  /// The start of each frame and the end of the last, in microseconds.
  private let times: [Int]
  private var canvas: Surface
  private var index = 0
  /// The disposal to apply before the next frame: its rectangle and, for PREVIOUS, the pixels.
  private var disposal: (frame: APNGStructure.Frame, saved: [UInt8]?)?

  /// Reads the APNG at `path` (a regular file of at most `DecodingLimits.maximumFileSize` bytes).
  package init(contentsOf path: String, name: String? = nil) throws(VideoError) {
    let bytes: [UInt8]
    do { bytes = try RegularFile.read(path, limit: DecodingLimits.maximumFileSize) } catch {
      throw VideoError(
        error.stage == .refused ? error.description : "\(path): cannot read the file (\(error.reason))", cause: error)
    }
    try self.init(bytes: bytes, name: name ?? path)
  }

  /// Decodes APNG bytes held in memory; `name` starts every message.
  package init(bytes: [UInt8], name: String) throws(VideoError) {
    let structure = try APNGStructure(bytes, name: name)
    self.name = name
    self.bytes = bytes
    self.structure = structure
    width = structure.header.width
    height = structure.header.height
    loopCount = structure.loopCount
    declaredFrameCount = structure.frames.count
    scanlines = PNGScanlines(
      header: structure.header, palette: structure.palette, transparentKey: structure.transparentKey)
    times = Self.frameTimes(structure.frames)
    declaredDuration = times.last
    try DecodingLimits.checkDuration(times.last!, name: name, declared: true)
    do { canvas = try Surface(width: width, height: height) } catch {
      throw VideoError("\(name): \(error)", cause: error)
    }
  }

  /// Whether the PNG at `path` is animated: an `acTL` chunk comes before its first IDAT (a PNG
  /// without one is a still). Reads chunk headers only; false for anything unreadable.
  package static func isAnimated(contentsOf path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    var offset: UInt64 = 8
    // Chunks before the image data are few (IHDR, colour and text chunks); 1,000 is plenty.
    for _ in 0..<1_000 {
      guard (try? handle.seek(toOffset: offset)) != nil, let head = try? handle.read(upToCount: 8), head.count == 8
      else { return false }
      let bytes = [UInt8](head)
      let type = String(decoding: bytes[4..<8], as: UTF8.self)
      if type == "acTL" { return true }
      if type == "IDAT" || type == "IEND" { return false }
      offset += 12 + UInt64(APNGStructure.uint32(bytes, 0))
    }
    return false
  }

  /// Frame start times and the end, in microseconds, from the exact sum of the delays played.
  static func frameTimes(_ frames: [APNGStructure.Frame]) -> [Int] {
    var times = [0]
    var sum = ExactSum()
    for frame in frames {
      let denominator = frame.delayDenominator == 0 ? 100 : frame.delayDenominator
      if frame.delayNumerator * 1_000_000 <= DecodingLimits.shortestPlayedDelay * denominator {
        sum.add(DecodingLimits.clampedDelay, 1_000_000)
      } else {
        sum.add(frame.delayNumerator, denominator)
      }
      times.append(sum.microseconds)
    }
    return times
  }

  package mutating func next() throws(VideoError) -> DecodedFrame? {
    guard index < structure.frames.count else { return nil }
    if let (previous, saved) = disposal {
      apply(disposal: previous, saved: saved)
      disposal = nil
    }
    let frame = structure.frames[index]
    let pixels: [UInt8]
    switch scanlines.decode(bytes, frame.data, width: frame.width, height: frame.height) {
    case .success(let decoded): pixels = decoded
    case .failure(let fault): throw VideoError("\(name): APNG frame \(index): \(fault.description)")
    }
    let dispose = index == 0 && frame.dispose == 2 ? 1 : frame.dispose
    disposal = dispose == 0 ? nil : (frame, dispose == 2 ? copy(frame) : nil)
    draw(pixels, frame)
    defer { index += 1 }
    return DecodedFrame(surface: canvas, start: times[index], duration: times[index + 1] - times[index])
  }

  /// Draws a frame's pixels into its rectangle of the canvas.
  private mutating func draw(_ pixels: [UInt8], _ frame: APNGStructure.Frame) {
    let canvasWidth = width
    canvas.pixels.withUnsafeMutableBufferPointer { target in
      pixels.withUnsafeBufferPointer { source in
        for y in 0..<frame.height {
          let from = y * frame.width * 4
          let to = ((frame.y + y) * canvasWidth + frame.x) * 4
          if frame.blend == 0 {
            for i in 0..<(frame.width * 4) { target[to + i] = source[from + i] }
            continue
          }
          for x in 0..<frame.width {
            let s = from + x * 4
            let d = to + x * 4
            let inverse = 255 - UInt32(source[s + 3])
            for c in 0..<4 {
              target[d + c] = UInt8(UInt32(source[s + c]) + mulDiv255(UInt32(target[d + c]), inverse))
            }
          }
        }
      }
    }
  }

  /// The canvas pixels under a frame's rectangle, row by row.
  private func copy(_ frame: APNGStructure.Frame) -> [UInt8] {
    var saved: [UInt8] = []
    saved.reserveCapacity(frame.width * frame.height * 4)
    for y in 0..<frame.height {
      let start = ((frame.y + y) * width + frame.x) * 4
      saved += canvas.pixels[start..<(start + frame.width * 4)]
    }
    return saved
  }

  /// Clears a rectangle to transparent, or puts back the pixels saved from it.
  private mutating func apply(disposal frame: APNGStructure.Frame, saved: [UInt8]?) {
    let canvasWidth = width
    canvas.pixels.withUnsafeMutableBufferPointer { target in
      for y in 0..<frame.height {
        let to = ((frame.y + y) * canvasWidth + frame.x) * 4
        for i in 0..<(frame.width * 4) { target[to + i] = saved.map { $0[y * frame.width * 4 + i] } ?? 0 }
      }
    }
  }
}

/// A sum of fractions kept exact (reduced), rounded to microseconds on demand; falls back to a
/// double should the exact numbers overflow.
struct ExactSum {
  private var numerator = 0
  private var denominator = 1
  private var approximate: Double?

  mutating func add(_ n: Int, _ d: Int) {
    if let value = approximate {
      approximate = value + Double(n) / Double(d)
      return
    }
    let common = denominator / Self.gcd(denominator, d) * d
    let (left, o1) = numerator.multipliedReportingOverflow(by: common / denominator)
    let (right, o2) = n.multipliedReportingOverflow(by: common / d)
    let (sum, o3) = left.addingReportingOverflow(right)
    guard !o1, !o2, !o3, common < 1 << 32 else {
      approximate = Double(numerator) / Double(denominator) + Double(n) / Double(d)
      return
    }
    let reduce = Self.gcd(sum, common)
    numerator = sum / reduce
    denominator = common / reduce
  }

  /// The sum in microseconds, rounded half up.
  var microseconds: Int {
    let (scaled, overflow) = numerator.multipliedReportingOverflow(by: 1_000_000)
    if let approximate = approximate ?? (overflow ? Double(numerator) / Double(denominator) : nil) {
      return Int(min((approximate * 1_000_000).rounded(), Double(Int.max / 2)))
    }
    return (scaled + denominator / 2) / denominator
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
