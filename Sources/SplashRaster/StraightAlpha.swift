/// Premultiplied RGBA → straight RGBA, as PNG and libwebp store it: each colour channel is
/// round(c × 255 / a); fully transparent pixels become 0, 0, 0, 0.
package enum StraightAlpha {
  /// Converts `count` pixels from `source[start...]` into `target[offset...]`.
  @inline(__always)
  package static func convert(
    _ source: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, into target: UnsafeMutableBufferPointer<UInt8>,
    at offset: Int
  ) {
    for i in 0..<count {
      let p = start + i * 4
      let q = offset + i * 4
      let a = Int(source[p + 3])
      if a == 255 {
        target[q] = source[p]
        target[q + 1] = source[p + 1]
        target[q + 2] = source[p + 2]
      } else if a == 0 {
        target[q] = 0
        target[q + 1] = 0
        target[q + 2] = 0
      } else {
        target[q] = UInt8(min(255, (Int(source[p]) * 255 + a / 2) / a))
        target[q + 1] = UInt8(min(255, (Int(source[p + 1]) * 255 + a / 2) / a))
        target[q + 2] = UInt8(min(255, (Int(source[p + 2]) * 255 + a / 2) / a))
      }
      target[q + 3] = UInt8(a)
    }
  }

  /// Straight r, g, b, a → one premultiplied RGBA pixel as stored in memory (R first), each colour
  /// round(c × a / 255): the inverse of `convert` for every premultiplied value.
  @inline(__always)
  package static func premultiplied(r: UInt32, g: UInt32, b: UInt32, a: UInt32) -> UInt32 {
    (a == 255
      ? r | g << 8 | b << 16 | 0xFF00_0000
      : mulDiv255(r, a) | mulDiv255(g, a) << 8 | mulDiv255(b, a) << 16 | a << 24).littleEndian
  }
}
