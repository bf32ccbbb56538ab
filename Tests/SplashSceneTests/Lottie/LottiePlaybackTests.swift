import Testing

@testable import SplashScene

/// A 30 fps, 30-frame composition played whole.
private func playback(
  _ mode: LottiePlay.LoopMode, speed: Double = 1, from: Double = 0, to: Double = 30, fps: Double = 30
)
  -> LottiePlayback
{
  LottiePlayback(from: from, to: to, loopMode: mode, speed: speed, frameRate: fps, inPoint: 0, outPoint: 30)
}

private func frames(_ p: LottiePlayback, at times: [Double]) -> [Int] { times.map { p.frame(atElapsed: $0) } }

@Test func playOnceHoldsItsLastFrame() {
  let once = playback(.playOnce)
  #expect(once.duration == 1)
  #expect(frames(once, at: [0, 0.5, 29.0 / 30, 1, 2]) == [0, 15, 29, 29, 29])
  // A 60 fps export of a 30 fps file shows each whole frame twice.
  #expect(frames(once, at: (0..<8).map { Double($0) / 60 }) == [0, 0, 1, 1, 2, 2, 3, 3])
  // 24 fps at 60: three exports, then two.
  let cinema = LottiePlayback(from: 0, to: 24, loopMode: .playOnce, speed: 1, frameRate: 24, inPoint: 0, outPoint: 24)
  #expect(frames(cinema, at: (0..<11).map { Double($0) / 60 }) == [0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 4])
}

@Test func speedScalesAndNegativeSpeedPlaysBackwards() {
  let fast = playback(.playOnce, speed: 2)
  #expect(fast.duration == 0.5)
  #expect(frames(fast, at: [0.25, 0.5]) == [15, 29])
  let backwards = playback(.playOnce, speed: -1)
  #expect(frames(backwards, at: [0, 0.5, 0.9, 1, 3]) == [29, 15, 3, 0, 0])
}

@Test func loopModesRepeatReverseAndStop() {
  let loop = playback(.loop)
  #expect(loop.duration == nil)
  #expect(frames(loop, at: [0.9, 1, 1.25, 10.5]) == [27, 0, 7, 15])
  let reverse = playback(.autoReverse)
  #expect(reverse.duration == nil)
  #expect(frames(reverse, at: [0.5, 1.25, 1.9, 2.1]) == [15, 22, 3, 3])
  let twice = playback(.repeat(2))
  #expect(twice.duration == 2)
  #expect(frames(twice, at: [1.5, 1.999, 2.5]) == [15, 29, 29])
  let half = playback(.repeat(1.5))
  #expect(half.duration == 1.5)
  #expect(frames(half, at: [1.2, 1.5, 4]) == [6, 15, 15])
  let back = playback(.repeatBackwards(1))
  #expect(back.duration == 2)
  #expect(frames(back, at: [0.5, 1.5, 1.9, 2, 5]) == [15, 15, 3, 0, 0])
}

@Test func aRangeOfTheAnimationPlaysOnlyThatPart() {
  let second = playback(.playOnce, from: 15, to: 30)
  #expect(second.duration == 0.5)
  #expect(frames(second, at: [0, 0.25, 0.5]) == [15, 22, 29])
  let still = playback(.loop, from: 12, to: 12)
  #expect(frames(still, at: [0, 3]) == [12, 12])
}
