internal import CGD
import SplashRaster

/// Decodes PNG, JPEG, WebP and GIF (first frame) into a premultiplied RGBA `Surface`.
///
/// The format is recognised by its signature, never by the file name. Before libgd sees the
/// data, the declared size is read from the header (PNG IHDR; JPEG SOFn; WebP VP8/VP8L/VP8X;
/// GIF logical screen and first image descriptor) and refused beyond ``maximumSide`` pixels
/// per side or `PixelBudget.maximumPixelsPerImage` pixels in total, so a corrupt or hostile header
/// never allocates.
///
/// Alpha: libgd keeps 7 bits (0 opaque … 127 clear); it becomes 8-bit alpha through a lookup,
/// `round(255 × (127 − a) / 127)` (0 → 255, 127 → 0 exactly), and colours are premultiplied
/// with exact rounding. A GIF's first frame is placed at its offset on a transparent canvas
/// of the logical screen's size.
///
/// PNG chunks libgd does not read are dropped first and the IHDR's fields checked (see
/// `PNGChunkFilter`), so libpng has little to warn about; what it still prints (interlaced
/// images, data past the last row) is kept off stderr while libgd reads (the CGD shim).
///
/// Every error is one line that starts with the file's name, e.g.
/// `"logo.png: truncated or corrupt PNG data (libgd: …)"`.
package enum ImageDecoder {
  /// The longest side accepted, in pixels. Long strips are fine; beyond 32768 a header is
  /// corrupt or hostile. The area limit is `PixelBudget.maximumPixelsPerImage` (4096 × 4096).
  package static let maximumSide = 32_768

  /// Reads and decodes the image file at `path`.
  package static func decode(contentsOf path: String) throws(GDError) -> Surface {
    try decode(bytes: FileIO.read(path), name: path)
  }

  /// Decodes an image held in memory; `name` (a path or URL) prefixes every error message.
  package static func decode(bytes: [UInt8], name: String) throws(GDError) -> Surface {
    let header = try checkedHeader(bytes, name: name)
    let bytes = header.format == .png ? try PNGChunkFilter.filter(bytes, name: name) : bytes
    return try decodeWithLibgd(bytes, header: header, name: name)
  }

  /// The header of `bytes`, checked against the size limits.
  static func checkedHeader(_ bytes: [UInt8], name: String) throws(GDError) -> ImageHeader {
    let header = try ImageHeader(bytes: bytes, name: name)
    try header.checkLimits(
      name: name, maximumSide: maximumSide, maximumPixelCount: PixelBudget.maximumPixelsPerImage)
    return header
  }

  /// Decodes through libgd what `checkedHeader` accepted (a PNG already through
  /// `PNGChunkFilter`).
  static func decodeWithLibgd(_ bytes: [UInt8], header: ImageHeader, name: String) throws(GDError)
    -> Surface
  {
    let (decoded, warnings) = GDDiagnostics.capture { () -> gdImagePtr? in
      bytes.withUnsafeBytes { raw -> gdImagePtr? in
        let data = UnsafeMutableRawPointer(mutating: raw.baseAddress!)
        let size = Int32(raw.count)
        switch header.format {
        case .png:
          // libpng's warnings would go to stderr raw (see the CGD shim and `LibpngWarnings`); its
          // errors still reach us.
          let quiet = LibpngWarnings.areSilenced
          if quiet { splashreel_stderr_quiet_begin() }
          defer { if quiet { splashreel_stderr_quiet_end() } }
          return gdImageCreateFromPngPtr(size, data)
        case .jpeg: return gdImageCreateFromJpegPtrEx(size, data, 0)
        case .webP: return gdImageCreateFromWebpPtr(size, data)
        case .gif: return gdImageCreateFromGifPtr(size, data)
        }
      }
    }
    let corrupt = "\(name): truncated or corrupt \(header.format.rawValue) data"
    let image = try GDImage(
      adopting: decoded, orThrow: GDError(corrupt + GDDiagnostics.suffix(warnings)))
    // libjpeg recovers from damaged data by filling the rest with grey; a preview tool must not.
    if header.format == .jpeg, warnings.contains(where: { $0.contains("recoverable error") }) {
      throw GDError(corrupt + GDDiagnostics.suffix(warnings))
    }
    GDDiagnostics.forward(warnings)
    return try surface(of: image, header: header, name: name)
  }

  private static func surface(of image: GDImage, header: ImageHeader, name: String) throws(GDError)
    -> Surface
  {
    let frame = header.frame
    guard image.width == frame.width, image.height == frame.height else {
      throw GDError(
        "\(name): libgd decoded \(image.width)×\(image.height) pixels, the header declares \(frame.width)×\(frame.height)"
      )
    }
    let pixels = image.premultipliedPixels()
    do {
      if frame == (0, 0, header.width, header.height) {
        return try Surface(width: header.width, height: header.height, pixels: pixels)
      }
      // A GIF whose first frame covers part of the logical screen.
      var canvas = try Surface(width: header.width, height: header.height)
      let rowBytes = frame.width * 4
      canvas.pixels.withUnsafeMutableBufferPointer { canvas in
        for y in 0..<frame.height {
          let target = ((frame.y + y) * header.width + frame.x) * 4
          for i in 0..<rowBytes { canvas[target + i] = pixels[y * rowBytes + i] }
        }
      }
      return canvas
    } catch {
      throw GDError("\(name): \(error)", cause: error)
    }
  }
}
