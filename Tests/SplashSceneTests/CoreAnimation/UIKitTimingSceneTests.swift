import Foundation
import SplashMotion
import SplashRaster
import Testing

@testable import SplashScene

// animateKeyframes, animation options and transitions in scene files: decoding errors, the
// keyframes-bounce and status-pulse recipes' values at key instants, and exact pixels.

private func recipe(_ name: String) throws -> ResolvedScene {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../../Examples/launch-recipes/\(name).json")
  return try Scene.load(contentsOf: file).resolved(for: DeviceCatalog.device(named: "iphone-se"))
}

private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

private let fixture = try! SceneFixture(files: [])

/// A one-layer scene with `step` as its timeline.
private func scene(_ step: String) -> String {
  """
  {"background": "#FFFFFF",
   "layers": [{"id": "logo", "type": "solid", "backgroundColor": "#102030",
               "frame": {"x": 10, "y": 10, "width": 100, "height": 50}}],
   "timeline": [\(step)]}
  """
}

@Test func uikitOptionMistakesAreOneLineNamingTheirPath() {
  let cases: [(String, String)] = [
    (
      #"{"at": 0, "animate": {"logo": {"alpha": 0}}, "duration": 1, "options": ["repeat", "autoreverce"]}"#,
      "scene.json: timeline[0].options[1]: unknown option 'autoreverce' (did you mean 'autoreverse'?)"
    ),
    (
      #"{"at": 0, "animate": {"logo": {"alpha": 0}}, "duration": 1, "options": ["curveEaseIn"], "curve": "linear"}"#,
      "scene.json: timeline[0].curve: give the curve once: 'curve' or the option 'curveEaseIn', not both"
    ),
    (
      #"{"at": 0, "animate": {"logo": {"alpha": 0}}, "duration": 1, "options": ["curveEaseIn", "curveLinear"]}"#,
      "scene.json: timeline[0].options[1]: give one curve option, not 'curveEaseIn' and 'curveLinear'"
    ),
    (
      #"{"at": 0, "animate": {"logo": {"alpha": 0}}, "duration": 1, "options": ["calculationModeCubic"]}"#,
      "scene.json: timeline[0].options[0]: 'calculationModeCubic' is an option of animateKeyframes, not of animate"
    ),
    (
      #"{"at": 0, "animate": {"logo": {"alpha": 0}}, "duration": 1, "options": ["autoreverse"], "repeatCount": 3}"#,
      "scene.json: timeline[0].repeatCount: repeatCount needs the option 'repeat' (modifyAnimations(withRepeatCount:autoreverses:) inside a repeating animate)"
    ),
    (
      #"{"at": 0, "animate": {"logo": {"alpha": 0}}, "duration": 1, "options": ["repeat"], "repeatCount": 0}"#,
      "scene.json: timeline[0].repeatCount: repeatCount must be more than 0 and at most 100000 cycles, got 0"
    ),
    (
      #"{"at": 0, "animate": {"logo": {"alpha": 0}}, "duration": 1, "options": ["repeat"], "repeatCount": 100000.5}"#,
      "scene.json: timeline[0].repeatCount: repeatCount must be more than 0 and at most 100000 cycles, got 100000.5"
    ),
    (
      #"{"at": 0, "set": {"logo": {"alpha": 0}}, "repeatCount": 2}"#,
      "scene.json: timeline[0].repeatCount: 'repeatCount' applies only to a step that animates"
    ),
    (
      #"{"at": 0, "set": {"logo": {"alpha": 0}}, "options": ["repeat"]}"#,
      "scene.json: timeline[0].options: 'options' applies only to a step that animates"
    ),
    (
      #"{"at": 0, "animateKeyframes": {"withDuration": 1, "keyframes": [{"withRelativeStartTime": 0.5, "relativeDuration": 0.6, "animations": {"logo": {"alpha": 0}}}]}}"#,
      "scene.json: timeline[0].animateKeyframes.keyframes[0].relativeDuration: withRelativeStartTime + relativeDuration must be at most 1, got 0.5 + 0.6"
    ),
    (
      #"{"at": 0, "animateKeyframes": {"withDuration": 1, "keyframes": [{"withRelativeStart": 0, "relativeDuration": 1, "animations": {"logo": {"alpha": 0}}}]}}"#,
      "scene.json: timeline[0].animateKeyframes.keyframes[0].withRelativeStart: unknown key 'withRelativeStart' in a keyframe (did you mean 'withRelativeStartTime'?)"
    ),
    (
      #"{"at": 0, "animateKeyframes": {"withDuration": 1, "options": ["transitionCrossDissolve"], "keyframes": []}}"#,
      "scene.json: timeline[0].animateKeyframes.options[0]: 'transitionCrossDissolve' is an option of transition, not of animateKeyframes"
    ),
    (
      #"{"at": 0, "animateKeyframes": {"withDuration": 1, "keyframes": []}}"#,
      "scene.json: timeline[0].animateKeyframes.keyframes: names no keyframe"
    ),
    (
      #"{"at": 0, "transition": {"with": "logo", "duration": 0.5, "options": ["transitionCurlUp"], "animations": {"logo": {"alpha": 0}}}}"#,
      "scene.json: timeline[0].transition.options[0]: transitionCurlUp is not supported yet (the page curl is not drawn); use a flip or transitionCrossDissolve"
    ),
    (
      #"{"at": 0, "transition": {"with": "logo", "duration": 0.5, "animations": {"logo": {"alpha": 0}}}}"#,
      "scene.json: timeline[0].transition.options: a transition needs a transition option, such as transitionCrossDissolve"
    ),
    (
      #"{"at": 0, "transition": {"with": "lgo", "duration": 0.5, "options": ["transitionCrossDissolve"], "animations": {"logo": {"alpha": 0}}}}"#,
      "scene.json: timeline[0].transition.with: no layer has id 'lgo' (did you mean 'logo'?)"
    ),
  ]
  for (step, message) in cases {
    #expect(fixture.error(scene(step)) == message)
  }
}

@Test func tooManyKeyframesAreRefused() {
  let one = #"{"withRelativeStartTime": 0, "relativeDuration": 0, "animations": {"logo": {"alpha": 0}}}"#
  let list = Array(repeating: one, count: SceneLimits.maximumViewKeyframes + 1).joined(separator: ", ")
  #expect(
    fixture.error(scene(#"{"at": 0, "animateKeyframes": {"withDuration": 1, "keyframes": [\#(list)]}}"#))
      == "scene.json: timeline[0].animateKeyframes.keyframes: more than 500 keyframes")
}

@Test func uikitStepsRoundTripThroughEncoding() throws {
  let json = scene(
    #"{"id": "a", "at": 0, "animate": {"logo": {"alpha": 0}}, "duration": 1, "options": ["repeat", "curveEaseOut"]}, "#
      + #"{"id": "b", "at": 1, "animateKeyframes": {"withDuration": 2, "delay": 0.5, "options": ["calculationModePaced"], "#
      + #""keyframes": [{"withRelativeStartTime": 0, "relativeDuration": 0.5, "animations": {"logo": {"alpha": 1}}}]}}, "#
      + #"{"id": "c", "at": 2, "transition": {"with": "logo", "duration": 0.5, "options": ["transitionCrossDissolve"], "#
      + ##""animations": {"logo": {"backgroundColor": "#FF0000"}}}}"##)
  let loaded = try fixture.load(json)
  #expect(loaded.timeline[0].curve == .easeOut)
  #expect(loaded.timeline[0].options.repetition == Repetition(repeats: true, autoreverses: false))
  let again = try fixture.load(String(decoding: try loaded.encoded(), as: UTF8.self))
  #expect(again.timeline == loaded.timeline)
}

@Test func theKeyframeBounceFallsSquashesAndBounces() throws {
  let scene = try recipe("keyframes-bounce")
  // One 1.5 s linear call from 0.2 s: relative time p is at 0.2 + 1.5 p.
  #expect(scene.states(at: 0.1)["icon"]!.translation == [0, -360])
  #expect(near(scene.states(at: 0.2 + 1.5 * 0.18)["icon"]!.translation.y, -180))
  let squash = scene.states(at: 0.2 + 1.5 * 0.39)["icon"]!
  #expect(near(squash.scale.x, 1.09) && near(squash.scale.y, 0.9) && squash.translation == [0, 0])
  #expect(near(scene.states(at: 0.2 + 1.5 * 0.5)["icon"]!.translation.y, -35))
  #expect(near(scene.states(at: 0.2 + 1.5 * 0.5)["shadow"]!.scale.x, 0.85))
  let rest = scene.states(at: 1.8)["icon"]!
  #expect(rest.translation == [0, 0] && rest.scale == [1, 1])
  #expect(scene.timeline.stepTimes["drop"]?.start == 0.2 && near(scene.timeline.stepTimes["drop"]!.end, 1.7))
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  #expect(pixel(renderer.render(at: 0), 160, 284) == [0xEE, 0xF2, 0xFF, 255])
  #expect(pixel(renderer.render(at: 1.9), 160, 284) == [0x4F, 0x46, 0xE5, 255])
}

@Test func theStatusPulseBreathesNudgesAndCrossDissolves() throws {
  let scene = try recipe("status-pulse")
  #expect(scene.timeline.isOpenEnded)
  #expect(scene.duration == 2.4)
  // easeInOut is exactly ½ at half time: alpha 1 → 0.6 halfway, forward and on the way back.
  #expect(near(scene.states(at: 0.3)["ring"]!.alpha, 0.8))
  #expect(near(scene.states(at: 0.9)["ring"]!.alpha, 0.8))
  #expect(scene.states(at: 1.2)["ring"]!.alpha == 1)
  // The lone autoreverse: 0.05 s before its end, easeOut(1/7) of the way out; then the model value.
  #expect(near(scene.states(at: 0.95)["badge"]!.scale.x, 1.1126436109450828))
  #expect(scene.states(at: 1.05)["badge"]!.scale == [1.5, 1.5])
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  // Inside the pill, left of the words: #1E293B before, #166534 after, and at 1.5 s
  // (easeInOut ½, w = 128) (old·127 + new·128 + 127) / 255 = (26, 71, 55).
  #expect(pixel(renderer.render(at: 1.1), 70, 354) == [0x1E, 0x29, 0x3B, 255])
  #expect(pixel(renderer.render(at: 1.5), 70, 354) == [26, 71, 55, 255])
  #expect(pixel(renderer.render(at: 1.9), 70, 354) == [0x16, 0x65, 0x34, 255])
}

@Test func aRepeatCountPlaysThatManyCyclesThenShowsTheModelValue() throws {
  // UIView.animate(withDuration: 0.5, options: [.repeat, .autoreverse, .curveLinear]) {
  //   UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { logo.alpha = 0 } }
  let json = scene(
    #"{"id": "pulse", "at": 0.5, "animate": {"logo": {"alpha": 0}}, "duration": 0.5, "#
      + #""options": ["repeat", "autoreverse", "curveLinear"], "repeatCount": 3}, "#
      + #"{"id": "next", "after": "pulse", "set": {"logo": {"hidden": true}}}"#)
  let loaded = try fixture.load(json)
  #expect(loaded.timeline[0].repetition == Repetition(count: 3, autoreverses: true))
  let again = try fixture.load(String(decoding: try loaded.encoded(), as: UTF8.self))
  #expect(again.timeline == loaded.timeline)
  let resolved = try loaded.resolved(for: DeviceCatalog.device(named: "iphone-se"))
  let alpha = { (t: Double) in resolved.states(at: t)["logo"]!.alpha }
  // Cycles of 1 s from 0.5 s: forward over the first half, back over the second.
  #expect(alpha(0.5) == 1)
  #expect(near(alpha(0.625), 0.75))
  #expect(near(alpha(1.25), 0.5))
  #expect(near(alpha(2.1), 0.2))
  #expect(near(alpha(3.4), 0.8))
  // The third cycle ends back at 1; then the animation is removed and the model value shows.
  #expect(near(alpha(3.49), 0.98))
  #expect(alpha(3.5) == 0)
  #expect(resolved.timeline.stepTimes["pulse"]?.end == 3.5)
  #expect(resolved.timeline.stepTimes["next"]?.start == 3.5)
  // 2.5 cycles without autoreversing: 1.25 s, ending on the model value too.
  let half = try fixture.load(
    scene(
      #"{"at": 0, "animate": {"logo": {"alpha": 0}}, "duration": 0.5, "options": ["repeat", "curveLinear"], "repeatCount": 2.5}"#
    )
  ).resolved(for: DeviceCatalog.device(named: "iphone-se"))
  #expect(near(half.states(at: 1.2)["logo"]!.alpha, 0.6))
  #expect(half.states(at: 1.25)["logo"]!.alpha == 0)
  #expect(!half.timeline.isOpenEnded)
}

@Test func theLogoFlipsFromTheLeftIntoTheAppIcon() throws {
  let scene = try recipe("logo-flip")
  let placed = try #require(scene.timeline.transitions.first)
  #expect(placed.transition.style == .flipFromLeft && placed.start == 0.4 && placed.transition.duration == 0.9)
  // easeInOut: a quarter turn (edge-on) at half time, 0.85 s.
  #expect(near(placed.transition.flipAngle(progress: placed.progress(at: 0.85)!)!, .pi / 2))
  #expect(scene.timeline.stepTimes["title"]?.start == 1.3)
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  // The tile's lower left, clear of the wordmark: white before, edge-on nothing, indigo after.
  #expect(pixel(renderer.render(at: 0.4), 100, 300) == [0xF8, 0xFA, 0xFC, 255])
  #expect(pixel(renderer.render(at: 0.85), 100, 300) == [0x0F, 0x17, 0x2A, 255])
  #expect(pixel(renderer.render(at: 1.3), 100, 300) == [0x63, 0x66, 0xF1, 255])
  // The mark's centre before; the glyph there after.
  #expect(pixel(renderer.render(at: 0), 160, 236) == [0x63, 0x66, 0xF1, 255])
  #expect(pixel(renderer.render(at: 1.3), 160, 262) == [0xF8, 0xFA, 0xFC, 255])
  // Then two beats of 0.5 s (scale 1 → 1.08 → 1, easeInOut: ½ at each quarter), the jump to the
  // model value at 2.3 s, and the completion's reset in the same instant.
  let scale = { (t: Double) in scene.states(at: t)["logo"]!.scale.x }
  #expect(near(scale(1.425), 1.04))
  #expect(near(scale(1.55), 1.08))
  #expect(near(scale(1.675), 1.04))
  #expect(near(scale(1.925), 1.04))
  #expect(scene.timeline.stepTimes["pulse"]?.end == 2.3 && scene.timeline.stepTimes["settle"]?.start == 2.3)
  #expect(scale(2.3) == 1)
}
