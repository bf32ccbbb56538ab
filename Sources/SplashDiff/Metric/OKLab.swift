import Foundation

/// The OKLab HyAB colour difference as pixelmatch's main branch computes it (July 2026, after
/// 7.2; not released yet), operation for operation, so threshold decisions match it bit for bit.
///
/// Colours go sRGB → linear (a 257-entry table; fractional channels of blended pixels interpolate
/// it) → LMS → cube roots (a table of cbrt(i / 4096), linearly interpolated) → OKLab (Björn
/// Ottosson, 2020) with the toe-corrected lightness Lr, which keeps near-black differences from
/// being over-expanded; the distance is HyAB, |ΔLr| + √(Δa² + Δb²) (Abasi et al., 2019): 1
/// between black and white, so a threshold means what it means for YIQ. A pair is the same when
/// |ΔLr| < threshold and Δa² + Δb² ≤ (threshold − |ΔLr|)² (pixelmatch's test without the root).
/// Translucent pairs are blended as c·a + backdrop·(255 − a), / 255, over the checkerboard or white.
enum OKLab {
  /// Offsets of the tables inside `tables` (doubles).
  static let linear = 0  // 257 entries: sRGB byte → linear light
  static let lms = 257  // 9 × 256: L_R, L_G, L_B, M_R, M_G, M_B, S_R, S_G, S_B (coefficient × linear)
  static let cubeRoots = 257 + 9 * 256  // 4098 entries: cbrt(i / 4096)
  static let cubeRootSteps = 4096.0

  /// The tables, built once and never freed (a process-wide constant).
  nonisolated(unsafe) static let tables: UnsafePointer<Double> = {
    let count = cubeRoots + 4098
    let t = UnsafeMutablePointer<Double>.allocate(capacity: count)
    for i in 0..<256 {
      let c = Double(i) / 255
      t[linear + i] = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    t[linear + 256] = t[linear + 255]
    let coefficients: [Double] = [
      0.4122214708, 0.5363325363, 0.0514459929,
      0.2119034982, 0.6806995451, 0.1073969566,
      0.0883024619, 0.2817188376, 0.6299787005,
    ]
    for row in 0..<9 {
      for i in 0..<256 { t[lms + row * 256 + i] = coefficients[row] * t[linear + i] }
    }
    for i in 0..<4098 { t[cubeRoots + i] = cbrt(Double(i) / cubeRootSteps) }
    return UnsafePointer(t)
  }()

  static let toeK1 = 0.206
  static let toeK2 = 0.03
  static let toeK3 = (1 + toeK1) / (1 + toeK2)

  /// Ottosson's toe: the lightness that keeps near-black steps perceptually even.
  @inline(__always)
  static func toe(_ l: Double) -> Double {
    let x = toeK3 * l - toeK1
    return 0.5 * (x + (x * x + 4 * toeK2 * toeK3 * l).squareRoot())
  }

  @inline(__always)
  static func cubeRoot(_ x: Double, _ t: UnsafePointer<Double>) -> Double {
    let s = x * cubeRootSteps
    let i = Int(s)
    let lo = t[cubeRoots + i]
    return lo + (t[cubeRoots + i + 1] - lo) * (s - Double(i))
  }

  @inline(__always)
  static func linearLight(_ x: Double, _ t: UnsafePointer<Double>) -> Double {
    let i = Int(x)
    let lo = t[linear + i]
    return lo + (t[linear + i + 1] - lo) * (x - Double(i))
  }

  /// Cube-rooted l, m, s and the toe-corrected lightness of an opaque pixel (table sums).
  @inline(__always)
  static func opaque(_ p: UnsafePointer<UInt8>, _ t: UnsafePointer<Double>) -> SIMD4<Double> {
    let r = Int(p[0])
    let g = Int(p[1])
    let b = Int(p[2])
    let l = cubeRoot(t[lms + r] + t[lms + 256 + g] + t[lms + 512 + b], t)
    let m = cubeRoot(t[lms + 768 + r] + t[lms + 1024 + g] + t[lms + 1280 + b], t)
    let s = cubeRoot(t[lms + 1536 + r] + t[lms + 1792 + g] + t[lms + 2048 + b], t)
    return SIMD4(l, m, s, toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s))
  }

  /// The same for a pixel blended over `backdrop` (any alpha; an opaque one gives `opaque`'s values).
  @inline(__always)
  static func blended(_ p: UnsafePointer<UInt8>, backdrop: (Int, Int, Int), _ t: UnsafePointer<Double>)
    -> SIMD4<Double>
  {
    let a = Int(p[3])
    let lr = linearLight(Double(Int(p[0]) * a + backdrop.0 * (255 - a)) / 255, t)
    let lg = linearLight(Double(Int(p[1]) * a + backdrop.1 * (255 - a)) / 255, t)
    let lb = linearLight(Double(Int(p[2]) * a + backdrop.2 * (255 - a)) / 255, t)
    let l = cubeRoot(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb, t)
    let m = cubeRoot(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb, t)
    let s = cubeRoot(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb, t)
    return SIMD4(l, m, s, toe(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s))
  }

  /// Direct-mapped memos for opaque pixels: of colours (4096 slots, keyed by RGB as pixelmatch's
  /// is; the values are those `opaque` computes) and of pairs' verdicts (4096 slots). They change no
  /// result; images with few colours (GIF palettes: two encoders' frames hold about 1,400 distinct
  /// differing pairs in 150,000 pixels) then convert each colour and judge each pair about once.
  /// One band of rows uses one at a time (`take`, then `give`); bands and comparisons after it reuse
  /// it, so the frames of an animation, which share their colours, keep what earlier ones learned.
  /// Verdicts hold for one threshold: a cache taken for another forgets them.
  struct ColourCache: @unchecked Sendable {
    private let keys: UnsafeMutablePointer<UInt32>
    private let values: UnsafeMutablePointer<SIMD4<Double>>
    /// (RGB₁ << 24 | RGB₂) + 1 in the low 48 bits, the verdict (1: differs) in bit 63; 0 when empty.
    private let pairs: UnsafeMutablePointer<UInt64>
    /// The threshold the verdicts are for.
    private let threshold: UnsafeMutablePointer<Double>

    private init() {
      keys = .allocate(capacity: 4096)
      keys.initialize(repeating: 0, count: 4096)
      values = .allocate(capacity: 4096)
      pairs = .allocate(capacity: 4096)
      pairs.initialize(repeating: 0, count: 4096)
      threshold = .allocate(capacity: 1)
      threshold.initialize(to: .nan)
    }

    nonisolated(unsafe) private static var spare: [ColourCache] = []
    private static let lock = NSLock()

    /// A cache for one band (a spare one, or a new one); its verdicts are for `threshold`.
    static func take(threshold: Double) -> ColourCache {
      let cache = lock.withLock { spare.popLast() } ?? ColourCache()
      if cache.threshold.pointee != threshold {
        cache.pairs.update(repeating: 0, count: 4096)
        cache.threshold.pointee = threshold
      }
      return cache
    }

    /// Hands the cache back for later bands (at most as many are kept as bands ran at once).
    static func give(_ cache: ColourCache) {
      lock.withLock { spare.append(cache) }
    }

    /// The verdict of `judge` for two opaque pixels, looked up first.
    @inline(__always)
    func verdict(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ judge: () -> Bool) -> Bool {
      let rgb1 = UnsafeRawPointer(a).loadUnaligned(as: UInt32.self) & 0xFF_FFFF
      let rgb2 = UnsafeRawPointer(b).loadUnaligned(as: UInt32.self) & 0xFF_FFFF
      let key = (UInt64(rgb1) << 24 | UInt64(rgb2)) &+ 1
      let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 52)
      let entry = pairs[slot]
      if entry & 0xFFFF_FFFF_FFFF == key { return entry >> 63 != 0 }
      let differs = judge()
      pairs[slot] = key | (differs ? 1 << 63 : 0)
      return differs
    }

    /// `opaque(p)`, looked up first.
    @inline(__always)
    func colour(_ p: UnsafePointer<UInt8>, _ t: UnsafePointer<Double>) -> SIMD4<Double> {
      let key = UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
      let slot = Int((key &* 0x9e37_79b1) >> 20)
      if keys[slot] == key &+ 1 { return values[slot] }
      let value = opaque(p, t)
      keys[slot] = key &+ 1
      values[slot] = value
      return value
    }
  }

  /// Whether two opaque pixels' `opaque` values are farther apart than `threshold`.
  @inline(__always)
  static func differs(_ c1: SIMD4<Double>, _ c2: SIMD4<Double>, threshold: Double) -> Bool {
    beyond(parts(c1, c2), threshold: threshold)
  }

  /// pixelmatch's test without the root: the same when |ΔLr| < threshold and
  /// Δa² + Δb² ≤ (threshold − |ΔLr|)².
  @inline(__always)
  static func beyond(_ parts: (Double, Double, Double), threshold: Double) -> Bool {
    let (dLr, da, db) = parts
    let rest = threshold - abs(dLr)
    return !(rest > 0 && da * da + db * db <= rest * rest)
  }

  /// (ΔLr, Δa, Δb) of two converted colours.
  @inline(__always)
  static func parts(_ c1: SIMD4<Double>, _ c2: SIMD4<Double>) -> (Double, Double, Double) {
    let dl = c1[0] - c2[0]
    let dm = c1[1] - c2[1]
    let ds = c1[2] - c2[2]
    let da = 1.9779984951 * dl - 2.4285922050 * dm + 0.4505937099 * ds
    let db = 0.0259040371 * dl + 0.7827717662 * dm - 0.8086757660 * ds
    return (c1[3] - c2[3], da, db)
  }

  /// (ΔLr, Δa, Δb) of two pixels: both blended when either is translucent.
  @inline(__always)
  static func parts(
    _ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, offset: Int, checkerboard: Bool,
    _ t: UnsafePointer<Double>
  ) -> (Double, Double, Double) {
    let c1: SIMD4<Double>
    let c2: SIMD4<Double>
    if p1[3] & p2[3] == 255 {
      c1 = opaque(p1, t)
      c2 = opaque(p2, t)
    } else {
      let backdrop = checkerboard ? Checkerboard.colour(at: offset) : (255, 255, 255)
      c1 = blended(p1, backdrop: backdrop, t)
      c2 = blended(p2, backdrop: backdrop, t)
    }
    return parts(c1, c2)
  }

  /// Whether two pixels whose words differ are farther apart than `threshold`.
  @inline(__always)
  static func differs(
    _ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, offset: Int, checkerboard: Bool, threshold: Double,
    _ t: UnsafePointer<Double>
  ) -> Bool {
    beyond(parts(p1, p2, offset: offset, checkerboard: checkerboard, t), threshold: threshold)
  }

  /// The HyAB distance itself (0 for equal pixels).
  static func distance(
    _ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, offset: Int, checkerboard: Bool,
    tables t: UnsafePointer<Double>
  ) -> Double {
    if p1[0] == p2[0] && p1[1] == p2[1] && p1[2] == p2[2] && p1[3] == p2[3] { return 0 }
    let (dLr, da, db) = parts(p1, p2, offset: offset, checkerboard: checkerboard, t)
    return abs(dLr) + (da * da + db * db).squareRoot()
  }

  /// The brightness difference pixelmatch's main branch gives its anti-aliasing test: YIQ luma,
  /// translucent pairs always blended over white (a per-position backdrop would break the ramps the
  /// test looks for), and for pixels whose blended luma is equal but whose alpha is not, half the
  /// alpha difference. Opaque pairs as `YIQ.brightnessDelta(_:_:)`.
  @inline(__always)
  static func brightnessDelta(_ centre: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>) -> Double {
    if centre[3] & other[3] == 255 { return YIQ.brightnessDelta(centre, other) }
    if centre[0] == other[0] && centre[1] == other[1] && centre[2] == other[2] && centre[3] == other[3] { return 0 }
    let (dr, dg, db) = YIQ.blendedDifference(centre, other, backdrop: (255, 255, 255))
    let d = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let da = Int(centre[3]) - Int(other[3])
    return d == 0 && da != 0 ? Double(da) / 2 : d
  }
}
