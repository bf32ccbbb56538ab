import Foundation
import SplashRaster

/// The pixelmatch comparison: a pixel differs when its colour difference exceeds the threshold,
/// unless it looks like anti-aliasing in either image (then it is counted apart, as anti-aliased).
///
/// The colour difference is pixelmatch's YIQ distance (beyond `35215 · threshold²`) by default, or
/// the OKLab HyAB distance of pixelmatch's main branch (beyond `threshold`). Translucent pixels are
/// blended over pixelmatch 7's checkerboard first (so transparent and opaque white differ), or
/// over white with `checkerboard: false`, as pixelmatch ≤ 5 and odiff do. Counts equal those of
/// pixelmatch 7.2 (YIQ), of pixelmatch's main branch (OKLab) and, over white, of the `pixelmatch`
/// package from PyPI; opaque images compare the same in every mode but the colour difference.
public struct PixelMatch: Sendable, Equatable {
  /// 0...1; smaller is stricter. pixelmatch's default is 0.1, Playwright's 0.2.
  public var threshold: Double
  /// Count anti-aliased pixels as differences instead of detecting and excusing them.
  public var includeAntiAliased: Bool
  /// The colour difference (YIQ unless asked).
  public var difference: ColourDifference
  /// Blend translucent pixels over pixelmatch 7's checkerboard (true, the default) or over white.
  public var checkerboard: Bool

  public init(
    threshold: Double = 0.1, includeAntiAliased: Bool = false, difference: ColourDifference = .yiq,
    checkerboard: Bool = true
  ) {
    self.threshold = threshold
    self.includeAntiAliased = includeAntiAliased
    self.difference = difference
    self.checkerboard = checkerboard
  }

  /// The largest squared YIQ distance that still counts as the same colour.
  package var maximumDelta: Double { YIQ.maximumDelta * threshold * threshold }

  /// Classifies every pixel of two same-sized images; pixels inside `ignoring` are classed
  /// `ignored` and neither compared nor counted.
  public func compare(_ a: StraightImage, _ b: StraightImage, ignoring: [PixelRect] = []) throws(DiffError) -> PixelDiff
  {
    guard a.width == b.width, a.height == b.height else {
      throw DiffError("cannot compare a \(a.width)×\(a.height) image with a \(b.width)×\(b.height) one")
    }
    switch difference {
    case .yiq:
      return classify(a, b, ignoring: ignoring, rule: YIQRule(threshold: threshold, checkerboard: checkerboard))
    case .oklab:
      let limits = OKLabFastSame.limits(threshold: threshold)
      return limits.boxes.withUnsafeBufferPointer { boxes in
        classify(
          a, b, ignoring: ignoring,
          rule: OKLabRule(
            threshold: threshold, checkerboard: checkerboard, limits: limits, boxes: boxes.baseAddress!))
      }
    }
  }

  /// The classification loop, specialised for each rule.
  private func classify<Rule: PixelRule>(
    _ a: StraightImage, _ b: StraightImage, ignoring: [PixelRect], rule: Rule
  ) -> PixelDiff {
    let width = a.width
    let height = a.height
    var classes = [UInt8](repeating: 0, count: width * height)
    let ignored = PixelDiff.mark(ignoring, in: &classes, width: width, height: height)
    // Rows are independent (the anti-aliasing test only reads); bands run in parallel and
    // their counts are summed in band order, so the result does not depend on the thread count.
    let bandHeight = max(1, 65_536 / width)
    let bands = (height + bandHeight - 1) / bandHeight
    var results = [BandResult](repeating: BandResult(width: width, height: height), count: bands)
    let detect = !includeAntiAliased
    a.pixels.withUnsafeBufferPointer { pa in
      b.pixels.withUnsafeBufferPointer { pb in
        classes.withUnsafeMutableBufferPointer { out in
          results.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let pa = pa.baseAddress!
            nonisolated(unsafe) let pb = pb.baseAddress!
            nonisolated(unsafe) let out = out.baseAddress!
            nonisolated(unsafe) let results = results
            let work: @Sendable (Int) -> Void = { band in
              let rule = rule.forBand()
              defer { rule.endBand() }
              var result = BandResult(width: width, height: height)
              for y in (band * bandHeight)..<min(height, (band + 1) * bandHeight) {
                let row = y * width
                // Classifies pixel x of this row the way pixelmatch does.
                @inline(__always) func classify(_ x: Int) {
                  let offset = (row + x) * 4
                  guard out[row + x] == 0,
                    UnsafeRawPointer(pa + offset).load(as: UInt32.self)
                      != UnsafeRawPointer(pb + offset).load(as: UInt32.self),
                    rule.differs(pa + offset, pb + offset, offset: offset)
                  else { return }
                  if detect
                    && (AntiAliasing.isAntiAliased(pa, pb, x: x, y: y, width: width, height: height, rule: rule)
                      || AntiAliasing.isAntiAliased(pb, pa, x: x, y: y, width: width, height: height, rule: rule))
                  {
                    out[row + x] = PixelClass.antialiased.rawValue
                    result.antialiased += 1
                  } else {
                    out[row + x] = PixelClass.different.rawValue
                    result.add(x: x, y: y)
                  }
                }
                var x = 0
                // Four pixels at a time: most are equal or closer than any difference could exceed.
                while x + 4 <= width {
                  if !rule.allSame(pa + (row + x) * 4, pb + (row + x) * 4) {
                    classify(x)
                    classify(x + 1)
                    classify(x + 2)
                    classify(x + 3)
                  }
                  x += 4
                }
                while x < width {
                  classify(x)
                  x += 1
                }
              }
              results[band] = result
            }
            if bands > 1 {
              DispatchQueue.concurrentPerform(iterations: bands, execute: work)
            } else {
              work(0)
            }
          }
        }
      }
    }
    let total = results.reduce(BandResult(width: width, height: height)) { $0.merged($1) }
    return PixelDiff(
      width: width, height: height, classes: classes, differentPixels: total.different,
      antialiasedPixels: total.antialiased, ignoredPixels: ignored, bounds: total.bounds)
  }

  /// What one band of rows found: counts and the box around its differing pixels.
  private struct BandResult {
    var different = 0
    var antialiased = 0
    var minX: Int
    var minY: Int
    var maxX = -1
    var maxY = -1

    init(width: Int, height: Int) {
      minX = width
      minY = height
    }

    @inline(__always) mutating func add(x: Int, y: Int) {
      different += 1
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }

    func merged(_ other: BandResult) -> BandResult {
      var sum = self
      sum.different += other.different
      sum.antialiased += other.antialiased
      sum.minX = min(minX, other.minX)
      sum.maxX = max(maxX, other.maxX)
      sum.minY = min(minY, other.minY)
      sum.maxY = max(maxY, other.maxY)
      return sum
    }

    var bounds: PixelRect? {
      different == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
  }
}

/// How pixelmatch classified one pixel.
package enum PixelClass: UInt8, Sendable {
  /// Within the threshold.
  case same = 0
  /// Beyond the threshold but anti-aliasing in one of the images (not counted).
  case antialiased = 1
  /// Beyond the threshold: a real difference.
  case different = 2
  /// Left out by an ignore region or layer (not compared).
  case ignored = 3
}
