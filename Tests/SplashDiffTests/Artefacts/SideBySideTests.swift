import SplashRaster
import Testing

@testable import SplashDiff

@Test func panelsAreFlattenedOverWhiteAndSeparatedByAGreyLine() throws {
  let expected = try Surface(width: 2, height: 1, pixels: [10, 20, 30, 255, 0, 0, 0, 0])
  // Half-transparent red (premultiplied 128, 0, 0, 128) over white is 255, 127, 127.
  let actual = try Surface(width: 2, height: 1, pixels: [128, 0, 0, 128, 40, 50, 60, 255])
  let diff = try Surface(width: 2, height: 1, pixels: [255, 0, 0, 255, 250, 250, 250, 255])
  let picture = SideBySide.compose(expected: expected, actual: actual, diff: diff)
  #expect(picture.width == 10 && picture.height == 1)
  #expect(
    picture.pixels == [
      10, 20, 30, 255, 255, 255, 255, 255,
      0x8E, 0x8E, 0x93, 255, 0x8E, 0x8E, 0x93, 255,
      255, 127, 127, 255, 40, 50, 60, 255,
      0x8E, 0x8E, 0x93, 255, 0x8E, 0x8E, 0x93, 255,
      255, 0, 0, 255, 250, 250, 250, 255,
    ])
  #expect(SideBySide.panel(2, of: picture) == diff)
  #expect(SideBySide.panel(1, of: picture).pixels == [255, 127, 127, 255, 40, 50, 60, 255])
}
