import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

/// The encoder's own lossless LZW coder against libgd's, block for block.
@Suite struct ExactLZWTests {
  /// Our coding of `indices`, framed as the writer frames it, and libgd's frame of the same.
  func expectSameAsLibgd(_ indices: [UInt8], width: Int, height: Int, colors: Int, transparent: Int?) throws {
    let data = LZWCodingQueue().start(indices, colorCount: colors).result
    let table = (0..<colors).map { Color(r: UInt8($0), g: UInt8(255 - $0), b: 7) }
    for local in [false, true] {
      try LibgdFrame.expectSame(
        data: data, indices: indices, width: width, height: height, colors: colors, transparent: transparent,
        localTable: local ? table : nil)
    }
  }

  @Test func noiseFillsAndResetsTheTableAsLibgdDoes() throws {
    let noise = (0..<(120 * 90)).map { (i: Int) -> UInt8 in TestSurfaces.noiseColour(i % 120, i / 120, 3).r }
    try expectSameAsLibgd(noise, width: 120, height: 90, colors: 256, transparent: 255)
    let few = noise.map { $0 % 5 }
    try expectSameAsLibgd(few, width: 120, height: 90, colors: 6, transparent: nil)
    try expectSameAsLibgd(noise.map { $0 & 1 }, width: 120, height: 90, colors: 2, transparent: nil)
  }

  @Test func longStringsOfOneIndexAsLibgdDoes() throws {
    // 1000×400 of one index: strings grow to about 890 pixels (libgd caps none), and past the table's 4096 codes.
    let flat = [UInt8](repeating: 9, count: 1000 * 400)
    try expectSameAsLibgd(flat, width: 1000, height: 400, colors: 16, transparent: 15)
    #expect(LZWCodingQueue().code(flat, colorCount: 16).count == 1012)
    // Runs that refer to the entry being defined ("KwKwK") between changing indices.
    let runs = (0..<(300 * 200)).map { (i: Int) -> UInt8 in UInt8((i / 41 + i / 977) % 7) }
    try expectSameAsLibgd(runs, width: 300, height: 200, colors: 8, transparent: 7)
  }

  @Test func indexZeroAfterCodeZeroStopsTheTableSearchAsInLibgd() throws {
    // Much index 0 next to other indices: "0 then 0" lands away from its first slot, later
    // searches stop there and take its slot, and libgd codes the pair again later. A plain
    // trie differs from libgd here (about 40 bytes of 54 kB on a real 320×568 frame).
    for (seed, zeros) in [(5, 96), (6, 160), (7, 224)] {
      let indices = (0..<(320 * 240)).map { (i: Int) -> UInt8 in
        let n = TestSurfaces.noiseColour(i % 320, i / 320, seed)
        return Int(n.r) < zeros ? 0 : n.g % 24
      }
      try expectSameAsLibgd(indices, width: 320, height: 240, colors: 32, transparent: 31)
    }
  }

  @Test func oneAndTwoPixelFrames() throws {
    try expectSameAsLibgd([0], width: 1, height: 1, colors: 2, transparent: 1)
    try expectSameAsLibgd([3, 3], width: 2, height: 1, colors: 4, transparent: nil)
    #expect(LZWCodingQueue().code([1], colorCount: 2) == [2, 2, 0x4C, 0x01, 0])
  }
}
