import SplashRaster
import Testing

@testable import SplashDiff

/// The shortcut that skips the YIQ distance for close opaque pixels never changes a result.
struct FastSameTests {
  @Test func channelLimitsFollowTheThreshold() {
    #expect(FastSame.channelLimit(maximumDelta: PixelMatch(threshold: 0.05).maximumDelta) == 10)
    #expect(FastSame.channelLimit(maximumDelta: PixelMatch(threshold: 0.1).maximumDelta) == 21)
    #expect(FastSame.channelLimit(maximumDelta: PixelMatch(threshold: 0.2).maximumDelta) == 42)
    #expect(FastSame.channelLimit(maximumDelta: PixelMatch(threshold: 1).maximumDelta) == 214)
    #expect(FastSame.channelLimit(maximumDelta: 0) == -1)
  }

  /// Every difference inside the limit's cube is within the threshold by YIQ's own arithmetic. The
  /// distance is a convex function of the difference, so its largest values lie at the cube's
  /// corners: those are checked from colours all over the RGB cube, and differences throughout the
  /// cube from two colours.
  @Test(arguments: [0.05, 0.1, 0.2])
  func everyDifferenceInsideTheLimitIsWithinTheThreshold(_ threshold: Double) {
    let maxDelta = PixelMatch(threshold: threshold).maximumDelta
    let m = FastSame.channelLimit(maximumDelta: maxDelta)
    var worst = 0.0
    var pair: [UInt8] = [0, 0, 0, 255, 0, 0, 0, 255]
    pair.withUnsafeMutableBufferPointer { pair in
      let p = pair.baseAddress!
      func check(_ base: (Int, Int, Int), _ dr: Int, _ dg: Int, _ db: Int) {
        (p[0], p[1], p[2]) = (UInt8(base.0), UInt8(base.1), UInt8(base.2))
        (p[4], p[5], p[6]) = (UInt8(base.0 + dr), UInt8(base.1 + dg), UInt8(base.2 + db))
        worst = max(worst, YIQ.delta(p, p + 4))
      }
      let levels = Array(Swift.stride(from: m, through: 255 - m, by: 16))
      for r in levels {
        for g in levels {
          for b in levels {
            for corner in 0..<8 {
              check((r, g, b), corner & 1 == 0 ? -m : m, corner & 2 == 0 ? -m : m, corner & 4 == 0 ? -m : m)
            }
          }
        }
      }
      for base in [(128, 128, 128), (200, 60, 120)] {
        for dr in -m...m {
          for dg in Swift.stride(from: -m, through: m, by: 4) {
            for db in Swift.stride(from: -m, through: m, by: 4) { check(base, dr, dg, db) }
          }
        }
      }
    }
    #expect(worst <= maxDelta)
    // Along the form's steepest direction, about (0.151, 0.981, 0.119) in RGB, a difference as
    // long as the diagonal of a cube two steps larger is beyond the threshold: the bound is tight
    // up to the cube's corners.
    let k = Double(m + 2) * 3.0.squareRoot()
    let far = (128 + Int((0.151 * k).rounded()), 128 + Int((0.981 * k).rounded()), 128 + Int((0.119 * k).rounded()))
    #expect(delta((128, 128, 128), far) > maxDelta)
  }

  @Test func fourPixelsAreSameOnlyWhenOpaqueAndWithinTheLimit() throws {
    let limits = try #require(FastSame.limits(maximumDelta: PixelMatch().maximumDelta))
    let a: [UInt8] = [10, 20, 30, 255, 0, 0, 0, 255, 255, 255, 255, 255, 100, 100, 100, 255]
    func same(_ b: [UInt8], _ a: [UInt8] = a) -> Bool {
      a.withUnsafeBufferPointer { pa in
        b.withUnsafeBufferPointer { FastSame.allSame(pa.baseAddress!, $0.baseAddress!, limits) }
      }
    }
    #expect(same(a))
    #expect(same([31, 0, 51, 255, 21, 21, 21, 255, 234, 234, 234, 255, 79, 121, 100, 255]))
    #expect(!same([32, 20, 30, 255, 0, 0, 0, 255, 255, 255, 255, 255, 100, 100, 100, 255]))
    #expect(!same([10, 20, 30, 255, 0, 0, 0, 255, 255, 255, 255, 255, 100, 100, 78, 255]))
    #expect(!same([10, 20, 30, 254, 0, 0, 0, 255, 255, 255, 255, 255, 100, 100, 100, 255]))
    var translucent = a
    translucent[7] = 128
    #expect(!same(translucent, translucent))
  }

  /// Noisy images (small differences everywhere as between two palettes, some large ones, some
  /// translucent pixels, an odd width) classify exactly as a plain per-pixel loop does.
  @Test(arguments: [0.05, 0.1, 0.2])
  func classesEqualThePlainLoop(_ threshold: Double) throws {
    let width = 37
    let height = 23
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    var a = [UInt8](repeating: 0, count: width * height * 4)
    var b = a
    for p in 0..<(width * height) {
      let base = (random(256), random(256), random(256))
      let spread = [3, 12, 25, 60][random(4)]
      let alpha: UInt8 = random(10) == 0 ? UInt8(random(256)) : 255
      for (c, v) in [base.0, base.1, base.2].enumerated() {
        a[p * 4 + c] = UInt8(v)
        b[p * 4 + c] = UInt8(max(0, min(255, v + random(2 * spread + 1) - spread)))
      }
      a[p * 4 + 3] = alpha
      b[p * 4 + 3] = random(5) == 0 ? UInt8(random(256)) : alpha
    }
    let ia = try StraightImage(width: width, height: height, pixels: a)
    let ib = try StraightImage(width: width, height: height, pixels: b)
    for includeAntiAliased in [false, true] {
      for checkerboard in [true, false] {
        let metric = PixelMatch(
          threshold: threshold, includeAntiAliased: includeAntiAliased, checkerboard: checkerboard)
        let diff = try metric.compare(ia, ib)
        let plain = plainClasses(ia, ib, metric)
        #expect(diff.classes == plain)
        #expect(diff.differentPixels == plain.filter { $0 == PixelClass.different.rawValue }.count)
        #expect(diff.antialiasedPixels == plain.filter { $0 == PixelClass.antialiased.rawValue }.count)
        #expect(diff.differentPixels > 50)
        // The box gathered while classifying is the one around the `different` classes.
        let cells = plain.indices.filter { plain[$0] == PixelClass.different.rawValue }
        let xs = cells.map { $0 % width }
        let ys = cells.map { $0 / width }
        let box = PixelRect(
          x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()! + 1, height: ys.max()! - ys.min()! + 1)
        #expect(diff.bounds == box)
      }
    }
  }

  private func delta(_ p: (Int, Int, Int), _ q: (Int, Int, Int)) -> Double {
    let a: [UInt8] = [UInt8(p.0), UInt8(p.1), UInt8(p.2), 255]
    let b: [UInt8] = [UInt8(q.0), UInt8(q.1), UInt8(q.2), 255]
    return a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { YIQ.delta(pa.baseAddress!, $0.baseAddress!) } }
  }

  /// pixelmatch's loop without any shortcut.
  private func plainClasses(_ a: StraightImage, _ b: StraightImage, _ metric: PixelMatch) -> [UInt8] {
    let rule = YIQRule(threshold: metric.threshold, checkerboard: metric.checkerboard)
    var classes = [UInt8](repeating: 0, count: a.width * a.height)
    a.pixels.withUnsafeBufferPointer { pa in
      b.pixels.withUnsafeBufferPointer { pb in
        let (pa, pb) = (pa.baseAddress!, pb.baseAddress!)
        for y in 0..<a.height {
          for x in 0..<a.width {
            let i = y * a.width + x
            guard
              YIQ.delta(pa + i * 4, pb + i * 4, offset: i * 4, checkerboard: metric.checkerboard)
                > metric.maximumDelta
            else { continue }
            let excused =
              !metric.includeAntiAliased
              && (AntiAliasing.isAntiAliased(pa, pb, x: x, y: y, width: a.width, height: a.height, rule: rule)
                || AntiAliasing.isAntiAliased(pb, pa, x: x, y: y, width: a.width, height: a.height, rule: rule))
            classes[i] = excused ? PixelClass.antialiased.rawValue : PixelClass.different.rawValue
          }
        }
      }
    }
    return classes
  }
}
