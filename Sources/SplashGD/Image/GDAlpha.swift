import SplashRaster

/// The mapping between libgd's 7-bit inverted alpha and splashreel's 8-bit alpha.
///
/// libgd stores alpha in 7 bits, inverted: 0 is opaque, 127 (`gdAlphaTransparent`) is clear.
/// - gd → 8-bit: `toByte[a] = round(255 × (127 − a) / 127)`, so 0 → 255 and 127 → 0 exactly.
///   This equals libgd's own PNG writer, `255 − (2a + a >> 6)`, so a PNG libgd writes and the
///   surface we decode agree.
/// - 8-bit → gd: `fromByte[A] = round(127 × (255 − A) / 255)`, the nearest gd level. libgd's PNG
///   reader uses `127 − (A >> 1)`; for every value of `toByte` the two agree, so
///   `toByte[fromByte[A]]` survives any number of PNG round trips unchanged.
///
/// Only 128 alpha levels exist, so a non-opaque alpha `A` comes back as `toByte[fromByte[A]]`
/// (e.g. 128 → 129, 1 → 0, 254 → 255); 0 and 255 are exact.
enum GDAlpha {
  /// gd alpha (0...127) → 8-bit alpha.
  static let toByte: [UInt8] = (0...127).map { (a: Int) -> UInt8 in
    UInt8((255 * (127 - a) + 63) / 127)
  }

  /// 8-bit alpha → gd alpha (0...127).
  static let fromByte: [UInt8] = (0...255).map { (a: Int) -> UInt8 in
    UInt8((127 * (255 - a) + 127) / 255)
  }
}

/// Packing of one premultiplied RGBA pixel into a `UInt32`, R in the low byte, so a store
/// of its little-endian bytes writes R, G, B, A in `Surface` order.
enum PremultipliedPixel {
  @inline(__always)
  static func pack(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> UInt32 {
    if a == 255 { return r | g << 8 | b << 16 | 0xFF00_0000 }
    return mulDiv255(r, a) | mulDiv255(g, a) << 8 | mulDiv255(b, a) << 16 | a << 24
  }
}
