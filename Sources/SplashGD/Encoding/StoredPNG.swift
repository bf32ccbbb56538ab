internal import CDeflate
import SplashRaster

/// A PNG whose rows are stored uncompressed, written in one pass into one buffer of the final
/// size (nothing zero-filled first, no intermediate stream): the studio sends an 11 MB @3x frame
/// per request, and the copies and fresh pages of the general encoder took most of its time.
///
/// Each row is one stored deflate block (several when a row passes 65,535 bytes) holding filter
/// byte 0 (None: with nothing to compress, a filter only costs time) and the straight-alpha RGBA
/// samples, or RGB ones for an opaque surface. The Adler-32 and CRC-32 checksums are computed by
/// libdeflate row by row while the row is in cache. libdeflate has no PNG writer, so the framing
/// (about 40 lines) is ours.
enum StoredPNG {
  /// The most bytes one stored deflate block holds.
  private static let blockLimit = 65_535

  static func encode(_ surface: Surface) -> [UInt8] {
    let hasAlpha = !surface.isOpaque
    let channels = hasAlpha ? 4 : 3
    let width = surface.width
    let height = surface.height
    let line = 1 + width * channels
    let blocksPerRow = (line + blockLimit - 1) / blockLimit
    // zlib header, the rows with their block headers, Adler-32.
    let stream = 2 + height * (line + 5 * blocksPerRow) + 4
    precondition(stream <= Int(Int32.max), "a stored PNG's IDAT chunk holds at most 2 GB")
    var start = PNGChunks()
    start.appendHeader(width: width, height: height, colorType: hasAlpha ? 6 : 2)
    let prefix = start.bytes
    let total = prefix.count + 8 + stream + 4 + 12
    var row = [UInt8](repeating: 0, count: line)
    return [UInt8](unsafeUninitializedCapacity: total) { out, count in
      let base = out.baseAddress!
      var at = 0
      func put(_ byte: UInt8) {
        base[at] = byte
        at += 1
      }
      func putBigEndian(_ value: UInt32) {
        for shift in stride(from: 24, through: 0, by: -8) { put(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
      }
      for byte in prefix { put(byte) }
      putBigEndian(UInt32(stream))
      let idat = at
      for byte in "IDAT".utf8 { put(byte) }
      put(0x78)  // zlib: deflate, 32 KB window, no dictionary, level "fastest"
      put(0x01)
      var adler: UInt32 = 1
      var crc = UInt32(libdeflate_crc32(0, base + idat, 6))
      surface.pixels.withUnsafeBufferPointer { pixels in
        row.withUnsafeMutableBufferPointer { row in
          let samples = UnsafeMutableBufferPointer(rebasing: row[1...])
          for y in 0..<height {
            PNGRowEncoder.unpack(pixels, from: y * width * 4, count: width, hasAlpha: hasAlpha, into: samples)
            adler = UInt32(libdeflate_adler32(adler, row.baseAddress, line))
            let rowStart = at
            var offset = 0
            while offset < line {
              let length = min(blockLimit, line - offset)
              let last = y == height - 1 && offset + length == line
              put(last ? 1 : 0)  // BFINAL on the stream's last block, BTYPE 00 (stored)
              put(UInt8(length & 0xFF))
              put(UInt8(length >> 8))
              put(UInt8(~length & 0xFF))
              put(UInt8((~length >> 8) & 0xFF))
              (base + at).update(from: row.baseAddress! + offset, count: length)
              at += length
              offset += length
            }
            crc = UInt32(libdeflate_crc32(crc, base + rowStart, at - rowStart))
          }
        }
      }
      let tail = at
      putBigEndian(adler)
      crc = UInt32(libdeflate_crc32(crc, base + tail, 4))
      putBigEndian(crc)
      // IEND: no data; its CRC is a constant.
      putBigEndian(0)
      for byte in "IEND".utf8 { put(byte) }
      putBigEndian(0xAE42_6082)
      precondition(at == total, "stored PNG framing")
      count = at
    }
  }
}
