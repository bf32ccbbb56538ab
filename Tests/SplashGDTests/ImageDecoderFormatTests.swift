import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGD

/// Each format decodes to the premultiplied pixels worked out from the fixture's source values
/// (see scripts/make-gd-fixtures.py) and the gd alpha mapping.
@Suite struct ImageDecoderFormatTests {
  private func pixels(_ s: Surface) -> [[UInt8]] {
    stride(from: 0, to: s.pixels.count, by: 4).map { Array(s.pixels[$0..<($0 + 4)]) }
  }

  /// Lossless WebP, straight alpha 255, 128, 0 / 255, 1, 254. libgd's WebP reader keeps
  /// `127 − (A >> 1)`: 128 → 63 → 129; 1 → 127 → 0; 254 → 0 → 255.
  @Test func webPWithAlpha() throws {
    let s = try ImageDecoder.decode(bytes: DecoderFixtures.webPRGBA3x2, name: "a.webp")
    #expect(s.width == 3 && s.height == 2)
    #expect(
      pixels(s) == [
        [255, 0, 0, 255], [0, 129, 0, 129], [0, 0, 0, 0],
        [10, 20, 30, 255], [0, 0, 0, 0], [255, 255, 255, 255],
      ])
  }

  /// Two flat 8×8 blocks, 4:4:4 at quality 100: every pixel decodes to its block's colour
  /// (the same values Pillow's libjpeg gives for this file).
  @Test func jpegBlocks() throws {
    let s = try ImageDecoder.decode(bytes: DecoderFixtures.jpegTwoBlocks16x8, name: "a.jpg")
    #expect(s.width == 16 && s.height == 8)
    for y in 0..<8 {
      for x in 0..<16 {
        #expect(s[x, y] == (x < 8 ? PremultipliedColor(r: 200, g: 40, b: 40, a: 255) : PremultipliedColor(r: 40, g: 40, b: 200, a: 255)))
      }
    }
  }

  /// The first frame (3×2, index 3 transparent) lands at (2, 1) on a clear 6×4 canvas.
  @Test func gifFirstFrameAtItsOffset() throws {
    let s = try ImageDecoder.decode(bytes: DecoderFixtures.gifFrameAt2x1On6x4, name: "a.gif")
    #expect(s.width == 6 && s.height == 4)
    let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
    let green = PremultipliedColor(r: 0, g: 255, b: 0, a: 255)
    let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
    var expected = [[PremultipliedColor]](repeating: [PremultipliedColor](repeating: .clear, count: 6), count: 4)
    expected[1][2] = red
    expected[1][3] = green
    expected[1][4] = blue
    expected[2][3] = red
    expected[2][4] = green
    for y in 0..<4 {
      for x in 0..<6 { #expect(s[x, y] == expected[y][x], "pixel (\(x), \(y))") }
    }
  }

  /// Palette alpha 255, 128, 0, 64 → gd 0, 63, 127, 95 → 255, 129, 0, 64; white at 64 is (64, 64, 64, 64).
  @Test func palettePNGWithTransparency() throws {
    let s = try ImageDecoder.decode(bytes: DecoderFixtures.pngPaletteTRNS2x2, name: "p.png")
    #expect(pixels(s) == [[255, 0, 0, 255], [0, 129, 0, 129], [0, 0, 0, 0], [64, 64, 64, 64]])
  }

  /// An RGB PNG's tRNS colour key makes exactly that colour transparent.
  @Test func colourKeyPNG() throws {
    let s = try ImageDecoder.decode(bytes: DecoderFixtures.pngRGBColourKey2x1, name: "k.png")
    #expect(pixels(s) == [[0, 0, 0, 0], [10, 20, 31, 255]])
  }

  /// The same bytes decode the same from a file as from memory.
  @Test func fileAndBytesAgree() throws {
    let directory = TemporaryFolder("gd")
    let path = try directory.write(DecoderFixtures.webPRGBA3x2, to: "named-anything.bin")
    #expect(
      try ImageDecoder.decode(contentsOf: path) == ImageDecoder.decode(bytes: DecoderFixtures.webPRGBA3x2, name: path))
  }

  /// A JPEG cut short is an error, not an image half-filled with grey.
  @Test func truncatedJPEGIsAnError() {
    let bytes = Array(DecoderFixtures.jpegTwoBlocks16x8.prefix(DecoderFixtures.jpegTwoBlocks16x8.count - 10))
    #expect(throws: GDError("cut.jpg: truncated or corrupt JPEG data (libgd: gd-jpeg, libjpeg: recoverable error: Premature end of JPEG file)")) {
      try ImageDecoder.decode(bytes: bytes, name: "cut.jpg")
    }
  }
}
