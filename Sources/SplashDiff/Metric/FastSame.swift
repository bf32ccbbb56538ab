/// A test that proves four opaque pixel pairs "the same" to pixelmatch without its floating-point
/// YIQ distance, so that the comparison only computes the distance where it can matter.
///
/// The squared YIQ distance of two opaque pixels is a quadratic form dᵀMd in the RGB difference
/// d (M from `YIQ`'s coefficients and weights); its largest eigenvalue is 0.256078…, so the
/// distance is at most 0.2561 · |d|² ≤ 0.2561 · 3 · m², where m is the largest channel
/// difference. Pixels whose every channel differs by at most the channel limit of `limits(maximumDelta:)` are
/// therefore within the threshold; the bound keeps a margin far wider than the rounding of
/// `YIQ.delta`, so the counts are exactly those of the full test. Partly transparent pixels are
/// blended over white first and always take the full test.
enum FastSame {
  /// An upper bound of the largest eigenvalue of YIQ's distance form (0.25607814…).
  static let eigenvalueBound = 0.2561

  /// Per-channel limits for two RGBA pixels: the channel limit on R, G and B, 0 on alpha; nil
  /// when no difference is small enough (a threshold of 0).
  static func limits(maximumDelta: Double) -> SIMD8<Int16>? {
    let allowed = maximumDelta - 0.001
    guard allowed > 0 else { return nil }
    let c = Int16(min(255, Int((allowed / (3 * eigenvalueBound)).squareRoot())))
    return SIMD8(c, c, c, 0, c, c, c, 0)
  }

  /// The channel limit `limits` uses, for tests.
  static func channelLimit(maximumDelta: Double) -> Int { limits(maximumDelta: maximumDelta).map { Int($0[0]) } ?? -1 }

  /// Whether the four pixels at `a` and `b` are opaque in `a` and differ by at most `limits` in
  /// every channel (alpha must then be equal, so opaque in `b` too). Integer lanes, no masks or
  /// reductions of the standard library (those compile to calls or lane-by-lane code, not to a
  /// few vector instructions): a channel is out when `limit − d` or `d + limit` is negative.
  @inline(__always)
  static func allSame(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limits: SIMD8<Int16>) -> Bool {
    let va = UnsafeRawPointer(a).loadUnaligned(as: SIMD16<UInt8>.self)
    let vb = UnsafeRawPointer(b).loadUnaligned(as: SIMD16<UInt8>.self)
    let low = SIMD8<Int16>(truncatingIfNeeded: va.lowHalf) &- SIMD8<Int16>(truncatingIfNeeded: vb.lowHalf)
    let high = SIMD8<Int16>(truncatingIfNeeded: va.highHalf) &- SIMD8<Int16>(truncatingIfNeeded: vb.highHalf)
    let out = (limits &- low) | (low &+ limits) | (limits &- high) | (high &+ limits)
    let alphaOnly = SIMD16<UInt8>(0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255)
    let translucent = unsafeBitCast(~va & alphaOnly, to: SIMD2<UInt64>.self)
    let signs = unsafeBitCast(out, to: SIMD2<UInt64>.self) & 0x8000_8000_8000_8000
    let failing = signs | translucent
    return failing[0] | failing[1] == 0
  }
}
