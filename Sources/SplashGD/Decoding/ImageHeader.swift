/// What an image file declares about itself before any pixel is decoded: its format, its
/// size and, for GIF, where the first frame sits on the logical screen.
///
/// Parsed in Swift from the first bytes so that a hostile or corrupt header (say 60000×60000)
/// is refused before libgd allocates anything.
struct ImageHeader: Equatable {
  var format: ImageFormat
  var width: Int
  var height: Int
  /// The first frame's rectangle on the `width × height` canvas (GIF); the whole canvas otherwise.
  var frame: (x: Int, y: Int, width: Int, height: Int)

  static func == (a: ImageHeader, b: ImageHeader) -> Bool {
    a.format == b.format && a.width == b.width && a.height == b.height && a.frame == b.frame
  }

  /// Parses the header of `bytes`; errors name `name`.
  init(bytes: [UInt8], name: String) throws(GDError) {
    guard !bytes.isEmpty else { throw GDError("\(name): empty file") }
    guard let format = ImageFormat(sniffing: bytes) else {
      throw GDError("\(name): not a PNG, JPEG, WebP or GIF image")
    }
    let reader = ByteReader(bytes: bytes)
    let corrupt = GDError("\(name): truncated or corrupt \(format.rawValue) data")
    let size: (width: Int, height: Int)?
    var frame: (x: Int, y: Int, width: Int, height: Int)?
    switch format {
    case .png: size = Self.pngSize(reader)
    case .jpeg: size = Self.jpegSize(reader)
    case .webP: size = Self.webPSize(reader)
    case .gif:
      guard let (screen, first) = Self.gifSizes(reader) else { throw corrupt }
      size = screen
      frame = first
    }
    guard let size else { throw corrupt }
    self.format = format
    self.width = size.width
    self.height = size.height
    self.frame = frame ?? (0, 0, size.width, size.height)
  }

  /// Throws unless the canvas and the first frame fit `maximumSide` and `maximumPixelCount`.
  func checkLimits(name: String, maximumSide: Int, maximumPixelCount: Int) throws(GDError) {
    try Self.check(width, height, name: name, maximumSide: maximumSide, maximumPixelCount: maximumPixelCount)
    if frame.width != width || frame.height != height {
      try Self.check(
        frame.width, frame.height, name: name, maximumSide: maximumSide, maximumPixelCount: maximumPixelCount,
        what: "first frame size")
    }
  }

  private static func check(
    _ width: Int, _ height: Int, name: String, maximumSide: Int, maximumPixelCount: Int,
    what: String = "size"
  ) throws(GDError) {
    guard width > 0, height > 0 else {
      throw GDError("\(name): declared \(what) \(width)×\(height) is empty")
    }
    guard width <= maximumSide, height <= maximumSide else {
      throw GDError("\(name): declared \(what) \(width)×\(height) exceeds the limit of \(maximumSide) pixels per side")
    }
    guard width * height <= maximumPixelCount else {
      throw GDError(
        "\(name): declared \(what) \(width)×\(height) exceeds the limit of \(maximumPixelCount) pixels in total")
    }
  }

  // MARK: - Formats

  /// PNG: the IHDR chunk must come first; width and height are big-endian 32-bit.
  private static func pngSize(_ r: ByteReader) -> (width: Int, height: Int)? {
    guard r.uint32BE(8) == 13, r.matches("IHDR", at: 12),
      let width = r.uint32BE(16), let height = r.uint32BE(20)
    else { return nil }
    return (width, height)
  }

  /// JPEG: walks the marker segments to the first SOFn (C0–CF except C4 DHT, C8 JPG, CC DAC).
  private static func jpegSize(_ r: ByteReader) -> (width: Int, height: Int)? {
    var offset = 2
    while true {
      // Markers may be preceded by any number of 0xFF fill bytes.
      guard r.byte(offset) == 0xFF else { return nil }
      while r.byte(offset) == 0xFF { offset += 1 }
      guard let marker = r.byte(offset) else { return nil }
      offset += 1
      switch marker {
      case 0x01, 0xD0...0xD8:
        continue  // standalone markers, no length
      case 0xD9, 0xDA:
        return nil  // end of image or start of scan before any frame header
      default:
        guard let length = r.uint16BE(offset), length >= 2 else { return nil }
        if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
          guard let height = r.uint16BE(offset + 3), let width = r.uint16BE(offset + 5) else { return nil }
          return (width, height)
        }
        offset += length
      }
    }
  }

  /// WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended canvas).
  private static func webPSize(_ r: ByteReader) -> (width: Int, height: Int)? {
    let data = 20
    if r.matches("VP8 ", at: 12) {
      // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
      guard r.byte(data + 3) == 0x9D, r.byte(data + 4) == 0x01, r.byte(data + 5) == 0x2A,
        let width = r.uint16LE(data + 6), let height = r.uint16LE(data + 8)
      else { return nil }
      return (width & 0x3FFF, height & 0x3FFF)
    }
    if r.matches("VP8L", at: 12) {
      // Signature 0x2F, then 14 bits width − 1 and 14 bits height − 1.
      guard r.byte(data) == 0x2F, let bits = r.uint32LE(data + 1) else { return nil }
      return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    }
    if r.matches("VP8X", at: 12) {
      // Flags (1), reserved (3), then 24-bit canvas width − 1 and height − 1.
      guard let width = r.uint24LE(data + 4), let height = r.uint24LE(data + 7) else { return nil }
      return (width + 1, height + 1)
    }
    return nil
  }

  /// GIF: the logical screen, then (after the global colour table and any extensions) the
  /// first image descriptor.
  private static func gifSizes(_ r: ByteReader) -> (
    screen: (width: Int, height: Int), frame: (x: Int, y: Int, width: Int, height: Int)
  )? {
    guard let width = r.uint16LE(6), let height = r.uint16LE(8), let flags = r.byte(10) else { return nil }
    var offset = 13
    if flags & 0x80 != 0 { offset += 3 << (Int(flags & 0x07) + 1) }
    while true {
      guard let introducer = r.byte(offset) else { return nil }
      switch introducer {
      case 0x21:
        // Extension: label, then data sub-blocks ended by a zero-length block.
        offset += 2
        while true {
          guard let size = r.byte(offset) else { return nil }
          offset += 1 + Int(size)
          if size == 0 { break }
        }
      case 0x2C:
        guard let x = r.uint16LE(offset + 1), let y = r.uint16LE(offset + 3),
          let w = r.uint16LE(offset + 5), let h = r.uint16LE(offset + 7)
        else { return nil }
        return ((width, height), (x, y, w, h))
      default:
        return nil  // trailer or garbage before any image
      }
    }
  }
}

/// Bounds-checked little- and big-endian reads; every read past the end is nil.
private struct ByteReader {
  let bytes: [UInt8]

  func byte(_ offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  func matches(_ tag: String, at offset: Int) -> Bool {
    let tag = Array(tag.utf8)
    return offset + tag.count <= bytes.count && bytes[offset..<(offset + tag.count)].elementsEqual(tag)
  }

  func uint16BE(_ o: Int) -> Int? { read(o, 2, bigEndian: true) }
  func uint32BE(_ o: Int) -> Int? { read(o, 4, bigEndian: true) }
  func uint16LE(_ o: Int) -> Int? { read(o, 2, bigEndian: false) }
  func uint24LE(_ o: Int) -> Int? { read(o, 3, bigEndian: false) }
  func uint32LE(_ o: Int) -> Int? { read(o, 4, bigEndian: false) }

  private func read(_ offset: Int, _ count: Int, bigEndian: Bool) -> Int? {
    guard offset >= 0, offset + count <= bytes.count else { return nil }
    var value = 0
    for i in 0..<count {
      let b = Int(bytes[offset + (bigEndian ? i : count - 1 - i)])
      value = value << 8 | b
    }
    return value
  }
}
