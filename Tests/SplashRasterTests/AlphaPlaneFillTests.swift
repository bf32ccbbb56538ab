import SplashTestSupport
import Testing

@testable import SplashRaster

/// `fill(_:color:opacity:)` four pixels at a time must give the one-pixel blend's integers.
@Suite struct AlphaPlaneFillTests {
  /// A 13 × 5 frame of random premultiplied pixels, a plane over columns 1..<12 and rows 1..<5
  /// (runs of four and a tail) with random alphas, many 0 and 255, and one row all 255.
  @Test(arguments: [0.35, 1.0, 0.002])
  func fourAtATimeIsTheOnePixelBlend(opacity: Double) throws {
    var random = SplitMix64(state: 27)
    let (width, height) = (13, 5)
    var pixels: [UInt8] = []
    for _ in 0..<(width * height) {
      let a = UInt8.random(in: 0...255, using: &random)
      pixels += [
        UInt8.random(in: 0...a, using: &random), UInt8.random(in: 0...a, using: &random),
        UInt8.random(in: 0...a, using: &random), a,
      ]
    }
    let box = PixelRect(x: 1, y: 1, width: 11, height: 4)
    var values = (0..<box.area).map { _ -> UInt8 in
      switch UInt8.random(in: 0...3, using: &random) {
      case 0: 0
      case 1: 255
      default: UInt8.random(in: 0...255, using: &random)
      }
    }
    // One row all 255: runs of four opaque alphas, which take the colour scaled once.
    for x in 0..<box.width { values[box.width + x] = 255 }
    let plane = AlphaPlane(frameWidth: width, frameHeight: height, bounds: box, values: values)
    let color = PremultipliedColor(r: 20, g: 27, b: 45, a: 160)
    var surface = try Surface(width: width, height: height, pixels: pixels)
    surface.fill(plane, color: color, opacity: opacity)
    // The one-pixel reference.
    let op = opacityFactor(opacity)
    var expected = pixels
    expected.withUnsafeMutableBytes { bytes in
      let dst = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      for y in box.y..<box.maxY {
        for x in box.x..<box.maxX {
          let a = UInt32(plane[x, y])
          if a != 0 && op > 0 { blend(spread(color.packed), factor: edgeFactor(op, a), onto: dst + y * width + x) }
        }
      }
    }
    #expect(surface.pixels == expected)
    #expect(surface.pixels != pixels)
  }
}
