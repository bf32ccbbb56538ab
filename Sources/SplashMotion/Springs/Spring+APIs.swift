import Foundation

extension Spring {
  /// The residual UIKit's spring fit aims for at the animation's end (envelope = 0.001).
  package static let uiKitEpsilon = 0.001

  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
  ///
  /// UIKit fits the oscillator to the duration: m = 1, ζ = `dampingRatio` clamped to (0, 1],
  /// T = `duration` clamped to [0.01, 10], and ω0 chosen so the envelope has decayed to 0.001 at
  /// T (12 Newton iterations from ω = 5/T; if they do not reach a positive root — large
  /// velocities — the v0 = 0 closed form is used). The animation itself ends at `duration` and
  /// snaps to the target; see `Curve.spring`.
  ///
  /// - Parameters:
  ///   - dampingRatio: `usingSpringWithDamping`, > 0 (values above 1 act as 1).
  ///   - duration: the animation's duration in seconds, ≥ 0.
  ///   - initialVelocity: `initialSpringVelocity`, in whole distances per second.
  public static func uiKit(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) throws(MotionError)
    -> Spring
  {
    try MotionError.requirePositive(dampingRatio, "spring damping ratio")
    try MotionError.requireDuration(duration, "spring duration")
    try MotionError.requireFinite(initialVelocity, "spring initial velocity")
    let zeta = min(dampingRatio, 1)
    let omega = uiKitFrequency(
      dampingRatio: zeta, duration: min(max(duration, 0.01), 10), initialVelocity: initialVelocity)
    return try Spring(
      mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity,
      allowsOverdamping: true, mustSettle: false)
  }

  /// ω0 for UIKit's spring fit (ζ in (0, 1], T in [0.01, 10]).
  static func uiKitFrequency(dampingRatio zeta: Double, duration t: Double, initialVelocity v0: Double) -> Double {
    let epsilon = uiKitEpsilon
    // f(ω) = envelope(ω) − ε and its derivative, for Newton.
    func f(_ omega: Double) -> (value: Double, slope: Double) {
      if zeta < 1 {
        let s = (1 - zeta * zeta).squareRoot()
        let e = exp(-zeta * omega * t)
        let a = (zeta * omega - v0) / (omega * s)
        let da = v0 / (omega * omega * s)
        return (a * e - epsilon, da * e - zeta * t * a * e)
      }
      let e = exp(-omega * t)
      let a = (omega - v0) * t + 1
      return (a * e - epsilon, t * e - t * a * e)
    }
    var omega = 5 / t
    for _ in 0..<12 {
      let (value, slope) = f(omega)
      guard slope != 0, slope.isFinite else { break }
      omega -= value / slope
    }
    if omega.isFinite, omega > 0, abs(f(omega).value) < 1e-6 {
      return omega
    }
    // Fallback [ours]: the v0 = 0 closed form; for ζ so small that it has no positive root,
    // the ω at which the plain decay e^(−ζ·ω·T) reaches ε.
    let closed = zeta < 1 ? log(zeta / (epsilon * (1 - zeta * zeta).squareRoot())) / (zeta * t) : 9.2334 / t
    if closed.isFinite, closed > 0 { return closed }
    return log(1 / epsilon) / (zeta * t)
  }

  /// `CASpringAnimation` with its defaults (mass 1, stiffness 100, damping 10, velocity 0). It runs
  /// in real seconds until settled; without `allowsOverdamping`, ζ ≥ 1 behaves as critical damping.
  public static func coreAnimation(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) throws(MotionError) -> Spring {
    try Spring(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      allowsOverdamping: allowsOverdamping)
  }

  /// iOS 17 `duration:bounce:` (UIKit, SwiftUI, CA `perceptualDuration`): m = 1,
  /// ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0), k = (2π/d)², c = 4π·ζ/d.
  ///
  /// - Parameters:
  ///   - duration: the perceptual duration `d`, > 0.
  ///   - bounce: in -1 < bounce < 1; 0 is critically damped, positive overshoots.
  public static func perceptual(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) throws(MotionError)
    -> Spring
  {
    try MotionError.requirePositive(duration, "spring duration")
    guard bounce.isFinite, bounce > -1, bounce < 1 else {
      throw MotionError("spring bounce must be a number in -1<..<1, got \(MotionError.format(bounce))")
    }
    let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return try Spring(
      mass: 1, stiffness: pow(2 * Double.pi / duration, 2), damping: 4 * Double.pi * zeta / duration,
      initialVelocity: initialVelocity)
  }

  /// SwiftUI `spring(response:dampingFraction:)`: k = (2π/response)², c = 4π·ζ/response.
  public static func swiftUI(response: Double, dampingFraction: Double, initialVelocity: Double = 0) throws(MotionError)
    -> Spring
  {
    try MotionError.requirePositive(response, "spring response")
    try MotionError.requirePositive(dampingFraction, "spring damping fraction")
    return try Spring(
      mass: 1, stiffness: pow(2 * Double.pi / response, 2), damping: 4 * Double.pi * dampingFraction / response,
      initialVelocity: initialVelocity)
  }
}
