internal import CGD
import SplashFiles
import SplashRaster

/// Encodes a premultiplied `Surface` as PNG through libgd.
///
/// Opaque surfaces become RGB PNGs with exact colours. Any non-opaque pixel makes an RGBA
/// PNG: colours are un-premultiplied, and alpha passes through libgd's 7 bits, so a decoded
/// alpha is `GDAlpha.toByte[GDAlpha.fromByte[A]]` (0 and 255 exact; e.g. 128 → 129) and its
/// colour is the un-premultiplied colour premultiplied again by that alpha.
package enum PNGEncoder {
  /// PNG bytes for `surface`; `compressionLevel` is zlib's 0...9, or -1 for zlib's default.
  package static func encode(_ surface: Surface, compressionLevel: Int = -1) throws(GDError)
    -> [UInt8]
  {
    guard (-1...9).contains(compressionLevel) else {
      throw GDError("PNG compression level \(compressionLevel) is outside -1...9")
    }
    let image = try GDImage(surface: surface)
    let (bytes, warnings) = GDDiagnostics.capture { () -> [UInt8]? in
      var size: Int32 = 0
      let buffer = image.withPointer { gdImagePngPtrEx($0, &size, Int32(compressionLevel)) }
      return GDBuffer.take(buffer, count: size)
    }
    guard let bytes else {
      throw GDError(
        "libgd failed to encode a \(surface.width)×\(surface.height) PNG"
          + GDDiagnostics.suffix(warnings))
    }
    GDDiagnostics.forward(warnings)
    return bytes
  }

  /// Encodes `surface` and writes it to `path` through `AtomicFile` (a temporary file in the same
  /// directory, `fsync`, rename), so `path` never holds half a PNG.
  package static func write(_ surface: Surface, to path: String, compressionLevel: Int = -1)
    throws(GDError)
  {
    try write(to: path) { () throws(GDError) in try encode(surface, compressionLevel: compressionLevel) }
  }

  /// Writes what `encode` gives to `path` atomically; an encoding error is prefixed with the path.
  package static func write(to path: String, encode: () throws(GDError) -> [UInt8]) throws(GDError) {
    let bytes: [UInt8]
    do {
      bytes = try encode()
    } catch {
      throw GDError("\(path): \(error.description)", cause: error)
    }
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw GDError(error)
    }
  }
}
