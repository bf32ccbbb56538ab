import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

@Suite struct ColorStatisticsTests {
  /// Two frames of noise that differ in a block (some pixels within one bin, some across bins).
  func framePair() throws -> (Surface, Surface) {
    let before = TestSurfaces.painted(24, 13) { x, y in TestSurfaces.noiseColour(x, y, 3) }
    let after = TestSurfaces.painted(24, 13) { x, y in
      let c = TestSurfaces.noiseColour(x, y, 3)
      guard (5..<17).contains(x) && (2..<11).contains(y) else { return c }
      return x % 2 == 0 ? Color(r: c.r ^ 1, g: c.g, b: c.b) : TestSurfaces.noiseColour(x, y, 9)
    }
    return (before, after)
  }

  @Test func bandsOfRowsMergeToTheWholeFramesCounts() throws {
    let (before, after) = try framePair()
    var whole = ColorStatistics(exactLimit: 255)
    var wholeCoarse = CoarseHistogram()
    whole.add(before, previous: nil, weight: 7, coarse: &wholeCoarse)
    let firstCoarse = wholeCoarse
    whole.add(after, previous: before, weight: 3, coarse: &wholeCoarse)

    var bands = [ColorStatistics(exactLimit: 255), ColorStatistics(exactLimit: 255), ColorStatistics(exactLimit: 255)]
    var coarse = [CoarseHistogram(), CoarseHistogram(), CoarseHistogram()]
    let rows = [0..<4, 4..<9, 9..<13]
    for band in 0..<3 {
      bands[band].add(before, previous: nil, weight: 7, coarse: &coarse[band], rows: rows[band])
    }
    #expect(CoarseHistogram(summing: coarse) == firstCoarse)
    for band in 0..<3 {
      bands[band].add(after, previous: before, weight: 3, coarse: &coarse[band], rows: rows[band])
    }
    #expect(CoarseHistogram(summing: coarse) == wholeCoarse)
    #expect(CoarseHistogram(summing: coarse).counts.reduce(0, +) == 24 * 13)
    var merged = bands[0]
    merged.merge(bands[1])
    merged.merge(bands[2])
    #expect(merged.weights == whole.weights)
    #expect(merged.sums == whole.sums)
    #expect(merged.occupiedCells == whole.occupiedCells)
    // Hundreds of noise colours: more than 255, so no exact palette either way.
    #expect(whole.exactColors == nil && merged.exactColors == nil)
    #expect(total(merged.weights) == 24 * 13 * 7)
  }

  @Test func theWholeLessOnePartIsTheOtherPartsCount() throws {
    // Three frames shown 4, 3 and 5 cs; the parts [0, 1] and [2] counted on their own.
    let (before, after) = try framePair()
    let third = TestSurfaces.painted(24, 13) { x, y in TestSurfaces.noiseColour(x, y, 5) }
    var whole = ColorStatistics(exactLimit: 255)
    whole.add(before, previous: nil, weight: 12)
    whole.add(after, previous: before, weight: 8)
    whole.add(third, previous: after, weight: 5)
    var first = ColorStatistics(exactLimit: 255)
    first.add(before, previous: nil, weight: 7)
    first.add(after, previous: before, weight: 3)
    var last = ColorStatistics(exactLimit: 255)
    last.add(third, previous: nil, weight: 5)
    // Every pixel of the three frames, times how long it shows.
    #expect(total(whole.weights) == 24 * 13 * 12)
    whole.subtract(last)
    #expect(whole.weights == first.weights && whole.sums == first.sums)
    #expect(total(whole.weights) == 24 * 13 * 7)
    // 24 × 13 pixels of noise fill more bins than a palette has colours.
    #expect(whole.populatedBins == first.populatedBins && whole.populatedBins > 255)
    // What the rest cannot tell stays the whole's: occupancy (a superset) and distinct colours.
    #expect(whole.occupiedCells == first.occupiedCells.indices.map { first.occupiedCells[$0] | last.occupiedCells[$0] })
    #expect(whole.exactColors == nil)
  }

  @Test func bandsKeepTheExactColoursOfAFewColourFrame() throws {
    let frame = TestSurfaces.painted(6, 4) { x, y in
      [Color.black, Color.white, Color(r: 200, g: 10, b: 30)][(x + y) % 3]
    }
    var top = ColorStatistics(exactLimit: 255)
    var bottom = ColorStatistics(exactLimit: 255)
    var coarse = CoarseHistogram()
    top.add(frame, previous: nil, weight: 1, coarse: &coarse, rows: 0..<1)
    bottom.add(frame, previous: nil, weight: 1, coarse: &coarse, rows: 1..<4)
    top.merge(bottom)
    #expect(top.exactColors == [0x000000, 0xFFFFFF, 0xC80A1E])
  }
}
