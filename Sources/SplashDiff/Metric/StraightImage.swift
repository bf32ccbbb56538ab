import SplashRaster

/// RGBA8 with straight (not premultiplied) alpha: the pixels pixelmatch compares.
///
/// Frames live as premultiplied `Surface`s; `init(_:)` divides alpha back out. That is exact for
/// opaque and fully transparent pixels (everything a GIF holds); for partly transparent pixels it
/// recovers the straight colour to within rounding.
public struct StraightImage: Sendable, Equatable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes, R, G, B, A, row-major.
  public var pixels: [UInt8]

  /// Wraps straight RGBA bytes; the count must be `width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(DiffError) {
    guard width > 0, height > 0, pixels.count == width * height * 4 else {
      throw DiffError(
        "straight RGBA image \(width)×\(height) needs \(max(0, width * height * 4)) bytes, got \(pixels.count)")
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Un-premultiplies a surface (rounding to nearest; alpha 0 becomes 0, 0, 0, 0). An opaque
  /// surface, the common case, shares the surface's bytes (they are the same); otherwise opaque
  /// pixels are copied as whole words.
  public init(_ surface: Surface) {
    width = surface.width
    height = surface.height
    let count = surface.pixels.count / 4
    if surface.isOpaque {
      pixels = surface.pixels
      return
    }
    pixels = surface.pixels.withUnsafeBytes { raw in
      [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
        let src = raw.bindMemory(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: count)
        for p in 0..<count {
          let word = UInt32(littleEndian: src[p])
          let a = word >> 24
          if a == 255 {
            dst[p] = src[p]
          } else if a == 0 {
            dst[p] = 0
          } else {
            let r = min(255, ((word & 0xFF) * 255 + a / 2) / a)
            let g = min(255, ((word >> 8 & 0xFF) * 255 + a / 2) / a)
            let b = min(255, ((word >> 16 & 0xFF) * 255 + a / 2) / a)
            dst[p] = UInt32(littleEndian: r | g << 8 | b << 16 | a << 24)
          }
        }
        initialized = count * 4
      }
    }
  }
}
