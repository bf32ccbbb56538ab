/// Proves opaque pixel pairs "the same" under the OKLab difference without computing it, the way
/// `FastSame` does for YIQ, so that only pairs that can differ pay for the cube roots.
///
/// OKLab is not a quadratic form: its steepness depends on the colour (steepest near black, where
/// the cube root is). The RGB cube is cut into 16³ boxes of 16 levels; for a pair whose first pixel
/// lies in a box and whose channels differ by at most `reach`, both pixels lie in the box grown by
/// `reach`, where every quantity of the published computation is bounded by interval arithmetic:
/// the sRGB → linear table steps (sᵢ), the cube-root table's segment slopes (σⱼ, concave: largest
/// at the low end), the toe's slope (increasing in the lightness). By the mean value theorem
/// Δ(l, m, s)ⱼ = σⱼ · Σᵢ Mⱼᵢ sᵢ dᵢ, and the HyAB distance is at most toe′ · |w · Δ| + ‖A Δ‖, a convex
/// function of Δ, so its largest value over the intervals is at one of their corners, for one of
/// the corners ±1 of the channel differences d. That bound per level of the largest channel
/// difference, `perLevel`, gives each box the largest difference still within the threshold, with
/// a margin of 10⁻⁷ over the rounding of the published arithmetic. Boxes near black get small
/// limits (one level of blue next to black is 0.036 apart), bright ones larger (at threshold 0.1:
/// 0 at black, 7 at mid-grey). The four-pixel vector test uses one limit for pixels whose channels
/// are all 16 or more, from boxes of 8 levels and differences up to 4 (2 at 0.05, 4 at 0.1), and
/// the scalar test each box's own. Only opaque pairs take either.
enum OKLabFastSame {
  static let boxShift = 4
  static let reach = 16
  /// The vector test takes pixels whose every channel is at this level or above, and differences of
  /// at most `vectorReach`; its bound is the largest over boxes of `vectorBox` levels from there up.
  static let brightFloor: Int16 = 16
  static let vectorReach = 4
  static let vectorBox = 8

  /// The distance bound per level of channel difference, per box of 16 levels (index
  /// r·256 + g·16 + b of the box numbers), for differences up to `reach`.
  static let perLevel: [Double] = (0..<4096).map { box in
    let start = SIMD4(box >> 8, (box >> 4) & 15, box & 15, 0) &<< boxShift
    return bound(
      low: pointwiseMax(start &- reach, .zero),
      high: pointwiseMin(start &+ ((1 << boxShift) - 1 + reach), SIMD4(repeating: 255)), tables: OKLab.tables)
  }

  /// The bound per level for the vector test: the largest over the boxes of `vectorBox` levels at or
  /// above `brightFloor`, for differences up to `vectorReach`.
  static let vectorPerLevel: Double = {
    let starts = Array(stride(from: Int(brightFloor), through: 255, by: vectorBox))
    var worst = 0.0
    for r in starts {
      for g in starts {
        for b in starts {
          let start = SIMD4(r, g, b, 0)
          worst = max(
            worst,
            bound(
              low: start &- vectorReach,
              high: pointwiseMin(start &+ (vectorBox - 1 + vectorReach), SIMD4(repeating: 255)),
              tables: OKLab.tables))
        }
      }
    }
    return worst
  }()

  /// Per-threshold limits: each box's largest channel difference proven the same, and the vector
  /// test's. nil when no difference is small enough.
  struct Limits: @unchecked Sendable {
    let boxes: [UInt8]
    let vector: SIMD8<Int16>?
  }

  static func limits(threshold: Double) -> Limits {
    let allowed = threshold - 1e-7
    let boxes = perLevel.map { allowed > 0 ? UInt8(min(Double(reach), (allowed / $0).rounded(.down))) : 0 }
    let c = allowed > 0 ? Int16(min(Double(vectorReach), (allowed / vectorPerLevel).rounded(.down))) : 0
    return Limits(boxes: boxes, vector: c > 0 ? SIMD8(c, c, c, 0, c, c, c, 0) : nil)
  }

  /// Whether the four pixels at `a` and `b` are opaque in `a` and each is either unchanged or has
  /// every colour channel of `a` at `brightFloor` or above and differs by at most `limits` in every
  /// channel (so alpha is equal). Integer lanes only, as `FastSame.allSame`; a pixel is its four
  /// 16-bit lanes, one 64-bit word, so "changed" is that word being non-zero.
  @inline(__always)
  static func allSame(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limits: SIMD8<Int16>) -> Bool {
    let va = UnsafeRawPointer(a).loadUnaligned(as: SIMD16<UInt8>.self)
    let vb = UnsafeRawPointer(b).loadUnaligned(as: SIMD16<UInt8>.self)
    // Unchanged pixels, the most common case, first.
    let changed = unsafeBitCast(va ^ vb, to: SIMD2<UInt64>.self)
    if changed[0] | changed[1] == 0 { return true }
    let la = SIMD8<Int16>(truncatingIfNeeded: va.lowHalf)
    let ha = SIMD8<Int16>(truncatingIfNeeded: va.highHalf)
    let low = la &- SIMD8<Int16>(truncatingIfNeeded: vb.lowHalf)
    let high = ha &- SIMD8<Int16>(truncatingIfNeeded: vb.highHalf)
    let out = (limits &- low) | (low &+ limits) | (limits &- high) | (high &+ limits)
    let floor = SIMD8<Int16>(brightFloor, brightFloor, brightFloor, 0, brightFloor, brightFloor, brightFloor, 0)
    let sign: SIMD2<UInt64> = SIMD2(repeating: 0x8000_8000_8000_8000)
    let zero = SIMD2<UInt64>(repeating: 0)
    // Dark channels matter only in changed pixels: all-ones words where the pixel changed.
    let lowWords = unsafeBitCast(low, to: SIMD2<UInt64>.self)
    let highWords = unsafeBitCast(high, to: SIMD2<UInt64>.self)
    let changedLow = zero &- ((lowWords | (zero &- lowWords)) &>> 63)
    let changedHigh = zero &- ((highWords | (zero &- highWords)) &>> 63)
    let dark =
      (unsafeBitCast(la &- floor, to: SIMD2<UInt64>.self) & changedLow)
      | (unsafeBitCast(ha &- floor, to: SIMD2<UInt64>.self) & changedHigh)
    let alphaOnly = SIMD16<UInt8>(0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255)
    let translucent = unsafeBitCast(~va & alphaOnly, to: SIMD2<UInt64>.self)
    let failing = ((unsafeBitCast(out, to: SIMD2<UInt64>.self) | dark) & sign) | translucent
    return failing[0] | failing[1] == 0
  }

  /// Whether an opaque pair is within its box's limit (integers only).
  @inline(__always)
  static func boxSame(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, _ boxes: UnsafePointer<UInt8>) -> Bool {
    let r = Int(p1[0])
    let g = Int(p1[1])
    let b = Int(p1[2])
    let limit = Int(boxes[(r >> boxShift) << 8 | (g >> boxShift) << 4 | b >> boxShift])
    return abs(r - Int(p2[0])) <= limit && abs(g - Int(p2[1])) <= limit && abs(b - Int(p2[2])) <= limit
  }

  /// The bound per level of the largest channel difference for pairs whose channels all lie in
  /// `low[i]...high[i]` (see the type's comment). The sRGB → linear table is convex (its steps
  /// grow) and the cube-root table concave (its slopes fall), so each range's extreme steps are
  /// at its ends.
  /// The linear RGB → LMS matrix by columns: the red, green and blue weights of l, m and s.
  private static let red = SIMD4<Double>(0.4122214708, 0.2119034982, 0.0883024619, 0)
  private static let green = SIMD4<Double>(0.5363325363, 0.6806995451, 0.2817188376, 0)
  private static let blue = SIMD4<Double>(0.0514459929, 0.1073969566, 0.6299787005, 0)

  static func bound(low: SIMD4<Int>, high: SIMD4<Int>, tables t: UnsafePointer<Double>) -> Double {
    func linear(_ v: Int) -> Double { t[OKLab.linear + v] }
    func step(_ v: Int) -> Double { linear(v + 1) - linear(v) }
    func slope(_ x: Double) -> Double {
      let k = min(4096, Int(x * OKLab.cubeRootSteps))
      return (t[OKLab.cubeRoots + k + 1] - t[OKLab.cubeRoots + k]) * OKLab.cubeRootSteps
    }
    let stepLo = SIMD3(step(low[0]), step(low[1]), step(low[2])) * (1 - 1e-9)
    let stepHi = SIMD3(step(high[0] - 1), step(high[1] - 1), step(high[2] - 1)) * (1 + 1e-9)
    let lmsLo = red * linear(low[0]) + green * linear(low[1]) + blue * linear(low[2])
    let lmsHi = red * linear(high[0]) + green * linear(high[1]) + blue * linear(high[2])
    let slopeHi = SIMD3(slope(lmsLo[0]), slope(lmsLo[1]), slope(lmsLo[2])) * (1 + 1e-9)
    let slopeLo = SIMD3(slope(lmsHi[0]), slope(lmsHi[1]), slope(lmsHi[2])) * (1 - 1e-9)
    // The toe's slope is largest at the largest lightness of the range.
    let lightness = max(
      0,
      0.2104542553 * OKLab.cubeRoot(min(lmsHi[0], 1), t) + 0.7936177850 * OKLab.cubeRoot(min(lmsHi[1], 1), t)
        - 0.0040720468 * OKLab.cubeRoot(lmsLo[2], t))
    let x = OKLab.toeK3 * lightness - OKLab.toeK1
    let root = (x * x + 4 * OKLab.toeK2 * OKLab.toeK3 * lightness).squareRoot()
    let toeSlope = 0.5 * OKLab.toeK3 * (1 + (x + 2 * OKLab.toeK2) / root) * (1 + 1e-9)
    let columns = [red, green, blue]
    var worst = 0.0
    for signs in [SIMD3<Double>(1, 1, 1), SIMD3(1, 1, -1), SIMD3(1, -1, 1), SIMD3(1, -1, -1)] {
      // Each Δⱼ's interval for these channel differences: Σᵢ Mⱼᵢ sᵢ dᵢ, times σⱼ.
      var sumLo = SIMD3<Double>(repeating: 0)
      var sumHi = SIMD3<Double>(repeating: 0)
      for i in 0..<3 {
        let column = SIMD3(columns[i][0], columns[i][1], columns[i][2])
        let a = column * (stepLo[i] * signs[i])
        let b = column * (stepHi[i] * signs[i])
        sumLo += pointwiseMin(a, b)
        sumHi += pointwiseMax(a, b)
      }
      let deltaLo =
        pointwiseMin(
          pointwiseMin(slopeLo * sumLo, slopeHi * sumLo), pointwiseMin(slopeLo * sumHi, slopeHi * sumHi)) - 1e-15
      let deltaHi =
        pointwiseMax(
          pointwiseMax(slopeLo * sumLo, slopeHi * sumLo), pointwiseMax(slopeLo * sumHi, slopeHi * sumHi)) + 1e-15
      for corner in 0..<8 {
        let v = SIMD3(
          corner & 1 == 0 ? deltaLo[0] : deltaHi[0], corner & 2 == 0 ? deltaLo[1] : deltaHi[1],
          corner & 4 == 0 ? deltaLo[2] : deltaHi[2])
        let dL = 0.2104542553 * v[0] + 0.7936177850 * v[1] - 0.0040720468 * v[2]
        let da = 1.9779984951 * v[0] - 2.4285922050 * v[1] + 0.4505937099 * v[2]
        let db = 0.0259040371 * v[0] + 0.7827717662 * v[1] - 0.8086757660 * v[2]
        worst = max(worst, toeSlope * abs(dL) + (da * da + db * db).squareRoot())
      }
    }
    return worst
  }
}
