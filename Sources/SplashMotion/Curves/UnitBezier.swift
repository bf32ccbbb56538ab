/// A cubic Bézier timing function from (0, 0) to (1, 1), solved exactly as WebKit's `UnitBezier`.
///
/// `P1 = (x1, y1)` and `P2 = (x2, y2)` are the inner control points. Solving for a progress `p`
/// means finding the curve parameter `s` with `X(s) = p` (a few Newton steps from `s = p`, then
/// bisection on [0, 1]) and answering `Y(s)`. Polynomial approximations drift by up to 1e-3,
/// which shows as a one-pixel wobble on a large move, so the solve is done in full.
public struct UnitBezier: Sendable, Hashable {
  /// The first control point's x, in 0...1.
  public let x1: Double
  /// The first control point's y (may leave 0...1 for overshooting curves).
  public let y1: Double
  /// The second control point's x, in 0...1.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  // Polynomial coefficients: X(s) = ((ax·s + bx)·s + cx)·s, likewise Y.
  private let ax, bx, cx, ay, by, cy: Double

  /// How close `X(s)` must come to the requested progress.
  ///
  /// WebKit (and the reference) stop at 1e-7, which leaves up to 7.5e-7 in the eased value on
  /// steep curves (dy/dx ≈ 9); 1e-9 keeps every curve with finite slope within 1e-7 of the exact
  /// solution for the price of a Newton step more now and then.
  public static let epsilon = 1e-9

  /// Creates a curve; callers validate that `x1` and `x2` lie in 0...1 (see `Curve.validated()`).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// X at curve parameter `s`.
  public func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

  /// Y at curve parameter `s`.
  public func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }

  private func derivativeX(_ s: Double) -> Double {
    (3 * ax * s + 2 * bx) * s + cx
  }

  /// The curve parameter `s` in 0...1 with `X(s) ≈ x` (within `epsilon`).
  public func solveParameter(forX x: Double, epsilon: Double = UnitBezier.epsilon) -> Double {
    // Newton from s = x: converges in two or three steps on every UIKit curve.
    var s = x
    for _ in 0..<8 {
      let residual = sampleX(s) - x
      if abs(residual) < epsilon { return s }
      let slope = derivativeX(s)
      if abs(slope) < 1e-6 { break }
      s -= residual / slope
    }
    // Bisection: slow but cannot fail, X is monotone on [0, 1] when x1, x2 ∈ [0, 1].
    var lo = 0.0
    var hi = 1.0
    s = x
    if s < lo { return lo }
    if s > hi { return hi }
    while lo < hi {
      let value = sampleX(s)
      if abs(value - x) < epsilon { return s }
      if x > value { lo = s } else { hi = s }
      let next = (hi - lo) * 0.5 + lo
      if next == s { break }
      s = next
    }
    return s
  }

  /// The eased progress at linear progress `x`: 0 at 0, 1 at 1, `Y(s)` with `X(s) = x` between.
  public func progress(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    // A straight line (linear): the identity, exactly, so equal times give equal steps.
    if x1 == y1 && x2 == y2 { return x }
    return sampleY(solveParameter(forX: x))
  }
}
