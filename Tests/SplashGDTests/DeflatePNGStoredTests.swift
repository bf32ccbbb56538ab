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
  // Rows of 1 + 23 × 3 bytes, each a stored block (5 bytes), zlib's 2 + 4, and the 57 bytes of
  // signature, IHDR, IDAT and IEND framing.
  #expect(png.count == 17 * (1 + 23 * 3 + 5) + 6 + 57)
}

/// With alpha the samples are straight RGBA; a row past 65,535 bytes spans several blocks.
@Test func storedPNGWithAlphaAndWideRowsRoundTrips() throws {
  var surface = TestSurfaces.opaqueGradient(width: 16_390, height: 3)
  surface.pixels.withUnsafeMutableBufferPointer { pixels in
    for i in stride(from: 0, to: pixels.count, by: 12) {
      // Premultiplied at alpha 128: every channel at most 128.
      for c in 0..<3 { pixels[i + c] = pixels[i + c] / 2 }
      pixels[i + 3] = 128
    }
  }
  let png = DeflatePNG.encodeStored(surface)
  // 1 + 16390 × 4 = 65561 bytes a row: two blocks each.
  #expect(png.count == 3 * (1 + 16_390 * 4 + 10) + 6 + 57)
  // Read back (through libgd's 7-bit alpha, as any RGBA PNG) as the compressed writer's file is.
  let compressed = try DeflatePNG.encode(surface, level: 1)
  let decoded = try PNGFrameDecoder.decode(bytes: png, name: "t.png")
  #expect(decoded == (try PNGFrameDecoder.decode(bytes: compressed, name: "c.png")))
  // Alpha 128 comes back as 129 (`GDAlpha`); the opaque pixel exactly.
  #expect(decoded.pixels[0..<8] == [0, 0, 0, 129, 17, 0, 5, 255])
}
