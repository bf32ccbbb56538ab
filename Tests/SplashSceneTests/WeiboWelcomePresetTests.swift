import Testing

@testable import SplashScene

@Test func weiboAvatarRisesInEqualStepsPerFrame() throws {
  let scene = try Presets.load("weibo-welcome").resolved(for: DeviceCatalog.device(named: "iphone-8"))
  let plan = FramePlan(duration: scene.duration, fps: 30)
  let rise = (22...46).map { scene.states(at: plan.time(ofFrame: $0))["avatar"]!.translation.y }
  // Frame 22 (0.733 s) is before the rise, 45 (1.5 s) its end, 46 after it.
  #expect(rise.first == 50 && rise[rise.count - 2] == 0 && rise.last == 0)
  #expect(scene.states(at: plan.time(ofFrame: 22))["avatar"]!.isHidden)
  let steps = zip(rise.dropFirst(2), rise.dropFirst(1)).map { $0 - $1 }.dropLast()
  // Frames 23...45: 50 pt over 0.75 s is 50 / 22.5 pt per 1/30 s frame, every frame.
  #expect(abs(rise[1] - (50 - 50 * (23.0 / 30 - 0.75) / 0.75)) < 1e-9)
  for step in steps { #expect(abs(step + 50 / 22.5) < 1e-9) }
  #expect(steps.count == 22)
}
