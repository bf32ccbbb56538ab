import Foundation
import Testing

@testable import SplashDiff

@Test func distancesAreThePublishedOnes() throws {
  let distances = TranslucencyFixtures.file.distances
  #expect(distances.count == 4)
  for d in distances {
    // Within a few units in the last place of the reference (the same tables and libm here).
    #expect(abs(ColourDifference.yiq.distance(d.a, d.b) - d.yiq) < 1e-12, "\(d.a) \(d.b)")
    #expect(abs(ColourDifference.oklab.distance(d.a, d.b) - d.oklab) < 1e-12, "\(d.a) \(d.b)")
    #expect(abs(ColourDifference.oklab.distance(d.a, d.b, checkerboard: false) - d.oklab_white) < 1e-12)
  }
}

@Test func okLabTellsApartWhatYIQFindsClose() throws {
  let blue: [UInt8] = [41, 56, 157, 255]
  let black: [UInt8] = [41, 56, 0, 255]
  // YIQ: 0.1989 of black-to-white, inside Playwright's threshold 0.2; OKLab: 0.3232.
  #expect(String(format: "%.6f", ColourDifference.yiq.distance(blue, black)) == "0.198922")
  #expect(String(format: "%.6f", ColourDifference.oklab.distance(blue, black)) == "0.323194")
  #expect(String(format: "%.6f", ColourDifference.oklab.distance([0, 0, 0, 255], [255, 255, 255, 255])) == "1.000000")
  let a = try StraightImage(width: 1, height: 1, pixels: blue)
  let b = try StraightImage(width: 1, height: 1, pixels: black)
  #expect(try PixelMatch(threshold: 0.2).compare(a, b).differentPixels == 0)
  #expect(try PixelMatch(threshold: 0.2, difference: .oklab).compare(a, b).differentPixels == 1)
  #expect(try PixelMatch(threshold: 0.32, difference: .oklab).compare(a, b).differentPixels == 1)
  #expect(try PixelMatch(threshold: 0.33, difference: .oklab).compare(a, b).differentPixels == 0)
}

/// The boxes' limits never call a pair the same that the full computation calls different: every
/// pair of a dark, a mid and a bright region within the limit, and random pairs everywhere.
@Test(arguments: [0.02, 0.05, 0.1, 0.2, 0.5])
func theFastPathOnlyProvesWhatIsTrue(threshold: Double) throws {
  let limits = OKLabFastSame.limits(threshold: threshold)
  let tables = OKLab.tables
  var checked = 0
  var generator = SystemRandomNumberGenerator()
  func check(_ p: [UInt8], _ q: [UInt8]) {
    p.withUnsafeBufferPointer { pp in
      q.withUnsafeBufferPointer { qq in
        limits.boxes.withUnsafeBufferPointer { boxes in
          if OKLabFastSame.boxSame(pp.baseAddress!, qq.baseAddress!, boxes.baseAddress!) {
            checked += 1
            let differs = OKLab.differs(
              pp.baseAddress!, qq.baseAddress!, offset: 0, checkerboard: true, threshold: threshold, tables)
            #expect(!differs, "\(p) \(q) at \(threshold)")
          }
        }
      }
    }
  }
  for _ in 0..<60_000 {
    let p = (0..<3).map { _ in Int.random(in: 0...255, using: &generator) }
    // Corners are where the bound is tightest: differences of ± the limit.
    let box = (p[0] >> 4) << 8 | (p[1] >> 4) << 4 | p[2] >> 4
    let c = Int(limits.boxes[box])
    let q = p.map { v in max(0, min(255, v + (Bool.random(using: &generator) ? c : -c))) }
    check(p.map(UInt8.init) + [255], q.map(UInt8.init) + [255])
  }
  for base in [0, 1, 2, 5, 12, 30, 128, 250] {
    let c = Int(limits.boxes[(base >> 4) << 8 | (base >> 4) << 4 | base >> 4])
    for dr in [-c, 0, c] {
      for dg in [-c, 0, c] {
        for db in [-c, 0, c] {
          let q = [base + dr, base + dg, base + db].map { UInt8(max(0, min(255, $0))) }
          check([UInt8(base), UInt8(base), UInt8(base), 255], q + [255])
        }
      }
    }
  }
  #expect(checked > 10_000)
}

@Test func theLimitsGrowWithTheThresholdAndAwayFromBlack() {
  let tight = OKLabFastSame.limits(threshold: 0.05)
  let usual = OKLabFastSame.limits(threshold: 0.1)
  let loose = OKLabFastSame.limits(threshold: 0.2)
  #expect(zip(tight.boxes, usual.boxes).allSatisfy { $0 <= $1 })
  #expect(zip(usual.boxes, loose.boxes).allSatisfy { $0 <= $1 })
  let black = Int(usual.boxes[0])
  let grey = Int(usual.boxes[8 << 8 | 8 << 4 | 8])
  #expect(black < grey)
  // The vector test's limits at 0.05, 0.1 and 0.2 (every channel at 16 or above, at most 4).
  let vectorLimits: [Int] = [tight, usual, loose].map { Int($0.vector?[0] ?? 0) }
  #expect(vectorLimits == [2, 4, 4])
  #expect([black, grey] == [0, 7] as [Int])
}

@Test func okLabCountsEqualThePlainLoop() throws {
  // Opaque colour noise a few levels apart: the vector test, the boxes and the full computation
  // together classify every pixel as the full computation alone does.
  var generator = SystemRandomNumberGenerator()
  let width = 61
  let height = 23
  var a = [UInt8](repeating: 255, count: width * height * 4)
  var b = a
  for p in 0..<(width * height) {
    for c in 0..<3 {
      let v = Int.random(in: 0...255, using: &generator)
      a[p * 4 + c] = UInt8(v)
      b[p * 4 + c] = UInt8(max(0, min(255, v + Int.random(in: -30...30, using: &generator))))
    }
  }
  let ia = try StraightImage(width: width, height: height, pixels: a)
  let ib = try StraightImage(width: width, height: height, pixels: b)
  for threshold in [0.02, 0.05, 0.1] {
    let diff = try PixelMatch(threshold: threshold, includeAntiAliased: true, difference: .oklab).compare(ia, ib)
    var plain = 0
    a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in
        for p in 0..<(width * height)
        where OKLab.differs(
          pa.baseAddress! + p * 4, pb.baseAddress! + p * 4, offset: p * 4, checkerboard: true, threshold: threshold,
          OKLab.tables)
        {
          plain += 1
        }
      }
    }
    #expect(diff.differentPixels == plain)
    #expect(plain > 20)
  }
}
