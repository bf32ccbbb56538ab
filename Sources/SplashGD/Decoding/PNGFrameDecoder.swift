internal import CDeflate
import SplashRaster

/// Decodes the PNG frames of an animation (simulator captures, other renderers' output) several
/// times faster than libgd, to exactly the pixels `ImageDecoder` gives.
///
/// Frame folders hold hundreds of large 8-bit RGB or RGBA PNGs, and decoding them through
/// libgd (libpng's scalar Paeth filter, zlib, then libgd's and our pixel conversions) took
/// most of `splashreel encode`'s time. This path takes only those PNGs: 8 bits per channel,
/// colour type 2 (RGB) or 6 (RGBA), not interlaced, no tRNS chunk. It checks the chunk
/// structure and CRCs like `ImageDecoder` (see `PNGChunkFilter`), inflates the image data
/// with libdeflate, undoes the row filters in place (Paeth a pixel at a time in SIMD lanes) and writes
/// each row as premultiplied RGBA straight into the surface. Alpha goes through libgd's 7-bit level
/// (`127 − (A >> 1)`, then `GDAlpha.toByte`), so a frame is the same whichever path read it.
///
/// Every other PNG, and any data this path finds unusual (a bad filter type, too little or too
/// much image data, a damaged zlib stream), goes to `ImageDecoder`, so errors and warnings are
/// libgd's own and the result never depends on which path was taken.
package enum PNGFrameDecoder {
  /// Reads and decodes the image file at `path` (any format `ImageDecoder` reads).
  package static func decode(contentsOf path: String) throws(GDError) -> Surface {
    try decode(bytes: FileIO.read(path), name: path)
  }

  /// Decodes an image held in memory; `name` prefixes every error message.
  ///
  /// The header and chunk checks run once: a PNG this path does not take goes on to libgd with
  /// the chunks already walked.
  package static func decode(bytes: [UInt8], name: String) throws(GDError) -> Surface {
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
    guard var rows = inflate(bytes, data, count: layout.rowStride * layout.height) else {
      return nil
    }
    // Zeros after the last row: the RGB paths read a pixel as four bytes (see `unfilter`).
    rows.append(contentsOf: [0, 0, 0, 0])
    var decoded = false
    let pixels = [UInt8](unsafeUninitializedCapacity: layout.width * layout.height * 4) {
      out, initialized in
      decoded = rows.withUnsafeMutableBufferPointer { unfilter($0, layout, into: out) }
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

  /// Undoes each row's filter (PNG filter types 0–4) in place in `rows` (the row above is
  /// already undone there) and writes the row as premultiplied RGBA to `out` while it is still in
  /// the cache; false at a filter type above 4. For RGB, `rows` must hold at least one byte after
  /// the last row: a pixel is read as four bytes whose last is then replaced by alpha.
  static func unfilter(
    _ rows: UnsafeMutableBufferPointer<UInt8>, _ layout: Layout,
    into out: UnsafeMutableBufferPointer<UInt8>
  )
    -> Bool
  {
    let rowBytes = layout.width * layout.channels
    let bpp = layout.channels
    guard rows.count >= layout.rowStride * layout.height + (bpp == 3 ? 1 : 0) else { return false }
    // The row above the first is zeros (with room for a four-byte read past its end).
    let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 4)
    defer { zeros.deallocate() }
    zeros.initialize(repeating: 0, count: rowBytes + 4)
    let base = rows.baseAddress!
    for y in 0..<layout.height {
      let type = base[y * layout.rowStride]
      guard type <= 4 else { return false }
      let row = base + y * layout.rowStride + 1
      let above = y == 0 ? UnsafePointer(zeros) : UnsafePointer(row - layout.rowStride)
      switch type {
      case 0:
        break
      case 1:
        if bpp == 3 { sub(row, count: rowBytes, bpp: 3) } else { sub(row, count: rowBytes, bpp: 4) }
      case 2:
        up(row, above, count: rowBytes)
      case 3:
        for x in 0..<min(bpp, rowBytes) { row[x] &+= above[x] >> 1 }
        for x in bpp..<max(bpp, rowBytes) { row[x] &+= UInt8((Int(row[x - bpp]) + Int(above[x])) >> 1) }
      default:
        if bpp == 3 { paeth(row, above, count: rowBytes, bpp: 3) } else { paeth(row, above, count: rowBytes, bpp: 4) }
      }
      let target = UnsafeMutableRawPointer(out.baseAddress! + y * layout.width * 4)
      if bpp == 3 {
        storeOpaque(row, width: layout.width, into: target)
      } else {
        storeWithAlpha(row, width: layout.width, into: target)
      }
    }
    return true
  }

  /// The Up filter undone in place, sixteen bytes at a time (the compiler cannot prove that
  /// the two rows of one buffer do not overlap, so it would add them a byte at a time).
  @inline(__always)
  private static func up(_ row: UnsafeMutablePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int) {
    var x = 0
    while x + 16 <= count {
      let sum =
        UnsafeRawPointer(row + x).loadUnaligned(as: SIMD16<UInt8>.self)
        &+ UnsafeRawPointer(above + x).loadUnaligned(as: SIMD16<UInt8>.self)
      UnsafeMutableRawPointer(row + x).storeBytes(of: sum, as: SIMD16<UInt8>.self)
      x += 16
    }
    while x < count {
      row[x] &+= above[x]
      x += 1
    }
  }

  /// The Sub filter undone in place for `bpp`-byte pixels (3 or 4), a pixel per SIMD step with
  /// the left pixel kept in a register: a byte loop would wait for each store to be read back.
  /// Every step loads four bytes (for 3-byte pixels the fourth belongs to the next pixel and is
  /// not stored); the last pixels, where four bytes would pass the row's end, go a byte at a time.
  @inline(__always)
  private static func sub(_ row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
    guard count > bpp else { return }
    var left = UnsafeRawPointer(row).loadUnaligned(as: SIMD4<UInt8>.self)
    var x = bpp
    while x + 4 <= count {
      let pixel = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD4<UInt8>.self) &+ left
      if bpp == 4 {
        UnsafeMutableRawPointer(row + x).storeBytes(of: pixel, as: SIMD4<UInt8>.self)
      } else {
        row[x] = pixel[0]
        row[x + 1] = pixel[1]
        row[x + 2] = pixel[2]
      }
      left = pixel
      x += bpp
    }
    while x < count {
      row[x] &+= row[x - bpp]
      x += 1
    }
  }

  /// The Paeth filter undone in place for `bpp`-byte pixels (3 or 4), one pixel's channels per
  /// SIMD step: the pixels of a row depend on each other, the channels do not. Every step loads
  /// four bytes (for 3-byte pixels the fourth is the next pixel's first byte, or what follows
  /// the row, and is ignored); 3-byte pixels are stored a byte at a time, since a four-byte store
  /// would make the next load wait for it. Callers pass `bpp` as a constant so each case
  /// compiles to its own loop.
  @inline(__always)
  private static func paeth(
    _ row: UnsafeMutablePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int, bpp: Int
  ) {
    var a = SIMD4<Int16>(repeating: 0)
    var c = SIMD4<Int16>(repeating: 0)
    var x = 0
    while x < count {
      let b = SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(above + x).loadUnaligned(as: SIMD4<UInt8>.self))
      let raw = SIMD4<Int16>(truncatingIfNeeded: UnsafeRawPointer(row + x).loadUnaligned(as: SIMD4<UInt8>.self))
      let value = (raw &+ predict(a, b, c)) & 0xFF
      let bytes = SIMD4<UInt8>(truncatingIfNeeded: value)
      if bpp == 4 {
        UnsafeMutableRawPointer(row + x).storeBytes(of: bytes, as: SIMD4<UInt8>.self)
      } else {
        row[x] = bytes[0]
        row[x + 1] = bytes[1]
        row[x + 2] = bytes[2]
      }
      a = value
      c = b
      x += bpp
    }
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

  /// RGB bytes → opaque RGBA (premultiplying by 255 changes nothing): each pixel read as four
  /// bytes, the fourth replaced by alpha 255.
  @inline(__always)
  private static func storeOpaque(
    _ row: UnsafePointer<UInt8>, width: Int, into target: UnsafeMutableRawPointer
  ) {
    var source = UnsafeRawPointer(row)
    var pixel = target.assumingMemoryBound(to: UInt32.self)
    let end = pixel + width
    while pixel < end {
      pixel.pointee = (UInt32(littleEndian: source.loadUnaligned(as: UInt32.self)) | 0xFF00_0000).littleEndian
      source += 3
      pixel += 1
    }
  }

  /// RGBA bytes → premultiplied RGBA, alpha through libgd's 7 bits as `ImageDecoder` does.
  @inline(__always)
  private static func storeWithAlpha(
    _ row: UnsafePointer<UInt8>, width: Int, into target: UnsafeMutableRawPointer
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
