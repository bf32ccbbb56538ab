/// The image formats splashreel decodes, recognised by their first bytes (never by file name).
package enum ImageFormat: String, Sendable, CaseIterable {
  case png = "PNG"
  case jpeg = "JPEG"
  case webP = "WebP"
  case gif = "GIF"

  /// The format whose signature starts `bytes`, or nil.
  ///
  /// PNG: `89 50 4E 47 0D 0A 1A 0A`; JPEG: `FF D8 FF`; GIF: `GIF87a` / `GIF89a`;
  /// WebP: `RIFF`, four size bytes, `WEBP`.
  package init?(sniffing bytes: [UInt8]) {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
      self = .gif
    } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
      self = .webP
    } else {
      return nil
    }
  }
}
