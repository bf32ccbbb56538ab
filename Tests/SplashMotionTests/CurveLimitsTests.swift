import Testing

@testable import SplashMotion

/// Curve and spring parameters outside physical ranges are errors, and sampling has a bounded
/// cost (issue 13, defect 6: these hung or wrote 167 MB).
@Test func unphysicalCurvesAreRefusedInOneLine() {
  let cases: [(String, String)] = [
    (
      "spring(damping: 1e-9, velocity: 1e300)",
      "curve 'spring(damping: 1e-9, velocity: 1e300)': spring damping ratio must be 0.001...1000, got 1e-09"
    ),
    (
      "spring(damping: 0.5, velocity: 1e300)",
      "curve 'spring(damping: 0.5, velocity: 1e300)': spring initial velocity must be within ±1000, got 1e+300"
    ),
    (
      "cubic-bezier(0.5, 1e300, 0.5, -1e300)",
      "curve 'cubic-bezier(0.5, 1e300, 0.5, -1e300)': cubic-bezier y1 must be in -100...100, got 1e+300"
    ),
    (
      "swiftui-spring(response: 600, dampingFraction: 0.000001)",
      "curve 'swiftui-spring(response: 600, dampingFraction: 0.000001)': spring (mass 1, stiffness 0.00010966227112321507, damping 2.0943951023931953e-08) would take more than 600 s to settle; raise the damping or the stiffness"
    ),
    (
      "ca-spring(stiffness: 0.0001, damping: 0.0001)",
      "curve 'ca-spring(stiffness: 0.0001, damping: 0.0001)': spring (mass 1, stiffness 0.0001, damping 0.0001) would take more than 600 s to settle; raise the damping or the stiffness"
    ),
    (
      "ca-spring(stiffness: 100, damping: 10, velocity: 20000)",
      "curve 'ca-spring(stiffness: 100, damping: 10, velocity: 20000)': spring initial velocity must be within ±10000, got 20000"
    ),
  ]
  for (text, message) in cases {
    #expect(throws: MotionError(message)) { _ = try Curve(parsing: text).timing(duration: 1) }
  }
}

@Test func aFastLongSpringStillSettlesInBoundedTime() throws {
  // 100 000 rad/s for up to 600 s: 10^7 half periods; the scan takes at most a million steps.
  let spring = try Spring(stiffness: 1e10, damping: 0.0231)
  #expect(Spring.envelopeBound(spring.motion, epsilon: 0.001) <= 600)
  let settle = spring.settlingTime()
  #expect(settle > 590 && settle <= 600)
}
