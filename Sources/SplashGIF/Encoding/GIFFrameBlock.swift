import SplashRaster

/// One frame's blocks around image data coded in Swift (`LossyLZWCoder`), laid out byte for
/// byte as libgd's `gdImageGifAnimAdd` lays out its own (see `SplashGD.GIFWriter.frame`):
/// graphic control extension (disposal 1, the transparent index or 255 without transparency),
/// image descriptor, the local colour table padded to a power of two, then the data.
enum GIFFrameBlock {
  static func bytes(
    imageData: [UInt8], left: Int, top: Int, width: Int, height: Int, delay: Int,
    transparentIndex: Int?, colorCount: Int, localPalette: [Color]?
  ) -> [UInt8] {
    func word(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    var bytes: [UInt8] = [0x21, 0xF9, 4, transparentIndex == nil ? 0x04 : 0x05]
    bytes += word(delay)
    bytes += [UInt8(transparentIndex ?? 255), 0]
    bytes += [0x2C] + word(left) + word(top) + word(width) + word(height)
    if let localPalette {
      var bits = 1
      while 1 << bits < colorCount { bits += 1 }
      bytes.append(0x80 | UInt8(bits - 1))
      for k in 0..<(1 << bits) {
        let c = k < localPalette.count ? localPalette[k] : Color(r: 0, g: 0, b: 0, a: 255)
        bytes += [c.r, c.g, c.b]
      }
    } else {
      bytes.append(0)
    }
    return bytes + imageData
  }
}
