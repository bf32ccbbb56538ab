import Testing

@testable import SplashMotion

/// Integrates m·x″ + c·x′ + k·(x − 1) = 0 with classical RK4 and returns x at every `every`-th step.
private func rk4(_ s: Spring, step h: Double, steps: Int, every: Int) -> [(t: Double, x: Double)] {
  var x = 0.0
  var v = s.initialVelocity
  let (m, c, k) = (s.mass, s.damping, s.stiffness)
  func a(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
  var out: [(Double, Double)] = []
  for i in 0...steps {
    if i % every == 0 { out.append((Double(i) * h, x)) }
    let k1x = v
    let k1v = a(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = a(x + h * k3x, v + h * k3v)
    x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }
  return out
}

@Test(arguments: [
  // critically damped: c = 2·√(k·m)
  (1.0, 100.0, 20.0, 0.0),
  (1.0, 100.0, 20.0, 15.0),
  (2.0, 50.0, 20.0, -3.0),
  // over-damped
  (1.0, 100.0, 40.0, 0.0),
  (2.0, 50.0, 40.0, 6.0),
  (1.0, 10.0, 30.0, -2.0),
  // under-damped, for good measure
  (1.0, 367.48, 11.5, 0.0),
])
func closedFormMatchesRK4(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws {
  let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
  var worst = 0.0
  for (t, x) in rk4(spring, step: 1e-4, steps: 30_000, every: 100) {
    worst = max(worst, abs(spring.value(at: t) - x))
  }
  #expect(worst <= 1e-5, "worst difference \(worst)")
}

@Test func regimesAreChosenByDampingRatio() throws {
  #expect(try Spring(stiffness: 100, damping: 20).dampingRatio == 1)
  #expect(try Spring(stiffness: 100, damping: 40).dampingRatio == 2)
  // CASpringAnimation without allowsOverdamping treats ζ ≥ 1 as critical.
  #expect(try Spring.coreAnimation(stiffness: 100, damping: 40).dampingRatio == 1)
  #expect(try Spring.coreAnimation(stiffness: 100, damping: 40, allowsOverdamping: true).dampingRatio == 2)
}
