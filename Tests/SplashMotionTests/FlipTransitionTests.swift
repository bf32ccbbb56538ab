import Foundation
import Testing

@testable import SplashMotion

// The angle of UIView.transition's flips at instants, for each option and curve, against values
// worked out by hand: θ = sign × π × curve(elapsed / duration).

/// The UIKit curves at x = 0.25 and 0.5, by bisection of the Bézier to 1e-15 (easeIn (0.42, 0,
/// 1, 1), easeOut (0, 0, 0.58, 1), easeInOut (0.42, 0, 0.58, 1)).
private let easeIn = (quarter: 0.09346465071882484, half: 0.31535681257253945)
private let easeOut = (quarter: 0.3781381308251099, half: 0.6846431874274606)
private let easeInOut = (quarter: 0.1291619310473198, half: 0.5)

/// The flip's angle `t` seconds after launch, for a transition placed at 1 s lasting 0.8 s.
private func angle(_ style: ViewTransition.Style, _ curve: Curve, at t: Double) throws -> Double? {
  let timeline = try Timeline(steps: [
    Step(
      id: "flip", start: .at(1), sets: [PropertySet(layer: "a", property: .alpha, value: .number(0.5))],
      transitions: [ViewTransition(layer: "a", style: style, duration: 0.8, curve: curve.bezier!)])
  ])
  let placed = try #require(timeline.transitions.first)
  return placed.progress(at: t).flatMap { placed.transition.flipAngle(progress: $0) }
}

@Test func eachFlipTurnsByHalfATurnWithItsSign() throws {
  // Linear: θ = sign × π × (t − 1) / 0.8.
  let signs: [(ViewTransition.Style, Double)] = [
    (.flipFromLeft, 1), (.flipFromRight, -1), (.flipFromTop, -1), (.flipFromBottom, 1),
  ]
  for (style, sign) in signs {
    #expect(try angle(style, .linear, at: 1) == 0)
    #expect(abs(try angle(style, .linear, at: 1.2)! - sign * .pi / 4) < 1e-9)
    #expect(abs(try angle(style, .linear, at: 1.4)! - sign * .pi / 2) < 1e-9)
    #expect(abs(try angle(style, .linear, at: 1.6)! - sign * 3 * .pi / 4) < 1e-9)
    // Over at its end: the view shows its own look, unturned.
    #expect(try angle(style, .linear, at: 1.8) == nil)
    #expect(try angle(style, .linear, at: 0.9) == nil)
  }
  #expect(try angle(.crossDissolve, .linear, at: 1.4) == nil)
}

@Test func theOptionsCurveWarpsTheAngle() throws {
  let cases: [(Curve, (quarter: Double, half: Double))] = [
    (.easeIn, easeIn), (.easeOut, easeOut), (.easeInOut, easeInOut), (.linear, (0.25, 0.5)),
  ]
  for (curve, value) in cases {
    #expect(abs(try angle(.flipFromLeft, curve, at: 1.2)! - .pi * value.quarter) < 1e-9)
    #expect(abs(try angle(.flipFromLeft, curve, at: 1.4)! - .pi * value.half) < 1e-9)
    #expect(abs(try angle(.flipFromTop, curve, at: 1.4)! + .pi * value.half) < 1e-9)
  }
  // easeInOut is symmetric: at ¾ of the time, π × (1 − curve(¼)).
  #expect(abs(try angle(.flipFromBottom, .easeInOut, at: 1.6)! - .pi * (1 - easeInOut.quarter)) < 1e-9)
}

@Test func aFlipShowsTheNewSideFromHalfWay() {
  #expect(!ViewTransition.showsNewSide(progress: 0.4999999))
  #expect(ViewTransition.showsNewSide(progress: 0.5))
  #expect(ViewTransition.flipEyeDistance == 500)
  #expect(ViewTransition.Style.flipFromLeft.flip! == (FlipAxis.vertical, 1))
  #expect(ViewTransition.Style.flipFromRight.flip! == (FlipAxis.vertical, -1))
  #expect(ViewTransition.Style.flipFromTop.flip! == (FlipAxis.horizontal, -1))
  #expect(ViewTransition.Style.flipFromBottom.flip! == (FlipAxis.horizontal, 1))
  #expect(ViewTransition.Style.crossDissolve.flip == nil)
}

/// A 0.5 s linear fade of "a" from 1 to `to`, starting at `start` and repeating as told, and a
/// step `next` that makes `then` when it completes.
private func pulse(from start: Double, to: Double, _ repetition: Repetition, then: PropertySet) throws -> Timeline {
  try Timeline(steps: [
    Step(
      id: "pulse", start: .at(start),
      animations: [
        PropertyAnimation(
          layer: "a", property: .alpha, to: .number(to), duration: 0.5, curve: .linear, repetition: repetition)
      ]),
    Step(id: "next", start: .afterCompletion(of: ["pulse"], delay: 0), sets: [then]),
  ])
}

@Test func finiteRepeatCountsEndOnTheModelValue() throws {
  // modifyAnimations(withRepeatCount: 2.5, autoreverses: true) on a 0.5 s linear fade 1 → 0:
  // 2.5 cycles of 1 s, ending forward at 2.5 s; from then on the model value, 0.
  func timeline(_ repetition: Repetition) throws -> Timeline {
    try pulse(from: 0, to: 0, repetition, then: PropertySet(layer: "b", property: .alpha, value: .number(0)))
  }
  let reversing = try timeline(Repetition(count: 2.5, autoreverses: true))
  let alpha = { (t: Double) in reversing.state(of: "a", at: t, initial: LayerState()).alpha }
  #expect(abs(alpha(0.125) - 0.75) < 1e-9)
  #expect(abs(alpha(0.75) - 0.5) < 1e-9)
  #expect(abs(alpha(1.1) - 0.8) < 1e-9)
  #expect(abs(alpha(1.9) - 0.8) < 1e-9)
  #expect(abs(alpha(2.4) - 0.2) < 1e-9)
  #expect(alpha(2.5) == 0)
  #expect(reversing.stepTimes["pulse"] == .init(start: 0, end: 2.5))
  #expect(reversing.stepTimes["next"]?.start == 2.5)
  // Three forward cycles, no reversing: from the from-value each time, then the model value.
  let forward = try timeline(Repetition(count: 3, autoreverses: false))
  let a = { (t: Double) in forward.state(of: "a", at: t, initial: LayerState()).alpha }
  #expect(abs(a(0.6) - 0.8) < 1e-9)
  #expect(abs(a(1.45) - 0.1) < 1e-9)
  #expect(a(1.5) == 0)
  #expect(forward.stepTimes["pulse"]?.end == 1.5)
}

@Test func aStepAfterARepeatingAnimationNeverSeesItAnUlpLate() throws {
  // Two autoreversing cycles of 0.5 s from 1.3 s end on the from-value at 1.3 + 2 = 3.3 s, where
  // 3.3 − 1.3 is 1.9999999999999998: by elapsed time alone the animation would still add its
  // whole (from − to) over the completion step's set, for one frame.
  let timeline = try pulse(
    from: 1.3, to: 0.2, Repetition(count: 2, autoreverses: true),
    then: PropertySet(layer: "a", property: .alpha, value: .number(1)))
  #expect(3.3 - 1.3 < 2)
  #expect(timeline.stepTimes["next"]?.start == 3.3)
  let alpha = { (t: Double) in timeline.state(of: "a", at: t, initial: LayerState()).alpha }
  #expect(abs(alpha(3.29) - 0.984) < 1e-9)
  #expect(alpha(3.3) == 1)
}
