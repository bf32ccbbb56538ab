import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

@Suite struct PaletteQuantizerTests {
  func statistics(_ frames: [(Surface, Int)], limit: Int) -> ColorStatistics {
    var s = ColorStatistics(exactLimit: limit)
    for (surface, weight) in frames { s.add(surface, previous: nil, weight: weight) }
    return s
  }

  @Test func fewColoursAreKeptExactlySortedByLightness() throws {
    let frame = TestSurfaces.painted(4, 2) { x, _ in
      [
        Color(r: 250, g: 250, b: 250), Color(r: 10, g: 20, b: 30), Color(r: 200, g: 0, b: 0),
        Color(r: 10, g: 20, b: 30),
      ][x]
    }
    let palette = PaletteQuantizer.palette(from: statistics([(frame, 3)], limit: 255), maximumColors: 255, refinements: 4)
    #expect(palette == [Color(r: 10, g: 20, b: 30), Color(r: 200, g: 0, b: 0), Color(r: 250, g: 250, b: 250)])
  }

  @Test func clustersBecomeTheirWeightedMeans() throws {
    // Four colours, room for two: the dark pair and the light pair each merge into their mean.
    let frame = TestSurfaces.painted(6, 1) { x, _ in
      [
        Color(r: 10, g: 0, b: 0), Color(r: 10, g: 0, b: 0), Color(r: 13, g: 0, b: 0),
        Color(r: 200, g: 200, b: 250), Color(r: 204, g: 200, b: 250), Color(r: 204, g: 200, b: 250),
      ][x]
    }
    let palette = PaletteQuantizer.palette(from: statistics([(frame, 1)], limit: 2), maximumColors: 2, refinements: 4)
    #expect(palette == [Color(r: 11, g: 0, b: 0), Color(r: 203, g: 200, b: 250)])
  }

  @Test func timeOnScreenWeighsColours() throws {
    // Three greys, two entries: 100 and 110 share one. Shown equally long they meet halfway;
    // when 100 stays on screen 30 times longer, the shared entry stays on it.
    let a = TestSurfaces.solid(2, 2, Color(r: 100, g: 100, b: 100))
    let b = TestSurfaces.solid(2, 2, Color(r: 110, g: 110, b: 110))
    let c = TestSurfaces.solid(2, 2, Color(r: 240, g: 240, b: 240))
    let longA = PaletteQuantizer.palette(
      from: statistics([(a, 90), (b, 3), (c, 3)], limit: 2), maximumColors: 2, refinements: 4)
    #expect(longA == [Color(r: 100, g: 100, b: 100), Color(r: 240, g: 240, b: 240)])
    let equal = PaletteQuantizer.palette(from: statistics([(a, 3), (b, 3), (c, 3)], limit: 2), maximumColors: 2, refinements: 4)
    #expect(equal == [Color(r: 105, g: 105, b: 105), Color(r: 240, g: 240, b: 240)])
  }

  @Test func incrementalCountsEqualFullCounts() throws {
    let f0 = TestSurfaces.painted(8, 8) { x, y in TestSurfaces.noiseColour(x, y, 1) }
    let f1 = TestSurfaces.painted(8, 8) { x, y in
      x < 3 && y < 2 ? TestSurfaces.noiseColour(x, y, 2) : TestSurfaces.noiseColour(x, y, 1)
    }
    let f2 = TestSurfaces.painted(8, 8) { x, y in y == 7 ? Color(r: 1, g: 2, b: 3) : TestSurfaces.noiseColour(x, y, 1) }
    var full = ColorStatistics(exactLimit: 255)
    full.add(f0, previous: nil, weight: 3)
    full.add(f1, previous: nil, weight: 4)
    full.add(f2, previous: nil, weight: 3)
    var incremental = ColorStatistics(exactLimit: 255)
    incremental.add(f0, previous: nil, weight: 10)
    incremental.add(f1, previous: f0, weight: 7)
    incremental.add(f2, previous: f1, weight: 3)
    #expect(incremental.weights == full.weights)
    #expect(incremental.sums == full.sums)
    #expect(incremental.weights.reduce(0, +) == 640)
  }
}
