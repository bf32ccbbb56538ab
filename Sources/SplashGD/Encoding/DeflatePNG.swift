import SplashRaster

/// Lossless PNGs written by the project with libdeflate rather than by libgd (libpng and zlib):
/// several times faster at a similar size, for pictures written in bulk, such as a comparison's
/// sample pictures.
///
/// Opaque surfaces become RGB PNGs with exact colours; any other pixel makes the file RGBA with
/// 8-bit straight alpha (the project's decoders then read it through libgd's 7 bits, as any PNG).
/// Every row is filtered with Sub, in one pass. On a comparison's samples that is smaller than
/// libpng's per-row choice where it matters: 15 % fewer bytes for a dithered GIF's frames (the
/// choice favours Paeth and Up, which spread the dither), 8 % for diff pictures, 0.6 % more for
/// smooth rendered frames; and it costs a fifth of the filtering time.
package enum DeflatePNG {
  /// The compression levels libdeflate offers.
  package static let levels = 1...12

  /// PNG bytes for `surface`, compressed at libdeflate's `level`.
  package static func encode(_ surface: Surface, level: Int) throws(GDError) -> [UInt8] {
    guard levels.contains(level) else {
      throw GDError("PNG compression level \(level) is outside \(levels.lowerBound)...\(levels.upperBound)")
    }
    return encoded(surface, level: Int32(level))
  }

  /// PNG bytes for `surface` with the rows stored uncompressed (`StoredPNG`): the fastest PNG to
  /// write and to read, for pictures sent once over a local connection (the studio's frames);
  /// 0.1 % larger than the raw rows.
  package static func encodeStored(_ surface: Surface) -> [UInt8] {
    StoredPNG.encode(surface)
  }

  private static func encoded(_ surface: Surface, level: Int32) -> [UInt8] {
    let hasAlpha = !surface.isOpaque
    var png = PNGChunks()
    png.appendHeader(width: surface.width, height: surface.height, colorType: hasAlpha ? 6 : 2)
    png.append(
      "IDAT",
      PNGRowEncoder(hasAlpha: hasAlpha, level: level, filtering: .sub).encode(
        surface, rect: PixelRect(x: 0, y: 0, width: surface.width, height: surface.height)))
    png.append("IEND", [])
    return png.bytes
  }

  /// Encodes `surface` and writes it to `path` atomically (temporary file, then rename).
  package static func write(_ surface: Surface, to path: String, level: Int) throws(GDError) {
    try PNGEncoder.write(to: path) { () throws(GDError) in try encode(surface, level: level) }
  }
}
