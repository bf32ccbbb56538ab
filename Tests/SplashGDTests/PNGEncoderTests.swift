import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGD

@Suite struct PNGEncoderTests {
  @Test func opaqueSurfaceRoundTripsExactly() throws {
    let surface = TestSurfaces.opaqueGradient(width: 23, height: 17)
    let png = try PNGEncoder.encode(surface)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(png[25] == 2, "an opaque surface is written as an RGB PNG (colour type 2)")
    #expect(try ImageDecoder.decode(bytes: png, name: "t.png") == surface)
  }

  /// Non-opaque pixels: alpha A comes back as toByte[fromByte[A]], the colour as the
  /// un-premultiplied colour premultiplied by that alpha. Worked by hand:
  /// - (100, 50, 0, 128): straight (199, 100, 0); alpha 128 → 63 → 129;
  ///   premultiplied round(199·129/255) = 101, round(100·129/255) = 51 → (101, 51, 0, 129).
  /// - (10, 20, 30, 200): straight (13, 26, 38); 200 → 27 (27.39) → 201 (200.79);
  ///   → round(13·201/255) = 10, round(26·201/255) = 20, round(38·201/255) = 30 → (10, 20, 30, 201).
  /// - (0, 0, 0, 0) stays clear; (255, 255, 255, 255) stays opaque white.
  /// - (1, 1, 1, 1): alpha 1 → 127 → 0, the pixel becomes clear.
  /// - (254, 0, 0, 254): 254 → 0 → 255: straight 255 (254·255/254) → (255, 0, 0, 255).
  @Test func translucentPixelsFollowTheSevenBitMapping() throws {
    let source: [UInt8] = [
      100, 50, 0, 128, 10, 20, 30, 200, 0, 0, 0, 0,
      255, 255, 255, 255, 1, 1, 1, 1, 254, 0, 0, 254,
    ]
    let surface = try Surface(width: 3, height: 2, pixels: source)
    let png = try PNGEncoder.encode(surface)
    #expect(png[25] == 6, "a translucent surface is written as an RGBA PNG (colour type 6)")
    let decoded = try ImageDecoder.decode(bytes: png, name: "t.png")
    #expect(
      decoded.pixels == [
        101, 51, 0, 129, 10, 20, 30, 201, 0, 0, 0, 0,
        255, 255, 255, 255, 0, 0, 0, 0, 255, 0, 0, 255,
      ])
    // A second round trip changes nothing: the 7-bit levels are a fixed point.
    #expect(try ImageDecoder.decode(bytes: PNGEncoder.encode(decoded), name: "t.png") == decoded)
  }

  /// Every alpha level at full white: decoded alpha is toByte[fromByte[A]] for all 256 values.
  @Test func everyAlphaLevel() throws {
    var pixels: [UInt8] = []
    for a in 0...255 { pixels += [UInt8(a), UInt8(a), UInt8(a), UInt8(a)] }
    let decoded = try ImageDecoder.decode(
      bytes: PNGEncoder.encode(Surface(width: 16, height: 16, pixels: pixels)), name: "t.png")
    for a in 0...255 {
      let expected = GDAlpha.toByte[Int(GDAlpha.fromByte[a])]
      #expect(decoded.pixels[a * 4 ..< a * 4 + 4].elementsEqual([expected, expected, expected, expected]), "alpha \(a)")
    }
  }

  @Test func compressionLevelIsChecked() {
    #expect(throws: GDError("PNG compression level 10 is outside -1...9")) {
      try PNGEncoder.encode(TestSurfaces.opaqueGradient(width: 2, height: 2), compressionLevel: 10)
    }
  }

  @Test func writeIsAtomicAndLeavesNoTemporaryFile() throws {
    let directory = TemporaryFolder("gd")
    let surface = TestSurfaces.opaqueGradient(width: 8, height: 4)
    let path = directory.file("frame.png")
    try PNGEncoder.write(surface, to: path)
    try PNGEncoder.write(surface, to: path)  // replaces the existing file
    #expect(directory.entries() == ["frame.png"])
    #expect(try ImageDecoder.decode(contentsOf: path) == surface)
  }

  @Test func writeIntoAMissingDirectoryNamesTheFile() {
    let directory = TemporaryFolder("gd")
    let path = directory.file("missing/frame.png")
    #expect(throws: GDError("\(path): cannot write file (No such file or directory)")) {
      try PNGEncoder.write(TestSurfaces.opaqueGradient(width: 2, height: 2), to: path)
    }
    #expect(directory.entries() == [])
  }
}
