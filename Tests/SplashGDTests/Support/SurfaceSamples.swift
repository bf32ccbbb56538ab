import SplashRaster

/// Surfaces with known pixels for round-trip tests.
enum SurfaceSamples {
  /// An opaque `width × height` surface whose pixel (x, y) is (x·17, y·29, (x + y)·5) mod 256.
  static func opaqueGradient(width: Int, height: Int) -> Surface {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        pixels += [UInt8((x * 17) % 256), UInt8((y * 29) % 256), UInt8(((x + y) * 5) % 256), 255]
      }
    }
    return try! Surface(width: width, height: height, pixels: pixels)
  }

  /// An opaque surface of pseudo-random colours (a fixed linear congruential sequence), which
  /// barely compresses.
  static func noise(width: Int, height: Int, seed: UInt32 = 1) -> Surface {
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
}
