import Testing

@testable import SplashMotion

@Test func weiboWelcomeAvatarRisesLinearly() throws {
  let timeline = try weiboWelcomeTimeline()
  let y = { (n: Int) in timeline.sample(at: Double(n) / 30, initial: welcomeInitialState)["avatar"]!.translation.y }
  // 0.75 s = frame 22.5: frames 23 … 45 lie inside the rise, 45 is its end (1.5 s).
  #expect(y(22) == 50)
  let step = 50 / 0.75 / 30
  for n in 23...45 {
    #expect(abs((y(n - 1) - y(n)) - (n == 23 ? step / 2 : step)) < 1e-9, "frame \(n)")
  }
  #expect(y(45) == 0)
  #expect(y(46) == 0)
}

@Test func weiboWelcomeSchedule() throws {
  let timeline = try weiboWelcomeTimeline()
  #expect(timeline.duration == 2.25)
  let at = { (t: Double) in timeline.sample(at: t, initial: welcomeInitialState) }
  #expect(at(0.375)["slogan"]!.alpha == 0.5)
  #expect(at(0.749)["avatar"]!.isHidden)
  #expect(!at(0.75)["avatar"]!.isHidden)
  #expect(at(0.75)["avatar"]!.translation.y == 50)
  #expect(at(1.125)["avatar"]!.translation.y == 25)
  #expect(at(1.5)["caption"]!.alpha == 0)
  #expect(at(1.875)["caption"]!.alpha == 0.5)
  #expect(!at(2.249)["welcome"]!.isRemoved)
  #expect(at(2.25)["welcome"]!.isRemoved)
}
