import Testing

@testable import SplashMotion

@Test func framesDivideRatherThanMultiply() throws {
  let clock = try FrameClock(fps: 60)
  #expect(clock.time(ofFrame: 240) == 4.0)
  #expect(try FrameClock(fps: 24).time(ofFrame: 7) == 7.0 / 24)
  let step: Double = 1.0 / 24
  #expect(7 * step != 7.0 / 24)  // why the clock divides
  #expect(clock.time(ofFrame: 0) == 0)
}

@Test func lastFrameCoversTheDuration() throws {
  #expect(try FrameClock(fps: 100).lastFrame(covering: 1) == 100)
  #expect(try FrameClock(fps: 60).lastFrame(covering: 4) == 240)
  #expect(try FrameClock(fps: 30).lastFrame(covering: 1.270165) == 39)
  #expect(try FrameClock(fps: 30).lastFrame(covering: 0) == 0)
  #expect(try FrameClock(fps: 30).lastFrame(covering: 2.25) == 68)  // 67.5 → 68
}

@Test func fpsMustBePositive() {
  #expect(throws: MotionError("fps must be a positive integer, got 0")) { try FrameClock(fps: 0) }
}
