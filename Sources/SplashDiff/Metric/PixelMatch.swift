import Foundation
import SplashRaster

/// The pixelmatch comparison: a pixel differs when its YIQ distance exceeds `35215 · threshold²`,
/// unless it looks like anti-aliasing in either image (then it is counted apart, as anti-aliased).
///
/// Counts equal those of the `pixelmatch` package from PyPI (semi-transparent pixels are blended
/// over white before comparing, as pixelmatch ≤ 5 and odiff do).
public struct PixelMatch: Sendable, Equatable {
  /// 0...1; smaller is stricter. pixelmatch's default is 0.1, Playwright's 0.2.
  public var threshold: Double
  /// Count anti-aliased pixels as differences instead of detecting and excusing them.
  public var includeAntiAliased: Bool

  public init(threshold: Double = 0.1, includeAntiAliased: Bool = false) {
    self.threshold = threshold
    self.includeAntiAliased = includeAntiAliased
  }

  /// The largest squared YIQ distance that still counts as the same colour.
  public var maximumDelta: Double { YIQ.maximumDelta * threshold * threshold }

  /// Classifies every pixel of two same-sized images; pixels inside `ignoring` are classed
  /// `ignored` and neither compared nor counted.
  public func compare(_ a: StraightImage, _ b: StraightImage, ignoring: [PixelRect] = []) throws(DiffError) -> PixelDiff
  {
    guard a.width == b.width, a.height == b.height else {
      throw DiffError("cannot compare a \(a.width)×\(a.height) image with a \(b.width)×\(b.height) one")
    }
    let width = a.width
    let height = a.height
    var classes = [UInt8](repeating: 0, count: width * height)
    let ignored = PixelDiff.mark(ignoring, in: &classes, width: width, height: height)
    // Rows are independent (the anti-aliasing test only reads); bands run in parallel and
    // their counts are summed in band order, so the result does not depend on the thread count.
    let bandHeight = max(1, 65_536 / width)
    let bands = (height + bandHeight - 1) / bandHeight
    var counts = [(different: Int, antialiased: Int)](repeating: (0, 0), count: bands)
    let maxDelta = maximumDelta
    let detect = !includeAntiAliased
    a.pixels.withUnsafeBufferPointer { pa in
      b.pixels.withUnsafeBufferPointer { pb in
        classes.withUnsafeMutableBufferPointer { out in
          counts.withUnsafeMutableBufferPointer { counts in
            nonisolated(unsafe) let pa = pa.baseAddress!
            nonisolated(unsafe) let pb = pb.baseAddress!
            nonisolated(unsafe) let out = out
            nonisolated(unsafe) let counts = counts
            let work: @Sendable (Int) -> Void = { band in
              var different = 0
              var antialiased = 0
              for y in (band * bandHeight)..<min(height, (band + 1) * bandHeight) {
                let row = y * width
                UnsafeRawPointer(pa + row * 4).withMemoryRebound(to: UInt32.self, capacity: width) { wa in
                  UnsafeRawPointer(pb + row * 4).withMemoryRebound(to: UInt32.self, capacity: width) { wb in
                    for x in 0..<width where wa[x] != wb[x] && out[row + x] == 0 {
                      let offset = (row + x) * 4
                      guard YIQ.delta(pa + offset, pb + offset) > maxDelta else { continue }
                      if detect
                        && (AntiAliasing.isAntiAliased(pa, pb, x: x, y: y, width: width, height: height)
                          || AntiAliasing.isAntiAliased(pb, pa, x: x, y: y, width: width, height: height))
                      {
                        out[row + x] = PixelClass.antialiased.rawValue
                        antialiased += 1
                      } else {
                        out[row + x] = PixelClass.different.rawValue
                        different += 1
                      }
                    }
                  }
                }
              }
              counts[band] = (different, antialiased)
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
    return PixelDiff(
      width: width, height: height, classes: classes,
      differentPixels: counts.reduce(0) { $0 + $1.different },
      antialiasedPixels: counts.reduce(0) { $0 + $1.antialiased }, ignoredPixels: ignored)
  }
}

/// How pixelmatch classified one pixel.
public enum PixelClass: UInt8, Sendable {
  /// Within the threshold.
  case same = 0
  /// Beyond the threshold but anti-aliasing in one of the images (not counted).
  case antialiased = 1
  /// Beyond the threshold: a real difference.
  case different = 2
  /// Left out by an ignore region or layer (not compared).
  case ignored = 3
}
