import Foundation
import Testing

@testable import SplashRaster

@Test func edgesAndAreaCountWholePixels() {
  let r = PixelRect(x: 3, y: 2, width: 5, height: 4)
  #expect(r.maxX == 8)
  #expect(r.maxY == 6)
  #expect(r.area == 20)
  #expect(!r.isEmpty)
  #expect(PixelRect(x: 3, y: 2, width: 0, height: 4).isEmpty)
  #expect(PixelRect(x: 3, y: 2, width: 5, height: -1).isEmpty)
}

@Test func intersectionClipsToTheOverlap() {
  let screen = PixelRect(x: 0, y: 0, width: 10, height: 6)
  // Inside: unchanged.
  #expect(
    PixelRect(x: 2, y: 1, width: 3, height: 2).intersection(screen)
      == PixelRect(x: 2, y: 1, width: 3, height: 2))
  // Past the right and bottom edges: cut at the screen.
  #expect(
    PixelRect(x: 8, y: 4, width: 5, height: 5).intersection(screen)
      == PixelRect(x: 8, y: 4, width: 2, height: 2))
  // Overlapping the top-left corner from outside, in either order.
  let corner = PixelRect(x: -2, y: -3, width: 4, height: 5)
  #expect(corner.intersection(screen) == PixelRect(x: 0, y: 0, width: 2, height: 2))
  #expect(screen.intersection(corner) == PixelRect(x: 0, y: 0, width: 2, height: 2))
}

@Test func disjointRectanglesIntersectEmptyAtTheLargerOrigin() {
  let screen = PixelRect(x: 0, y: 0, width: 10, height: 6)
  let right = PixelRect(x: 12, y: 1, width: 3, height: 2).intersection(screen)
  #expect(right == PixelRect(x: 12, y: 1, width: 0, height: 2))
  #expect(right.isEmpty && right.area == 0)
  // Touching edges share no pixel.
  let below = PixelRect(x: 0, y: 6, width: 4, height: 2).intersection(screen)
  #expect(below == PixelRect(x: 0, y: 6, width: 4, height: 0))
  #expect(below.isEmpty)
}

@Test func encodesAsXYWidthHeight() throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  let json = try encoder.encode(PixelRect(x: 14, y: 3, width: 9, height: 11))
  #expect(String(decoding: json, as: UTF8.self) == #"{"height":11,"width":9,"x":14,"y":3}"#)
  #expect(
    try JSONDecoder().decode(PixelRect.self, from: json)
      == PixelRect(x: 14, y: 3, width: 9, height: 11))
}
