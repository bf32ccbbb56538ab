import Testing

@testable import SplashMotion

@Test func welcomeBackSloganFadesOverTheSecondSecond() throws {
  let timeline = try welcomeBackTimeline()
  let alpha = { (t: Double) in timeline.sample(at: t, initial: welcomeInitialState)["slogan"]!.alpha }
  #expect(alpha(0) == 1)
  #expect(alpha(1.0) == 1)
  #expect(alpha(1.5) == 0.5)
  #expect(alpha(2.0) == 0)
  #expect(alpha(3.7) == 0)
}

@Test func welcomeBackAvatarAppearsAtTwoAndSpringsUp() throws {
  let timeline = try welcomeBackTimeline()
  let avatar = { (t: Double) in timeline.sample(at: t, initial: welcomeInitialState)["avatar"]! }
  #expect(avatar(1.999).isHidden)
  #expect(avatar(1.999).translation == SIMD2(0, 50))
  #expect(!avatar(2.0).isHidden)
  #expect(avatar(2.0).translation == SIMD2(0, 50))
  // Overshoot: 50·(1 − 1.3723) ≈ −18.6 at 2.1718 s.
  #expect(abs(avatar(2.1718).translation.y - 50 * (1 - 1.3723)) < 0.01)
  let spring = try Spring.uiKit(dampingRatio: 0.3, duration: 1)
  #expect(avatar(2.5).translation.y == 50 + (0 - 50) * spring.value(at: 0.5))
  #expect(avatar(3.0).translation == SIMD2(0, 0))
  #expect(avatar(3.9).translation == SIMD2(0, 0))
  #expect(avatar(2.5).scale == SIMD2(1, 1))
  #expect(avatar(2.5).rotation == 0)
}

@Test func welcomeBackCaptionFadesInAfterTheSpring() throws {
  let timeline = try welcomeBackTimeline()
  let caption = { (t: Double) in timeline.sample(at: t, initial: welcomeInitialState)["caption"]! }
  #expect(caption(2.999).isHidden)
  #expect(caption(2.999).alpha == 1)
  #expect(!caption(3.0).isHidden)
  #expect(caption(3.0).alpha == 0)
  #expect(caption(3.25).alpha == 0.5)
  #expect(caption(3.5).alpha == 1)
}

@Test func welcomeBackWelcomeViewIsGoneFromFour() throws {
  let timeline = try welcomeBackTimeline()
  #expect(timeline.duration == 4.0)
  #expect(!timeline.sample(at: 3.999, initial: welcomeInitialState)["welcome"]!.isRemoved)
  #expect(timeline.sample(at: 4.0, initial: welcomeInitialState)["welcome"]!.isRemoved)
  // At 60 fps, frame 240 is the first without it.
  #expect(timeline.sample(at: Double(239) / 60, initial: welcomeInitialState)["welcome"]!.isRemoved == false)
  #expect(timeline.sample(at: Double(240) / 60, initial: welcomeInitialState)["welcome"]!.isRemoved)
  #expect(
    timeline.stepTimes == [
      "slogan": .init(start: 1, end: 2), "avatar": .init(start: 2, end: 3), "caption": .init(start: 3, end: 3.5),
      "remove": .init(start: 4, end: 4),
    ])
}

@Test func welcomeBackLeavesUntouchedLayersAlone() throws {
  let timeline = try welcomeBackTimeline()
  let frame = timeline.sample(at: 2.5, initial: welcomeInitialState)
  #expect(frame["background"] == welcomeInitialState["background"])
  #expect(timeline.layerIDs == ["avatar", "caption", "slogan", "welcome"])
}
