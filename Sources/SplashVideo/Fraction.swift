import Foundation

/// A fraction num/den, as FFmpeg's `av_d2q` finds it for a frame rate: APNG's delays need it
/// and must not load FFmpeg, video uses FFmpeg's own; a test checks that both agree.
struct Fraction: Equatable, Sendable {
  var num: Int32
  var den: Int32

  init(num: Int32, den: Int32) {
    self.num = num
    self.den = den
  }

  /// The continued-fraction approximation of `value` whose numerator and denominator are at most
  /// `maximum`, exactly as `av_d2q(value, maximum)` computes it (same steps, same integer
  /// wrap-around), so 29.97 is 2997/100 and 1/3 of a frame rate keeps its period.
  init(approximating value: Double, maximum: Int32) {
    if value.isNaN {
      (num, den) = (0, 0)
      return
    }
    if abs(value) > Double(Int64(Int32.max) + 3) {
      (num, den) = (value < 0 ? -1 : 1, 0)
      return
    }
    let exponent = max(Int(frexp(value).1) - 1, 0)
    let scale = Int64(1) << (62 - exponent)
    let scaled = Int64((value * Double(scale) + 0.5).rounded(.down))
    (num, den) = Self.reduce(scaled, scale, maximum: Int64(maximum))
    if (num == 0 || den == 0) && value != 0 && maximum > 0 && maximum < Int32.max {
      (num, den) = Self.reduce(scaled, scale, maximum: Int64(Int32.max))
    }
  }

  /// `av_reduce`: num/den reduced, or its best continued-fraction convergent within `maximum`.
  private static func reduce(_ numerator: Int64, _ denominator: Int64, maximum: Int64) -> (Int32, Int32) {
    var (a0n, a0d): (Int64, Int64) = (0, 1)
    var (a1n, a1d): (Int64, Int64) = (1, 0)
    let negative = (numerator < 0) != (denominator < 0)
    var num = abs(numerator)
    var den = abs(denominator)
    let divisor = gcd(num, den)
    if divisor != 0 {
      num /= divisor
      den /= divisor
    }
    if num <= maximum && den <= maximum {
      (a1n, a1d) = (num, den)
      den = 0
    }
    while den != 0 {
      // FFmpeg does these steps in unsigned 64-bit arithmetic: wrapping, like here.
      var x = UInt64(num / den)
      let nextDen = num &- den &* Int64(bitPattern: x)
      let a2n = Int64(bitPattern: x &* UInt64(bitPattern: a1n) &+ UInt64(bitPattern: a0n))
      let a2d = Int64(bitPattern: x &* UInt64(bitPattern: a1d) &+ UInt64(bitPattern: a0d))
      if a2n > maximum || a2d > maximum {
        if a1n != 0 { x = UInt64(bitPattern: (maximum - a0n) / a1n) }
        if a1d != 0 { x = min(x, UInt64(bitPattern: (maximum - a0d) / a1d)) }
        let lhs = UInt64(bitPattern: den) &* (2 &* x &* UInt64(bitPattern: a1d) &+ UInt64(bitPattern: a0d))
        if lhs > UInt64(bitPattern: num &* a1d) {
          (a1n, a1d) = (
            Int64(bitPattern: x &* UInt64(bitPattern: a1n) &+ UInt64(bitPattern: a0n)),
            Int64(bitPattern: x &* UInt64(bitPattern: a1d) &+ UInt64(bitPattern: a0d))
          )
        }
        break
      }
      (a0n, a0d) = (a1n, a1d)
      (a1n, a1d) = (a2n, a2d)
      num = den
      den = nextDen
    }
    let n = Int32(truncatingIfNeeded: a1n)
    return (negative ? -n : n, Int32(truncatingIfNeeded: a1d))
  }

  private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
