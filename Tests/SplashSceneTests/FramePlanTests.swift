import Testing

@testable import SplashScene

@Test func wholeFrameCountsSampleAtNOverFPS() {
  let plan = FramePlan(duration: 4.5, fps: 30)
  #expect(plan.frameCount == 135 && plan.isExact && plan.effectiveFPS == 30)
  #expect(plan.time(ofFrame: 0) == 0)
  #expect(plan.time(ofFrame: 60) == 2)
  #expect(plan.time(ofFrame: 134) == 134.0 / 30)
  #expect(FramePlan(duration: 3, fps: 4).time(ofFrame: 7) == 1.75)
}

@Test func otherwiseFramesSpreadEvenlyOverTheLength() {
  let plan = FramePlan(duration: 4.5, fps: 25)
  #expect(plan.frameCount == 113 && !plan.isExact)
  #expect(plan.effectiveFPS == 113 / 4.5)
  #expect(plan.time(ofFrame: 113) == 4.5)
  #expect(abs(plan.time(ofFrame: 1) - 4.5 / 113) < 1e-15)
  #expect(FramePlan(duration: 0.01, fps: 30).frameCount == 1)
}
