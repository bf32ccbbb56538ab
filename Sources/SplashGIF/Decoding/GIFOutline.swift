/// What a GIF declares without decoding any pixel: its screen size and each frame's delay, found
/// by walking its blocks and skipping the LZW data.
///
/// The size is the logical screen, or for a screen declared 0 wide or high the first image's right
/// and bottom edge, as ``GIFDecoder`` takes it. Used to compare the shape of two animations before
/// anything is decoded.
public struct GIFOutline: Sendable, Equatable {
  public let width: Int
  public let height: Int
  /// Each frame's delay as written, in hundredths of a second (see `GIFFrame.playedDelay`).
  public let delays: [Int]

  /// Reads the blocks of the GIF at `path`; errors name `path`.
  public init(contentsOf path: String) throws(GIFError) {
    try self.init(bytes: GIFDecoder.readFile(path), name: path)
  }

  /// Reads the blocks of GIF bytes; `name` is used in error messages.
  public init(bytes: [UInt8], name: String) throws(GIFError) {
    var reader = GIFByteReader(bytes: bytes, name: name)
    let signature = try reader.bytes(6, "the GIF signature")
    guard signature.elementsEqual("GIF87a".utf8) || signature.elementsEqual("GIF89a".utf8) else {
      throw GIFError("\(name): not a GIF file")
    }
    var width = try reader.uint16("the logical screen width")
    var height = try reader.uint16("the logical screen height")
    let flags = try reader.byte("the logical screen flags")
    _ = try reader.bytes(2, "the logical screen descriptor")
    if flags & 0x80 != 0 { _ = try reader.bytes((2 << Int(flags & 7)) * 3, "the global colour table") }
    var delays: [Int] = []
    var delay = 0
    scan: while !reader.isAtEnd {
      let start = reader.offset
      switch try reader.byte("a block introducer") {
      case 0x3B:
        break scan
      case 0x21:
        let label = try reader.byte("an extension label")
        if label == 0xF9 {
          // An empty extension ends at its first length byte; any other reads on to its terminator.
          guard let block = try reader.subBlock("the extension at byte \(start)") else { continue }
          if block.count >= 4 { delay = Int(block[block.startIndex + 1]) | Int(block[block.startIndex + 2]) << 8 }
        }
        try reader.skipSubBlocks("the extension at byte \(start)")
      case 0x2C:
        let context = "the image descriptor of frame \(delays.count)"
        let x = try reader.uint16(context)
        let y = try reader.uint16(context)
        let w = try reader.uint16(context)
        let h = try reader.uint16(context)
        let imageFlags = try reader.byte(context)
        if imageFlags & 0x80 != 0 { _ = try reader.bytes((2 << Int(imageFlags & 7)) * 3, context) }
        _ = try reader.byte("the LZW minimum code size of frame \(delays.count)")
        try reader.skipSubBlocks("the image data of frame \(delays.count)")
        if delays.isEmpty && (width == 0 || height == 0) {
          width = x + w
          height = y + h
        }
        delays.append(delay)
        delay = 0
      default:
        throw GIFError("\(name): unknown block type at byte \(start)")
      }
    }
    guard !delays.isEmpty else { throw GIFError("\(name): contains no image") }
    self.width = width
    self.height = height
    self.delays = delays
  }
}
