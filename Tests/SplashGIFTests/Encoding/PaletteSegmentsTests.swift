import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

@Suite struct PaletteSegmentsTests {
  /// 120 entries at 30 fps: 3, 3, 4, … cs.
  let delays = try! FrameSchedule(frameCount: 120, fps: 30).entries.map(\.delay)

  func moved(_ cuts: [Int: Double]) -> [Double] {
    (0..<120).map { cuts[$0] ?? 0.02 }
  }

  @Test func anEvolvingPictureIsOneSegment() {
    #expect(PaletteSegments(moved: moved([:]), delays: delays).ranges == [0..<120])
    // Just under the threshold: still one.
    #expect(PaletteSegments(moved: moved([60: 0.49]), delays: delays).ranges == [0..<120])
  }

  @Test func aCutStartsASegment() {
    #expect(PaletteSegments(moved: moved([60: 0.5]), delays: delays).ranges == [0..<60, 60..<120])
    #expect(
      PaletteSegments(moved: moved([30: 0.9, 90: 0.7]), delays: delays).ranges == [
        0..<30, 30..<90, 90..<120,
      ])
  }

  @Test func shortSegmentsJoinANeighbour() {
    // Entries 0..<5 last 16 cs (< 50): the first part joins the next.
    #expect(PaletteSegments(moved: moved([5: 0.9]), delays: delays).ranges == [0..<120])
    // 40..<45 (17 cs) joins the part before it.
    #expect(
      PaletteSegments(moved: moved([40: 0.9, 45: 0.9]), delays: delays).ranges == [
        0..<45, 45..<120,
      ])
    // The last part, 115..<120 (17 cs), joins the one before.
    #expect(
      PaletteSegments(moved: moved([60: 0.9, 115: 0.9]), delays: delays).ranges == [
        0..<60, 60..<120,
      ])
    // 15..<30 lasts exactly 50 cs: kept.
    #expect(
      PaletteSegments(moved: moved([15: 0.9, 30: 0.9]), delays: delays).ranges == [
        0..<15, 15..<30, 30..<120,
      ])
  }

  @Test func atMostEightSegmentsKeepingTheStrongestCuts() {
    // 240 entries, fifteen cuts 15 entries (50 cs) apart, stronger and stronger: the seven
    // strongest are kept.
    let delays = try! FrameSchedule(frameCount: 240, fps: 30).entries.map(\.delay)
    var moved = [Double](repeating: 0.02, count: 240)
    for (k, entry) in stride(from: 15, through: 225, by: 15).enumerated() {
      moved[entry] = 0.51 + 0.01 * Double(k)
    }
    let segments = PaletteSegments(moved: moved, delays: delays)
    #expect(segments.ranges.map(\.lowerBound) == [0, 135, 150, 165, 180, 195, 210, 225])
    #expect(
      segments.segment(of: 0) == 0 && segments.segment(of: 134) == 0
        && segments.segment(of: 239) == 7)
  }

  @Test func movedShareIsHalfTheL1DistanceOverThePixels() throws {
    var a = CoarseHistogram()
    var b = CoarseHistogram()
    var stats = ColorStatistics(exactLimit: 255)
    // 4 pixels: two black, two white; then one white pixel turns red (another bin).
    let before = TestSurfaces.painted(4, 1) { x, _ in x < 2 ? .black : Color(r: 255, g: 255, b: 255)
    }
    let after = TestSurfaces.painted(4, 1) { x, _ in
      x < 2 ? .black : x == 2 ? Color(r: 255, g: 0, b: 0) : Color(r: 255, g: 255, b: 255)
    }
    stats.add(before, previous: nil, weight: 1, coarse: &a)
    b = a
    stats.add(after, previous: before, weight: 1, coarse: &b)
    #expect(b.movedShare(from: a) == 0.25)
    #expect(
      a.counts[CoarseHistogram.bin(0, 0, 0)] == 2
        && a.counts[CoarseHistogram.bin(255, 255, 255)] == 2)
    // Updated incrementally, the histogram equals a whole count of the new frame.
    var whole = CoarseHistogram()
    stats.add(after, previous: nil, weight: 1, coarse: &whole)
    #expect(b == whole)
    #expect(whole.counts[CoarseHistogram.bin(255, 0, 0)] == 1)
  }

  @Test func quantisationErrorWeighsSquaredPerceptualDistance() throws {
    // Two grey-100 pixels shown for 1 cs; a palette one grey level off: each grey level is 128
    // perceptual units of lightness (38 + 75 + 15), so 2 × 128² = 32768.
    var stats = ColorStatistics(exactLimit: 255)
    stats.add(TestSurfaces.solid(2, 1, Color(r: 100, g: 100, b: 100)), previous: nil, weight: 1)
    #expect(PaletteQuantizer.error(of: stats, palette: [Color(r: 101, g: 101, b: 101)]) == 32768)
    #expect(
      PaletteQuantizer.error(
        of: stats, palette: [Color(r: 0, g: 0, b: 0), Color(r: 100, g: 100, b: 100)]) == 0)
  }
}
