import Foundation

/// A damped harmonic oscillator moving progress from 0 to 1:
/// `m·x″ + c·x′ + k·(x − 1) = 0`, `x(0) = 0`, `x′(0) = v0`.
///
/// Every spring API iOS offers (UIView's duration/damping, `CASpringAnimation`, iOS 17
/// duration/bounce, SwiftUI response/dampingFraction) maps onto this one type; see the
/// factory methods in `Spring+APIs.swift`. Values come from the closed-form solutions for
/// under-, critically and over-damped motion, never from numerical integration.
public struct Spring: Sendable, Hashable {
  /// Mass `m` (> 0).
  public let mass: Double
  /// Stiffness `k` (> 0).
  public let stiffness: Double
  /// Damping coefficient `c` (> 0).
  public let damping: Double
  /// Initial velocity `v0` in progress units per second; positive moves toward the target.
  public let initialVelocity: Double
  /// Whether a damping ratio above 1 is honoured. `CASpringAnimation` without
  /// `allowsOverdamping` treats ζ ≥ 1 as critically damped at ω0 = √(k/m).
  public let allowsOverdamping: Bool

  /// Creates a spring from its physical parameters.
  ///
  /// - Throws: `MotionError` when mass, stiffness or damping is not a positive finite number, or
  ///   the velocity is not finite.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0,
    allowsOverdamping: Bool = true
  ) throws(MotionError) {
    try self.init(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      allowsOverdamping: allowsOverdamping, mustSettle: true)
  }

  /// `mustSettle`: refuse a spring that takes longer than `maximumSettlingTime` to settle (UIKit's
  /// fitted springs are cut off at their duration instead).
  init(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool,
    mustSettle: Bool
  ) throws(MotionError) {
    try MotionError.requirePositive(mass, "spring mass")
    try MotionError.requirePositive(stiffness, "spring stiffness")
    try MotionError.requirePositive(damping, "spring damping")
    try MotionError.requireFinite(initialVelocity, "spring initial velocity")
    guard abs(initialVelocity) <= Self.maximumVelocity else {
      throw MotionError(
        "spring initial velocity must be within ±\(MotionError.format(Self.maximumVelocity)), got \(MotionError.format(initialVelocity))"
      )
    }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
    let bound = Self.envelopeBound(motion, epsilon: 0.001)
    guard !mustSettle || (bound.isFinite && bound <= Self.maximumSettlingTime) else {
      throw MotionError(
        "spring (mass \(MotionError.format(mass)), stiffness \(MotionError.format(stiffness)), damping \(MotionError.format(damping))) would take more than \(MotionError.format(Self.maximumSettlingTime)) s to settle; raise the damping or the stiffness"
      )
    }
  }

  /// The fastest start accepted, in units of the distance per second.
  public static let maximumVelocity = 10_000.0
  /// The longest a spring may take to settle, in seconds (the longest scene).
  public static let maximumSettlingTime = 600.0

  /// Undamped angular frequency ω0 = √(k/m), in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2·√(k·m)) as the motion uses it (capped at 1 unless
  /// `allowsOverdamping`).
  public var dampingRatio: Double {
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    return allowsOverdamping ? zeta : min(zeta, 1)
  }

  /// The closed-form solution this spring follows.
  var motion: Motion {
    let omega = naturalFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      return .underdamped(decay: zeta * omega, omegaD: omegaD, b: (zeta * omega - v0) / omegaD)
    }
    if zeta == 1 {
      return .critical(omega: omega, a: omega - v0)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c1 = (-v0 - r2) / (r1 - r2)
    return .overdamped(r1: r1, r2: r2, c1: c1, c2: 1 - c1)
  }

  /// The three regimes of the oscillator, with the constants of their closed forms.
  enum Motion {
    /// x = 1 − e^(−decay·t)·(cos ωd·t + b·sin ωd·t)
    case underdamped(decay: Double, omegaD: Double, b: Double)
    /// x = 1 − (1 + a·t)·e^(−ω·t)
    case critical(omega: Double, a: Double)
    /// x = 1 − c1·e^(r1·t) − c2·e^(r2·t), r2 < r1 < 0
    case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)

    /// The displacement 1 − x(t).
    func remaining(at t: Double) -> Double {
      switch self {
      case .underdamped(let decay, let omegaD, let b):
        return exp(-decay * t) * (cos(omegaD * t) + b * sin(omegaD * t))
      case .critical(let omega, let a):
        return (1 + a * t) * exp(-omega * t)
      case .overdamped(let r1, let r2, let c1, let c2):
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
      }
    }

    /// A bound on |1 − x(t)| that decreases from the returned time on; solving it for ε bounds the
    /// settle time from above.
    func envelope(at t: Double) -> Double {
      switch self {
      case .underdamped(let decay, _, let b):
        return (1 + b * b).squareRoot() * exp(-decay * t)
      case .critical(let omega, let a):
        return (1 + abs(a) * t) * exp(-omega * t)
      case .overdamped(let r1, _, let c1, let c2):
        return (abs(c1) + abs(c2)) * exp(r1 * t)
      }
    }
  }

  /// Progress x(t) for `t ≥ 0` (0 at t = 0; 1 + overshoot for bouncy springs; tends to 1).
  public func value(at t: Double) -> Double {
    if t <= 0 { return 0 }
    return 1 - motion.remaining(at: t)
  }

  /// A time from which the envelope stays below `epsilon`: an upper bound of the settling time.
  static func envelopeBound(_ motion: Motion, epsilon: Double) -> Double {
    var upper: Double
    switch motion {
    case .underdamped(let decay, _, let b):
      upper = max(0, log((1 + b * b).squareRoot() / epsilon) / decay)
    case .overdamped(let r1, _, let c1, let c2):
      upper = max(0, log((abs(c1) + abs(c2)) / epsilon) / -r1)
    case .critical(let omega, let a):
      // (1 + |a|·t)·e^(−ω·t) decreases after its peak; bisect the ε crossing beyond it.
      var lo = max(0, (abs(a) - omega) / (omega * max(abs(a), .leastNormalMagnitude)))
      if motion.envelope(at: lo) < epsilon {
        upper = lo
        break
      }
      var hi = lo + 1 / omega
      while motion.envelope(at: hi) >= epsilon { hi = lo + 2 * (hi - lo) }
      for _ in 0..<200 where hi - lo > 1e-12 * hi {
        let mid = (lo + hi) / 2
        if motion.envelope(at: mid) >= epsilon { lo = mid } else { hi = mid }
      }
      upper = hi
    }
    return upper
  }

  /// The time after which |x(t) − 1| stays below `epsilon` (0.001 by default, as iOS uses for
  /// springs that run until settled).
  ///
  /// Found from an envelope that bounds the displacement from above, then refined by scanning
  /// back for the last instant the displacement reaches `epsilon` and bisecting that crossing.
  public func settlingTime(epsilon: Double = 0.001) -> Double {
    let motion = self.motion
    let upper = Self.envelopeBound(motion, epsilon: epsilon)
    // Scan back in steps well below a half period for the last point still outside the band.
    // At most a million steps, however fast the spring oscillates.
    var step = upper / 4096
    if case .underdamped(_, let omegaD, _) = motion {
      step = max(min(step, Double.pi / omegaD / 32), upper / 1_000_000)
    }
    guard step > 0 else { return 0 }
    var t = upper
    while t > 0, abs(motion.remaining(at: t)) < epsilon { t -= step }
    if t <= 0 { return 0 }
    var lo = t
    var hi = min(t + step, upper)
    for _ in 0..<200 where hi - lo > 1e-12 * hi {
      let mid = (lo + hi) / 2
      if abs(motion.remaining(at: mid)) >= epsilon { lo = mid } else { hi = mid }
    }
    return hi
  }
}
