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
      throw DiffError("straight RGBA image \(width)×\(height) needs \(max(0, width * height * 4)) bytes, got \(pixels.count)")
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Un-premultiplies a surface (rounding to nearest; alpha 0 becomes 0, 0, 0, 0).
  public init(_ surface: Surface) {
    width = surface.width
    height = surface.height
    var out = [UInt8](repeating: 0, count: surface.pixels.count)
    surface.pixels.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        var i = 0
        while i < src.count {
          let a = UInt32(src[i + 3])
          if a == 255 {
            dst[i] = src[i]
            dst[i + 1] = src[i + 1]
            dst[i + 2] = src[i + 2]
            dst[i + 3] = 255
          } else if a != 0 {
            dst[i] = UInt8(min(255, (UInt32(src[i]) * 255 + a / 2) / a))
            dst[i + 1] = UInt8(min(255, (UInt32(src[i + 1]) * 255 + a / 2) / a))
            dst[i + 2] = UInt8(min(255, (UInt32(src[i + 2]) * 255 + a / 2) / a))
            dst[i + 3] = UInt8(a)
          }
          i += 4
        }
      }
    }
    pixels = out
  }
}
