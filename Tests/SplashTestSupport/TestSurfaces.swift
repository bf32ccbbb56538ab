import SplashRaster

/// Surfaces with known pixels, built the same way by every test target.
public enum TestSurfaces {
  /// A `width × height` surface whose pixel (x, y) is `pixel(x, y)`.
  public static func make(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> PremultipliedColor) -> Surface {
    var surface = try! Surface(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width { surface[x, y] = pixel(x, y) }
    }
    return surface
  }

  /// A surface whose pixel (x, y) is `colour(x, y)`, premultiplied.
  public static func painted(_ width: Int, _ height: Int, _ colour: (Int, Int) -> Color) -> Surface {
    make(width, height) { x, y in colour(x, y).premultiplied }
  }

  /// A surface filled with one colour.
  public static func solid(_ width: Int, _ height: Int, _ colour: Color) -> Surface {
    try! Surface(width: width, height: height, fill: colour.premultiplied)
  }

  /// An opaque `width × height` surface whose pixel (x, y) is (x·17, y·29, (x + y)·5) mod 256.
  public static func opaqueGradient(width: Int, height: Int) -> Surface {
    make(width, height) { x, y in
      PremultipliedColor(r: UInt8((x * 17) % 256), g: UInt8((y * 29) % 256), b: UInt8(((x + y) * 5) % 256), a: 255)
    }
  }

  /// An opaque surface of pseudo-random colours (a fixed linear congruential sequence, row by
  /// row, red, green, blue), which barely compresses.
  public static func noise(width: Int, height: Int, seed: UInt32 = 1) -> Surface {
    var state = seed
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) {
      for _ in 0..<3 {
        state = state &* 1_664_525 &+ 1_013_904_223
        pixels.append(UInt8(state >> 24))
      }
      pixels.append(255)
    }
    return try! Surface(width: width, height: height, pixels: pixels)
  }

  /// A deterministic pseudo-random opaque colour for (x, y, seed): photo-like noise.
  public static func noiseColour(_ x: Int, _ y: Int, _ seed: Int) -> Color {
    var h = UInt64(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663 ^ seed &* 83_492_791)
    h ^= h >> 33
    h = h &* 0xff51_afd7_ed55_8ccd
    h ^= h >> 33
    return Color(
      r: UInt8(truncatingIfNeeded: h), g: UInt8(truncatingIfNeeded: h >> 8), b: UInt8(truncatingIfNeeded: h >> 16))
  }

  /// A deterministic, varied premultiplied pixel (some translucent, some transparent).
  public static func patternPixel(_ x: Int, _ y: Int) -> PremultipliedColor {
    let a = UInt8((x * 37 + y * 91 + 11) % 256)
    let r = UInt8((x * 13 + y * 7) % (Int(a) + 1))
    let g = UInt8((x * 5 + y * 29 + 3) % (Int(a) + 1))
    let b = UInt8((x * 71 + y * 3 + 1) % (Int(a) + 1))
    return PremultipliedColor(r: r, g: g, b: b, a: a)
  }
}
