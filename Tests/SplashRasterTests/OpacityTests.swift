import Testing

@testable import SplashRaster

/// `isOpaque` reads eight bytes at a time and the odd pixel at the end on its own: a translucent
/// pixel must be found wherever it sits.
@Test(arguments: [0, 1, 2, 6]) func aTranslucentPixelAnywhereMakesASurfaceNotOpaque(index: Int) throws {
  // 7 pixels: three 8-byte words and one pixel left over.
  var pixels = [UInt8](repeating: 255, count: 7 * 4)
  #expect(try Surface(width: 7, height: 1, pixels: pixels).isOpaque)
  pixels[index * 4 + 3] = 254
  #expect(try !Surface(width: 7, height: 1, pixels: pixels).isOpaque)
  // Colour bytes never count, only alpha.
  let colours: [UInt8] = (0..<7).flatMap { i -> [UInt8] in [UInt8(i), 0, 17, 255] }
  #expect(try Surface(width: 7, height: 1, pixels: colours).isOpaque)
}
