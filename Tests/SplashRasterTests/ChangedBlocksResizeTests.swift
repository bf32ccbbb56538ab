import SplashTestSupport
import Testing

@testable import SplashRaster

/// `base` with the pixels of `rectangles` (x, y, width, height) set to a colour of their own.
private func edited(_ base: Surface, _ rectangles: [(Int, Int, Int, Int)]) -> Surface {
  var surface = base
  for (n, (x0, y0, w, h)) in rectangles.enumerated() {
    for y in y0..<(y0 + h) {
      for x in x0..<(x0 + w) {
        surface[x, y] = PremultipliedColor(r: UInt8(40 * n % 200), g: UInt8((x * 7) % 200), b: UInt8(y % 200), a: 200)
      }
    }
  }
  return surface
}

@Test func resizingOnlyTheChangedBlocksGivesTheWholeResizesPixels() {
  let base = TestSurfaces.make(36, 30, TestSurfaces.patternPixel)
  // One pixel at a block's corner, a rectangle straddling blocks, a whole row, the last column.
  let edits: [[(Int, Int, Int, Int)]] = [
    [(0, 0, 1, 1)], [(5, 4, 7, 9)], [(0, 13, 36, 1)], [(35, 0, 1, 30)], [(2, 2, 1, 1), (30, 25, 4, 3)], [],
  ]
  // @3x → @1x (box of 3), @3x → @2x (two thirds), @2x → @1x (box of 2).
  for (width, height) in [(12, 10), (24, 20), (18, 15)] {
    let resizedBase = base.resized(width: width, height: height)
    for rectangles in edits {
      let frame = edited(base, rectangles)
      let expected = frame.resized(width: width, height: height)
      for threads in [1, 3] {
        let incremental = frame.resized(
          width: width, height: height, threads: threads, changedFrom: base, resizedBase: resizedBase)
        #expect(SurfaceChecks.differences(incremental, expected) == [], "\(width)×\(height) \(rectangles)")
      }
    }
  }
}

@Test func aFrameThatIsItsBaseIsTheResizedBaseItself() {
  let base = TestSurfaces.make(9, 9, TestSurfaces.patternPixel)
  let resizedBase = base.resized(width: 6, height: 6)
  let same = base.resized(width: 6, height: 6, changedFrom: base, resizedBase: resizedBase)
  #expect(same.sharesPixels(with: resizedBase))
}

@Test func sizesOtherThanWholeBlocksAreResizedWhole() {
  // 30 → 20 is two thirds, 30 → 14 is not a block shrink: the general area path, the same pixels.
  let base = TestSurfaces.make(30, 30, TestSurfaces.patternPixel)
  let frame = edited(base, [(3, 3, 5, 5)])
  let resizedBase = base.resized(width: 14, height: 14)
  #expect(
    SurfaceChecks.differences(
      frame.resized(width: 14, height: 14, changedFrom: base, resizedBase: resizedBase),
      frame.areaResized(width: 14, height: 14, threads: 1)) == [])
  #expect(BlockShrink(from: 30, 30, to: 14, 14) == nil)
  #expect(BlockShrink(from: 30, 30, to: 20, 20)?.kind == .twoThirds)
  #expect(BlockShrink(from: 30, 30, to: 10, 10)?.kind == .box(factor: 3))
}

@Test func aSpareOfTheOutputSizeIsWrittenInPlace() {
  let base = TestSurfaces.make(12, 12, TestSurfaces.patternPixel)
  let spare = TestSurfaces.make(4, 4) { _, _ in PremultipliedColor(r: 1, g: 2, b: 3, a: 4) }
  let address = spare.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  let resized = base.resized(width: 4, height: 4, reusing: consume spare)
  #expect(resized.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == address)
  #expect(SurfaceChecks.differences(resized, base.areaResized(width: 4, height: 4, threads: 1)) == [])
}
