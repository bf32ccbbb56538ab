/// The values of a `CAKeyframeAnimation` and how it moves through them: `values`, `keyTimes`,
/// `timingFunctions`, `calculationMode` and the Kochanek–Bartels `tensionValues`,
/// `continuityValues` and `biasValues`.
///
/// Values are channel lanes (`SIMD4`); a value's length in value space (paced modes) is the
/// Euclidean length over the lanes.
///
/// Key times are used when valid for the mode, as Apple documents, and otherwise ignored: the
/// values are then spaced evenly. Valid means every entry in 0...1, non-decreasing, the first 0
/// and the last 1, and as many as the mode takes: n for `linear` and `cubic`, n + 1 for
/// `discrete` (n is accepted too: the last value then shows only at the end). So 6 key times for
/// 5 linear values are ignored and the values sit at 0, ¼, ½, ¾, 1. Paced modes always ignore them.
public struct Keyframes: Sendable, Hashable {
  public let values: [SIMD4<Double>]
  /// The key times as given; `keyTimes` below are the ones used.
  public let givenKeyTimes: [Double]?
  /// One timing function per segment (`nil` entries and missing ones are linear; extras are ignored).
  public let timingFunctions: [UnitBezier?]
  public let calculationMode: CalculationMode
  /// Per keyframe, 0 when missing: tension, continuity and bias, each in -1...1.
  public let tension: [Double]
  public let continuity: [Double]
  public let bias: [Double]
  /// The key time of each value (n + 1 entries for `discrete`: the end of the last value's hold).
  public let keyTimes: [Double]
  /// For `cubicPaced`: the cumulative arc length at the end of each segment of the spline.
  private var arcLengths: [Double] = []

  /// Keyframes checked and their key times resolved.
  ///
  /// - Throws: `MotionError` for no values, non-finite numbers, or tension, continuity or bias
  ///   outside -1...1.
  public init(
    values: [SIMD4<Double>], keyTimes: [Double]? = nil, timingFunctions: [UnitBezier?] = [],
    calculationMode: CalculationMode = .linear, tension: [Double] = [], continuity: [Double] = [],
    bias: [Double] = []
  ) throws(MotionError) {
    guard !values.isEmpty else { throw MotionError("a keyframe animation needs at least one value") }
    for value in values {
      for lane in 0..<4 { try MotionError.requireFinite(value[lane], "a keyframe value") }
    }
    for (name, list) in [("tensionValues", tension), ("continuityValues", continuity), ("biasValues", bias)] {
      for v in list where !(v.isFinite && (-1...1).contains(v)) {
        throw MotionError("\(name) must be numbers in -1...1, got \(MotionError.format(v))")
      }
    }
    self.values = values
    givenKeyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    self.tension = tension
    self.continuity = continuity
    self.bias = bias
    let n = values.count
    switch calculationMode {
    case .linear, .cubic:
      self.keyTimes = Self.valid(keyTimes, counts: [n]) ?? Self.even(n - 1)
    case .discrete:
      if let given = Self.valid(keyTimes, counts: [n + 1, n]) {
        self.keyTimes = given.count == n + 1 ? given : given + [1]
      } else {
        self.keyTimes = Self.even(n)
      }
    case .paced:
      var lengths = [0.0]
      for i in 1..<max(n, 1) { lengths.append(lengths[i - 1] + Self.length(values[i] - values[i - 1])) }
      let total = lengths.last!
      self.keyTimes = total > 0 ? lengths.map { $0 / total } : Self.even(n - 1)
    case .cubicPaced:
      self.keyTimes = Self.even(n - 1)
    }
    if calculationMode == .cubicPaced && n > 1 {
      var sums: [Double] = []
      var total = 0.0
      for i in 0..<(n - 1) {
        total += Self.integrate(0, 1) { s in
          Self.length(Self.hermiteDerivative(s, segment: i, values, self.tangents(i)))
        }
        sums.append(total)
      }
      arcLengths = sums
    }
  }

  /// `n + 1` evenly spaced times from 0 to 1 (one time for n = 0).
  static func even(_ n: Int) -> [Double] {
    n <= 0 ? [0] : (0...n).map { Double($0) / Double(n) }
  }

  /// `given` when it is a valid key time list of one of `counts` entries.
  static func valid(_ given: [Double]?, counts: [Int]) -> [Double]? {
    guard let given, counts.contains(given.count), given.first == 0, given.last == 1 else { return nil }
    for (a, b) in zip(given, given.dropFirst()) where !(a <= b) { return nil }
    guard given.allSatisfy({ (0...1).contains($0) }) else { return nil }
    return given
  }

  /// The value at `progress` (0...1, after the animation's own timing function).
  public func value(at progress: Double) -> SIMD4<Double> {
    let n = values.count
    if n == 1 { return values[0] }
    let p = min(max(progress, 0), 1)
    switch calculationMode {
    case .discrete:
      // Value i holds on [keyTimes[i], keyTimes[i + 1]); the last from its key time on.
      var index = 0
      for i in 0..<n where keyTimes[i] <= p { index = i }
      return values[index]
    case .cubicPaced:
      return pacedSpline(at: p)
    case .linear, .paced, .cubic:
      if p >= 1 { return values[n - 1] }
      var i = 0
      while i < n - 2 && keyTimes[i + 1] <= p { i += 1 }
      let span = keyTimes[i + 1] - keyTimes[i]
      guard span > 0 else { return values[i + 1] }
      var s = (p - keyTimes[i]) / span
      if calculationMode != .paced, i < timingFunctions.count, let curve = timingFunctions[i] {
        s = curve.progress(at: s)
      }
      if calculationMode == .cubic { return Self.hermite(s, segment: i, values, tangents(i)) }
      return values[i] + (values[i + 1] - values[i]) * s
    }
  }

  // MARK: Kochanek–Bartels

  /// The tangents of segment i (from value i to i + 1): the outgoing one at i and the incoming
  /// one at i + 1, in units per unit of the segment's parameter.
  ///
  /// At key j with chords `in = P[j] − P[j−1]` and `out = P[j+1] − P[j]` (zero beyond the ends),
  /// tension t, continuity c, bias b:
  /// outgoing `(1−t)(1+b)(1+c)/2·in + (1−t)(1−b)(1−c)/2·out`,
  /// incoming `(1−t)(1+b)(1−c)/2·in + (1−t)(1−b)(1+c)/2·out` (all 0: Catmull-Rom, (in + out)/2).
  /// For uneven key times Kochanek and Bartels scale the outgoing tangent at j by
  /// 2·N[j]/(N[j−1] + N[j]) and the incoming one by 2·N[j−1]/(N[j−1] + N[j]), N the segments'
  /// durations, so the speed is continuous across keys (factor 1 at the ends).
  func tangents(_ i: Int) -> (out: SIMD4<Double>, in: SIMD4<Double>) {
    let n = values.count
    func chords(_ j: Int) -> (SIMD4<Double>, SIMD4<Double>) {
      (j > 0 ? values[j] - values[j - 1] : .zero, j < n - 1 ? values[j + 1] - values[j] : .zero)
    }
    func parameter(_ list: [Double], _ j: Int) -> Double { j < list.count ? list[j] : 0 }
    func duration(_ j: Int) -> Double? { j >= 0 && j < n - 1 ? keyTimes[j + 1] - keyTimes[j] : nil }
    let (t0, c0, b0) = (parameter(tension, i), parameter(continuity, i), parameter(bias, i))
    let (in0, out0) = chords(i)
    var outgoing = (1 - t0) * (1 + b0) * (1 + c0) / 2 * in0 + (1 - t0) * (1 - b0) * (1 - c0) / 2 * out0
    let (t1, c1, b1) = (parameter(tension, i + 1), parameter(continuity, i + 1), parameter(bias, i + 1))
    let (in1, out1) = chords(i + 1)
    var incoming = (1 - t1) * (1 + b1) * (1 - c1) / 2 * in1 + (1 - t1) * (1 - b1) * (1 + c1) / 2 * out1
    if let before = duration(i - 1), let this = duration(i), before + this > 0 {
      outgoing *= 2 * this / (before + this)
    }
    if let this = duration(i), let after = duration(i + 1), this + after > 0 {
      incoming *= 2 * this / (this + after)
    }
    return (outgoing, incoming)
  }

  /// The cubic Hermite segment i at parameter s.
  static func hermite(
    _ s: Double, segment i: Int, _ values: [SIMD4<Double>], _ tangents: (out: SIMD4<Double>, in: SIMD4<Double>)
  ) -> SIMD4<Double> {
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    return h00 * values[i] + h10 * tangents.out + h01 * values[i + 1] + h11 * tangents.in
  }

  static func hermiteDerivative(
    _ s: Double, segment i: Int, _ values: [SIMD4<Double>], _ tangents: (out: SIMD4<Double>, in: SIMD4<Double>)
  ) -> SIMD4<Double> {
    let s2 = s * s
    return (6 * s2 - 6 * s) * values[i] + (3 * s2 - 4 * s + 1) * tangents.out + (-6 * s2 + 6 * s) * values[i + 1]
      + (3 * s2 - 2 * s) * tangents.in
  }

  /// The spline at constant speed: the point at arc length `p × total`.
  private func pacedSpline(at p: Double) -> SIMD4<Double> {
    let total = arcLengths.last ?? 0
    let n = values.count
    guard total > 0 else {
      // No length to travel: evenly in the parameter.
      let scaled = p * Double(n - 1)
      let i = min(Int(scaled), n - 2)
      return Self.hermite(scaled - Double(i), segment: i, values, tangents(i))
    }
    if p >= 1 { return values[n - 1] }
    let target = p * total
    var i = 0
    while i < n - 2 && arcLengths[i] <= target { i += 1 }
    let start = i == 0 ? 0 : arcLengths[i - 1]
    let local = target - start
    let tangents = self.tangents(i)
    let speed: (Double) -> Double = { s in Self.length(Self.hermiteDerivative(s, segment: i, self.values, tangents)) }
    // Bisection on the arc length from the segment's start: monotone in s, exact to 1e-13.
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<60 where hi - lo > 1e-13 {
      let mid = (lo + hi) / 2
      if Self.integrate(0, mid, speed) < local { lo = mid } else { hi = mid }
    }
    return Self.hermite((lo + hi) / 2, segment: i, values, tangents)
  }

  /// ∫ f over [a, b]: 16-point Gauss–Legendre on 8 equal parts (exact for polynomials of degree
  /// ≤ 31, so for the speed of a one-lane cubic; smooth multi-lane speeds to ~1e-14).
  static func integrate(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
    let parts = 8
    let h = (b - a) / Double(parts)
    var sum = 0.0
    for k in 0..<parts {
      let mid = a + (Double(k) + 0.5) * h
      for (x, w) in GaussLegendre16.nodes {
        sum += w * (f(mid + x * h / 2) + f(mid - x * h / 2))
      }
    }
    return sum * h / 2
  }

  /// Euclidean length over the four lanes.
  static func length(_ v: SIMD4<Double>) -> Double { (v * v).sum().squareRoot() }
}
