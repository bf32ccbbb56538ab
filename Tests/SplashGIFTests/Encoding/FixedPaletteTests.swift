import Foundation
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

/// Encoding with a GIF's own palettes (what `splashreel check` does with a GIF golden).
@Suite struct FixedPaletteTests {
  func encode(_ frames: [Surface], _ options: GIFEncodingOptions = GIFEncodingOptions()) throws -> (
    GIFEncodingReport, [UInt8]
  ) {
    try TestFrames.encode(frames, options)
  }

  func decoded(_ bytes: [UInt8]) throws -> [GIFFrame] {
    var decoder = try GIFDecoder(bytes: bytes, name: "out.gif")
    return try decoder.allFrames()
  }

  @Test func aGIFsPalettesAreReadBackAndReproduceItExactly() throws {
    let frames = try PalettePartsTests.cutFrames()
    let (report, bytes) = try encode(frames)
    let palettes = try #require(FixedPalette.palettes(of: try decoded(bytes)))
    // Two parts of 15 frames (50 cs each): the first is the global table.
    #expect(palettes.map(\.start) == [0, 50])
    #expect(palettes.map(\.isGlobal) == [true, false])
    #expect(palettes.map(\.colors.count) == report.palettes.map(\.colors))
    var options = GIFEncodingOptions()
    options.fixedPalettes = palettes
    let (again, sameBytes) = try encode(frames, options)
    #expect(sameBytes == bytes)
    #expect(again.palettes == report.palettes)
  }

  @Test func withTheGoldensPalettesOnlyTheChangedFramesDiffer() throws {
    // Frame 20's block moves 2 px further; everything else is the same animation.
    let original = try PalettePartsTests.cutFrames()
    var changed = original
    changed[20] = TestSurfaces.painted(32, 24) { x, y in
      if (22..<25).contains(x) && (8..<12).contains(y) { return Color(r: 250, g: 250, b: 250) }
      let n = TestSurfaces.noiseColour(x, y, 2)
      return Color(r: n.r / 4, g: n.g / 3, b: 128 + n.b / 2)
    }
    let (_, golden) = try encode(original)
    var options = GIFEncodingOptions()
    options.fixedPalettes = try #require(FixedPalette.palettes(of: try decoded(golden)))
    let expected = try decoded(golden).map(\.surface)
    let reused = try decoded(try encode(changed, options).1).map(\.surface)
    let rebuilt = try decoded(try encode(changed).1).map(\.surface)
    func differing(_ frames: [Surface]) -> [Int] {
      frames.indices.filter { frames[$0] != expected[$0] }
    }
    // With the golden's palettes only frame 20 differs (frame 21 rewrites every pixel the
    // block moved through); palettes rebuilt from the changed frames move colours in frames
    // nobody touched: the whole second part (its palette is rebuilt from the changed frame).
    #expect(differing(reused) == [20])
    #expect(differing(rebuilt) == Array(15..<30))
  }

  @Test func palettesThatCannotBeToldAreNil() throws {
    // One opaque frame: no transparent index, so the palette's size is unknown.
    let (_, bytes) = try encode([TestSurfaces.solid(4, 4, .white)])
    #expect(FixedPalette.palettes(of: try decoded(bytes)) == nil)
  }

  @Test func invalidFixedPalettesNameTheProblem() throws {
    let frames = [TestSurfaces.solid(4, 4, .white)]
    var options = GIFEncodingOptions()
    options.fixedPalettes = [FixedPalette(start: 10, colors: [.white], isGlobal: true)]
    #expect(throws: GIFError("fixed palettes must start at 0 cs and in increasing order")) {
      try encode(frames, options)
    }
    options.fixedPalettes = [FixedPalette(start: 0, colors: [.white], isGlobal: false)]
    #expect(throws: GIFError("exactly one fixed palette must be the global one, got 0")) {
      try encode(frames, options)
    }
    options.fixedPalettes = [FixedPalette(start: 0, colors: [], isGlobal: true)]
    #expect(throws: GIFError("a fixed palette needs 1...255 colours, got 0")) {
      try encode(frames, options)
    }
  }
}
