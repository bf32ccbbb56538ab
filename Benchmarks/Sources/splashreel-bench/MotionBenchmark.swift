import Foundation
import SplashMotion
import SplashScene

/// `motion [iterations]`: ns per Bézier solve (a steep custom curve), per UIKit spring value, per
/// UIKit spring fit (Newton), and per timeline frame (the `welcome-back` preset,
/// resolved for iphone-8), each best of 5 runs.
@Sendable func motionBenchmark(_ arguments: [String]) throws {
  let iterations = arguments.first.flatMap(Int.init) ?? 1_000_000
  let bezier = UnitBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
  let spring = try Spring.uiKit(dampingRatio: 0.3, duration: 1)
  // The shipped welcome-back preset, resolved for the screen it was written for.
  let scene = try Presets.load("welcome-back").resolved(for: DeviceCatalog.device(named: "iphone-8"))
  let (timeline, initial) = (scene.timeline, scene.initial)
  print("motion: \(iterations) iterations per measurement, best of 5")
  measure("bezier progress (0.68,-0.6,0.32,1.6)", iterations) { i in bezier.progress(at: Double(i % 1000) / 1000) }
  measure("uikit spring value", iterations) { i in spring.value(at: Double(i % 1000) / 1000) }
  measure("uikit spring fit (Newton)", iterations / 10) { i in
    (try? Spring.uiKit(dampingRatio: 0.2 + Double(i % 7) / 10, duration: 1, initialVelocity: 1))?.stiffness ?? 0
  }
  measure("welcome-back frame sample (\(initial.count) layers)", iterations / 10) { i in
    timeline.sample(at: Double(i % 241) / 60, initial: initial)["avatar"]?[LayerProperty.Channels.translation].y ?? 0
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
