@testable import SplashGIF

/// A test-only structural reader: the raw blocks of a GIF as our encoder writes them (global
/// table, NETSCAPE loop, one graphic control extension per image), with each image's palette
/// indices decoded by the project's LZW decoder.
struct GIFBlockReader {
  struct Image: Equatable {
    var left, top, width, height: Int
    var delay: Int
    var disposal: Int
    var transparentIndex: Int?
    var hasLocalTable: Bool
    var indices: [UInt8]
  }

  var signature = ""
  var width = 0
  var height = 0
  var globalTable: [[UInt8]] = []
  var loop: Int?
  var images: [Image] = []
  var trailerAtEnd = false

  init(_ bytes: [UInt8]) throws {
    var p = 0
    func byte() -> Int {
      defer { p += 1 }
      return Int(bytes[p])
    }
    func word() -> Int { byte() | byte() << 8 }
    func subBlocks() -> [UInt8] {
      var data: [UInt8] = []
      while true {
        let n = byte()
        if n == 0 { return data }
        data += bytes[p..<(p + n)]
        p += n
      }
    }
    signature = String(decoding: bytes[0..<6], as: UTF8.self)
    p = 6
    width = word()
    height = word()
    let flags = byte()
    _ = byte()
    _ = byte()
    if flags & 0x80 != 0 {
      for _ in 0..<(1 << ((flags & 7) + 1)) { globalTable.append([UInt8(byte()), UInt8(byte()), UInt8(byte())]) }
    }
    var delay = 0
    var disposal = 0
    var transparent: Int?
    while p < bytes.count {
      switch byte() {
      case 0x21:
        let label = byte()
        let data = subBlocks()
        if label == 0xF9 {
          disposal = Int(data[0] >> 2) & 7
          delay = Int(data[1]) | Int(data[2]) << 8
          transparent = data[0] & 1 != 0 ? Int(data[3]) : nil
        } else if label == 0xFF, data.count >= 14, String(decoding: data[0..<11], as: UTF8.self) == "NETSCAPE2.0" {
          loop = Int(data[12]) | Int(data[13]) << 8
        }
      case 0x2C:
        let left = word()
        let top = word()
        let w = word()
        let h = word()
        let imageFlags = byte()
        let hasLocalTable = imageFlags & 0x80 != 0
        if hasLocalTable { p += 3 << (Int(imageFlags & 7) + 1) }
        let minimumCodeSize = byte()
        let data = subBlocks()
        var indices: [UInt8] = []
        var lzw = LZWDecoder()
        _ = try lzw.decode(data, minimumCodeSize: minimumCodeSize, pixelCount: w * h) { indices += $0 }
        images.append(
          Image(
            left: left, top: top, width: w, height: h, delay: delay, disposal: disposal, transparentIndex: transparent,
            hasLocalTable: hasLocalTable, indices: indices))
        transparent = nil
      case 0x3B:
        trailerAtEnd = p == bytes.count
        return
      default:
        throw GIFError("unexpected block at byte \(p - 1)")
      }
    }
  }
}
