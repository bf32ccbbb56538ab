import SplashRaster
import Testing

@testable import SplashGD

/// The PNG frame fast path must give exactly `ImageDecoder`'s pixels, take only the PNGs it is
/// meant for, and hand everything else (including damage) to libgd.
@Suite struct PNGFrameDecoderTests {
  /// 16×12 pixels from a fixed pseudo-random sequence over few levels (0, 1, 127, 128, 254,
  /// 255, 10, 20, 30): rows differ, the extremes wrap, and the Paeth predictor meets ties
  /// between its three neighbours often.
  static func pixels(channels: Int) -> [[UInt8]] {
    let levels: [UInt8] = [0, 1, 127, 128, 254, 255, 10, 20, 30]
    var state: UInt32 = 12345
    return (0..<12).map { _ in
      (0..<(16 * channels)).map { _ in
        state = state &* 1_103_515_245 &+ 12345
        return levels[Int(state >> 16) % levels.count]
      }
    }
  }

  /// A PNG built by hand: the given filter type on every row (5 = a different type per row),
  /// the zlib stream stored (uncompressed) and split over `idatChunks` IDAT chunks.
  static func png(
    _ rows: [[UInt8]], channels: Int, filter: Int, depth: UInt8 = 8, colourType: UInt8? = nil,
    interlace: UInt8 = 0, idatChunks: Int = 1, extraChunks: [(String, [UInt8])] = [],
    filterByte: UInt8? = nil,
    dropLastBytes: Int = 0, extraBytes: Int = 0
  ) -> [UInt8] {
    let width = rows[0].count / channels
    var raw: [UInt8] = []
    for (y, row) in rows.enumerated() {
      let type = filter == 5 ? y % 5 : filter
      raw.append(filterByte ?? UInt8(type))
      let above = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: row.count)
      for x in 0..<row.count {
        let a = x >= channels ? Int(row[x - channels]) : 0
        let b = Int(above[x])
        let c = x >= channels ? Int(above[x - channels]) : 0
        let predictor: Int
        switch type {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        default: predictor = paeth(a, b, c)
        }
        raw.append(UInt8((Int(row[x]) - predictor) & 0xFF))
      }
    }
    raw.removeLast(dropLastBytes)
    raw += [UInt8](repeating: 7, count: extraBytes)
    let stream = storedZlib(raw)
    var ihdr = be32(width) + be32(rows.count)
    ihdr += [depth, colourType ?? (channels == 3 ? 2 : 6), 0, 0, interlace]
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += chunk("IHDR", ihdr)
    for (type, data) in extraChunks { file += chunk(type, data) }
    let step = (stream.count + idatChunks - 1) / idatChunks
    for start in Swift.stride(from: 0, to: stream.count, by: step) {
      file += chunk("IDAT", Array(stream[start..<min(stream.count, start + step)]))
    }
    file += chunk("IEND", [])
    return file
  }

  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
  }

  static func be32(_ v: Int) -> [UInt8] {
    [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)]
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(data.count) + body + be32(Int(CRC32.checksum(body[...])))
  }

  /// A zlib stream of stored deflate blocks (at most 65535 bytes each) with its Adler-32.
  static func storedZlib(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(data.count, start + 65535)
      let count = end - start
      out.append(end == data.count ? 1 : 0)
      out += [
        UInt8(count & 255), UInt8(count >> 8), UInt8(~count & 255), UInt8((~count >> 8) & 255),
      ]
      out += data[start..<end]
      start = end
    } while start < data.count
    var (s1, s2) = (1, 0)
    for byte in data {
      s1 = (s1 + Int(byte)) % 65521
      s2 = (s2 + s1) % 65521
    }
    return out + be32(s2 << 16 | s1)
  }

  func both(_ bytes: [UInt8]) throws -> (fast: Surface?, libgd: Surface) {
    (
      try PNGFrameDecoder.fastDecode(bytes, name: "f.png"),
      try ImageDecoder.decode(bytes: bytes, name: "f.png")
    )
  }

  @Test(arguments: [3, 4], [0, 1, 2, 3, 4, 5])
  func everyFilterTypeGivesLibgdsPixels(channels: Int, filter: Int) throws {
    let (fast, libgd) = try both(
      Self.png(Self.pixels(channels: channels), channels: channels, filter: filter))
    #expect(fast != nil)
    #expect(fast == libgd)
  }

  /// Narrow images: the RGB paths read each pixel as four bytes, so the last pixel of a row reads
  /// the next row's filter byte, and that of the last row the padding after the image data.
  @Test(arguments: [3, 4], [1, 2, 5])
  func narrowRowsGiveLibgdsPixels(channels: Int, width: Int) throws {
    let rows = Self.pixels(channels: channels).map { Array($0.prefix(width * channels)) }
    for filter in [1, 2, 4, 5] {
      let (fast, libgd) = try both(Self.png(rows, channels: channels, filter: filter))
      #expect(fast != nil)
      #expect(fast == libgd, "filter \(filter)")
      #expect(fast?.width == width)
    }
  }

  @Test func opaquePixelsAreTheFileBytesWithAlpha255() throws {
    let rows = Self.pixels(channels: 3)
    let fast = try #require(
      try PNGFrameDecoder.fastDecode(Self.png(rows, channels: 3, filter: 4), name: "f.png"))
    var expected: [UInt8] = []
    for row in rows {
      for x in Swift.stride(from: 0, to: row.count, by: 3) {
        expected += [row[x], row[x + 1], row[x + 2], 255]
      }
    }
    #expect(fast.pixels == expected)
  }

  @Test func alphaTakesLibgdsSevenBitLevelsAndIsPremultiplied() throws {
    // (200, 100, 50) at alpha 128: libgd level 127 − 64 = 63 → round(255 × 64 / 127) = 129,
    // then 200·129/255 = 101.2 → 101, 50.6 → 51, 25.3 → 25. Alpha 1 → level 127 → clear.
    // Alpha 255 → level 0 → 255, colour kept.
    let row: [UInt8] = [200, 100, 50, 128, 200, 100, 50, 1, 9, 8, 7, 255]
    let fast = try #require(
      try PNGFrameDecoder.fastDecode(Self.png([row, row], channels: 4, filter: 4), name: "f.png"))
    #expect(Array(fast.pixels[0..<12]) == [101, 51, 25, 129, 0, 0, 0, 0, 9, 8, 7, 255])
    #expect(PNGFrameDecoder.alphaLevels[254] == 255 && PNGFrameDecoder.alphaLevels[2] == 2)
  }

  @Test func imageDataSplitOverSeveralChunksIsJoined() throws {
    let rows = Self.pixels(channels: 4)
    let (fast, libgd) = try both(Self.png(rows, channels: 4, filter: 5, idatChunks: 3))
    #expect(fast != nil)
    #expect(fast == libgd)
  }

  @Test func pngsFromLibgdsOwnWriterDecodeIdentically() throws {
    // libgd's writer chooses filters adaptively and compresses for real.
    var opaque = try Surface(width: 61, height: 37)
    var translucent = try Surface(width: 61, height: 37)
    for y in 0..<37 {
      for x in 0..<61 {
        let noise = UInt8((x * 73 + y * 151 + x * y * 7) % 256)
        opaque[x, y] = PremultipliedColor(r: UInt8(x * 4), g: noise, b: UInt8(y * 6), a: 255)
        let a = UInt8((x * 9 + y * 3) % 256)
        translucent[x, y] = PremultipliedColor(
          r: min(a, noise), g: min(a, UInt8(y * 6)), b: 0, a: a)
      }
    }
    for surface in [opaque, translucent] {
      let (fast, libgd) = try both(try PNGEncoder.encode(surface))
      #expect(fast != nil)
      #expect(fast == libgd)
    }
  }

  @Test func otherPNGsAreLeftToLibgd() throws {
    let grey = Self.pixels(channels: 1)
    let rgb = Self.pixels(channels: 3)
    let cases: [[UInt8]] = [
      Self.png(grey, channels: 1, filter: 0, colourType: 0),  // greyscale
      Self.png([[10, 20, 30]], channels: 3, filter: 0, interlace: 1),  // Adam7 (1×1: pass 1 only)
      Self.png(rgb, channels: 3, filter: 0, extraChunks: [("tRNS", [0, 0, 0, 1, 0, 127])]),  // colour key
    ]
    for bytes in cases {
      #expect(try PNGFrameDecoder.fastDecode(bytes, name: "f.png") == nil)
      #expect(
        try PNGFrameDecoder.decode(bytes: bytes, name: "f.png")
          == ImageDecoder.decode(bytes: bytes, name: "f.png"))
    }
    #expect(
      try PNGFrameDecoder.fastDecode(
        Self.png(rgb, channels: 3, filter: 0, depth: 16), name: "f.png") == nil)
  }

  @Test func damagedImageDataGetsLibgdsError() throws {
    let rgb = Self.pixels(channels: 3)
    for bytes in [
      Self.png(rgb, channels: 3, filter: 0, filterByte: 7),  // no such filter type
      Self.png(rgb, channels: 3, filter: 1, dropLastBytes: 10),  // image data ends early
    ] {
      #expect(try PNGFrameDecoder.fastDecode(bytes, name: "f.png") == nil)
      let viaLibgd = #expect(throws: GDError.self) {
        try ImageDecoder.decode(bytes: bytes, name: "f.png")
      }
      let viaFrames = #expect(throws: GDError.self) {
        try PNGFrameDecoder.decode(bytes: bytes, name: "f.png")
      }
      #expect(viaFrames?.description == viaLibgd?.description)
      #expect(viaFrames?.description.hasPrefix("f.png: truncated or corrupt PNG data") == true)
    }
    // A broken chunk is refused by the same walk before either decoder runs.
    var bad = Self.png(rgb, channels: 3, filter: 0)
    bad[bad.count - 20] ^= 0xFF
    #expect(throws: GDError("f.png: truncated or corrupt PNG data (the IDAT chunk has a bad CRC)")) {
      try PNGFrameDecoder.decode(bytes: bad, name: "f.png")
    }
  }

  @Test func imageDataPastTheLastRowIsIgnoredAsLibpngDoes() throws {
    // libpng decodes such a file but prints "IDAT: Too much image data" where libgd cannot
    // catch it; the fast path takes up to 64 KiB of extra data and gives the same pixels.
    let rgb = Self.pixels(channels: 3)
    let clean = try ImageDecoder.decode(bytes: Self.png(rgb, channels: 3, filter: 4), name: "f.png")
    let extra = try PNGFrameDecoder.fastDecode(
      Self.png(rgb, channels: 3, filter: 4, extraBytes: 100), name: "f.png")
    #expect(extra == clean)
    #expect(
      try PNGFrameDecoder.fastDecode(
        Self.png(rgb, channels: 3, filter: 4, extraBytes: 65_537), name: "f.png") == nil)
  }
}
