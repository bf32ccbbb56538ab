internal import CDeflate
import SplashRaster

/// The chunk layout of an APNG, checked whole before any pixel is inflated: signature, CRCs,
/// IHDR first, `acTL` before the image data, frame controls and data chunks in sequence-number
/// order, every frame's rectangle inside the canvas.
struct APNGStructure {
  /// One frame: its control chunk's fields and where its compressed data lies.
  struct Frame {
    var width: Int
    var height: Int
    var x: Int
    var y: Int
    /// The delay as the fraction the file stores (a denominator of 0 means 100).
    var delayNumerator: Int
    var delayDenominator: Int
    /// 0 none, 1 background (clear to transparent), 2 previous.
    var dispose: UInt8
    /// 0 source (replace), 1 over.
    var blend: UInt8
    /// The zlib stream's pieces: IDAT data, or fdAT data after its sequence number.
    var data: [Range<Int>] = []
  }

  var header: PNGImageHeader
  /// PLTE entries as straight RGBA (alpha from tRNS), for colour type 3.
  var palette: [UInt32]
  /// tRNS for colour types 0 and 2: the sample values (at the file's bit depth) shown transparent.
  var transparentKey: [Int]?
  var frames: [Frame]
  var loopCount: Int

  /// Reads the chunks of `bytes`; errors name `name`.
  init(_ bytes: [UInt8], name: String) throws(VideoError) {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw VideoError("\(name): not a PNG file")
    }
    var offset = 8
    var seenImageData = false
    var declaredFrames: Int?
    var loops = 0
    var header: PNGImageHeader?
    var sequence: UInt32 = 0
    var frames: [Frame] = []
    var palette: [UInt32] = []
    var transparentKey: [Int]?
    // Whether the chunks now being read belong to the last frame control (the default image
    // belongs to the animation only when an fcTL precedes it).
    var collecting = false
    // Whether frame 0's data is the IDAT (its fcTL came first) rather than fdAT chunks.
    var firstFrameIsDefaultImage = false
    var ended = false
    while offset < bytes.count {
      guard bytes.count - offset >= 12 else {
        throw VideoError("\(name): truncated: the chunk at byte \(offset) is cut off")
      }
      let length = Int(Self.uint32(bytes, offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else {
        throw VideoError("\(name): truncated: the \(type) chunk at byte \(offset) is cut off")
      }
      let data = (offset + 8)..<(offset + 8 + length)
      let stored = Self.uint32(bytes, data.upperBound)
      let crc = bytes.withUnsafeBufferPointer { UInt32(libdeflate_crc32(0, $0.baseAddress! + offset + 4, length + 4)) }
      guard crc == stored else { throw VideoError("\(name): the \(type) chunk at byte \(offset) is damaged (bad CRC)") }
      offset = data.upperBound + 4
      if header == nil && type != "IHDR" { throw VideoError("\(name): the first chunk is \(type), not IHDR") }
      switch type {
      case "IHDR":
        header = try PNGImageHeader(bytes[data], name: name)
      case "PLTE":
        guard length % 3 == 0, length > 0, length <= 768 else {
          throw VideoError("\(name): the PLTE chunk holds \(length) bytes, not 3 per entry for 1 to 256 entries")
        }
        palette = stride(from: data.lowerBound, to: data.upperBound, by: 3).map {
          UInt32(bytes[$0]) | UInt32(bytes[$0 + 1]) << 8 | UInt32(bytes[$0 + 2]) << 16 | 0xFF00_0000
        }
      case "tRNS":
        transparentKey = try Self.transparency(bytes, data, header: header!, palette: &palette, name: name)
      case "acTL":
        guard !seenImageData else { throw VideoError("\(name): the acTL chunk comes after the image data") }
        guard length == 8 else { throw VideoError("\(name): the acTL chunk holds \(length) bytes, not 8") }
        declaredFrames = Int(Self.uint32(bytes, data.lowerBound))
        loops = Int(Self.uint32(bytes, data.lowerBound + 4))
        guard declaredFrames! > 0 else { throw VideoError("\(name): acTL declares 0 frames") }
        try DecodingLimits.checkFrameCount(declaredFrames!, name: name, declared: true)
      case "fcTL":
        guard length == 26 else {
          throw VideoError("\(name): APNG frame \(frames.count): the fcTL chunk holds \(length) bytes, not 26")
        }
        try Self.checkSequence(bytes, data.lowerBound, expected: &sequence, "fcTL", frame: frames.count, name: name)
        let frame = try Self.frameControl(bytes, data.lowerBound, header: header!, index: frames.count, name: name)
        frames.append(frame)
        collecting = true
      case "IDAT":
        seenImageData = true
        if collecting && frames.count == 1 {
          firstFrameIsDefaultImage = true
          frames[0].data.append(data)
        }
      case "fdAT":
        guard collecting, seenImageData, frames.count > 1 || !firstFrameIsDefaultImage else {
          throw VideoError("\(name): an fdAT chunk comes before its frame's fcTL")
        }
        guard length >= 4 else { throw VideoError("\(name): APNG frame \(frames.count - 1): an empty fdAT chunk") }
        try Self.checkSequence(
          bytes, data.lowerBound, expected: &sequence, "fdAT", frame: frames.count - 1, name: name)
        frames[frames.count - 1].data.append((data.lowerBound + 4)..<data.upperBound)
      case "IEND":
        ended = true
      default:
        // A critical chunk (upper-case first letter) this decoder does not know changes the image.
        if let first = type.utf8.first, first >= 65, first <= 90 {
          throw VideoError("\(name): unknown critical chunk \(type)")
        }
      }
      if ended { break }
    }
    guard let header else { throw VideoError("\(name): no IHDR chunk") }
    guard ended else { throw VideoError("\(name): truncated: no IEND chunk") }
    guard seenImageData else { throw VideoError("\(name): no image data (IDAT)") }
    guard let declaredFrames else { throw VideoError("\(name): not an APNG (no acTL chunk)") }
    guard declaredFrames == frames.count else {
      throw VideoError("\(name): acTL declares \(declaredFrames) frames, the file holds \(frames.count)")
    }
    if header.colourType == 3 && palette.isEmpty { throw VideoError("\(name): a palette image without a PLTE chunk") }
    for (index, frame) in frames.enumerated() where frame.data.isEmpty {
      throw VideoError("\(name): APNG frame \(index): no image data")
    }
    self.header = header
    self.frames = frames
    self.palette = palette
    self.transparentKey = transparentKey
    loopCount = loops
  }

  /// A frame control's fields, checked against the canvas.
  private static func frameControl(_ bytes: [UInt8], _ at: Int, header: PNGImageHeader, index: Int, name: String)
    throws(VideoError) -> Frame
  {
    let frame = Frame(
      width: Int(uint32(bytes, at + 4)), height: Int(uint32(bytes, at + 8)), x: Int(uint32(bytes, at + 12)),
      y: Int(uint32(bytes, at + 16)), delayNumerator: Int(bytes[at + 20]) << 8 | Int(bytes[at + 21]),
      delayDenominator: Int(bytes[at + 22]) << 8 | Int(bytes[at + 23]), dispose: bytes[at + 24], blend: bytes[at + 25])
    let prefix = "\(name): APNG frame \(index):"
    guard frame.width > 0, frame.height > 0, frame.x + frame.width <= header.width,
      frame.y + frame.height <= header.height
    else {
      throw VideoError(
        "\(prefix) its \(frame.width)×\(frame.height) rectangle at (\(frame.x), \(frame.y)) is not inside the "
          + "\(header.width)×\(header.height) canvas"
      )
    }
    if index == 0 && (frame.x != 0 || frame.y != 0 || frame.width != header.width || frame.height != header.height) {
      throw VideoError("\(prefix) the first frame must cover the whole \(header.width)×\(header.height) canvas")
    }
    guard frame.dispose <= 2 else { throw VideoError("\(prefix) dispose_op \(frame.dispose) (0, 1 or 2 expected)") }
    guard frame.blend <= 1 else { throw VideoError("\(prefix) blend_op \(frame.blend) (0 or 1 expected)") }
    return frame
  }

  /// Checks the sequence number at `at` (fcTL and fdAT share one count from 0).
  private static func checkSequence(
    _ bytes: [UInt8], _ at: Int, expected: inout UInt32, _ type: String, frame: Int, name: String
  ) throws(VideoError) {
    let number = uint32(bytes, at)
    guard number == expected else {
      throw VideoError("\(name): APNG frame \(frame): \(type) sequence number \(number), expected \(expected)")
    }
    expected += 1
  }

  /// Applies a tRNS chunk: alpha into the palette, or the colour key it returns.
  private static func transparency(
    _ bytes: [UInt8], _ data: Range<Int>, header: PNGImageHeader, palette: inout [UInt32], name: String
  ) throws(VideoError) -> [Int]? {
    switch header.colourType {
    case 3:
      guard !palette.isEmpty, data.count <= palette.count else {
        throw VideoError("\(name): the tRNS chunk has \(data.count) entries for a palette of \(palette.count)")
      }
      for (i, at) in data.enumerated() { palette[i] = palette[i] & 0x00FF_FFFF | UInt32(bytes[at]) << 24 }
      return nil
    case 0, 2:
      let samples = header.colourType == 0 ? 1 : 3
      guard data.count == samples * 2 else {
        throw VideoError("\(name): the tRNS chunk holds \(data.count) bytes, not \(samples * 2)")
      }
      return (0..<samples).map { Int(bytes[data.lowerBound + 2 * $0]) << 8 | Int(bytes[data.lowerBound + 2 * $0 + 1]) }
    default:
      throw VideoError("\(name): a tRNS chunk in an image that has an alpha channel")
    }
  }

  static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
  }
}

/// The IHDR fields, checked: every colour type and bit depth PNG allows, not interlaced.
struct PNGImageHeader {
  var width: Int
  var height: Int
  var bitDepth: Int
  /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
  var colourType: Int

  /// Samples per pixel.
  var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType]! }
  /// Bytes per complete pixel for the filters (at least 1).
  var filterStep: Int { max(1, channels * bitDepth / 8) }
  /// Bytes of one row of `width` pixels, without the filter byte.
  func rowBytes(_ width: Int) -> Int { (width * channels * bitDepth + 7) / 8 }

  init(_ data: ArraySlice<UInt8>, name: String) throws(VideoError) {
    guard data.count == 13 else { throw VideoError("\(name): the IHDR chunk holds \(data.count) bytes, not 13") }
    let d = data.startIndex
    let bytes = Array(data)
    width = Int(APNGStructure.uint32(bytes, 0))
    height = Int(APNGStructure.uint32(bytes, 4))
    bitDepth = Int(data[d + 8])
    colourType = Int(data[d + 9])
    let allowed: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
    guard let depths = allowed[colourType], depths.contains(bitDepth) else {
      throw VideoError("\(name): colour type \(colourType) with bit depth \(bitDepth) is not a valid PNG")
    }
    guard data[d + 10] == 0, data[d + 11] == 0 else {
      throw VideoError("\(name): unknown compression or filter method in IHDR")
    }
    guard data[d + 12] == 0 else { throw VideoError("\(name): interlaced APNG is not supported") }
    guard width > 0, height > 0 else { throw VideoError("\(name): the image is \(width)×\(height) pixels") }
    guard PixelBudget.fits(width: width, height: height) else {
      throw VideoError(
        "\(name): frames of \(width)×\(height) exceed the limit of \(PixelBudget.maximumPixelsPerImage) pixels")
    }
  }
}
