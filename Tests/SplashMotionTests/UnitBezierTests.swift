import Testing

@testable import SplashMotion

/// Y at X = p by bisection on the curve parameter to machine precision (the reference solver).
private func referenceProgress(_ b: UnitBezier, _ p: Double) -> Double {
  var lo = 0.0
  var hi = 1.0
  for _ in 0..<200 {
    let mid = (lo + hi) / 2
    if mid == lo || mid == hi { break }
    if b.sampleX(mid) < p { lo = mid } else { hi = mid }
  }
  return b.sampleY((lo + hi) / 2)
}

@Test func easeInOutIsExactlyHalfAtHalf() throws {
  #expect(try Curve.easeInOut.timing(duration: 1).progress(at: 0.5) == 0.5)
  #expect(Curve.easeInOut.bezier!.progress(at: 0.5) == 0.5)
}

@Test func namedCurvesHaveUIKitControlPoints() {
  #expect(Curve.easeIn.bezier == UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
  #expect(Curve.easeOut.bezier == UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
  #expect(Curve.caDefault.bezier == UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
}

@Test func linearIsTheIdentity() {
  let linear = Curve.linear.bezier!
  for i in 0...1000 {
    let p = Double(i) / 1000
    #expect(linear.progress(at: p) == p)
  }
}

@Test(arguments: [
  UnitBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1),
  UnitBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6),
  UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
  UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
  UnitBezier(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9),
  UnitBezier(x1: 0, y1: 0, x2: 1, y2: 0.5),
  UnitBezier(x1: 0.1, y1: 0.9, x2: 0.2, y2: 1),
])
func customCurvesMatchHighPrecisionBisection(_ curve: UnitBezier) {
  var worst = 0.0
  for i in 0...2000 {
    let p = Double(i) / 2000
    worst = max(worst, abs(curve.progress(at: p) - referenceProgress(curve, p)))
  }
  #expect(worst <= 1e-7, "worst difference \(worst)")
}

@Test func endpointsAreExact() {
  let curve = UnitBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
  #expect(curve.progress(at: 0) == 0)
  #expect(curve.progress(at: 1) == 1)
  #expect(curve.progress(at: -0.5) == 0)
  #expect(curve.progress(at: 1.5) == 1)
}
