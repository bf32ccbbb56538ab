import SplashRaster
import Testing

@testable import SplashDiff

private func solid(_ width: Int, _ height: Int, _ value: UInt8) throws -> StraightImage {
  try StraightImage(
    width: width, height: height,
    pixels: Array(repeating: [value, value, value, 255], count: width * height).flatMap { $0 })
}

@Test func regionsParseInPointsOrPixels() throws {
  #expect(try IgnoreRegion(parsing: "10,20,100,40") == IgnoreRegion(x: 10, y: 20, width: 100, height: 40))
  #expect(try IgnoreRegion(parsing: "0,0,750,40px") == IgnoreRegion(x: 0, y: 0, width: 750, height: 40, unit: .pixels))
  #expect(try IgnoreRegion(parsing: "1.5, 2, 3, 4pt").description == "1.5,2,3,4")
  #expect(
    throws: DiffError(
      "'10,20,100' is not a region: write x,y,width,height in points, or in pixels with px (0,0,750,40px)")
  ) {
    try IgnoreRegion(parsing: "10,20,100")
  }
  #expect(throws: DiffError("'1,2,-3,4': the region's width and height must be above 0")) {
    try IgnoreRegion(parsing: "1,2,-3,4")
  }
}

@Test func regionsCoverEveryPixelTheyTouch() {
  #expect(
    IgnoreRegion(x: 10.5, y: 0, width: 20, height: 4).pixels(scale: 2) == PixelRect(x: 21, y: 0, width: 40, height: 8))
  #expect(
    IgnoreRegion(x: 1.2, y: 0.5, width: 1, height: 1).pixels(scale: 1) == PixelRect(x: 1, y: 0, width: 2, height: 2))
  #expect(
    IgnoreRegion(x: 3, y: 3, width: 4, height: 4, unit: .pixels).pixels(scale: 3)
      == PixelRect(x: 3, y: 3, width: 4, height: 4))
  #expect(
    IgnoreRegion(x: 370, y: 0, width: 10, height: 20).problem(screenWidth: 750, screenHeight: 1334, scale: 2)
      == "ends at x = 380, past the right edge of the 375×667 pt screen")
  #expect(
    IgnoreRegion(x: 365, y: 0, width: 10, height: 20).problem(screenWidth: 750, screenHeight: 1334, scale: 2) == nil)
}

@Test func ignoredPixelsAreNeitherComparedNorCounted() throws {
  let white = try solid(4, 4, 255)
  let black = try solid(4, 4, 0)
  let all = try PixelMatch().compare(white, black)
  #expect((all.differentPixels, all.ignoredPixels, all.differentRatio) == (16, 0, 1))
  // Two overlapping rectangles: the left half, counted once; the share is of the compared pixels.
  let half = try PixelMatch().compare(
    white, black, ignoring: [PixelRect(x: 0, y: 0, width: 2, height: 4), PixelRect(x: 0, y: 1, width: 1, height: 2)])
  #expect((half.differentPixels, half.ignoredPixels, half.differentRatio) == (8, 8, 1))
  #expect(half.classes[0] == PixelClass.ignored.rawValue && half.classes[2] == PixelClass.different.rawValue)
  #expect(half.bounds == PixelRect(x: 2, y: 0, width: 2, height: 4))
  // Everything ignored: nothing differs.
  let none = try PixelMatch().compare(white, black, ignoring: [PixelRect(x: -2, y: -2, width: 10, height: 10)])
  #expect((none.differentPixels, none.ignoredPixels, none.differentRatio) == (0, 16, 0))
}
