import SplashFrames
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

@Suite struct PaletteMapperTests {
  let blackWhite = [Color(r: 0, g: 0, b: 0), Color(r: 255, g: 255, b: 255)]

  func map(_ surface: Surface, palette: [Color], strength: Double, previous: Surface? = nil) -> [UInt8] {
    var stats = ColorStatistics(exactLimit: 0)
    stats.add(surface, previous: nil, weight: 1)
    let mapper = PaletteMapper(
      colors: palette, dither: OrderedDither(strength: strength), statistics: stats, threads: 2)
    var out = [UInt8](repeating: 9, count: surface.width * surface.height)
    out.withUnsafeMutableBufferPointer { mapper.map(surface, previous: previous, unchanged: 7, into: $0) }
    return out
  }

  @Test func midGreyDithersHalfAndHalfInTheBayerPattern() throws {
    let grey = TestSurfaces.solid(8, 8, Color(r: 128, g: 128, b: 128))
    let out = map(grey, palette: blackWhite, strength: 1)
    // t = 128/255 = 0.502: white wherever the Bayer rank is below 32.
    #expect(out == OrderedDither.bayer.map { $0 < 32 ? 1 : 0 })
  }

  @Test func quarterGreyIsOneQuarterWhite() throws {
    let grey = TestSurfaces.solid(8, 8, Color(r: 64, g: 64, b: 64))
    let out = map(grey, palette: blackWhite, strength: 1)
    // t = 64/255 = 0.251: white where (rank + 0.5) / 64 < 0.251, i.e. rank < 16.
    #expect(out == OrderedDither.bayer.map { $0 < 16 ? 1 : 0 })
  }

  @Test func zeroStrengthIsNearestColour() throws {
    let levels: [UInt8] = [0, 127, 128, 255]
    let frame = TestSurfaces.painted(4, 1) { x, _ in Color(r: levels[x], g: levels[x], b: levels[x]) }
    #expect(map(frame, palette: blackWhite, strength: 0) == [0, 0, 1, 1])
  }

  @Test func paletteColoursGetNoPattern() throws {
    let palette = [Color(r: 20, g: 40, b: 60), Color(r: 90, g: 90, b: 90), Color(r: 200, g: 100, b: 50)]
    let flat = TestSurfaces.painted(8, 8) { x, _ in palette[x % 3] }
    #expect(map(flat, palette: palette, strength: 1) == (0..<64).map { (i: Int) -> UInt8 in UInt8(i % 8 % 3) })
  }

  @Test func unchangedPixelsAreMarked() throws {
    let before = TestSurfaces.painted(4, 2) { x, _ in x < 2 ? Color.black : Color.white }
    let after = TestSurfaces.painted(4, 2) { x, y in
      x == 1 && y == 1 ? Color.white : (x < 2 ? Color.black : Color.white)
    }
    #expect(map(after, palette: blackWhite, strength: 1, previous: before) == [7, 7, 7, 7, 7, 1, 7, 7])
  }

  @Test func coloursOutsideTheStatisticsMapTheSame() throws {
    let frame = TestSurfaces.painted(16, 16) { x, y in TestSurfaces.noiseColour(x, y, 5) }
    let palette: [Color] = (0..<16).map { (i: Int) -> Color in
      Color(r: UInt8(i * 17), g: UInt8(255 - i * 17), b: UInt8((i * 97) % 256))
    }
    let mapper = PaletteMapper(colors: palette, dither: OrderedDither(strength: 1), statistics: nil, threads: 1)
    var stats = ColorStatistics(exactLimit: 0)
    stats.add(frame, previous: nil, weight: 1)
    let tabled = PaletteMapper(colors: palette, dither: OrderedDither(strength: 1), statistics: stats, threads: 3)
    var a = [UInt8](repeating: 0, count: 256)
    var b = a
    a.withUnsafeMutableBufferPointer { mapper.map(frame, previous: nil, unchanged: 255, into: $0) }
    b.withUnsafeMutableBufferPointer { tabled.map(frame, previous: nil, unchanged: 255, into: $0) }
    #expect(a == b)
    #expect(Set(a).count > 8)
  }
}

@Suite struct AutomaticDitherTests {
  let blackWhite = [Color(r: 0, g: 0, b: 0), Color(r: 255, g: 255, b: 255)]

  func map(_ surface: Surface, textureLimit: Int) -> [UInt8] {
    var stats = ColorStatistics(exactLimit: 0)
    stats.add(surface, previous: nil, weight: 1)
    let mapper = PaletteMapper(
      colors: blackWhite, dither: OrderedDither(strength: 1), textureLimit: textureLimit, statistics: stats, threads: 1)
    var out = [UInt8](repeating: 9, count: surface.width * surface.height)
    out.withUnsafeMutableBufferPointer { mapper.map(surface, previous: nil, unchanged: 7, into: $0) }
    return out
  }

  @Test func texturedSourceIsNotDitheredAgain() throws {
    // Columns alternate 100 and 170: a 70-level texture, above a quarter of the 255-level step.
    let dark = Color(r: 100, g: 100, b: 100)
    let light = Color(r: 170, g: 170, b: 170)
    let striped = TestSurfaces.painted(8, 8) { x, _ in x % 2 == 0 ? dark : light }
    let alternating: [UInt8] = (0..<64).map { UInt8($0 % 2) }
    #expect(map(striped, textureLimit: 4) == alternating)
    // Dithered everywhere, the 100s get white wherever the Bayer rank is below 100/255 × 64.
    let everywhere = map(striped, textureLimit: -1)
    #expect(everywhere != map(striped, textureLimit: 4))
    let even: [Int] = (0..<32).map { $0 * 2 }
    let expected: [UInt8] = even.map { OrderedDither.bayer[$0] < 25 ? 1 : 0 }
    #expect(even.map { everywhere[$0] } == expected)
  }

  @Test func smoothSourceIsDithered() throws {
    let grey = TestSurfaces.solid(8, 8, Color(r: 100, g: 100, b: 100))
    #expect(map(grey, textureLimit: 4) == OrderedDither.bayer.map { $0 < 25 ? 1 : 0 })
  }
}

@Suite struct SharedPixelsTests {
  @Test func aFrameSharingItsPixelsWithThePreviousIsUnchangedEverywhere() throws {
    let frame = TestSurfaces.painted(5, 3) { x, y in TestSurfaces.noiseColour(x, y, 3) }
    let same = frame  // the same storage, as a renderer hands out for a frame that draws the same
    #expect(same.sharesPixels(with: frame))
    var copy = frame
    copy.pixels[0] = frame.pixels[0]  // written to: its own storage, equal bytes
    #expect(!copy.sharesPixels(with: frame) && copy == frame)
    let mapper = PaletteMapper(
      colors: [Color.black, Color.white], dither: OrderedDither(strength: 1), statistics: nil, threads: 1)
    for previous in [same, copy] {
      var out = [UInt8](repeating: 9, count: 15)
      out.withUnsafeMutableBufferPointer { mapper.map(frame, previous: previous, unchanged: 7, into: $0) }
      #expect(out == [UInt8](repeating: 7, count: 15))
    }
  }

  @Test func statisticsSkipASharedFrameAndCountTheSameAsForACopy() throws {
    let first = TestSurfaces.painted(6, 4) { x, y in TestSurfaces.noiseColour(x, y, 1) }
    var copy = first
    copy.pixels[0] = first.pixels[0]
    var shared = ColorStatistics(exactLimit: 255)
    var copied = ColorStatistics(exactLimit: 255)
    shared.add(first, previous: nil, weight: 3)
    copied.add(first, previous: nil, weight: 3)
    shared.add(first, previous: first, weight: 2)
    copied.add(copy, previous: first, weight: 2)
    #expect(shared.weights == copied.weights && shared.sums == copied.sums)
    #expect(total(shared.weights) == 24 * 3)
    #expect(shared.exactColors == copied.exactColors)
  }

  @Test func passTwoReadsAtMostThirtyTwoMebibytesOfLargeFrames() {
    // Two per thread for small frames, at least one per thread, never more than 32 MiB of
    // frames when that leaves one per thread: a 1320×2868 frame is 15 142 080 bytes.
    #expect(FrameWriter<SurfaceFrames>.chunkSize(frameBytes: 750 * 1334 * 4, threads: 2) == 4)
    #expect(FrameWriter<SurfaceFrames>.chunkSize(frameBytes: 1320 * 2868 * 4, threads: 2) == 2)
    #expect(FrameWriter<SurfaceFrames>.chunkSize(frameBytes: 1320 * 2868 * 4, threads: 1) == 2)
    #expect(FrameWriter<SurfaceFrames>.chunkSize(frameBytes: 1320 * 2868 * 4, threads: 8) == 8)
    #expect(FrameWriter<SurfaceFrames>.chunkSize(frameBytes: 375 * 667 * 4, threads: 8) == 16)
    #expect(FrameWriter<SurfaceFrames>.chunkSize(frameBytes: 375 * 667 * 4, threads: 1) == 4)
  }

  @Test func bandsOfRowsMapAsTheWholeFrame() throws {
    let before = TestSurfaces.painted(20, 9) { x, y in TestSurfaces.noiseColour(x, y, 4) }
    let after = TestSurfaces.painted(20, 9) { x, y in
      x < 12 ? TestSurfaces.noiseColour(x, y, 6) : TestSurfaces.noiseColour(x, y, 4)
    }
    let palette: [Color] = (0..<32).map { (i: Int) -> Color in
      Color(r: UInt8(i * 8), g: UInt8((i * 53) % 256), b: UInt8(255 - i * 8))
    }
    var stats = ColorStatistics(exactLimit: 0)
    stats.add(before, previous: nil, weight: 1)
    stats.add(after, previous: before, weight: 1)
    let mapper = PaletteMapper(
      colors: palette, dither: OrderedDither(strength: 0.8), textureLimit: 4, statistics: stats, threads: 1)
    var whole = [UInt8](repeating: 0, count: 20 * 9)
    whole.withUnsafeMutableBufferPointer { mapper.map(after, previous: before, unchanged: 40, into: $0) }
    var banded = [UInt8](repeating: 0, count: 20 * 9)
    banded.withUnsafeMutableBufferPointer { out in
      for rows in [0..<1, 1..<5, 5..<9] { mapper.map(after, previous: before, unchanged: 40, into: out, rows: rows) }
    }
    #expect(banded == whole)
    #expect(whole.filter { $0 == 40 }.count == 8 * 9)
    // A band of a frame that shares its pixels with the one before is all `unchanged`.
    var same = [UInt8](repeating: 1, count: 20 * 9)
    same.withUnsafeMutableBufferPointer { mapper.map(after, previous: after, unchanged: 40, into: $0, rows: 2..<4) }
    #expect(
      same == [UInt8](repeating: 1, count: 40) + [UInt8](repeating: 40, count: 40) + [UInt8](repeating: 1, count: 100))
  }
}
