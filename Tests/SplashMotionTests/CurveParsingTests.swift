import Testing

@testable import SplashMotion

@Test func namesParseToTheirCurves() throws {
  #expect(try Curve(parsing: "linear") == .linear)
  #expect(try Curve(parsing: "easeIn") == .easeIn)
  #expect(try Curve(parsing: "easeout") == .easeOut)
  #expect(try Curve(parsing: " easeInOut ") == .easeInOut)
  #expect(try Curve(parsing: "ease-in-out") == .easeInOut)
  #expect(try Curve(parsing: "default") == .caDefault)
  #expect(try Curve(parsing: "ease") == .caDefault)
}

@Test func cubicBezierTakesFourNumbers() throws {
  #expect(
    try Curve(parsing: "cubic-bezier(0.4, 0, 0.2, 1)") == .cubicBezier(UnitBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)))
  #expect(
    try Curve(parsing: "cubic-bezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)")
      == .cubicBezier(UnitBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)))
  #expect(
    try Curve(parsing: "cubic-bezier(.68,-.6,.32,1.6)")
      == .cubicBezier(UnitBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)))
}

@Test func springsParseWithDefaults() throws {
  #expect(try Curve(parsing: "spring(damping: 0.3)") == .spring(dampingRatio: 0.3, initialVelocity: 0))
  #expect(try Curve(parsing: "spring(damping: 0.5, velocity: 2)") == .spring(dampingRatio: 0.5, initialVelocity: 2))
  #expect(try Curve(parsing: "ca-spring") == .settlingSpring(try .coreAnimation()))
  #expect(
    try Curve(parsing: "ca-spring(stiffness: 200, damping: 40, allowsOverdamping: true)")
      == .settlingSpring(try .coreAnimation(stiffness: 200, damping: 40, allowsOverdamping: true)))
  #expect(
    try Curve(parsing: "bounce-spring(duration: 0.5, bounce: 0.3)")
      == .settlingSpring(try .perceptual(duration: 0.5, bounce: 0.3)))
  #expect(try Curve(parsing: "bouncy") == .settlingSpring(try .perceptual(duration: 0.5, bounce: 0.3)))
  #expect(try Curve(parsing: "snappy(duration: 0.3)") == .settlingSpring(try .perceptual(duration: 0.3, bounce: 0.15)))
  #expect(
    try Curve(parsing: "swiftui-spring(response: 0.4, dampingFraction: 0.6)")
      == .settlingSpring(try .swiftUI(response: 0.4, dampingFraction: 0.6)))
  #expect(try Curve(name: "spring", parameters: ["damping": 0.3]) == .spring(dampingRatio: 0.3, initialVelocity: 0))
}

@Test func descriptionParsesBackToTheSameCurve() throws {
  for text in [
    "linear", "easeIn", "easeOut", "easeInOut", "default", "cubic-bezier(0.4, 0, 0.2, 1)",
    "spring(damping: 0.3, velocity: 0)", "bouncy", "ca-spring(stiffness: 300, damping: 50, allowsOverdamping: true)",
  ] {
    let curve = try Curve(parsing: text)
    #expect(try Curve(parsing: curve.description) == curve, "\(text) → \(curve)")
  }
  #expect(Curve.spring(dampingRatio: 0.3, initialVelocity: 0).description == "spring(damping: 0.3, velocity: 0)")
  #expect(Curve.cubicBezier(UnitBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)).description == "cubic-bezier(0.4, 0, 0.2, 1)")
}

@Test func curveErrorsNameTheValue() {
  let cases: [(String, String)] = [
    ("easeInOt", "unknown curve 'easeInOt' (did you mean 'easeInOut'?)"),
    (
      "wobble",
      "unknown curve 'wobble' (known: linear, easeIn, easeOut, easeInOut, default, cubic-bezier, spring, ca-spring, bounce-spring, swiftui-spring, smooth, snappy, bouncy)"
    ),
    ("spring(damping: 0)", "curve 'spring(damping: 0)': spring damping ratio must be a number > 0, got 0"),
    ("spring(damping: -1)", "curve 'spring(damping: -1)': spring damping ratio must be a number > 0, got -1"),
    ("spring(damping: nan)", "curve 'spring(damping: nan)': spring damping ratio must be a number > 0, got NaN"),
    ("spring", "curve 'spring': spring needs damping"),
    (
      "spring(dampin: 0.3)",
      "curve 'spring(dampin: 0.3)': unknown parameter 'dampin' for spring (did you mean 'damping'?); it takes damping, velocity"
    ),
    ("spring(damping: x)", "curve 'spring(damping: x)': 'x' is not a number"),
    ("spring(damping: 0.3", "curve 'spring(damping: 0.3': expected name(label: value, …) with a closing ')'"),
    ("cubic-bezier(0.4, 0)", "curve 'cubic-bezier(0.4, 0)': cubic-bezier needs 4 numbers, got 2"),
    ("cubic-bezier(1.2, 0, 0.2, 1)", "curve 'cubic-bezier(1.2, 0, 0.2, 1)': cubic-bezier x1 must be in 0...1, got 1.2"),
    ("easeIn(0.5)", "curve 'easeIn(0.5)': parameters of easeIn need labels (label: value)"),
    ("linear(speed: 2)", "curve 'linear(speed: 2)': linear takes no parameters"),
    ("ca-spring(damping: 0)", "curve 'ca-spring(damping: 0)': spring damping must be a number > 0, got 0"),
    (
      "bounce-spring(duration: -1)", "curve 'bounce-spring(duration: -1)': spring duration must be a number > 0, got -1"
    ),
  ]
  for (text, message) in cases {
    #expect(throws: MotionError(message)) { try Curve(parsing: text) }
  }
}

@Test func timingNeedsAValidDuration() {
  #expect(throws: MotionError("duration must be a number ≥ 0, got -1")) { try Curve.easeInOut.timing(duration: -1) }
  #expect(throws: MotionError("duration must be a number ≥ 0, got NaN")) { try Curve.linear.timing(duration: .nan) }
  #expect(throws: MotionError("curve easeInOut needs a duration")) { try Curve.easeInOut.timing(duration: nil) }
  #expect(throws: MotionError("curve spring(damping: 0.3, velocity: 0) needs a duration")) {
    try Curve.spring(dampingRatio: 0.3, initialVelocity: 0).timing(duration: nil)
  }
  #expect(throws: MotionError("spring damping ratio must be a number > 0, got 0")) {
    try Curve.spring(dampingRatio: 0, initialVelocity: 0).timing(duration: 1)
  }
}

@Test func settlingSpringsRunToTheirSettlingTimeUnlessTruncated() throws {
  let spring = try Spring.coreAnimation()
  #expect(try Curve.settlingSpring(spring).timing(duration: nil).duration == spring.settlingTime())
  let truncated = try Curve.settlingSpring(spring).timing(duration: 0.5)
  #expect(truncated.duration == 0.5)
  #expect(truncated.progress(at: 0.25) == spring.value(at: 0.25))
  #expect(truncated.progress(at: 0.5) == 1)
}
