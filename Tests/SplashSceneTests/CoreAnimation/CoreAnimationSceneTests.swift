import Foundation
import SplashMotion
import SplashRaster
import Testing

@testable import SplashScene

// Core Animation animations in scene files: decoding, key paths from the catalog, limits, and
// the values sampled from a resolved scene.

private let device = try! DeviceCatalog.device(named: "12x12@1")

/// A scene with one 4×4 solid layer `a` at (2, 2) and the given `animations` in one step at 1 s.
private func scene(_ animations: String, duration: String = "3", layer: String = "") -> String {
  ##"""
  {"duration": \##(duration), "layers": [{"id": "a", "type": "solid", "backgroundColor": "#FF0000",
    "frame": {"x": 2, "y": 2, "width": 4, "height": 4}\##(layer)}],
   "timeline": [{"id": "s", "at": 1, "animations": [\##(animations)]}]}
  """##
}

private func states(_ json: String) throws -> (Double) -> LayerState {
  let resolved = try SceneFixture().load(json).resolved(for: device)
  return { resolved.states(at: $0)["a"]! }
}

@Test func keyPathsResolveToCatalogChannelsAndDeclaredParts() {
  let names = AnimationKeyPath.all.map(\.keyPath)
  for name in [
    "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation", "transform.rotation.z",
    "transform.translation", "transform.translation.x", "transform.translation.y", "position", "position.x",
    "position.y", "bounds", "bounds.size", "bounds.size.width", "opacity", "backgroundColor", "cornerRadius",
    "borderWidth", "borderColor",
  ] {
    #expect(names.contains(name), "\(name)")
  }
  let scaleX = AnimationKeyPath.named("transform.scale.x")!
  #expect(scaleX.lanes(of: [2]) == SIMD4(2, 0, 0, 0))
  #expect(AnimationKeyPath.named("transform.scale")!.lanes(of: [3]) == SIMD4(3, 3, 0, 0))
  #expect(AnimationKeyPath.named("bounds")!.lanes(of: [0, 0, 40, 30]) == SIMD4(40, 30, 0, 0))
  #expect(AnimationKeyPath.named("backgroundColor")!.isColor)
  #expect(AnimationKeyPath.named("opacity")!.limit == 0...1)
}

@Test func aKeyframeScaleIsSampledAtItsKeyTimes() throws {
  let at = try states(
    scene(
      ##"{"layer": "a", "keyPath": "transform.scale", "values": [1, 2, 1], "keyTimes": [0, 0.25, 1], "duration": 1, "beginTime": 0.5}"##
    ))
  #expect(at(1.4).scale == [1, 1])
  #expect(at(1.5).scale == [1, 1])
  #expect(at(1.625).scale == [1.5, 1.5])
  #expect(at(1.75).scale == [2, 2])
  #expect(abs(at(2.125).scale[0] - 1.5) < 1e-12)
  #expect(at(2.5).scale == [1, 1])
}

@Test func positionXMovesOneLaneAndSnapsBack() throws {
  let at = try states(
    scene(##"{"layer": "a", "type": "basic", "keyPath": "position.x", "fromValue": 0, "toValue": "W", "duration": 2}"##)
  )
  // The layer's centre is (4, 4); x runs 0 → 12 (W) over 2 s, y stays.
  #expect(at(2).center == [6, 4])
  #expect(at(3).center == [4, 4])
}

@Test func forwardsFillHoldsAColourAfterTheEnd() throws {
  let at = try states(
    scene(
      ##"{"layer": "a", "keyPath": "backgroundColor", "fromValue": "#000000", "toValue": "#0000FF", "duration": 1, "fillMode": "forwards", "isRemovedOnCompletion": false}"##
    ))
  #expect(at(1.5)[LayerProperty.Channels.backgroundColor] == SIMD4(0, 0, 0.5, 1))
  #expect(at(2.5)[LayerProperty.Channels.backgroundColor] == SIMD4(0, 0, 1, 1))
}

@Test func anInfiniteRepeatNeedsTheScenesDuration() throws {
  let fixture = try SceneFixture()
  let json = scene(
    ##"{"layer": "a", "keyPath": "transform.rotation", "fromValue": 0, "toValue": 6.283185307179586, "duration": 1, "repeatCount": "infinity"}"##,
    duration: "null")
  #expect(
    throws: SceneError(
      "scene.json: duration: an animation repeats forever (repeatCount or repeatDuration \"infinity\", or speed 0); give the scene a 'duration' to cut it at"
    )
  ) {
    _ = try fixture.load(json.replacingOccurrences(of: "\"duration\": null, ", with: "")).resolved(for: device)
  }
  let at = try states(
    scene(
      ##"{"layer": "a", "keyPath": "transform.rotation", "fromValue": 0, "toValue": 6.283185307179586, "duration": 1, "repeatCount": "infinity"}"##
    ))
  #expect(abs(at(2.25).rotation - .pi / 2) < 1e-12)
}

@Test func badAnimationsAreOneLineErrorsWithTheirPath() throws {
  let fixture = try SceneFixture()
  let cases: [(String, String)] = [
    (
      ##"{"layer": "a", "keyPath": "transform.sacle", "toValue": 1}"##,
      "scene.json: timeline[0].animations[0].keyPath: 'transform.sacle' is not an animatable key path (did you mean 'transform.scale'?)"
    ),
    (
      ##"{"keyPath": "opacity", "toValue": 1}"##,
      "scene.json: timeline[0].animations[0].layer: an animation needs the 'layer' it is added to"
    ),
    (
      ##"{"layer": "b", "keyPath": "opacity", "toValue": 1}"##,
      "scene.json: timeline[0].animations[0].layer: no layer has id 'b'"
    ),
    (
      ##"{"layer": "a", "keyPath": "opacity", "toValue": 2}"##,
      "scene.json: timeline[0].animations[0].toValue: 2 is out of range (0...1)"
    ),
    (
      ##"{"layer": "a", "keyPath": "position", "values": [[0, 0], [1]]}"##,
      "scene.json: timeline[0].animations[0].values[1]: position takes [x, y], got 1 numbers"
    ),
    (
      ##"{"layer": "a", "keyPath": "opacity", "toValue": 1, "repeatCount": 2, "repeatDuration": 1}"##,
      "scene.json: timeline[0].animations[0]: give repeatCount or repeatDuration, not both (Core Animation leaves that undefined)"
    ),
    (
      ##"{"layer": "a", "keyPath": "opacity", "toValue": 1, "repeatCount": 1e6}"##,
      "scene.json: timeline[0].animations[0].repeatCount: repeatCount must be 0...100000 or \"infinity\", got 1000000"
    ),
    (
      ##"{"layer": "a", "keyPath": "opacity", "toValue": 1, "repeatCount": "forever"}"##,
      "scene.json: timeline[0].animations[0].repeatCount: repeatCount must be a number or \"infinity\", got \"forever\""
    ),
    (
      ##"{"layer": "a", "keyPath": "opacity", "toValue": 1, "fillMode": "forward"}"##,
      "scene.json: timeline[0].animations[0].fillMode: unknown fillMode 'forward': write removed, forwards, backwards or both"
    ),
    (
      ##"{"layer": "a", "keyPath": "opacity", "values": [0, 1], "calculationMode": "spline"}"##,
      "scene.json: timeline[0].animations[0].calculationMode: unknown calculationMode 'spline': write one of linear, discrete, paced, cubic, cubicPaced"
    ),
    (
      ##"{"layer": "a", "keyPath": "opacity", "values": [0, 1], "timingFunctions": ["spring(damping: 0.5)"]}"##,
      "scene.json: timeline[0].animations[0].timingFunctions[0]: a timing function must be a Bézier curve (linear, easeIn, easeOut, easeInEaseOut, default, cubic-bezier(…)), got spring(damping: 0.5)"
    ),
    (
      ##"{"layer": "a", "type": "group", "animations": [{"layer": "a", "keyPath": "opacity", "toValue": 1}]}"##,
      "scene.json: timeline[0].animations[0].animations[0].layer: a group's animations animate the group's layer: remove 'layer'"
    ),
    (
      ##"{"layer": "a", "keyPath": "bounds", "toValue": [1, 0, 4, 4]}"##,
      "scene.json: timeline[0].animations[0].toValue: a bounds origin must be [0, 0] (scrolling a layer's sublayers is not supported)"
    ),
    (
      ##"{"layer": "a", "keyPath": "opacity", "values": [0, 1], "fromValue": 0}"##,
      "scene.json: timeline[0].animations[0].fromValue: unknown key 'fromValue' in a keyframe animation"
    ),
    (
      ##"{"layer": "a", "keyPath": "opacity", "toValue": 1, "speed": -1}"##,
      "scene.json: timeline[0].animations[0].speed: speed must be 0...1000, got -1"
    ),
  ]
  for (animation, message) in cases {
    #expect(fixture.error(scene(animation)) == message)
  }
  // Groups nest at most 8 deep.
  var nested = ##"{"keyPath": "opacity", "toValue": 1}"##
  for _ in 0..<8 { nested = ##"{"type": "group", "animations": [\##(nested)]}"## }
  let deep = "{\"layer\": \"a\", " + nested.dropFirst()
  #expect(
    fixture.error(scene(deep))?.hasSuffix(": animation groups nest more than 8 deep") == true)
  // More than 1000 keyframe values.
  let many =
    "{\"layer\": \"a\", \"keyPath\": \"opacity\", \"values\": ["
    + Array(repeating: "0", count: 1001).joined(
      separator: ", ") + "]}"
  #expect(
    fixture.error(scene(many)) == "scene.json: timeline[0].animations[0].values: more than 1000 keyframe values")
}

@Test func scenesWithAnimationsEncodeBackToTheSameScene() throws {
  let json = scene(
    ##"{"layer": "a", "type": "group", "duration": 2, "fillMode": "both", "isRemovedOnCompletion": false, "animations": [{"keyPath": "position", "values": [[0, 0], ["W", "H/2"]], "calculationMode": "paced"}, {"type": "spring", "keyPath": "transform.scale", "fromValue": 0, "stiffness": 200}, {"keyPath": "transform.rotation", "byValue": 1, "repeatCount": "infinity", "isAdditive": true, "timingFunction": "easeIn"}]}"##
  )
  let fixture = try SceneFixture()
  let original = try fixture.load(json)
  let data = try original.encoded()
  let again = try fixture.load(String(decoding: data, as: UTF8.self))
  #expect(again.timeline[0].layerAnimations == original.timeline[0].layerAnimations.map { $0 })
  let a = try original.resolved(for: device)
  let b = try again.resolved(for: device)
  for t in [0.0, 1.3, 2.0, 2.9] { #expect(a.states(at: t) == b.states(at: t)) }
}
