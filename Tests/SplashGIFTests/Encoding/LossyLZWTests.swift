import Foundation
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

/// Lossy LZW: exact coding equals libgd's bytes; lossy output stays within its bounds of the
/// exact encode and of the source, never moves a static pixel, and decodes the same in Pillow.
@Suite struct LossyLZWTests {
  /// 255 distinct colours (index 255 is left for transparency).
  static let palette: [Color] = (0..<255).map { (k: Int) -> Color in
    let g: Int = (k * 37) % 256
    let b: Int = (k * 101) % 256
    return Color(r: UInt8(k), g: UInt8(g), b: UInt8(b))
  }

  /// Our coder with no stand-ins, framed like libgd, against libgd's own frame.
  func expectSameAsLibgd(
    _ indices: [UInt8], width: Int, height: Int, colors: Int, transparent: Int?, local: Bool
  ) throws {
    let points = Self.palette.prefix(colors - 1).map { PerceptualSpace.point(Int($0.r), Int($0.g), Int($0.b)) }
    var coder = LossyLZWCoder()
    var written = [UInt8](repeating: 0, count: indices.count)
    let data = indices.withUnsafeBufferPointer { target in
      written.withUnsafeMutableBufferPointer { written in
        coder.code(
          target: target, previous: nil, transparent: UInt8(colors - 1),
          near: NearColors(points: Array(points), greyLevels: 0), colorCount: colors, written: written)
      }
    }
    #expect(written == indices)
    let table = Array(Self.palette.prefix(colors - 1)) + [Color.black]
    try LibgdFrame.expectSame(
      data: data, indices: indices, width: width, height: height, colors: colors, transparent: transparent,
      localTable: local ? table : nil)
  }

  @Test func exactCodingIsLibgdsByteForByte() throws {
    // Noise over 256 colours fills the 4096-entry table several times (resets); runs exercise
    // strings that refer to the entry being defined; small palettes use short codes.
    let noise = (0..<(96 * 80)).map { (i: Int) -> UInt8 in TestSurfaces.noiseColour(i % 96, i / 96, 1).r }
    try expectSameAsLibgd(noise, width: 96, height: 80, colors: 256, transparent: nil, local: false)
    try expectSameAsLibgd(noise, width: 96, height: 80, colors: 256, transparent: 255, local: true)
    let runs = (0..<(50 * 40)).map { (i: Int) -> UInt8 in
      let run: Int = i / 37 + i / 300
      return UInt8(run % 5)
    }
    try expectSameAsLibgd(runs, width: 50, height: 40, colors: 6, transparent: 5, local: false)
    try expectSameAsLibgd(runs, width: 50, height: 40, colors: 6, transparent: nil, local: true)
    let two = (0..<(33 * 17)).map { (i: Int) -> UInt8 in TestSurfaces.noiseColour(i, 0, 2).g & 1 }
    try expectSameAsLibgd(two, width: 33, height: 17, colors: 2, transparent: nil, local: false)
    try expectSameAsLibgd([0], width: 1, height: 1, colors: 2, transparent: 1, local: false)
    let flat = [UInt8](repeating: 3, count: 200 * 150)
    try expectSameAsLibgd(flat, width: 200, height: 150, colors: 16, transparent: nil, local: false)
  }

  /// Codes `target` over 64 greys 4 apart (each entry's two nearest on either side are within
  /// the 8-grey-level bound) and returns the bytes, how many pixels took a stand-in, and the
  /// error they added.
  static func codeGreys(_ target: [UInt8], greyLevels: Int, rate: Int) -> (bytes: Int, standIns: Int, error: Int) {
    let points = (0..<64).map { PerceptualSpace.point($0 * 4, $0 * 4, $0 * 4) }
    let near = NearColors(points: points, greyLevels: greyLevels)
    var coder = LossyLZWCoder()
    var written = [UInt8](repeating: 0, count: target.count)
    let data = target.withUnsafeBufferPointer { target in
      written.withUnsafeMutableBufferPointer { written in
        coder.code(
          target: target, previous: nil, transparent: 64, near: near, colorCount: 65, rate: rate, written: written)
      }
    }
    var standIns = 0
    var error = 0
    for (a, c) in zip(target, written) where a != c {
      precondition(near.allowed[Int(a) << 8 | Int(c)] == 1, "\(c) written for \(a) is out of bounds")
      standIns += 1
      error += Int(near.distanceSquared[Int(a) << 8 | Int(c)])
    }
    return (data.count, standIns, error)
  }

  @Test func rateWeighsCodeBitsAgainstError() {
    // A 40×30 grey ramp with noise of ±1 entry: many near-identical strings.
    let target = (0..<(40 * 30)).map { (i: Int) -> UInt8 in
      let noise = Int(TestSurfaces.noiseColour(i % 40, i / 40, 3).r) % 3 - 1
      return UInt8(max(0, min(63, (i % 40) / 2 + (i / 40) / 3 + noise)))
    }
    let exact = Self.codeGreys(target, greyLevels: 0, rate: 0)
    // A bit worth almost no error: no stand-in pays, and the bytes are the exact coding's.
    let careful = Self.codeGreys(target, greyLevels: 8, rate: 1)
    // A bit worth a quarter of one step's squared error (512² perceptual units).
    let balanced = Self.codeGreys(target, greyLevels: 8, rate: 65536)
    // Rate 0: the longest string wins whatever its error.
    let longest = Self.codeGreys(target, greyLevels: 8, rate: 0)
    #expect(exact.standIns == 0)
    #expect(exact.bytes == 694)
    #expect(careful.standIns == 0)
    #expect(careful.bytes == exact.bytes)
    #expect(balanced.standIns == 595)
    #expect(balanced.bytes == 369)
    #expect(balanced.error == 172_490_752)
    #expect(longest.standIns == 818)
    #expect(longest.bytes == 250)
    #expect(longest.error == 440_926_208)
  }

  /// 48×32, 6 frames: a static textured background (left half) and a drifting, brightening
  /// textured gradient on the right that changes every frame.
  static func frames() throws -> [Surface] {
    (0..<6).map { (k: Int) -> Surface in
      TestSurfaces.painted(48, 32) { (x: Int, y: Int) -> Color in
        let n: Color = TestSurfaces.noiseColour(x, y, 5)
        if x < 24 {
          let r: Int = 60 + Int(n.r) % 24
          return Color(r: UInt8(r), g: UInt8(90 + x * 2), b: UInt8(120 + y))
        }
        let m: Color = TestSurfaces.noiseColour(x + k, y, 9)
        let r: Int = 100 + 4 * k + (x * 3 + k * 2) % 40 + Int(m.r) % 10
        let g: Int = 70 + y * 3 + Int(m.g) % 12
        let b: Int = 40 + (x + y + k) % 50
        return Color(r: UInt8(r), g: UInt8(g), b: UInt8(b))
      }
    }
  }

  static func decode(_ bytes: [UInt8]) throws -> [Surface] {
    let folder = TemporaryFolder("lossy")
    let path = try folder.write(bytes, to: "lossy.gif")
    var decoder = try GIFDecoder(contentsOf: path)
    return try decoder.allFrames().map(\.surface)
  }

  static func point(_ s: Surface, _ x: Int, _ y: Int) -> PerceptualSpace.Point {
    let c = s[x, y]
    return PerceptualSpace.point(Int(c.r), Int(c.g), Int(c.b))
  }

  @Test func lossyStaysWithinItsBoundsAndKeepsStaticPixels() throws {
    let frames = try Self.frames()
    let n = 3
    let exact = try TestFrames.encode(frames, GIFEncodingOptions(quality: .high))
    let lossy = try TestFrames.encode(frames, GIFEncodingOptions(quality: .high, lossy: n))
    #expect(exact.0.bytes == 6084)
    #expect(lossy.0.bytes == 5929)
    #expect(exact.0.delays == [3, 3, 4, 3, 3, 4])
    #expect(lossy.0.delays == exact.0.delays)
    let exactFrames = try Self.decode(exact.1)
    let lossyFrames = try Self.decode(lossy.1)
    #expect(exactFrames.count == 6 && lossyFrames.count == 6)
    let reach = (128 * NearColors.reach * n) * (128 * NearColors.reach * n)
    let allowance = (128 * n) * (128 * n)
    var standIns = 0
    var outOfBounds: [String] = []
    for k in 0..<6 {
      for y in 0..<32 {
        for x in 0..<48 {
          let source = Self.point(frames[k], x, y)
          let e = Self.point(exactFrames[k], x, y)
          let l = Self.point(lossyFrames[k], x, y)
          if e != l { standIns += 1 }
          if e.distanceSquared(to: l) > reach
            || l.distanceSquared(to: source) > e.distanceSquared(to: source) + allowance
          {
            outOfBounds.append("frame \(k) (\(x), \(y))")
          }
          // A pixel whose source did not change shows exactly what it showed before.
          if k > 0 && frames[k][x, y] == frames[k - 1][x, y] && lossyFrames[k][x, y] != lossyFrames[k - 1][x, y] {
            outOfBounds.append("static pixel moved: frame \(k) (\(x), \(y))")
          }
        }
      }
    }
    #expect(outOfBounds == [])
    #expect(standIns == 666)
  }

  @Test func staticPixelsNeverMoveAtMediumQuality() throws {
    let frames = try Self.frames()
    let lossy = try TestFrames.encode(frames, GIFEncodingOptions(lossy: 6))
    #expect(lossy.0.bytes == 5483)
    let decoded = try Self.decode(lossy.1)
    for k in 1..<6 {
      let moved = (0..<(48 * 32)).filter { i in
        frames[k][i % 48, i / 48] == frames[k - 1][i % 48, i / 48]
          && decoded[k][i % 48, i / 48] != decoded[k - 1][i % 48, i / 48]
      }
      #expect(moved == [], "frame \(k)")
    }
  }

  @Test func lossyOutputIsTheSameForAnyThreadCount() throws {
    let frames = try Self.frames()
    let one = try TestFrames.encode(frames, GIFEncodingOptions(threads: 1, lossy: 4))
    let three = try TestFrames.encode(frames, GIFEncodingOptions(threads: 3, lossy: 4))
    #expect(one.1 == three.1)
    #expect(one.0.bytes == 5728)
  }

  @Test func exactSettingKeepsTodaysBytes() throws {
    // Lossy 0 goes through libgd as before: the same bytes as before lossy coding existed.
    let (report, bytes) = try TestFrames.encode(try Self.frames(), GIFEncodingOptions())
    #expect(report.bytes == 5950)
    #expect(bytes.count == 5950)
  }

  @Test func pillowDecodesLossyOutputAsWeDo() throws {
    let frames = try Self.frames()
    let lossy = try TestFrames.encode(frames, GIFEncodingOptions(lossy: 5))
    let folder = TemporaryFolder("lossy")
    let path = try folder.write(lossy.1, to: "lossy.gif")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Lossy/decode_with_pillow.py").path
    let run = try Subprocess.tool(["python3", script, path]).run()
    let data = run.outputData
    #expect(run.status == 0, "\(run.errors)")
    let ours = try Self.decode(lossy.1)
    var expected: [UInt8] = []
    for s in ours {
      for y in 0..<32 {
        for x in 0..<48 {
          let c = s[x, y]
          expected += [c.r, c.g, c.b]
        }
      }
    }
    #expect(data.count == 6 * 48 * 32 * 3)
    #expect([UInt8](data) == expected)
  }

  @Test func lossyOutsideItsRangeIsNamed() {
    #expect(throws: GIFError("lossy must be in 0...32, got 33")) {
      try GIFEncodingOptions(lossy: 33).validate()
    }
  }
}
