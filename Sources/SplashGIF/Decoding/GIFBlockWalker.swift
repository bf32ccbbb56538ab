import Foundation
import SplashRaster

/// Walks a GIF's block structure: the header and logical screen, then the extensions before each
/// image up to its descriptor. The one reading of GIF blocks, shared by ``GIFDecoder`` (which goes
/// on to decode each image's LZW data) and ``GIFOutline`` (which skips it).
struct GIFBlockWalker {
  /// An image descriptor read up to (not including) its LZW data, with the graphic control that
  /// preceded it.
  struct Image {
    var rect: PixelRect
    var interlaced: Bool
    var localTable: GIFColorTable?
    var delay: Int
    var disposal: GIFDisposal
    var transparentIndex: Int?
    /// Offset of the image descriptor, for messages.
    var offset: Int
  }

  var reader: GIFByteReader
  var name: String { reader.name }
  /// The logical screen as declared (0 wide or high: see the first image).
  let screenWidth: Int
  let screenHeight: Int
  let globalTable: GIFColorTable?
  /// The NETSCAPE2.0 loop count once its extension has been walked over.
  private(set) var loopCount: Int?

  /// Reads the signature, the logical screen descriptor and the global colour table.
  init(bytes: [UInt8], name: String) throws(GIFError) {
    var reader = GIFByteReader(bytes: bytes, name: name)
    let signature = try reader.bytes(6, "the GIF signature")
    guard signature.elementsEqual("GIF87a".utf8) || signature.elementsEqual("GIF89a".utf8) else {
      let shown = signature.map { String(format: "%02X", $0) }.joined(separator: " ")
      throw GIFError("\(name): not a GIF file (it starts with \(shown), not 'GIF87a' or 'GIF89a')")
    }
    screenWidth = try reader.uint16("the logical screen width")
    screenHeight = try reader.uint16("the logical screen height")
    let flags = try reader.byte("the logical screen flags")
    _ = try reader.byte("the background colour index")
    _ = try reader.byte("the pixel aspect ratio")
    if flags & 0x80 != 0 {
      let size = 2 << Int(flags & 7)
      globalTable = GIFColorTable(rgb: try reader.bytes(size * 3, "the global colour table (\(size) entries)"))
    } else {
      globalTable = nil
    }
    self.reader = reader
  }

  /// Reads extensions until the next image descriptor (of frame `frame`, for messages); nil at
  /// the trailer or at a clean end of file.
  mutating func nextImage(frame: Int) throws(GIFError) -> Image? {
    var delay = 0
    var disposal = GIFDisposal.unspecified
    var transparentIndex: Int?
    while true {
      if reader.isAtEnd { return nil }
      let start = reader.offset
      let introducer = try reader.byte("a block introducer")
      switch introducer {
      case 0x3B:
        return nil
      case 0x21:
        let label = try reader.byte("an extension label")
        switch label {
        case 0xF9:
          guard
            let block = try reader.subBlock("the graphic control extension before frame \(frame)"),
            block.count >= 4
          else {
            throw GIFError("\(name): graphic control extension at byte \(start) is shorter than 4 bytes")
          }
          let b = block.startIndex
          disposal = GIFDisposal(field: Int(block[b] >> 2) & 7)
          delay = Int(block[b + 1]) | Int(block[b + 2]) << 8
          transparentIndex = block[b] & 1 != 0 ? Int(block[b + 3]) : nil
          try reader.skipSubBlocks("the graphic control extension before frame \(frame)")
        case 0xFF:
          let context = "the application extension at byte \(start)"
          guard let identifier = try reader.subBlock(context) else { continue }
          if identifier.elementsEqual("NETSCAPE2.0".utf8) || identifier.elementsEqual("ANIMEXTS1.0".utf8) {
            while let data = try reader.subBlock(context) {
              if data.count >= 3 && data[data.startIndex] == 1 {
                loopCount = Int(data[data.startIndex + 1]) | Int(data[data.startIndex + 2]) << 8
              }
            }
          } else {
            try reader.skipSubBlocks(context)
          }
        default:
          try reader.skipSubBlocks("the extension 0x\(String(label, radix: 16, uppercase: true)) at byte \(start)")
        }
      case 0x2C:
        let context = "the image descriptor of frame \(frame)"
        let x = try reader.uint16(context)
        let y = try reader.uint16(context)
        let w = try reader.uint16(context)
        let h = try reader.uint16(context)
        let flags = try reader.byte(context)
        var local: GIFColorTable?
        if flags & 0x80 != 0 {
          let size = 2 << Int(flags & 7)
          local = GIFColorTable(
            rgb: try reader.bytes(size * 3, "the local colour table of frame \(frame) (\(size) entries)"))
        }
        return Image(
          rect: PixelRect(x: x, y: y, width: w, height: h), interlaced: flags & 0x40 != 0, localTable: local,
          delay: delay, disposal: disposal, transparentIndex: transparentIndex, offset: start)
      default:
        throw GIFError(
          "\(name): unknown block type 0x\(String(format: "%02X", introducer)) at byte \(start)"
            + " (expected an image 0x2C, an extension 0x21 or the trailer 0x3B)")
      }
    }
  }

  /// The LZW minimum code size of frame `frame` (checked to be 1...8) and its image data, joined.
  mutating func imageData(frame: Int) throws(GIFError) -> (minimumCodeSize: Int, data: [UInt8]) {
    let minimumCodeSize = Int(try reader.byte("the LZW minimum code size of frame \(frame)"))
    guard (1...8).contains(minimumCodeSize) else {
      throw GIFError(
        "\(name): frame \(frame): LZW minimum code size \(minimumCodeSize) at byte \(reader.offset - 1) is outside 1...8"
      )
    }
    return (minimumCodeSize, try reader.joinedSubBlocks("the image data of frame \(frame)"))
  }

  /// Steps over frame `frame`'s LZW minimum code size and image data.
  mutating func skipImageData(frame: Int) throws(GIFError) {
    _ = try reader.byte("the LZW minimum code size of frame \(frame)")
    try reader.skipSubBlocks("the image data of frame \(frame)")
  }
}
