internal import CGD
import SplashRaster

/// The blocks of an animated GIF, written by libgd from palette images we build.
///
/// libgd is used only for what it does well here: the GIF block layout and LZW coding. The
/// caller supplies the global palette, each frame's palette indices, crop offsets and
/// transparent index. A frame uses the global palette (`LocalCM = 0`) or a local table of its
/// own (`LocalCM = 1`, where the encoder's palette changes at a cut), disposal 1 ("do not
/// dispose") and `previm = NULL`, because libgd 2.3.3's own frame differencing is broken
/// (identical frames are dropped with their delay, upstream #971) and truecolor frames would be
/// re-quantised one by one. Buffers from libgd's `*Ptr` functions are copied and released with
/// `gdFree` at once. Each function is independent, so frames can be coded on several threads and
/// concatenated in order: header, frames…, trailer.
package enum GIFWriter {
  /// The header: signature, logical screen of `width × height`, the global colour table and,
  /// unless the animation plays once, the NETSCAPE2.0 loop extension.
  ///
  /// - Parameters:
  ///   - palette: 2…256 colours (alpha ignored); the table is padded to a power of two.
  ///   - loopCount: how many times viewers play the animation: 0 = forever, 1 = once (no loop
  ///     extension), n > 1 = the extension with n − 1 repeats.
  package static func header(width: Int, height: Int, palette: [Color], loopCount: Int)
    throws(GDError) -> [UInt8]
  {
    guard (1...65535).contains(width), (1...65535).contains(height) else {
      throw GDError("GIF screen size \(width)×\(height) is outside 1...65535")
    }
    guard (2...256).contains(palette.count) else {
      throw GDError("a GIF palette needs 2 to 256 colours, got \(palette.count)")
    }
    guard (0...65536).contains(loopCount) else {
      throw GDError("GIF loop count must be in 0...65536, got \(loopCount)")
    }
    let image = try GDImage(
      paletteWidth: width, height: height, red: palette.map(\.r), green: palette.map(\.g),
      blue: palette.map(\.b))
    let loops: Int32 = loopCount == 0 ? 0 : loopCount == 1 ? -1 : Int32(loopCount - 1)
    return try take("GIF header") { size in
      image.withPointer { gdImageGifAnimBeginPtr($0, &size, 1, loops) }
    }
  }

  /// One frame: graphic control extension (delay, disposal 1, transparency), image descriptor at
  /// (`left`, `top`) of `width × height`, and the LZW-coded `indices` (row-major).
  ///
  /// - Parameters:
  ///   - delay: centiseconds, 0…65535.
  ///   - transparentIndex: the index viewers leave unpainted, or nil.
  ///   - colorCount: the size of the palette the frame uses; every index must be below it (it
  ///     sets the LZW code size).
  ///   - localPalette: the frame's own colour table (`colorCount` colours, written after the
  ///     image descriptor, `LocalCM = 1`), or nil to use the global one.
  package static func frame(
    indices: [UInt8], left: Int, top: Int, width: Int, height: Int, delay: Int,
    transparentIndex: Int?,
    colorCount: Int, localPalette: [Color]? = nil
  ) throws(GDError) -> [UInt8] {
    guard (1...65535).contains(width), (1...65535).contains(height), indices.count == width * height
    else {
      throw GDError(
        "GIF frame of \(width)×\(height) needs \(width * height) indices, got \(indices.count)")
    }
    guard (0...65535).contains(left), (0...65535).contains(top) else {
      throw GDError("GIF frame offset (\(left), \(top)) is outside 0...65535")
    }
    guard (0...65535).contains(delay) else {
      throw GDError("GIF frame delay must be in 0...65535 cs, got \(delay)")
    }
    guard (2...256).contains(colorCount) else {
      throw GDError("a GIF palette needs 2 to 256 colours, got \(colorCount)")
    }
    if let transparentIndex, !(0..<colorCount).contains(transparentIndex) {
      throw GDError(
        "transparent index \(transparentIndex) is outside the palette of \(colorCount) colours")
    }
    if let bad = indices.first(where: { Int($0) >= colorCount }) {
      throw GDError("palette index \(bad) is outside the palette of \(colorCount) colours")
    }
    if let localPalette, localPalette.count != colorCount {
      throw GDError(
        "a local palette of \(localPalette.count) colours for a frame of \(colorCount) colours")
    }
    // Without a local table the image's palette is not written; only its size matters.
    let palette = localPalette ?? [Color](repeating: .black, count: colorCount)
    let image = try GDImage(
      paletteWidth: width, height: height, red: palette.map(\.r), green: palette.map(\.g),
      blue: palette.map(\.b))
    image.setIndices(indices)
    image.setTransparentIndex(transparentIndex)
    let local: Int32 = localPalette == nil ? 0 : 1
    return try take("GIF frame") { size in
      image.withPointer {
        gdImageGifAnimAddPtr($0, &size, local, Int32(left), Int32(top), Int32(delay), 1, nil)
      }
    }
  }

  /// The trailer that ends the file.
  package static func trailer() throws(GDError) -> [UInt8] {
    try take("GIF trailer") { size in gdImageGifAnimEndPtr(&size) }
  }

  /// Runs a libgd `*Ptr` call, copies and frees its buffer; libgd's warnings go into the error
  /// when it fails and to the usual diagnostics otherwise.
  private static func take(_ what: String, _ call: (inout Int32) -> UnsafeMutableRawPointer?)
    throws(GDError) -> [UInt8]
  {
    var size: Int32 = 0
    let (buffer, warnings) = GDDiagnostics.capture { call(&size) }
    guard let bytes = GDBuffer.take(buffer, count: size) else {
      throw GDError("libgd could not write the \(what)" + GDDiagnostics.suffix(warnings))
    }
    GDDiagnostics.forward(warnings)
    return bytes
  }
}
