import Testing

@testable import SplashMotion

private func fade(_ layer: String, to value: Double, duration: Double, delay: Double = 0, curve: Curve = .linear)
  -> PropertyAnimation
{
  PropertyAnimation(layer: layer, property: .alpha, to: .number(value), duration: duration, delay: delay, curve: curve)
}

@Test func startsResolveThroughReferences() throws {
  let timeline = try Timeline(steps: [
    Step(id: "late", start: .afterStart(of: "first", delay: 0.25), animations: [fade("b", to: 0, duration: 1)]),
    Step(id: "first", start: .at(0.5), animations: [fade("a", to: 0, duration: 1, delay: 0.5)]),
    Step(id: "join", start: .afterCompletion(of: ["first", "late"], delay: 0.1)),
    Step(id: "hold", start: .afterCompletion(of: ["join"], delay: 2)),
  ])
  #expect(timeline.stepTimes["first"] == .init(start: 0.5, end: 2.0))
  #expect(timeline.stepTimes["late"] == .init(start: 0.75, end: 1.75))
  #expect(timeline.stepTimes["join"] == .init(start: 2.1, end: 2.1))
  #expect(timeline.stepTimes["hold"] == .init(start: 4.1, end: 4.1))
  #expect(timeline.duration == 4.1)
}

@Test func delayedAnimationShowsItsFromValueUntilItBegins() throws {
  let timeline = try Timeline(steps: [
    Step(id: "s", start: .at(1), animations: [fade("a", to: 0, duration: 1, delay: 0.5)])
  ])
  let alpha = { (t: Double) in timeline.state(of: "a", at: t, initial: LayerState()).alpha }
  #expect(alpha(1.2) == 1)
  #expect(alpha(1.5) == 1)
  #expect(alpha(2.0) == 0.5)
  #expect(alpha(2.5) == 0)
}

@Test func discreteChangesInADelayedBlockApplyAtTheStepStart() throws {
  let timeline = try Timeline(steps: [
    Step(
      id: "s", start: .at(1),
      animations: [
        PropertyAnimation(layer: "a", property: .hidden, to: .bool(true), duration: 1, delay: 2),
        PropertyAnimation(layer: "a", property: .image, to: .string("next"), duration: 1, delay: 2),
      ])
  ])
  #expect(timeline.state(of: "a", at: 0.9, initial: LayerState()).isHidden == false)
  #expect(timeline.state(of: "a", at: 1.0, initial: LayerState()).isHidden)
  #expect(timeline.state(of: "a", at: 1.0, initial: LayerState()).image == "next")
  #expect(timeline.duration == 1)
}

@Test func overlappingAnimationsAddInsteadOfJumping() throws {
  let timeline = try Timeline(steps: [
    Step(id: "out", start: .at(0), animations: [fade("a", to: 0, duration: 1)]),
    Step(id: "back", start: .at(0.5), animations: [fade("a", to: 1, duration: 1)]),
  ])
  let alpha = { (t: Double) in timeline.state(of: "a", at: t, initial: LayerState()).alpha }
  #expect(alpha(0.25) == 0.75)
  #expect(alpha(0.5) == 0.5)  // no jump when the second starts
  // 1 + (1 − 0)·(1 − 0.75) … model 1, first's remainder 0.25, second from 0 at 0.25 → 0.5
  #expect(alpha(0.75) == 0.5)
  #expect(alpha(1.0) == 0.5)
  #expect(alpha(1.25) == 0.75)
  #expect(alpha(1.5) == 1)
}

@Test func immediateSetDuringAnimationShiftsTheModelValue() throws {
  let timeline = try Timeline(steps: [
    Step(
      id: "move", start: .at(0),
      animations: [
        PropertyAnimation(layer: "a", property: .translation, to: .vector([100, 0]), duration: 1, curve: .linear)
      ]),
    Step(
      id: "nudge", start: .at(0.5), sets: [PropertySet(layer: "a", property: .translation, value: .vector([200, 10]))]),
  ])
  let at = { (t: Double) in timeline.state(of: "a", at: t, initial: LayerState()).translation }
  #expect(at(0.5) == SIMD2(150, 10))  // 200 + (0 − 100)·0.5
  #expect(at(1.0) == SIMD2(200, 10))
}

@Test func frameAnimatesCenterAndSize() throws {
  let timeline = try Timeline(steps: [
    Step(
      id: "grow", start: .at(0),
      animations: [
        PropertyAnimation(layer: "a", property: .frame, to: .vector([100, 0, 200, 100]), duration: 2, curve: .linear)
      ])
  ])
  let state = timeline.state(of: "a", at: 1, initial: LayerState(frame: (0, 0, 100, 100)))
  #expect(state.frame == (50, 0, 150, 100))
  #expect(state.center == SIMD2(125, 50))
}

@Test func colourScaleRotationAndCornerRadiusInterpolate() throws {
  let timeline = try Timeline(steps: [
    Step(
      id: "s", start: .at(0),
      animations: [
        PropertyAnimation(
          layer: "a", property: .backgroundColor, to: .vector([1, 0.5, 0]), duration: 1, curve: .linear),
        PropertyAnimation(layer: "a", property: .scale, to: .number(1.2), duration: 1, curve: .linear),
        PropertyAnimation(layer: "a", property: .rotation, to: .number(1), duration: 1, curve: .linear),
        PropertyAnimation(layer: "a", property: .cornerRadius, to: .number(50), duration: 1, curve: .linear),
      ])
  ])
  let state = timeline.state(of: "a", at: 0.5, initial: LayerState())
  #expect(state.backgroundColor == SIMD4(0.5, 0.25, 0, 0.5))
  #expect(state.scale == SIMD2(1.1, 1.1))
  #expect(state.rotation == 0.5)
  #expect(state.cornerRadius == 25)
}

@Test func zeroDurationAppliesAtOnceAfterTheDelay() throws {
  let timeline = try Timeline(steps: [
    Step(id: "s", start: .at(1), animations: [fade("a", to: 0.25, duration: 0, delay: 0.5)])
  ])
  #expect(timeline.state(of: "a", at: 1.49, initial: LayerState()).alpha == 1)
  #expect(timeline.state(of: "a", at: 1.5, initial: LayerState()).alpha == 0.25)
  #expect(timeline.duration == 1.5)
}

@Test func equalTimesApplyInReferenceOrder() throws {
  // "b" is declared first but runs inside "a"'s block, so its set lands after a's.
  let timeline = try Timeline(steps: [
    Step(
      id: "b", start: .afterStart(of: "a", delay: 0),
      sets: [PropertySet(layer: "x", property: .text, value: .string("b"))]),
    Step(id: "a", start: .at(1), sets: [PropertySet(layer: "x", property: .text, value: .string("a"))]),
  ])
  #expect(timeline.state(of: "x", at: 1, initial: LayerState()).text == "b")
}

@Test func settlingSpringStepLastsUntilSettled() throws {
  let spring = try Spring.perceptual(duration: 0.5, bounce: 0.3)
  let timeline = try Timeline(steps: [
    Step(
      id: "s", start: .at(1),
      animations: [
        PropertyAnimation(layer: "a", property: .alpha, to: .number(0), duration: nil, curve: .settlingSpring(spring))
      ])
  ])
  #expect(timeline.duration == 1 + spring.settlingTime())
}

@Test func timelineErrorsNameTheValue() {
  let cases: [([Step], String)] = [
    (
      [Step(id: "fade", start: .at(0), animations: [fade("slogan", to: 0, duration: -1)])],
      "step 'fade': animation of alpha on 'slogan': duration must be a number ≥ 0, got -1"
    ),
    (
      [Step(id: "fade", start: .at(0), animations: [fade("slogan", to: 0, duration: .nan)])],
      "step 'fade': animation of alpha on 'slogan': duration must be a number ≥ 0, got NaN"
    ),
    (
      [Step(id: "fade", start: .at(0), animations: [fade("slogan", to: 0, duration: 1, delay: -0.5)])],
      "step 'fade': animation of alpha on 'slogan': delay must be a number ≥ 0, got -0.5"
    ),
    (
      [
        Step(
          id: "rise", start: .at(0),
          animations: PropertyAnimation.transformToIdentity(
            layer: "avatar", duration: 1, curve: .spring(dampingRatio: 0, initialVelocity: 0)))
      ],
      "step 'rise': animation of translation on 'avatar': spring damping ratio must be a number > 0, got 0"
    ),
    (
      [Step(id: "s", start: .at(-1))],
      "step 's': start time must be a number ≥ 0, got -1"
    ),
    (
      [Step(id: "s", start: .afterStart(of: "t", delay: .nan)), Step(id: "t", start: .at(0))],
      "step 's': delay must be a number ≥ 0, got NaN"
    ),
    (
      [
        Step(id: "a", start: .afterCompletion(of: ["b"], delay: 0)),
        Step(id: "b", start: .afterStart(of: "c", delay: 1)),
        Step(id: "c", start: .afterCompletion(of: ["a"], delay: 0)),
      ],
      "cycle in step references: a → b → c → a"
    ),
    (
      [Step(id: "a", start: .afterStart(of: "a", delay: 1))],
      "cycle in step references: a → a"
    ),
    (
      [Step(id: "fade", start: .at(0)), Step(id: "b", start: .afterCompletion(of: ["fdae"], delay: 0))],
      "step 'b': unknown step 'fdae' in \"after\" (did you mean 'fade'?)"
    ),
    (
      [Step(id: "a", start: .at(0)), Step(id: "a", start: .at(1))],
      "duplicate step id 'a'"
    ),
    (
      [Step(id: "s", start: .at(0), sets: [PropertySet(layer: "v", property: .alpha, value: .vector([1, 2]))])],
      "step 's': set of alpha on 'v': alpha needs a number, got [1, 2]"
    ),
    (
      [Step(id: "s", start: .at(0), sets: [PropertySet(layer: "v", property: .hidden, value: .number(1))])],
      "step 's': set of hidden on 'v': hidden needs true or false, got 1"
    ),
    (
      [
        Step(
          id: "s", start: .at(0),
          animations: [PropertyAnimation(layer: "v", property: .frame, to: .vector([0, 0, 10]), duration: 1)])
      ],
      "step 's': animation of frame on 'v': frame needs [x, y, width, height], got [0, 0, 10]"
    ),
    (
      [
        Step(
          id: "s", start: .at(0),
          animations: [PropertyAnimation(layer: "v", property: .alpha, to: .number(0), duration: nil)])
      ],
      "step 's': animation of alpha on 'v': curve easeInOut needs a duration"
    ),
  ]
  for (steps, message) in cases {
    #expect(throws: MotionError(message)) { try Timeline(steps: steps) }
  }
}
