internal import CGD
import SplashRaster

extension GDImage {
  /// A truecolor image holding `surface`'s pixels: premultiplied RGBA is un-premultiplied
  /// (`c = round(C × 255 / A)`), alpha mapped through `GDAlpha.fromByte`, fully transparent
  /// pixels stored as transparent black. Alpha is saved only when some pixel is not opaque,
  /// so opaque surfaces encode as RGB PNGs.
  convenience init(surface: Surface) throws(GDError) {
    try self.init(trueColorWidth: surface.width, height: surface.height, clear: false)
    let width = surface.width
    var opaque = true
    surface.pixels.withUnsafeBufferPointer { source in
      GDAlpha.fromByte.withUnsafeBufferPointer { fromByte in
        for y in 0..<surface.height {
          withTrueColorRow(y) { row in
            var i = y * width * 4
            for x in 0..<width {
              let a = UInt32(source[i + 3])
              let r = UInt32(source[i])
              let g = UInt32(source[i + 1])
              let b = UInt32(source[i + 2])
              let value: UInt32
              if a == 255 {
                value = r << 16 | g << 8 | b
              } else if a == 0 {
                opaque = false
                value = UInt32(gdAlphaTransparent) << 24
              } else {
                opaque = false
                value =
                  UInt32(fromByte[Int(a)]) << 24 | unpremultiply(r, a) << 16 | unpremultiply(g, a)
                  << 8
                  | unpremultiply(b, a)
              }
              row[x] = Int32(bitPattern: value)
              i += 4
            }
          }
        }
      }
    }
    if opaque { withPointer { gdImageSaveAlpha($0, 0) } }
  }

  /// This image as premultiplied RGBA bytes (row-major, `width * height * 4`), gd alpha mapped
  /// through `GDAlpha.toByte`; palette entries and a truecolor colour key honour transparency.
  func premultipliedPixels() -> [UInt8] {
    let width = self.width
    let height = self.height
    return [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      let out = UnsafeMutableRawPointer(buffer.baseAddress!)
      if isTrueColor {
        let key = transparentIndex.map { UInt32($0) & 0x7FFF_FFFF }
        GDAlpha.toByte.withUnsafeBufferPointer { toByte in
          for y in 0..<height {
            withTrueColorRow(y) { row in
              let base = y * width * 4
              // Decoded frames are mostly opaque rows: a branch-free loop the compiler
              // vectorises, taken when no pixel of the row has gd alpha or the colour key.
              var alphaBits: UInt32 = 0
              for x in 0..<width { alphaBits |= UInt32(bitPattern: row[x]) }
              if alphaBits & 0x7F00_0000 == 0 && key == nil {
                (out + base).withMemoryRebound(to: UInt32.self, capacity: width) { target in
                  for x in 0..<width {
                    let p = UInt32(bitPattern: row[x])
                    target[x] =
                      (0xFF00_0000 | (p & 0xFF) << 16 | (p & 0xFF00) | (p >> 16) & 0xFF)
                      .littleEndian
                  }
                }
                return
              }
              for x in 0..<width {
                let p = UInt32(bitPattern: row[x]) & 0x7FFF_FFFF
                var a = UInt32(toByte[Int(p >> 24)])
                if p == key { a = 0 }
                let pixel = PremultipliedPixel.pack(
                  r: (p >> 16) & 0xFF, g: (p >> 8) & 0xFF, b: p & 0xFF, a: a)
                out.storeBytes(of: pixel.littleEndian, toByteOffset: base + x * 4, as: UInt32.self)
              }
            }
          }
        }
      } else {
        let palette = premultipliedPalette()
        palette.withUnsafeBufferPointer { palette in
          for y in 0..<height {
            withIndexRow(y) { row in
              let base = y * width * 4
              for x in 0..<width {
                out.storeBytes(
                  of: palette[Int(row[x])].littleEndian, toByteOffset: base + x * 4, as: UInt32.self
                )
              }
            }
          }
        }
      }
      count = width * height * 4
    }
  }
}

/// `round(c × 255 / a)` clamped to 255, for 0 < a < 255.
@inline(__always)
private func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
  min(255, (c * 255 + a / 2) / a)
}
