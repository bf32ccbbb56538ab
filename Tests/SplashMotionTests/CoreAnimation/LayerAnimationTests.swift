import Testing

@testable import SplashMotion

// Basic, spring, additive, cumulative and grouped Core Animation animations on a timeline.

private let rotation = AnimationTarget(
  keyPath: "transform.rotation", channel: TestChannels.rotation, lanes: SIMD4<Int64>(1, 0, 0, 0) .== 1)
private let alpha = AnimationTarget(
  keyPath: "opacity", channel: TestChannels.alpha, lanes: SIMD4<Int64>(1, 0, 0, 0) .== 1)
private let centerX = AnimationTarget(
  keyPath: "position.x", channel: TestChannels.center, lanes: SIMD4<Int64>(1, 0, 0, 0) .== 1)
private let scale = AnimationTarget(
  keyPath: "transform.scale", channel: TestChannels.scale, lanes: SIMD4<Int64>(1, 1, 0, 0) .== 1)

private func x(_ v: Double) -> SIMD4<Double> { SIMD4(v, 0, 0, 0) }

private func timeline(_ steps: [Step]) throws -> Timeline { try Timeline(steps: steps) }

private func value(_ timeline: Timeline, _ channel: Channel, at t: Double, initial: LayerState = LayerState())
  -> SIMD4<Double>
{
  timeline.state(of: "a", at: t, initial: initial)[channel]
}

@Test func fromToByCombinationsGiveTheDocumentedEndpoints() {
  let beneath = x(2)
  let model = x(5)
  let previous = { x(7) }
  func ends(_ v: AnimationValues) -> (Double, Double) {
    let e = v.endpoints(beneath: beneath, model: model, previous: previous)
    return (e.from.x, e.to.x)
  }
  #expect(ends(AnimationValues(from: x(1), to: x(3))) == (1, 3))
  #expect(ends(AnimationValues(from: x(1), by: x(3))) == (1, 4))
  #expect(ends(AnimationValues(to: x(3), by: x(1))) == (2, 3))
  #expect(ends(AnimationValues(from: x(1))) == (1, 5))
  #expect(ends(AnimationValues(to: x(3))) == (2, 3))
  #expect(ends(AnimationValues(by: x(3))) == (2, 5))
  #expect(ends(AnimationValues()) == (7, 5))
  // With all three, from and to win (by is ignored), as Core Animation documents.
  #expect(ends(AnimationValues(from: x(1), to: x(3), by: x(9))) == (1, 3))
}

@Test func aBasicAnimationSnapsBackToTheModelValueWhenRemoved() throws {
  let fade = LayerAnimation(
    .basic(alpha, AnimationValues(from: x(0), to: x(0.5))), timing: try MediaTiming(duration: 1))
  let t = try timeline([Step(id: "s", start: .at(1), layerAnimations: [AddedAnimation(layer: "a", animation: fade)])])
  #expect(t.duration == 2)
  #expect(value(t, TestChannels.alpha, at: 0.5).x == 1)
  #expect(value(t, TestChannels.alpha, at: 1).x == 0)
  #expect(abs(value(t, TestChannels.alpha, at: 1.5).x - 0.25) < 1e-12)
  #expect(value(t, TestChannels.alpha, at: 2).x == 1)
  // Kept with a forwards fill, it holds 0.5 after its end.
  var kept = fade
  kept.timing.fillMode = .forwards
  kept.timing.isRemovedOnCompletion = false
  let held = try timeline([Step(id: "s", start: .at(1), layerAnimations: [AddedAnimation(layer: "a", animation: kept)])]
  )
  #expect(value(held, TestChannels.alpha, at: 5).x == 0.5)
}

@Test func theAnimationsTimingFunctionWarpsEachCycle() throws {
  let move = LayerAnimation(
    .basic(centerX, AnimationValues(from: x(0), to: x(10))), timing: try MediaTiming(duration: 1, repeatCount: 2),
    timingFunction: Curve.easeIn.bezier)
  let t = try timeline([Step(id: "s", start: .at(0), layerAnimations: [AddedAnimation(layer: "a", animation: move)])])
  let initial = {
    var s = LayerState()
    s[TestChannels.center] = SIMD4(50, 60, 0, 0)
    return s
  }()
  let v = value(t, TestChannels.center, at: 1.5, initial: initial)
  #expect(abs(v.x - 3.153568125725393) < 1e-9)
  // Lanes the key path does not name keep their value.
  #expect(v.y == 60)
}

@Test func additiveAnimationsAddToTheValueBeneath() throws {
  // A wobble of ±0.1 rad on a view already turned 0.5 rad, over a UIView animation of it.
  let wobble = LayerAnimation(
    .keyframe(rotation, try Keyframes(values: [x(0), x(0.1), x(0), x(-0.1), x(0)])),
    timing: try MediaTiming(duration: 0.4), isAdditive: true)
  let t = try timeline([
    Step(
      id: "s", start: .at(0),
      animations: [
        PropertyAnimation(layer: "a", property: .rotation, to: .number(1), duration: 1, curve: .linear)
      ],
      layerAnimations: [AddedAnimation(layer: "a", animation: wobble)])
  ])
  let initial = {
    var s = LayerState()
    s[TestChannels.rotation] = x(0.5)
    return s
  }()
  // At 0.1 s: the UIView animation is at 0.55, the wobble at +0.1.
  #expect(abs(value(t, TestChannels.rotation, at: 0.1, initial: initial).x - 0.65) < 1e-12)
  #expect(abs(value(t, TestChannels.rotation, at: 0.3, initial: initial).x - 0.55) < 1e-12)
  #expect(abs(value(t, TestChannels.rotation, at: 0.5, initial: initial).x - 0.75) < 1e-12)
}

@Test func cumulativeRepeatsStartWhereTheLastEnded() throws {
  let spin = LayerAnimation(
    .basic(rotation, AnimationValues(from: x(0), to: x(.pi))), timing: try MediaTiming(duration: 1, repeatCount: 3),
    isCumulative: true)
  let t = try timeline([Step(id: "s", start: .at(0), layerAnimations: [AddedAnimation(layer: "a", animation: spin)])])
  #expect(abs(value(t, TestChannels.rotation, at: 1.5).x - 1.5 * .pi) < 1e-12)
  #expect(abs(value(t, TestChannels.rotation, at: 2.25).x - 2.25 * .pi) < 1e-12)
}

@Test func aBareBasicAnimationRunsFromThePreviousPresentationToTheModel() throws {
  // layer.opacity = 0.2 (set), then a CABasicAnimation with no values: from the 1 shown before
  // the step to the model value 0.2.
  let implicit = LayerAnimation(.basic(alpha, AnimationValues()), timing: try MediaTiming(duration: 1))
  let t = try timeline([
    Step(
      id: "s", start: .at(0), sets: [PropertySet(layer: "a", property: .alpha, value: .number(0.2))],
      layerAnimations: [AddedAnimation(layer: "a", animation: implicit)])
  ])
  #expect(value(t, TestChannels.alpha, at: 0).x == 1)
  #expect(abs(value(t, TestChannels.alpha, at: 0.5).x - 0.6) < 1e-12)
  #expect(value(t, TestChannels.alpha, at: 1).x == 0.2)
  // Only `from`: from → the model value.
  let fromOnly = LayerAnimation(.basic(alpha, AnimationValues(from: x(0))), timing: try MediaTiming(duration: 1))
  let u = try timeline([
    Step(
      id: "s", start: .at(0), sets: [PropertySet(layer: "a", property: .alpha, value: .number(0.8))],
      layerAnimations: [AddedAnimation(layer: "a", animation: fromOnly)])
  ])
  #expect(abs(value(u, TestChannels.alpha, at: 0.25).x - 0.2) < 1e-12)
}

@Test func aSpringAnimationRunsInRealSeconds() throws {
  // CASpringAnimation defaults: m 1, k 100, c 10 → ζ 0.5, ω0 10; x(t) = 1 − e^(−5t)(cos ωd·t + B sin ωd·t).
  let spring = try Spring.coreAnimation()
  let pop = LayerAnimation(
    .spring(scale, AnimationValues(from: SIMD4(0, 0, 0, 0), to: SIMD4(1, 1, 0, 0)), spring),
    timing: try MediaTiming(duration: spring.settlingTime()))
  let t = try timeline([Step(id: "s", start: .at(0.5), layerAnimations: [AddedAnimation(layer: "a", animation: pop)])])
  let at01 = value(t, TestChannels.scale, at: 0.6)
  #expect(abs(at01.x - 0.34029984660829826) < 1e-9 && abs(at01.y - 0.34029984660829826) < 1e-9)
  #expect(abs(value(t, TestChannels.scale, at: 0.8).x - 1.1243547674084116) < 1e-9)
  #expect(value(t, TestChannels.scale, at: 0.5 + spring.settlingTime()).x == 1)
}

@Test func groupChildrenRunInTheGroupsTimeAndAreClipped() throws {
  let child = LayerAnimation(
    .basic(centerX, AnimationValues(from: x(0), to: x(100))), timing: try MediaTiming(beginTime: 0.5, duration: 1))
  let group = LayerAnimation(.group([child]), timing: try MediaTiming(beginTime: 0.25, duration: 1, speed: 2))
  let t = try timeline([Step(id: "s", start: .at(1), layerAnimations: [AddedAnimation(layer: "a", animation: group)])])
  // Step 1 s + group begin 0.25; group time (t − 1.25)·2; the child begins at group time 0.5.
  #expect(value(t, TestChannels.center, at: 1.4).x == 0)
  #expect(abs(value(t, TestChannels.center, at: 1.5).x - 0.0) < 1e-12)
  #expect(abs(value(t, TestChannels.center, at: 1.625).x - 25) < 1e-12)
  // The group ends at group time 1 (t = 1.75): the child is cut half way.
  #expect(value(t, TestChannels.center, at: 1.75).x == 0)
  #expect(t.stepTimes["s"]!.end == 1.75)
  // A group kept with a forwards fill holds its children at its end: the child at 50.
  var kept = group
  kept.timing.fillMode = .forwards
  kept.timing.isRemovedOnCompletion = false
  let held = try timeline([Step(id: "s", start: .at(1), layerAnimations: [AddedAnimation(layer: "a", animation: kept)])]
  )
  #expect(abs(value(held, TestChannels.center, at: 3).x - 50) < 1e-12)
}

@Test func anInfiniteAnimationLeavesTheTimelineOpenEnded() throws {
  let spin = LayerAnimation(
    .basic(rotation, AnimationValues(from: x(0), to: x(2 * .pi))),
    timing: try MediaTiming(duration: 1, repeatCount: .infinity))
  let t = try timeline([Step(id: "s", start: .at(0.5), layerAnimations: [AddedAnimation(layer: "a", animation: spin)])])
  #expect(t.isOpenEnded)
  #expect(t.duration == 0.5)
  #expect(abs(value(t, TestChannels.rotation, at: 10.75).x - 0.25 * 2 * .pi) < 1e-9)
}
