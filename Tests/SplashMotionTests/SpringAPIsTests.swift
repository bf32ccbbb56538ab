import Foundation
import Testing

@testable import SplashMotion

@Test func perceptualDurationAndBounceMapToStiffnessAndDamping() throws {
  let spring = try Spring.perceptual(duration: 0.5, bounce: 0.3)
  #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-12)
  #expect(abs(spring.damping - 4 * Double.pi * 0.7 / 0.5) < 1e-12)
  #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
  let negative = try Spring.perceptual(duration: 1, bounce: -0.5)
  #expect(abs(negative.dampingRatio - 2) < 1e-12)
}

@Test func swiftUIResponseAndDampingFractionMapToStiffnessAndDamping() throws {
  let spring = try Spring.swiftUI(response: 0.55, dampingFraction: 0.825)
  #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.55, 2)) < 1e-12)
  #expect(abs(spring.dampingRatio - 0.825) < 1e-12)
}

@Test func coreAnimationDefaultsAreUIKits() throws {
  let spring = try Spring.coreAnimation()
  #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
  #expect(spring.dampingRatio == 0.5)
}

@Test(arguments: [
  try! Spring.coreAnimation(),
  try! Spring.perceptual(duration: 0.5, bounce: 0.3),
  try! Spring.perceptual(duration: 0.5, bounce: 0),
  try! Spring.perceptual(duration: 0.5, bounce: -0.6),
  try! Spring(stiffness: 100, damping: 20, initialVelocity: 30),
])
func settlingTimeIsTheLastExitFromTheBand(_ spring: Spring) {
  let settle = spring.settlingTime()
  // Inside the band from the settling time on (checked densely for a while) …
  for i in 0...20_000 {
    let t = settle + Double(i) * 1e-4
    #expect(abs(spring.value(at: t) - 1) < 0.001 + 1e-12)
    if abs(spring.value(at: t) - 1) >= 0.001 + 1e-12 { break }
  }
  // … and outside it just before.
  #expect(abs(spring.value(at: settle - 1e-6) - 1) >= 0.001)
}

@Test func caSpringDefaultSettlesInReferenceTime() throws {
  // x = 1 − e^(−5t)(cos ωd t + (5/ωd) sin ωd t), ωd = √75; the last exit of |x − 1| ≥ 0.001,
  // found by brute force in Python on a 1 µs grid: 1.270165.
  let settle = try Spring.coreAnimation().settlingTime()
  #expect(abs(settle - 1.270165) < 2e-6, "settle \(settle)")
}

@Test func springFactoriesRejectBadInput() {
  #expect(throws: MotionError("spring damping must be a number > 0, got 0")) {
    try Spring.coreAnimation(damping: 0)
  }
  #expect(throws: MotionError("spring stiffness must be a number > 0, got -100")) {
    try Spring.coreAnimation(stiffness: -100)
  }
  #expect(throws: MotionError("spring bounce must be a number in -1<..<1, got 1")) {
    try Spring.perceptual(duration: 0.5, bounce: 1)
  }
  #expect(throws: MotionError("spring damping fraction must be a number > 0, got 0")) {
    try Spring.swiftUI(response: 0.5, dampingFraction: 0)
  }
}
