import Testing

@testable import SplashMotion

// UIView.AnimationOptions .repeat/.autoreverse, animateKeyframes and transitions, against values
// worked out by hand (linear curves: progress = elapsed / duration).

/// easeIn (0.42, 0, 1, 1) at x = 0.5 and easeInOut (0.42, 0, 0.58, 1) at x = 0.25, by bisection
/// of the Bézier to 1e-15.
private let easeInAtHalf = 0.3153568125725393
private let easeInOutAtQuarter = 0.1291619310473198

private func fade(_ repetition: Repetition, curve: Curve = .linear, delay: Double = 0) throws -> Timeline {
  try Timeline(steps: [
    Step(
      id: "pulse", start: .at(0),
      animations: [
        PropertyAnimation(
          layer: "a", property: .alpha, to: .number(0), duration: 1, delay: delay, curve: curve,
          repetition: repetition)
      ])
  ])
}

private func alpha(_ timeline: Timeline, _ t: Double) -> Double {
  timeline.state(of: "a", at: t, initial: LayerState()).alpha
}

@Test func repeatWithAutoreverseRunsForwardAndBackForever() throws {
  let timeline = try fade(Repetition(repeats: true, autoreverses: true))
  #expect(abs(alpha(timeline, 0.25) - 0.75) < 1e-9)
  #expect(abs(alpha(timeline, 1.25) - 0.25) < 1e-9)
  #expect(abs(alpha(timeline, 2.5) - 0.5) < 1e-9)
  #expect(abs(alpha(timeline, 100.25) - 0.75) < 1e-9)
  #expect(timeline.isOpenEnded)
  #expect(timeline.stepTimes["pulse"] == .init(start: 0, end: 0))
}

@Test func aLoneAutoreversePlaysBackOnceThenJumpsToTheModelValue() throws {
  let timeline = try fade(Repetition(repeats: false, autoreverses: true))
  #expect(abs(alpha(timeline, 1.5) - 0.5) < 1e-9)
  #expect(abs(alpha(timeline, 1.9) - 0.9) < 1e-9)
  // Back at the from-value at 2 s, the animation is removed: the model value, 0, shows.
  #expect(alpha(timeline, 2.0) == 0)
  #expect(alpha(timeline, 5) == 0)
  #expect(timeline.stepTimes["pulse"] == .init(start: 0, end: 2))
  #expect(!timeline.isOpenEnded)
}

@Test func repeatAloneJumpsBackToTheFromValueEachCycle() throws {
  let timeline = try fade(Repetition(repeats: true, autoreverses: false))
  #expect(alpha(timeline, 1.0) == 1)
  #expect(abs(alpha(timeline, 1.25) - 0.75) < 1e-9)
  #expect(abs(alpha(timeline, 7.5) - 0.5) < 1e-9)
}

@Test func theCurveWarpsEachCycleAndTheDelayHoldsTheFromValue() throws {
  let timeline = try fade(Repetition(repeats: true, autoreverses: true), curve: .easeIn, delay: 0.5)
  #expect(alpha(timeline, 0.4) == 1)
  #expect(abs(alpha(timeline, 1.0) - (1 - easeInAtHalf)) < 1e-9)
  #expect(abs(alpha(timeline, 2.0) - (1 - easeInAtHalf)) < 1e-9)
}

@Test func countedRepeatsEndOnTheLastCycle() throws {
  let twice = Repetition(count: 2, autoreverses: false)
  #expect(twice.activeLength(1.5) == 3)
  #expect(twice.forwardTime(3, duration: 1.5) == 1.5)
  #expect(twice.forwardTime(1.5, duration: 1.5) == 0)
  #expect(Repetition(count: 2.5).forwardTime(3.5, duration: 1) == 0.5)
  #expect(twice.description == "2 cycles")
  #expect(Repetition(repeats: true, autoreverses: true).description == "repeats forever, autoreversing")
  #expect(Repetition(repeats: false, autoreverses: true).description == "1 cycle, autoreversing")
}

private func keyframes(
  _ mode: CalculationMode = .linear, curve: Curve = .linear, delay: Double = 0, repetition: Repetition = .once
) throws -> Timeline {
  // alpha 1 → 0.2 over the first half, held, then → 1 over the last quarter, in 2 s.
  try Timeline(steps: [
    Step(
      id: "k", start: .at(0),
      keyframeAnimations: [
        ViewKeyframeAnimation(
          duration: 2, delay: delay, calculationMode: mode, curve: curve.bezier!, repetition: repetition,
          keyframes: alphaKeyframes([(0, 0.5, 0.2), (0.75, 0.25, 1)]))
      ])
  ])
}

/// `addKeyframe` blocks that each set layer a's alpha.
private func alphaKeyframes(_ list: [(start: Double, length: Double, alpha: Double)]) -> [ViewKeyframeAnimation
  .Keyframe]
{
  list.map {
    .init(
      relativeStartTime: $0.start, relativeDuration: $0.length,
      changes: [PropertySet(layer: "a", property: .alpha, value: .number($0.alpha))])
  }
}

@Test func keyframeTracksHoldBetweenKeyframes() throws {
  let track = KeyframeTrack(
    keyframes: [(0, 0.5, SIMD4(0.2, 0, 0, 0)), (0.75, 0.25, SIMD4(1, 0, 0, 0))], calculationMode: .linear,
    curve: Curve.linear.bezier!, duration: 2, repetition: .once)
  #expect(track.keyTimes == [0, 0.5, 0.75, 1])
  #expect(track.values == [SIMD4(0.2, 0, 0, 0), SIMD4(0.2, 0, 0, 0), SIMD4(1, 0, 0, 0)])
  // A first keyframe that starts late holds the value before it; one ending early holds its own.
  let late = KeyframeTrack(
    keyframes: [(0.25, 0.5, SIMD4(3, 0, 0, 0))], calculationMode: .linear, curve: Curve.linear.bezier!, duration: 1,
    repetition: .once)
  #expect(late.keyTimes == [0, 0.25, 0.75, 1])
  #expect(late.values == [nil, SIMD4(3, 0, 0, 0), SIMD4(3, 0, 0, 0)])
  #expect(abs(late.value(at: 0.5, from: SIMD4(1, 0, 0, 0)).x - 2) < 1e-9)
}

@Test func linearKeyframesFollowTheirRelativeTimes() throws {
  let timeline = try keyframes()
  #expect(abs(alpha(timeline, 0.5) - 0.6) < 1e-9)
  #expect(abs(alpha(timeline, 1.25) - 0.2) < 1e-9)
  #expect(abs(alpha(timeline, 1.75) - 0.6) < 1e-9)
  #expect(alpha(timeline, 2) == 1)
  #expect(timeline.stepTimes["k"] == .init(start: 0, end: 2))
}

@Test func theDefaultCurveEasesTheWholeKeyframeAnimation() throws {
  // UIKit's curve bits 0 are easeInOut: at t = 0.5 s the whole animation is at easeInOut(0.25).
  let timeline = try keyframes(curve: .easeInOut)
  #expect(abs(alpha(timeline, 0.5) - (1 - 0.8 * easeInOutAtQuarter / 0.5)) < 1e-9)
  #expect(abs(alpha(timeline, 0.5) - 0.7933409103242883) < 1e-9)
}

@Test func discreteAndPacedKeyframes() throws {
  let discrete = try keyframes(.discrete)
  #expect(alpha(discrete, 0.5) == 1)
  #expect(alpha(discrete, 1.0) == 0.2)
  #expect(alpha(discrete, 1.8) == 0.2)
  // Paced: the hold has no length, so 1 → 0.2 and 0.2 → 1 take a second each.
  let paced = try keyframes(.paced)
  #expect(abs(alpha(paced, 0.5) - 0.6) < 1e-9)
  #expect(abs(alpha(paced, 1.5) - 0.6) < 1e-9)
}

@Test func delayedAndAutoreversedKeyframes() throws {
  let delayed = try keyframes(delay: 0.5)
  #expect(alpha(delayed, 0.25) == 1)
  #expect(abs(alpha(delayed, 1.0) - 0.6) < 1e-9)
  #expect(delayed.stepTimes["k"] == .init(start: 0, end: 2.5))
  let reversed = try keyframes(repetition: Repetition(repeats: false, autoreverses: true))
  // 2.5 s is 1.5 s into the forward pass again (folded back).
  #expect(abs(alpha(reversed, 2.5) - 0.2) < 1e-9)
  #expect(abs(alpha(reversed, 3.5) - 0.6) < 1e-9)
  #expect(alpha(reversed, 4) == 1)
}

@Test func overlappingKeyframesOfOnePropertyAreRefused() {
  #expect(
    throws: MotionError(
      "step 'k': keyframe animation 1: keyframes 1 and 2 both animate alpha on 'a' at relative time 0.25")
  ) {
    try Timeline(steps: [
      Step(
        id: "k", start: .at(0),
        keyframeAnimations: [
          ViewKeyframeAnimation(duration: 1, keyframes: alphaKeyframes([(0, 0.5, 0), (0.25, 0.5, 1)]))
        ])
    ])
  }
}

@Test func transitionsRunOnTheirCurveAndEnd() throws {
  let timeline = try Timeline(steps: [
    Step(
      id: "swap", start: .at(1), sets: [PropertySet(layer: "a", property: .alpha, value: .number(0.5))],
      transitions: [ViewTransition(layer: "a", style: .crossDissolve, duration: 0.5, curve: Curve.linear.bezier!)])
  ])
  let placed = try #require(timeline.transitions.first)
  #expect(placed.start == 1)
  #expect(placed.progress(at: 0.9) == nil)
  #expect(placed.progress(at: 1) == 0)
  #expect(abs(placed.progress(at: 1.2)! - 0.4) < 1e-9)
  #expect(placed.progress(at: 1.5) == nil)
  #expect(timeline.stepTimes["swap"] == .init(start: 1, end: 1.5))
}

@Test func aStepAfterOneThatRepeatsForeverIsRefused() {
  #expect(
    throws: MotionError(
      "step 'next': step 'pulse' repeats forever and never completes; start 'next' with \"with\" or \"at\"")
  ) {
    try Timeline(
      steps: try fade(Repetition(repeats: true, autoreverses: true)).steps + [
        Step(
          id: "next", start: .afterCompletion(of: ["pulse"], delay: 0),
          sets: [PropertySet(layer: "a", property: .alpha, value: .number(1))])
      ])
  }
}
