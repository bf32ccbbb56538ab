/// Assembles small GIFs byte by byte for decoder tests. Its LZW stream holds only literal codes with
/// a clear code often enough that the code width never grows, which any GIF decoder must accept.
struct TinyGIF {
  struct Frame {
    var rect: (x: Int, y: Int, width: Int, height: Int)
    var indices: [UInt8]
    var disposal = 0
    var delay = 0
    var transparent: Int?
    var localTable: [(UInt8, UInt8, UInt8)]?
    var minimumCodeSize = 2
    /// Replaces the LZW data (sub-blocks are added around it).
    var rawData: [UInt8]?
  }

  var width: Int
  var height: Int
  var globalTable: [(UInt8, UInt8, UInt8)]? = [(0, 0, 0), (255, 255, 255), (255, 0, 0), (0, 0, 255)]
  var frames: [Frame] = []
  var loop: Int?
  var trailer = true

  var bytes: [UInt8] {
    var out = Array("GIF89a".utf8)
    out += le16(width) + le16(height)
    if let table = globalTable {
      out += [0xF0 | tableBits(table.count), 0, 0] + tableBytes(table)
    } else {
      out += [0, 0, 0]
    }
    if let loop {
      out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(loop) + [0]
    }
    for frame in frames {
      let packed = UInt8(frame.disposal << 2) | (frame.transparent == nil ? 0 : 1)
      out += [0x21, 0xF9, 4, packed] + le16(frame.delay) + [UInt8(frame.transparent ?? 0), 0]
      out += [0x2C] + le16(frame.rect.x) + le16(frame.rect.y) + le16(frame.rect.width) + le16(frame.rect.height)
      if let table = frame.localTable {
        out += [0x80 | tableBits(table.count)] + tableBytes(table)
      } else {
        out += [0]
      }
      out += [UInt8(frame.minimumCodeSize)]
      let data = frame.rawData ?? Self.literalLZW(frame.indices, minimumCodeSize: frame.minimumCodeSize)
      var i = 0
      while i < data.count {
        let n = min(255, data.count - i)
        out += [UInt8(n)] + data[i..<i + n]
        i += n
      }
      out += [0]
    }
    if trailer { out += [0x3B] }
    return out
  }

  static func literalLZW(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    let clear = 1 << minimumCodeSize
    let size = minimumCodeSize + 1
    var codes = [clear]
    var sinceClear = 0
    for index in indices {
      if sinceClear == clear - 2 {
        codes.append(clear)
        sinceClear = 0
      }
      codes.append(Int(index))
      sinceClear += 1
    }
    codes.append(clear + 1)
    return pack(codes, width: size)
  }

  /// Packs codes of one width least-significant bit first.
  static func pack(_ codes: [Int], width: Int) -> [UInt8] {
    var out: [UInt8] = []
    var accumulator = 0
    var bits = 0
    for code in codes {
      accumulator |= code << bits
      bits += width
      while bits >= 8 {
        out.append(UInt8(accumulator & 0xFF))
        accumulator >>= 8
        bits -= 8
      }
    }
    if bits > 0 { out.append(UInt8(accumulator)) }
    return out
  }

  private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }

  private func tableBits(_ count: Int) -> UInt8 {
    var bits = 0
    while 2 << bits < count { bits += 1 }
    return UInt8(bits)
  }

  private func tableBytes(_ table: [(UInt8, UInt8, UInt8)]) -> [UInt8] {
    var out: [UInt8] = []
    for (r, g, b) in table { out += [r, g, b] }
    while out.count < 3 * (2 << Int(tableBits(table.count))) { out.append(0) }
    return out
  }
}
