import CDeflate
import SplashRaster

/// Decodes the PNG frames of an animation (simulator captures, other renderers' output) several
/// times faster than libgd, to exactly the pixels `ImageDecoder` gives.
///
/// Frame folders hold hundreds of large 8-bit RGB or RGBA PNGs, and decoding them through
/// libgd (libpng's scalar Paeth filter, zlib, then libgd's and our pixel conversions) took
/// most of `splashreel encode`'s time. This path takes only those PNGs: 8 bits per channel,
/// colour type 2 (RGB) or 6 (RGBA), not interlaced, no tRNS chunk. It checks the chunk
/// structure and CRCs like `ImageDecoder` (see `PNGChunkFilter`), inflates the image data
/// with libdeflate, undoes the row filters (Paeth a pixel at a time in SIMD lanes) and writes
/// premultiplied RGBA straight into the surface. Alpha goes through libgd's 7-bit level
/// (`127 − (A >> 1)`, then `GDAlpha.toByte`), so a frame is the same whichever path read it.
///
/// Every other PNG, and any data this path finds unusual (a bad filter type, too little or too
/// much image data, a damaged zlib stream), goes to `ImageDecoder`, so errors and warnings are
/// libgd's own and the result never depends on which path was taken.
public enum PNGFrameDecoder {
  /// Reads and decodes the image file at `path` (any format `ImageDecoder` reads).
  public static func decode(contentsOf path: String) throws(GDError) -> Surface {
    try decode(bytes: FileIO.read(path), name: path)
  }

  /// Decodes an image held in memory; `name` prefixes every error message.
  ///
  /// The header and chunk checks run once: a PNG this path does not take goes on to libgd with
  /// the chunks already walked.
  public static func decode(bytes: [UInt8], name: String) throws(GDError) -> Surface {
    let header = try ImageDecoder.checkedHeader(bytes, name: name)
    guard header.format == .png else {
      return try ImageDecoder.decodeWithLibgd(bytes, header: header, name: name)
    }
    let (chunks, dropped) = try PNGChunkFilter.keptChunks(bytes, name: name)
    if let surface = fastDecode(bytes, header: header, chunks: chunks) {
      return surface
    }
    return try ImageDecoder.decodeWithLibgd(
      PNGChunkFilter.assemble(bytes, kept: chunks, dropped: dropped), header: header, name: name)
  }

  /// The surface, or nil when the PNG is not one this path takes.
  static func fastDecode(_ bytes: [UInt8], name: String) throws(GDError) -> Surface? {
    let header = try ImageDecoder.checkedHeader(bytes, name: name)
    guard header.format == .png else { return nil }
    return fastDecode(
      bytes, header: header, chunks: try PNGChunkFilter.keptChunks(bytes, name: name).chunks)
  }

  /// The surface of a PNG whose header and chunks were checked, or nil when this path does
  /// not take it.
  private static func fastDecode(
    _ bytes: [UInt8], header: ImageHeader, chunks: [PNGChunkFilter.Chunk]
  )
    -> Surface?
  {
    guard let layout = Layout(bytes, chunks, header: header),
      !chunks.contains(where: { $0.type == "tRNS" })
    else {
      return nil
    }
    let data = chunks.filter { $0.type == "IDAT" }.map(\.data)
    guard let rows = inflate(bytes, data, count: layout.rowStride * layout.height) else {
      return nil
    }
    var decoded = false
    let pixels = [UInt8](unsafeUninitializedCapacity: layout.width * layout.height * 4) {
      out, initialized in
      decoded = rows.withUnsafeBufferPointer { unfilter($0, layout, into: out) }
      if !decoded { out.initialize(repeating: 0) }
      initialized = out.count
    }
    guard decoded else { return nil }
    return try? Surface(width: layout.width, height: layout.height, pixels: pixels)
  }

  /// Size and pixel format from IHDR, for the PNGs this path takes.
  struct Layout {
    var width: Int
    var height: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    var channels: Int
    /// Bytes per row in the inflated data: the filter type byte, then the pixels.
    var rowStride: Int { 1 + width * channels }

    /// The size is the header's (read from the same IHDR); the format bytes follow it.
    init?(_ bytes: [UInt8], _ chunks: [PNGChunkFilter.Chunk], header: ImageHeader) {
      guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else { return nil }
      let d = ihdr.data.lowerBound
      let (depth, colour, compression, filter, interlace) = (
        bytes[d + 8], bytes[d + 9], bytes[d + 10], bytes[d + 11], bytes[d + 12]
      )
      guard depth == 8, colour == 2 || colour == 6, compression == 0, filter == 0, interlace == 0
      else {
        return nil
      }
      width = header.width
      height = header.height
      channels = colour == 2 ? 3 : 4
    }
  }

  /// The zlib stream spread over the IDAT chunks, inflated; nil unless it is intact and holds
  /// at least `count` bytes. Up to `extraAllowed` bytes beyond them are ignored, as libpng
  /// ignores them (it would also print "IDAT: Too much image data" to standard error, which
  /// libgd gives it no way to catch).
  static func inflate(_ bytes: [UInt8], _ data: [Range<Int>], count: Int) -> [UInt8]? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    // One IDAT chunk is inflated in place; several are joined first (libdeflate takes one buffer).
    let joined: [UInt8]? = data.count == 1 ? nil : data.reduce(into: [UInt8]()) { $0 += bytes[$1] }
    let input = data.count == 1 ? data[0] : 0..<(joined?.count ?? 0)
    let capacity = count + extraAllowed
    var produced = 0
    var result = LIBDEFLATE_BAD_DATA
    var rows = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
      (joined ?? bytes).withUnsafeBytes { source in
        result = libdeflate_zlib_decompress(
          decompressor, source.baseAddress! + input.lowerBound, input.count, out.baseAddress,
          capacity,
          &produced)
      }
      // Only the bytes produced are handed back (none on failure).
      initialized = result == LIBDEFLATE_SUCCESS ? produced : 0
    }
    guard result == LIBDEFLATE_SUCCESS, produced >= count else { return nil }
    if produced > count { rows.removeLast(produced - count) }
    return rows
  }

  /// How much image data past the last row the fast path still takes (more goes to libgd).
  static let extraAllowed = 65_536

  /// Undoes each row's filter (PNG filter types 0–4) and writes premultiplied RGBA to `out`;
  /// false at a filter type above 4.
  static func unfilter(
    _ rows: UnsafeBufferPointer<UInt8>, _ layout: Layout,
    into out: UnsafeMutableBufferPointer<UInt8>
  )
    -> Bool
  {
    let rowBytes = layout.width * layout.channels
    let bpp = layout.channels
    // Each row is unfiltered into `current` while `previous` holds the row above.
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    for y in 0..<layout.height {
      let start = y * layout.rowStride
      let type = rows[start]
      guard type <= 4 else { return false }
      current.withUnsafeMutableBufferPointer { row in
        previous.withUnsafeBufferPointer { above in
          let raw = UnsafeBufferPointer(rebasing: rows[(start + 1)..<(start + 1 + rowBytes)])
          switch type {
          case 0:
            _ = row.initialize(from: raw)
          case 1:
            for x in 0..<rowBytes { row[x] = raw[x] &+ (x >= bpp ? row[x - bpp] : 0) }
          case 2:
            for x in 0..<rowBytes { row[x] = raw[x] &+ above[x] }
          case 3:
            for x in 0..<rowBytes {
              let left = x >= bpp ? Int(row[x - bpp]) : 0
              row[x] = raw[x] &+ UInt8((left + Int(above[x])) >> 1)
            }
          default:
            if bpp == 3 { paeth(raw, above, row, bpp: 3) } else { paeth(raw, above, row, bpp: 4) }
          }
        }
      }
      current.withUnsafeBufferPointer { row in
        let target = UnsafeMutableRawPointer(out.baseAddress! + y * layout.width * 4)
        if bpp == 3 {
          storeOpaque(row, width: layout.width, into: target)
        } else {
          storeWithAlpha(row, width: layout.width, into: target)
        }
      }
      swap(&previous, &current)
    }
    return true
  }

  /// The Paeth filter undone for `bpp`-byte pixels (3 or 4), one pixel's channels per SIMD
  /// step: the pixels of a row depend on each other, the channels do not. Callers pass `bpp`
  /// as a constant so each case compiles to its own loop.
  @inline(__always)
  private static func paeth(
    _ raw: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
    _ row: UnsafeMutableBufferPointer<UInt8>,
    bpp: Int
  ) {
    var a = SIMD4<Int16>(repeating: 0)
    var c = SIMD4<Int16>(repeating: 0)
    var x = 0
    while x < raw.count {
      let b = lanes(above, x, bpp)
      let value = (lanes(raw, x, bpp) &+ predict(a, b, c)) & 0xFF
      if bpp == 4 {
        UnsafeMutableRawPointer(row.baseAddress! + x).storeBytes(
          of: SIMD4<UInt8>(truncatingIfNeeded: value), as: SIMD4<UInt8>.self)
      } else {
        // Three bytes only: a fourth would overwrite the next pixel's filtered byte.
        row[x] = UInt8(truncatingIfNeeded: value[0])
        row[x + 1] = UInt8(truncatingIfNeeded: value[1])
        row[x + 2] = UInt8(truncatingIfNeeded: value[2])
      }
      a = value
      c = b
      x += bpp
    }
  }

  /// The `bpp` bytes at `x` as lanes (the fourth lane 0 for 3-byte pixels).
  @inline(__always)
  private static func lanes(_ bytes: UnsafeBufferPointer<UInt8>, _ x: Int, _ bpp: Int) -> SIMD4<
    Int16
  > {
    if bpp == 4 {
      return SIMD4<Int16>(
        truncatingIfNeeded: UnsafeRawPointer(bytes.baseAddress! + x).loadUnaligned(
          as: SIMD4<UInt8>.self))
    }
    return SIMD4<Int16>(Int16(bytes[x]), Int16(bytes[x + 1]), Int16(bytes[x + 2]), 0)
  }

  /// PNG's Paeth predictor per lane: whichever of left `a`, above `b` and upper-left `c` is
  /// closest to `a + b − c`, ties going to `a`, then `b`.
  @inline(__always)
  private static func predict(_ a: SIMD4<Int16>, _ b: SIMD4<Int16>, _ c: SIMD4<Int16>) -> SIMD4<
    Int16
  > {
    let pa = b &- c
    let pb = a &- c
    let pc = pa &+ pb
    let da = pointwiseMax(pa, 0 &- pa)
    let db = pointwiseMax(pb, 0 &- pb)
    let dc = pointwiseMax(pc, 0 &- pc)
    var p = c
    p.replace(with: b, where: db .<= dc)
    p.replace(with: a, where: (da .<= db) .& (da .<= dc))
    return p
  }

  /// RGB bytes → opaque RGBA (premultiplying by 255 changes nothing).
  @inline(__always)
  private static func storeOpaque(
    _ row: UnsafeBufferPointer<UInt8>, width: Int, into target: UnsafeMutableRawPointer
  ) {
    target.withMemoryRebound(to: UInt32.self, capacity: width) { pixels in
      for x in 0..<width {
        let r = UInt32(row[x * 3])
        let g = UInt32(row[x * 3 + 1])
        let b = UInt32(row[x * 3 + 2])
        pixels[x] = (r | g << 8 | b << 16 | 0xFF00_0000).littleEndian
      }
    }
  }

  /// RGBA bytes → premultiplied RGBA, alpha through libgd's 7 bits as `ImageDecoder` does.
  @inline(__always)
  private static func storeWithAlpha(
    _ row: UnsafeBufferPointer<UInt8>, width: Int, into target: UnsafeMutableRawPointer
  ) {
    alphaLevels.withUnsafeBufferPointer { levels in
      target.withMemoryRebound(to: UInt32.self, capacity: width) { pixels in
        for x in 0..<width {
          let a = UInt32(levels[Int(row[x * 4 + 3])])
          pixels[x] =
            PremultipliedPixel.pack(
              r: UInt32(row[x * 4]), g: UInt32(row[x * 4 + 1]), b: UInt32(row[x * 4 + 2]), a: a
            ).littleEndian
        }
      }
    }
  }

  /// 8-bit PNG alpha → the 8-bit alpha libgd's 7-bit level decodes to (libgd's reader stores
  /// `127 − (A >> 1)`; `GDAlpha.toByte` maps it back).
  static let alphaLevels: [UInt8] = (0...255).map { GDAlpha.toByte[127 - ($0 >> 1)] }
}
