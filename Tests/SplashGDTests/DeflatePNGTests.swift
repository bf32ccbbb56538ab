import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGD

@Suite struct DeflatePNGTests {
  @Test func opaqueSurfaceIsRGBAndRoundTripsExactlyThroughBothDecoders() throws {
    let surface = TestSurfaces.opaqueGradient(width: 23, height: 17)
    let png = try DeflatePNG.encode(surface, level: 4)
    #expect(Array(png.prefix(8)) == PNGChunks.signature)
    // IHDR: 23 × 17, 8 bits, colour type 2 (RGB), deflate, adaptive filters, not interlaced.
    #expect(Array(png[16..<29]) == [0, 0, 0, 23, 0, 0, 0, 17, 8, 2, 0, 0, 0])
    #expect(try PNGFrameDecoder.decode(bytes: png, name: "t.png") == surface)
    #expect(try ImageDecoder.decode(bytes: png, name: "t.png") == surface)
  }

  /// The file keeps 8-bit straight alpha; the project's decoders read any PNG's alpha through
  /// libgd's 7 bits (see PNGEncoderTests for the worked values), and both agree.
  @Test func translucentPixelsDecodeAsLibgdReadsThem() throws {
    let source: [UInt8] = [
      100, 50, 0, 128, 10, 20, 30, 200, 0, 0, 0, 0,
      255, 255, 255, 255, 1, 1, 1, 1, 254, 0, 0, 254,
    ]
    let surface = try Surface(width: 3, height: 2, pixels: source)
    let png = try DeflatePNG.encode(surface, level: 1)
    #expect(png[25] == 6, "a translucent surface is written as an RGBA PNG (colour type 6)")
    let expected: [UInt8] = [
      101, 51, 0, 129, 10, 20, 30, 201, 0, 0, 0, 0,
      255, 255, 255, 255, 0, 0, 0, 0, 255, 0, 0, 255,
    ]
    #expect(try PNGFrameDecoder.decode(bytes: png, name: "t.png").pixels == expected)
    #expect(try ImageDecoder.decode(bytes: png, name: "t.png").pixels == expected)
  }

  /// The same picture gives the same bytes at each level (libdeflate is deterministic, and every
  /// row is filtered with Sub whatever the level).
  @Test func bytesAreFixedPerLevel() throws {
    let surface = TestSurfaces.opaqueGradient(width: 64, height: 48)
    let sizes = try [1, 4, 12].map { try DeflatePNG.encode(surface, level: $0).count }
    #expect(sizes == [354, 372, 302])
    #expect(try DeflatePNG.encode(surface, level: 4) == DeflatePNG.encode(surface, level: 4))
  }

  @Test func levelsOutsideLibdeflatesRangeAreRefused() {
    let surface = TestSurfaces.opaqueGradient(width: 2, height: 2)
    for level in [0, 13] {
      #expect(throws: GDError("PNG compression level \(level) is outside 1...12")) {
        try DeflatePNG.encode(surface, level: level)
      }
    }
    #expect(throws: GDError("/tmp/x.png: PNG compression level 0 is outside 1...12")) {
      try DeflatePNG.write(surface, to: "/tmp/x.png", level: 0)
    }
  }
}
