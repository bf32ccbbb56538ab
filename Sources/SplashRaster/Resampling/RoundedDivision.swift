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
