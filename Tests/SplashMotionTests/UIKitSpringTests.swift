import Foundation
import Testing

@testable import SplashMotion

/// The reference's closed form for UIKit's spring with v0 = 0, written out independently.
private func closedForm(zeta: Double, duration: Double, at t: Double) -> Double {
  let omega = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * duration)
  let omegaD = omega * (1 - zeta * zeta).squareRoot()
  return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
}

@Test func dampingPointThreeOverOneSecondHasReferenceFrequency() throws {
  let spring = try Spring.uiKit(dampingRatio: 0.3, duration: 1)
  #expect(abs(spring.naturalFrequency - 19.1698) <= 1e-4, "ω0 = \(spring.naturalFrequency)")
  #expect(abs(spring.stiffness - 367.48) <= 0.01)
  #expect(abs(spring.damping - 11.502) <= 0.001)
  #expect(spring.dampingRatio == 0.3 || abs(spring.dampingRatio - 0.3) < 1e-12)
}

@Test func everySampleMatchesTheClosedForm() throws {
  let timing = try Curve.spring(dampingRatio: 0.3, initialVelocity: 0).timing(duration: 1)
  var worst = 0.0
  for n in 0..<1000 {
    let t = Double(n) / 1000
    worst = max(worst, abs(timing.progress(at: t) - closedForm(zeta: 0.3, duration: 1, at: t)))
  }
  #expect(worst <= 1e-6, "worst difference \(worst)")
}

@Test func overshootPeaksAtReferenceValueAndTime() throws {
  let spring = try Spring.uiKit(dampingRatio: 0.3, duration: 1)
  // Scan for the maximum, then refine by golden-section search around it.
  var bestT = 0.0
  var best = -Double.infinity
  for i in 0...10_000 {
    let t = Double(i) / 10_000
    if spring.value(at: t) > best { (best, bestT) = (spring.value(at: t), t) }
  }
  var lo = bestT - 1e-4
  var hi = bestT + 1e-4
  let g = (5.0.squareRoot() - 1) / 2
  for _ in 0..<100 {
    let a = hi - g * (hi - lo)
    let b = lo + g * (hi - lo)
    if spring.value(at: a) > spring.value(at: b) { hi = b } else { lo = a }
  }
  let peakT = (lo + hi) / 2
  let peak = spring.value(at: peakT)
  #expect(abs(peak - 1.3723) <= 1e-4, "peak \(peak)")
  #expect(abs(peakT - 0.1718) <= 1e-3, "at \(peakT)")
}

@Test func valueIsExactlyOneFromTheDuration() throws {
  let timing = try Curve.spring(dampingRatio: 0.3, initialVelocity: 0).timing(duration: 1)
  #expect(timing.duration == 1)
  for t in [1.0, 1.01, 1.5, 7] {
    #expect(timing.progress(at: t) == 1)
  }
  #expect(timing.progress(at: 0.999) != 1)
  #expect(timing.progress(at: 0) == 0)
}

@Test func framerCheckValuesAreReproduced() throws {
  let spring = try Spring.uiKit(dampingRatio: 0.25, duration: 3)
  #expect(abs(spring.stiffness - 54.8336) <= 1e-4, "k = \(spring.stiffness)")
  #expect(abs(spring.damping - 3.7025) <= 1e-4, "c = \(spring.damping)")
}

@Test func criticalUIKitSpringUsesTheCriticalClosedForm() throws {
  let spring = try Spring.uiKit(dampingRatio: 1, duration: 1)
  #expect(abs(spring.naturalFrequency - 9.2334) <= 1e-3)
  // Ratios above 1 act as 1.
  #expect(try Spring.uiKit(dampingRatio: 3, duration: 1) == spring)
}

@Test func newtonFitHonoursInitialVelocity() throws {
  let spring = try Spring.uiKit(dampingRatio: 0.5, duration: 1, initialVelocity: 2)
  let zeta = 0.5
  let omega = spring.naturalFrequency
  let envelope = (zeta * omega - 2) / (omega * (1 - zeta * zeta).squareRoot()) * exp(-zeta * omega)
  #expect(abs(envelope - 0.001) <= 1e-9, "envelope at T = \(envelope)")
  #expect(spring.initialVelocity == 2)
}

@Test func uiKitSpringRejectsBadInput() {
  #expect(throws: MotionError("spring damping ratio must be a number > 0, got 0")) {
    try Spring.uiKit(dampingRatio: 0, duration: 1)
  }
  #expect(throws: MotionError("spring damping ratio must be a number > 0, got -0.5")) {
    try Spring.uiKit(dampingRatio: -0.5, duration: 1)
  }
  #expect(throws: MotionError("spring duration must be a number ≥ 0, got -1")) {
    try Spring.uiKit(dampingRatio: 0.3, duration: -1)
  }
  #expect(throws: MotionError("spring duration must be a number ≥ 0, got NaN")) {
    try Spring.uiKit(dampingRatio: 0.3, duration: .nan)
  }
}

@Test func timingPeakFindsTheOvershootOrNone() throws {
  let spring = try Curve.spring(dampingRatio: 0.3, initialVelocity: 0).timing(duration: 1)
  let peak = try #require(spring.peak())
  #expect(abs(peak.value - 1.3723) <= 1e-4 && abs(peak.time - 0.1718) <= 1e-3)
  // No sample on a fine grid beats it.
  for i in 0...100_000 { #expect(spring.progress(at: Double(i) / 100_000) <= peak.value + 1e-12) }
  #expect(try Curve.easeInOut.timing(duration: 1).peak() == nil)
  #expect(try Curve.spring(dampingRatio: 1, initialVelocity: 0).timing(duration: 1).peak() == nil)
}
