import SplashRaster
import Testing

@testable import SplashDiff

/// Acceptance 2: the differing-pixel counts equal PyPI pixelmatch's on every pair, with anti-aliasing
/// detection on and off, at thresholds 0.05, 0.1 and 0.2, when translucent pixels are blended over
/// white as that package does (`TranslucencyTests` checks the checkerboard of pixelmatch 7.2).
@Test(arguments: PixelMatchFixtures.pairs.map(\.name))
func countsEqualPythonPixelmatch(_ name: String) throws {
  let pair = try #require(PixelMatchFixtures.pairs.first { $0.name == name })
  let (a, b) = try pair.images()
  for threshold in [0.05, 0.1, 0.2] {
    for detect in [true, false] {
      let key = "t\(threshold)_\(detect ? "aa" : "noaa")"
      let expected = try #require(pair.counts[key])
      let diff = try PixelMatch(threshold: threshold, includeAntiAliased: !detect, checkerboard: false).compare(a, b)
      #expect(diff.differentPixels == expected, "\(name) (\(pair.what)) \(key)")
    }
  }
}

@Test func thePairsCoverEnoughCases() {
  let pairs = PixelMatchFixtures.pairs
  #expect(pairs.count >= 20)
  // At least 20 pairs where some setting finds a difference, and pairs where AA detection matters.
  #expect(pairs.filter { $0.counts.values.contains { $0 > 0 } }.count >= 20)
  #expect(pairs.filter { $0.counts["t0.1_aa"] != $0.counts["t0.1_noaa"] }.count >= 8)
}

private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) throws
  -> StraightImage
{
  var bytes: [UInt8] = []
  for y in 0..<height { for x in 0..<width { bytes += pixel(x, y) } }
  return try StraightImage(width: width, height: height, pixels: bytes)
}

@Test func boundsDensityAndPicture() throws {
  let grey: [UInt8] = [100, 100, 100, 255]
  let a = try image(6, 5) { _, _ in grey }
  // Three changed pixels: two close together, one far.
  let b = try image(6, 5) { x, y in
    [(1, 1), (2, 1), (5, 4)].contains { $0 == (x, y) } ? [250, 10, 10, 255] : grey
  }
  let diff = try PixelMatch().compare(a, b)
  #expect(diff.differentPixels == 3)
  #expect(diff.antialiasedPixels == 0)
  #expect(diff.differentRatio == 0.1)
  #expect(diff.bounds == PixelRect(x: 1, y: 1, width: 5, height: 4))
  let densest = try #require(diff.densestWindow(size: 2))
  #expect(densest.count == 2)
  #expect(densest.box == PixelRect(x: 1, y: 0, width: 2, height: 2))
  #expect(diff.densestWindow(size: 50)?.box == PixelRect(x: 0, y: 0, width: 6, height: 5))
  let picture = diff.image(over: a)
  // Unchanged: 255 + (y − 255)·0.1 with y = 100 → 239.5, truncated to 239.
  #expect(picture[0, 0] == PremultipliedColor(r: 239, g: 239, b: 239, a: 255))
  #expect(picture[1, 1] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
  #expect(try PixelMatch().compare(a, a).bounds == nil)
}

@Test func sizeMismatchIsAnError() throws {
  let a = try image(2, 2) { _, _ in [0, 0, 0, 255] }
  let b = try image(3, 2) { _, _ in [0, 0, 0, 255] }
  #expect(throws: DiffError("cannot compare a 2×2 image with a 3×2 one")) {
    try PixelMatch().compare(a, b)
  }
}

@Test func straightImageFromSurfaceUndoesPremultiplication() throws {
  let surface = try Surface(
    width: 3, height: 1, pixels: [10, 20, 30, 255, 0, 0, 0, 0, 64, 32, 0, 128])
  #expect(StraightImage(surface).pixels == [10, 20, 30, 255, 0, 0, 0, 0, 128, 64, 0, 128])
}
