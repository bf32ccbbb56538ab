import Foundation

/// A `CAKeyframeAnimation` along a `path` (for `position`), with its `rotationMode`.
///
/// The path's segments are the keyframes: in `linear`, `cubic` (the path is already a curve) and
/// `discrete` modes each segment's end is a key, at `keyTimes` when valid (segments + 1 entries,
/// 0 … 1, non-decreasing) or evenly, and within a segment the Bézier parameter runs linearly in
/// time (warped by the segment's timing function); `discrete` jumps from segment end to segment
/// end. `paced` and `cubicPaced` move at constant arc-length speed along the whole path.
public struct PathKeyframes: Sendable, Hashable {
  public let path: BezierPath
  public let calculationMode: CalculationMode
  public let timingFunctions: [UnitBezier?]
  /// The time of each segment boundary (segments + 1).
  public let keyTimes: [Double]
  /// Cumulative arc length at each segment's end.
  let lengths: [Double]

  public init(
    path: BezierPath, keyTimes: [Double]? = nil, timingFunctions: [UnitBezier?] = [],
    calculationMode: CalculationMode = .linear
  ) {
    self.path = path
    self.calculationMode = calculationMode
    self.timingFunctions = timingFunctions
    let n = path.segments.count
    var sums: [Double] = []
    var total = 0.0
    for i in 0..<n {
      total += path.length(i)
      sums.append(total)
    }
    lengths = sums
    switch calculationMode {
    case .paced, .cubicPaced:
      self.keyTimes = total > 0 ? [0] + sums.map { $0 / total } : Keyframes.even(n)
    default:
      self.keyTimes = Keyframes.valid(keyTimes, counts: [n + 1]) ?? Keyframes.even(n)
    }
  }

  /// The segment and its parameter at progress p.
  func location(at progress: Double) -> (segment: Int, s: Double) {
    let n = path.segments.count
    let p = min(max(progress, 0), 1)
    if p >= 1 { return (n - 1, 1) }
    if p <= 0 { return (0, 0) }
    var i = 0
    while i < n - 1 && keyTimes[i + 1] <= p { i += 1 }
    // Discrete: key i is the path's start (i = 0) or the end of segment i − 1.
    if calculationMode == .discrete { return i == 0 ? (0, 0) : (i - 1, 1) }
    let span = keyTimes[i + 1] - keyTimes[i]
    guard span > 0 else { return (i, 1) }
    var s = (p - keyTimes[i]) / span
    switch calculationMode {
    case .paced, .cubicPaced:
      // Constant speed: the parameter whose arc length is that share of the segment's.
      let target = s * (lengths[i] - (i == 0 ? 0 : lengths[i - 1]))
      var lo = 0.0
      var hi = 1.0
      for _ in 0..<60 where hi - lo > 1e-13 {
        let mid = (lo + hi) / 2
        if path.length(i, to: mid) < target { lo = mid } else { hi = mid }
      }
      s = (lo + hi) / 2
    default:
      if i < timingFunctions.count, let curve = timingFunctions[i] { s = curve.progress(at: s) }
    }
    return (i, s)
  }

  /// The point at progress p, in lanes 0 and 1.
  public func value(at progress: Double) -> SIMD4<Double> {
    let (i, s) = location(at: progress)
    let point = path.point(i, s)
    return SIMD4(point.x, point.y, 0, 0)
  }

  /// The tangent's angle at progress p, radians clockwise on screen (y grows down).
  public func angle(at progress: Double) -> Double {
    let (i, s) = location(at: progress)
    var d = path.tangent(i, s)
    if d == .zero { d = path.segments[i][3] - path.segments[i][0] }
    return atan2(d.y, d.x)
  }
}
