import Foundation
import SplashMotion

/// `motion [iterations]`: ns per Bézier solve (a steep custom curve), per UIKit spring value, per
/// UIKit spring fit (Newton), and per timeline frame (seed B: 5 layers, 4 steps, additive
/// sampling), each best of 5 runs.
@Sendable func motionBenchmark(_ arguments: [String]) throws {
  let iterations = arguments.first.flatMap(Int.init) ?? 1_000_000
  let bezier = UnitBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
  let spring = try Spring.uiKit(dampingRatio: 0.3, duration: 1)
  let timeline = try Timeline(steps: [
    Step(
      id: "slogan", start: .at(1),
      animations: [PropertyAnimation(layer: "slogan", property: .alpha, to: .number(0), duration: 1)]),
    Step(
      id: "avatar", start: .afterCompletion(of: ["slogan"], delay: 0),
      sets: [PropertySet(layer: "avatar", property: .hidden, value: .bool(false))],
      animations: PropertyAnimation.transformToIdentity(
        layer: "avatar", duration: 1, curve: .spring(dampingRatio: 0.3, initialVelocity: 0))),
    Step(
      id: "caption", start: .afterCompletion(of: ["avatar"], delay: 0),
      sets: [
        PropertySet(layer: "caption", property: .alpha, value: .number(0)),
        PropertySet(layer: "caption", property: .hidden, value: .bool(false)),
      ],
      animations: [PropertyAnimation(layer: "caption", property: .alpha, to: .number(1), duration: 0.5)]),
    Step(id: "remove", start: .afterCompletion(of: ["caption"], delay: 0.5), sets: [.remove("welcome")]),
  ])
  let initial: LayerStates = [
    "welcome": LayerState(frame: (0, 0, 375, 667)), "background": LayerState(frame: (0, 0, 375, 667)),
    "slogan": LayerState(frame: (60, 120, 255, 90)),
    "avatar": LayerState(frame: (137.5, 360, 100, 100), translation: SIMD2(0, 50), isHidden: true),
    "caption": LayerState(frame: (87.5, 475, 200, 30), isHidden: true),
  ]
  print("motion: \(iterations) iterations per measurement, best of 5")
  measure("bezier progress (0.68,-0.6,0.32,1.6)", iterations) { i in bezier.progress(at: Double(i % 1000) / 1000) }
  measure("uikit spring value", iterations) { i in spring.value(at: Double(i % 1000) / 1000) }
  measure("uikit spring fit (Newton)", iterations / 10) { i in
    (try? Spring.uiKit(dampingRatio: 0.2 + Double(i % 7) / 10, duration: 1, initialVelocity: 1))?.stiffness ?? 0
  }
  measure("seed B frame sample (5 layers)", iterations / 10) { i in
    timeline.sample(at: Double(i % 241) / 60, initial: initial)["avatar"]!.translation.y
  }
}

private func measure(_ label: String, _ count: Int, _ body: (Int) -> Double) {
  var best = Double.infinity
  var sink = 0.0
  for _ in 0..<5 {
    let start = DispatchTime.now().uptimeNanoseconds
    for i in 0..<count { sink += body(i) }
    best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count))
  }
  print(String(format: "  %@: %.1f ns", label, best) + (sink.isNaN ? " (nan)" : ""))
}
