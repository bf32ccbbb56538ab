import Foundation
import Testing

@testable import SplashMotion

// Keyframe animations along SVG paths, against values worked out by hand.

private func near(_ v: SIMD4<Double>, _ x: Double, _ y: Double) -> Bool { abs(v.x - x) < 1e-9 && abs(v.y - y) < 1e-9 }

@Test func svgPathDataBecomesCubicSegments() throws {
  let line = try BezierPath(svg: "M 0 0 L 30 40")
  #expect(line.segments.count == 1)
  #expect(line.point(0, 0.5) == SIMD2(15, 20))
  #expect(abs(line.length(0) - 50) < 1e-12)
  let box = try BezierPath(svg: "m10,10 h20 v20 z")
  #expect(box.segments.map { $0[3] } == [SIMD2(30, 10), SIMD2(30, 30), SIMD2(10, 10)])
  // A quadratic's exact cubic: at the middle 0.25·P0 + 0.5·Q + 0.25·P1.
  let quad = try BezierPath(svg: "M 0 0 Q 10 20 20 0")
  #expect(quad.point(0, 0.5) == SIMD2(10, 10))
  let smooth = try BezierPath(svg: "M0 0 C 0 10 10 10 10 0 S 20 -10 20 0")
  #expect(smooth.segments[1][1] == SIMD2(10, -10))
}

@Test func badPathDataIsAOneLineError() {
  #expect(throws: MotionError("a path must start with M")) { _ = try BezierPath(svg: "L 1 2") }
  #expect(throws: MotionError("path arcs (A) are not supported; write them as curves (C)")) {
    _ = try BezierPath(svg: "M 0 0 A 1 1 0 0 1 2 2")
  }
  #expect(throws: MotionError("a path needs at least one segment after its M")) { _ = try BezierPath(svg: "M 5 5") }
  #expect(throws: MotionError("a path needs numbers within ±100000, got 'x'")) { _ = try BezierPath(svg: "M 0 x") }
}

@Test func pathKeyframesGiveEachSegmentEqualTimeOrPaceThem() throws {
  let path = try BezierPath(svg: "M 0 0 L 30 40 L 30 0")
  let linear = PathKeyframes(path: path)
  #expect(linear.keyTimes == [0, 0.5, 1])
  #expect(near(linear.value(at: 0.25), 15, 20))
  #expect(near(linear.value(at: 0.75), 30, 20))
  // Paced: 50 then 40 points, so the corner is at 5/9.
  let paced = PathKeyframes(path: path, calculationMode: .paced)
  #expect(abs(paced.keyTimes[1] - 5.0 / 9) < 1e-12)
  #expect(near(paced.value(at: 7.0 / 9), 30, 20))
  #expect(near(paced.value(at: 5.0 / 18), 15, 20))
  // Discrete: the path's start, then each segment's end.
  let discrete = PathKeyframes(path: path, keyTimes: [0, 0.5, 1], calculationMode: .discrete)
  #expect(near(discrete.value(at: 0.4), 0, 0))
  #expect(near(discrete.value(at: 0.6), 30, 40))
  #expect(near(discrete.value(at: 1), 30, 0))
}

@Test func rotationModeFollowsTheTangent() throws {
  let path = try BezierPath(svg: "M 0 0 L 30 40 L 30 0")
  let frames = PathKeyframes(path: path)
  #expect(abs(frames.angle(at: 0.25) - atan2(40, 30)) < 1e-12)
  #expect(abs(frames.angle(at: 0.75) + Double.pi / 2) < 1e-12)
  let target = AnimationTarget(keyPath: "position", channel: TestChannels.center, lanes: SIMD4<Int64>(1, 1, 0, 0) .== 1)
  let turn = AnimationTarget(
    keyPath: "transform.rotation", channel: TestChannels.rotation, lanes: SIMD4<Int64>(1, 0, 0, 0) .== 1)
  let fly = LayerAnimation(
    .path(target, frames, rotation: .init(target: turn, reverse: true)), timing: try MediaTiming(duration: 1))
  let timeline = try Timeline(steps: [
    Step(id: "s", start: .at(0), layerAnimations: [AddedAnimation(layer: "a", animation: fly)])
  ])
  let state = timeline.state(of: "a", at: 0.25, initial: LayerState())
  #expect(near(state[TestChannels.center], 15, 20))
  #expect(abs(state[TestChannels.rotation].x - (atan2(40, 30) + .pi)) < 1e-12)
  #expect(timeline.state(of: "a", at: 1, initial: LayerState())[TestChannels.rotation].x == 0)
}
