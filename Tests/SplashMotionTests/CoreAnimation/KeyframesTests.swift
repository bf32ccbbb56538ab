import Testing

@testable import SplashMotion

// CAKeyframeAnimation evaluation against values worked out by hand.

private func one(_ values: [Double]) -> [SIMD4<Double>] { values.map { SIMD4($0, 0, 0, 0) } }
private func near(_ a: SIMD4<Double>, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a.x - b) <= tolerance }

/// easeIn (0.42, 0, 1, 1) at x = 0.5, by bisection of the Bézier to 1e-15.
private let easeInAtHalf = 0.3153568125725393

@Test func linearKeyframesInterpolateAtTheirKeyTimes() throws {
  let heartbeat = try Keyframes(values: one([1, 1.2, 1]), keyTimes: [0, 0.5, 1])
  #expect(near(heartbeat.value(at: 0.25), 1.1))
  #expect(near(heartbeat.value(at: 0.75), 1.1))
  #expect(heartbeat.value(at: 0.5).x == 1.2)
  #expect(heartbeat.value(at: 1).x == 1)
  let uneven = try Keyframes(values: one([0, 10, 20]), keyTimes: [0, 0.2, 1])
  #expect(near(uneven.value(at: 0.1), 5))
  #expect(near(uneven.value(at: 0.6), 15))
}

@Test func sixKeyTimesForFiveValuesAreIgnoredForEvenSpacing() throws {
  let frames = try Keyframes(values: one([0, 10, 0, 10, 0]), keyTimes: [0, 0.1, 0.2, 0.3, 0.4, 1])
  #expect(frames.keyTimes == [0, 0.25, 0.5, 0.75, 1])
  #expect(near(frames.value(at: 0.125), 5))
  #expect(near(frames.value(at: 0.875), 5))
  // Other invalid lists fall back the same way: decreasing, not starting at 0, past 1.
  for bad in [[0, 0.6, 0.4, 0.8, 1], [0.1, 0.2, 0.3, 0.4, 1], [0, 0.2, 2, 1.5, 1]] {
    #expect(try Keyframes(values: one([0, 10, 0, 10, 0]), keyTimes: bad).keyTimes == [0, 0.25, 0.5, 0.75, 1])
  }
}

@Test func discreteKeyframesHoldEachValueUntilTheNextKeyTime() throws {
  let steps = try Keyframes(values: one([1, 2, 3]), keyTimes: [0, 0.2, 0.7, 1], calculationMode: .discrete)
  #expect(steps.value(at: 0.19).x == 1)
  #expect(steps.value(at: 0.2).x == 2)
  #expect(steps.value(at: 0.69).x == 2)
  #expect(steps.value(at: 0.7).x == 3)
  #expect(steps.value(at: 1).x == 3)
  // n key times: the last value shows only at the end.
  let short = try Keyframes(values: one([1, 2, 3]), keyTimes: [0, 0.5, 1], calculationMode: .discrete)
  #expect(short.value(at: 0.99).x == 2)
  #expect(short.value(at: 1).x == 3)
  // None (or invalid): n + 1 even times, 0, ⅓, ⅔, 1.
  let even = try Keyframes(values: one([1, 2, 3]), calculationMode: .discrete)
  let thirds: [Double] = [0, 1.0 / 3, 2.0 / 3, 1]
  #expect(even.keyTimes == thirds)
  #expect(even.value(at: 0.5).x == 2)
}

@Test func pacedKeyframesMoveAtConstantSpeed() throws {
  let paced = try Keyframes(values: one([0, 1, 4]), keyTimes: [0, 0.9, 1], calculationMode: .paced)
  #expect(paced.keyTimes == [0, 0.25, 1])
  for p in [0.1, 0.25, 0.5, 0.8] { #expect(near(paced.value(at: p), 4 * p)) }
  // In two lanes the length is Euclidean: (0,0) → (3,4) → (3,0): 5 then 4.
  let plane = try Keyframes(values: [SIMD4(0, 0, 0, 0), SIMD4(3, 4, 0, 0), SIMD4(3, 0, 0, 0)], calculationMode: .paced)
  #expect(abs(plane.keyTimes[1] - 5.0 / 9) < 1e-15)
  let v = plane.value(at: 7.0 / 9)
  #expect(abs(v.x - 3) < 1e-9 && abs(v.y - 2) < 1e-9)
}

@Test func timingFunctionsWarpTheirOwnSegment() throws {
  let frames = try Keyframes(
    values: one([0, 10, 20]), keyTimes: [0, 0.5, 1], timingFunctions: [Curve.easeIn.bezier, nil])
  #expect(near(frames.value(at: 0.25), 10 * easeInAtHalf))
  #expect(near(frames.value(at: 0.75), 15))
}

@Test func cubicKeyframesFollowKochanekBartels() throws {
  // Values 0, 1, 3 at 0, ½, 1: Catmull-Rom tangents 0.5, 1.5, 1 (zero chords beyond the ends);
  // at s = ½ the Hermite basis is (½, ⅛, ½, −⅛).
  let plain = try Keyframes(values: one([0, 1, 3]), calculationMode: .cubic)
  #expect(near(plain.value(at: 0.25), 0.375))
  #expect(near(plain.value(at: 0.75), 2.0625))
  #expect(plain.value(at: 0.5).x == 1)
  // Tension 1 at the middle key: its tangents vanish.
  let tense = try Keyframes(values: one([0, 1, 3]), calculationMode: .cubic, tension: [0, 1, 0])
  #expect(near(tense.value(at: 0.25), 0.5625))
  // Continuity −1: a corner, incoming tangent = the incoming chord 1, outgoing = the outgoing chord 2.
  let corner = try Keyframes(values: one([0, 1, 3]), calculationMode: .cubic, continuity: [0, -1, 0])
  #expect(near(corner.value(at: 0.25), 0.4375))
  #expect(near(corner.value(at: 0.75), 2.125))
  // Bias 1: both tangents follow the incoming chord.
  let biased = try Keyframes(values: one([0, 1, 3]), calculationMode: .cubic, bias: [0, 1, 0])
  #expect(near(biased.value(at: 0.25), 0.4375))
  #expect(near(biased.value(at: 0.75), 0.5 + 0.125 + 1.5 - 0.125))
  // Uneven key times 0, ¼, 1: the middle tangent 1.5 becomes 0.75 incoming, 2.25 outgoing.
  let uneven = try Keyframes(values: one([0, 1, 3]), keyTimes: [0, 0.25, 1], calculationMode: .cubic)
  #expect(near(uneven.value(at: 0.125), 0.46875))
  #expect(near(uneven.value(at: 0.625), 2.15625))
}

@Test func cubicPacedTravelsTheSplineAtConstantSpeed() throws {
  // 0, 1, 2: tangents 0.5, 1, 0.5, each segment monotone with arc length 1, so value = 2p.
  let frames = try Keyframes(values: one([0, 1, 2]), keyTimes: [0, 0.9, 1], calculationMode: .cubicPaced)
  for p in [0.1, 0.3, 0.5, 0.8, 0.95] { #expect(near(frames.value(at: p), 2 * p)) }
}

@Test func badKeyframeParametersAreOneLineErrors() {
  #expect(throws: MotionError("a keyframe animation needs at least one value")) { _ = try Keyframes(values: []) }
  #expect(throws: MotionError("tensionValues must be numbers in -1...1, got 2")) {
    _ = try Keyframes(values: one([0, 1]), calculationMode: .cubic, tension: [2])
  }
}
