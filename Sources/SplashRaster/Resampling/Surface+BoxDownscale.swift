extension Surface {
  /// The largest integer factor handled by the box path: k² · 255 must fit a 16-bit lane.
  static let maximumBoxFactor = 16

  /// `resized` for an exact integer shrink by `factor` on both axes (render @3x, export @1x):
  /// each output channel is `round(sum of its factor × factor block / factor²)`, halves up,
  /// exactly what the general area-weight path gives, but with 16-bit lane sums four pixels at
  /// a time and a reciprocal multiply instead of a division.
  func boxDownscaled(by factor: Int, threads: Int) -> Surface {
    precondition(factor >= 2 && factor <= Self.maximumBoxFactor)
    precondition(width % factor == 0 && height % factor == 0)
    let newWidth = width / factor
    let newHeight = height / factor
    let sourceWidth = width
    let divide = RoundedDivision(by: UInt64(factor * factor))
    return shrunk(width: newWidth, height: newHeight, threads: threads) { src, out, band in
      // Column sums of `factor` source rows: (R, B) and (G, A) 16-bit lane pairs per pixel.
      var sums = [UInt32](repeating: 0, count: 2 * sourceWidth + 8)
      sums.withUnsafeMutableBufferPointer { sumsBuffer in
        let rb = sumsBuffer.baseAddress!
        let ag = rb + sourceWidth + 4
        for oy in band {
          rb.update(repeating: 0, count: sourceWidth)
          ag.update(repeating: 0, count: sourceWidth)
          for k in 0..<factor {
            let row = src + (oy * factor + k) * sourceWidth
            var c = 0
            while c + 4 <= sourceWidth {
              let p = Pixels4(loading: row + c)
              let rbSum = UnsafeRawPointer(rb + c).loadUnaligned(as: Half4.self) &+ p.rb
              let agSum = UnsafeRawPointer(ag + c).loadUnaligned(as: Half4.self) &+ p.ag
              UnsafeMutableRawPointer(rb + c).storeBytes(of: rbSum, as: Half4.self)
              UnsafeMutableRawPointer(ag + c).storeBytes(of: agSum, as: Half4.self)
              c += 4
            }
            while c < sourceWidth {
              let p = row[c]
              rb[c] &+= p & 0x00FF_00FF
              ag[c] &+= (p >> 8) & 0x00FF_00FF
              c += 1
            }
          }
          let outRow = out + oy * newWidth
          for ox in 0..<newWidth {
            var rbBlock: UInt32 = 0
            var agBlock: UInt32 = 0
            for i in (ox * factor)..<(ox * factor + factor) {
              rbBlock &+= rb[i]
              agBlock &+= ag[i]
            }
            let r = divide(UInt64(rbBlock & 0xFFFF))
            let b = divide(UInt64(rbBlock >> 16))
            let g = divide(UInt64(agBlock & 0xFFFF))
            let a = divide(UInt64(agBlock >> 16))
            outRow[ox] = UInt32(r | g << 8 | b << 16 | a << 24)
          }
        }
      }
    }
  }

  /// A new `width` × `height` surface whose rows `rows` fills, one band of output rows per call
  /// (split between `threads`), reading this surface's pixels as 32-bit RGBA words.
  func shrunk(
    width newWidth: Int, height newHeight: Int, threads: Int,
    rows: @Sendable (UnsafePointer<UInt32>, UnsafeMutablePointer<UInt32>, Range<Int>) -> Void
  ) -> Surface {
    var output = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    pixels.withUnsafeBytes { sourceBytes in
      nonisolated(unsafe) let src = sourceBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      output.withUnsafeMutableBytes { outputBytes in
        nonisolated(unsafe) let out = outputBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        forEachRowBand(0..<newHeight, threads: Self.resolvedThreads(threads)) { band in rows(src, out, band) }
      }
    }
    return try! Surface(width: newWidth, height: newHeight, pixels: output)
  }
}

/// `round(n / d)` (halves up) by a reciprocal multiply, exact for d ≤ 256 and n < 2^17.
///
/// With m = ⌈2^32 / d⌉, `(n + ⌊d/2⌋)·m >> 32` over-estimates (n + ⌊d/2⌋)/d by less than
/// 2^17 / 2^32 = 2^-15, while any fractional part below 1 is at most 1 − 1/d ≤ 1 − 2^-8, so
/// the floor is never pushed over an integer.
struct RoundedDivision {
  let half: UInt64
  let multiplier: UInt64

  init(by divisor: UInt64) {
    precondition(divisor >= 1 && divisor <= 256)
    half = divisor / 2
    multiplier = ((1 << 32) + divisor - 1) / divisor
  }

  @inline(__always)
  func callAsFunction(_ n: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: ((n + half) &* multiplier) >> 32)
  }
}
