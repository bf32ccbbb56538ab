import Foundation
import Testing

@testable import SplashScene

// The motion diff and motion.json on keyframe tracks and repeats: Core Animation repeat counts,
// UIKit's .repeat and .autoreverse, animateKeyframes spans.

/// A 60×100 pt scene at 10 fps, 2.5 s, an icon with `steps` as its timeline.
private func track(_ steps: String) throws -> MotionTrack {
  let json = """
    {"name": "repeats", "duration": 2.5, "background": "#000000",
     "layers": [{"id": "icon", "type": "solid", "backgroundColor": "#FFFFFF",
                 "frame": {"x": 10, "y": 10, "width": 40, "height": 40}}],
     "timeline": [\(steps)]}
    """
  let scene = try SceneFixture(files: []).load(json)
  let resolved = try scene.resolved(for: DeviceCatalog.device(named: "60x100@1"))
  return MotionTrack(resolved, plan: FramePlan(duration: resolved.duration, fps: 10))
}

private func wobble(_ count: Int) -> String {
  #"{"id": "wobble", "at": 0.5, "animations": [{"layer": "icon", "type": "keyframe", "keyPath": "transform.rotation", "#
    + #""values": [0, 0.5, 0], "duration": 0.4, "repeatCount": \#(count)}]}"#
}

private func pulse(_ options: String) -> String {
  #"{"id": "pulse", "at": 0.5, "animate": {"icon": {"alpha": 0.5}}, "duration": 0.5, "options": [\#(options)]}"#
}

@Test func aKeyframeAnimationThatRepeatsMoreIsWordedInCycles() throws {
  let lines = MotionDiff.compare(try track(wobble(2)), try track(wobble(3))).changes.map(\.line)
  #expect(lines == ["icon: transform.rotation keyframes, 2 cycles from 0.5 s, now 3 cycles"])
}

@Test func uikitRepeatOptionsAreWordedInCycles() throws {
  let lines = MotionDiff.compare(
    try track(pulse(#""repeat", "autoreverse""#)), try track(pulse(#""autoreverse""#))
  ).changes.map(\.line)
  #expect(lines == ["icon: alpha animation, repeats forever, autoreversing from 0.5 s, now 1 cycle, autoreversing"])
}

@Test func motionTracksKeepKeyframeAndRepeatSpans() throws {
  let keyframes =
    #"{"id": "drop", "at": 0.2, "animateKeyframes": {"withDuration": 1, "options": ["curveLinear", "autoreverse"], "#
    + #""keyframes": [{"withRelativeStartTime": 0, "relativeDuration": 0.5, "animations": {"icon": {"alpha": 0}}}]}}"#
  let spans = try track([wobble(2), pulse(#""repeat""#), keyframes].joined(separator: ", ")).layers[0].animations
  #expect(
    spans == [
      AnimationSpan(
        property: "rotation", begin: 0.5, end: 1.3, curve: "linear", kind: "keyframes", keyPath: "transform.rotation",
        repeats: "2 cycles"),
      AnimationSpan(property: "alpha", begin: 0.5, end: 2.5, curve: "easeInOut", repeats: "repeats forever"),
      AnimationSpan(
        property: "alpha", begin: 0.2, end: 2.2, curve: "linear", kind: "keyframes",
        repeats: "1 cycle, autoreversing"),
    ])
  // motion.json writes the new fields only where they are given.
  let json = String(decoding: try track(pulse(#""repeat""#)).json(), as: UTF8.self)
  #expect(json.contains(#""repeats" : "repeats forever""#))
  #expect(!json.contains(#""keyPath""#))
  #expect(try JSONDecoder().decode(MotionTrack.self, from: Data(json.utf8)) == (try track(pulse(#""repeat""#))))
}

@Test func aFiniteUIKitRepeatCountIsWordedInCycles() throws {
  // modifyAnimations(withRepeatCount: n, autoreverses: true): n cycles of 1 s from 0.5 s.
  let counted = { (n: String) in
    #"{"id": "pulse", "at": 0.5, "animate": {"icon": {"alpha": 0.5}}, "duration": 0.5, "#
      + #""options": ["repeat", "autoreverse"], "repeatCount": \#(n)}"#
  }
  #expect(
    try track(counted("3")).layers[0].animations == [
      AnimationSpan(property: "alpha", begin: 0.5, end: 3.5, curve: "easeInOut", repeats: "3 cycles, autoreversing")
    ])
  // 1.5 cycles end at 2 s, inside the scene: the diff says how the repeats changed.
  let lines = MotionDiff.compare(try track(pulse(#""repeat", "autoreverse""#)), try track(counted("1.5"))).changes
    .map(\.line)
  #expect(lines == ["icon: alpha animation, repeats forever, autoreversing from 0.5 s, now 1.5 cycles, autoreversing"])
}
