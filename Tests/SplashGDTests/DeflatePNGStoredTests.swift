import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGD

/// `encodeStored` writes the rows uncompressed: the same pixels, a size fixed by the frame.
@Test func storedPNGRoundTripsAndIsTheRowsPlusFraming() throws {
  let surface = TestSurfaces.opaqueGradient(width: 23, height: 17)
  let png = DeflatePNG.encodeStored(surface)
  #expect(try PNGFrameDecoder.decode(bytes: png, name: "t.png") == surface)
  #expect(try ImageDecoder.decode(bytes: png, name: "t.png") == surface)
  // Rows of 1 + 23 × 3 bytes, one stored block (5 bytes), zlib's 2 + 4, and the 57 bytes of
  // signature, IHDR, IDAT and IEND framing.
  #expect(png.count == 17 * (1 + 23 * 3) + 5 + 6 + 57)
}
