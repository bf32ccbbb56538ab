import Foundation
import Testing

@testable import SplashScene

/// A 60×100 pt scene at 10 fps, 2 s: a white card that fades to 0.5 from 0.5 s to 1.0 s, a label
/// and a logo. `edit` changes one thing in the JSON before it is read.
private func track(
  _ edit: (inout String) -> Void = { _ in }, extraSteps: String = "", extraLayers: String = "", fps: Int = 10
) throws -> MotionTrack {
  var json = """
    {"name": "tiny", "duration": 2, "background": "#000000",
     "layers": [
       {"id": "card", "type": "solid", "backgroundColor": "#FFFFFF", "cornerRadius": 4,
        "frame": {"x": 10, "y": 10, "width": 40, "height": 40}},
       {"id": "label", "type": "text", "text": {"string": "09:41", "font": "DejaVu Sans", "size": 12, "color": "#000000"},
        "frame": {"x": 0, "y": 60, "width": 60, "height": 20}},
       {"id": "logo", "type": "image", "image": "logo", "frame": {"x": 20, "y": 80, "width": 20, "height": 20}}
       EXTRA_LAYERS],
     "timeline": [
       {"id": "fade", "at": 0.5, "animate": {"card": {"alpha": 0.5}}, "duration": 0.5, "curve": "easeInOut"}
       EXTRA_STEPS]}
    """
  json = json.replacingOccurrences(of: "EXTRA_LAYERS", with: extraLayers)
    .replacingOccurrences(of: "EXTRA_STEPS", with: extraSteps)
  edit(&json)
  let fixture = try SceneFixture(files: ["logo.png", "logo2.png"])
  let scene = try fixture.load(json)
  let resolved = try scene.resolved(for: DeviceCatalog.device(named: "60x100@1"))
  return MotionTrack(resolved, plan: FramePlan(duration: resolved.duration, fps: fps))
}

private func lines(_ expected: MotionTrack, _ actual: MotionTrack, tolerance: MotionTolerance = .standard) -> [String] {
  MotionDiff.compare(expected, actual, tolerance: tolerance).changes.map(\.line)
}

private func replacing(_ old: String, _ new: String) -> (inout String) -> Void {
  { json in
    precondition(json.contains(old), "the scene has no \(old)")
    json = json.replacingOccurrences(of: old, with: new)
  }
}

@Test func identicalScenesReportNothing() throws {
  let report = MotionDiff.compare(try track(), try track())
  #expect(report.changes == [])
  #expect(report.lines == ["motion: same (within 0.1 pt and 0.01 s)"])
  #expect(report.expected == "tiny on 60x100@1 at 10 fps")
}

@Test func aFrameMovedInTheLayoutIsAnOffsetThroughout() throws {
  let base = try track()
  #expect(lines(base, try track(replacing(#""x": 10, "y": 10"#, #""x": 10, "y": 12"#))) == ["card: y +2 pt throughout"])
  #expect(
    lines(base, try track(replacing(#""width": 40, "height": 40"#, #""width": 44, "height": 40"#)))
      == ["card: width +4 pt throughout"])
  #expect(
    lines(base, try track(replacing(#""cornerRadius": 4"#, #""cornerRadius": 6"#))) == [
      "card: cornerRadius +2 pt throughout"
    ])
}

@Test func aSetFromAnInstantIsAnOffsetFromThenToTheEnd() throws {
  let base = try track()
  let moved = try track(
    extraSteps:
      #", {"id": "move", "at": 1.0, "set": {"card": {"frame": {"x": 10, "y": 12, "width": 40, "height": 40}}}}"#)
  let change = MotionDiff.compare(base, moved).changes
  #expect(change.map(\.line) == ["card: y +2 pt from 1.0 s to the end"])
  #expect(change.first?.property == "y")
  #expect(change.first?.start == 1.0)
  #expect(change.first?.end == nil)
  #expect(change.first?.kind == .changed)
}

@Test func transformChangesAreReportedPerComponent() throws {
  let base = try track()
  #expect(
    lines(base, try track(extraSteps: #", {"at": 1.0, "set": {"card": {"transform": {"translation": [3, 0]}}}}"#))
      == ["card: translation.x +3 pt from 1.0 s to the end"])
  #expect(
    lines(base, try track(extraSteps: #", {"at": 1.0, "set": {"card": {"transform": {"rotation": 90}}}}"#))
      == ["card: rotation +90° from 1.0 s to the end"])
  // Both scale components change alike: one line.
  #expect(
    lines(
      base,
      try track(
        extraSteps:
          #", {"at": 1.0, "animate": {"card": {"transform": {"scale": 1.5}}}, "duration": 0.5, "curve": "linear"}"#
      )) == ["card: scale now animates from 1.0 s to 1.5 s (linear)"])
}

@Test func aSlowerFadeOnAnotherCurveIsWordedAsItsAnimation() throws {
  let slower = try track(
    replacing(#""duration": 0.5, "curve": "easeInOut""#, #""duration": 0.75, "curve": "linear""#))
  let changes = MotionDiff.compare(try track(), slower).changes
  #expect(changes.map(\.line) == ["card: alpha reaches 0.5 at 1.25 s instead of 1.0 s (curve easeInOut → linear)"])
  #expect(changes.first?.start == 0.5)
  #expect(changes.first?.end == 1.25)
}

@Test func coursesThatCrossAreStillOneChange() throws {
  // Linear starts faster than easeInOut, which then overtakes it: at 30 fps the two agree at one
  // instant, which splits the differing instants in two; the change is still one.
  let slower = try track(
    replacing(#""duration": 0.5, "curve": "easeInOut""#, #""duration": 0.75, "curve": "linear""#), fps: 30)
  let changes = MotionDiff.compare(try track(fps: 30), slower).changes
  #expect(changes.map(\.line) == ["card: alpha reaches 0.5 at 1.25 s instead of 1.0 s (curve easeInOut → linear)"])
  #expect(changes.map(\.start) == [0.5])
  #expect(changes.map(\.end) == [1.25])
}

@Test func colourAndDiscreteProperties() throws {
  let base = try track()
  #expect(
    lines(base, try track(replacing(##""backgroundColor": "#FFFFFF""##, ##""backgroundColor": "#FF0000""##)))
      == ["card: backgroundColor #FFFFFF → #FF0000 throughout"])
  #expect(
    lines(base, try track(replacing(#""09:41""#, #""09:42""#))) == [
      #"label: text "09:42" instead of "09:41" throughout"#
    ])
  #expect(
    lines(base, try track(extraSteps: #", {"at": 1.0, "set": {"logo": {"image": "logo2"}}}"#))
      == [#"logo: image "logo2" instead of "logo" from 1.0 s to the end"#])
  #expect(
    lines(base, try track(extraSteps: #", {"at": 1.5, "remove": ["logo"]}"#))
      == ["logo: removed true instead of false from 1.5 s to the end"])
}

@Test func aHideMovedLaterIsWordedAsATimeShift() throws {
  let early = try track(extraSteps: #", {"id": "hide", "at": 1.0, "set": {"label": {"hidden": true}}}"#)
  let late = try track(extraSteps: #", {"id": "hide", "at": 1.5, "set": {"label": {"hidden": true}}}"#)
  #expect(lines(early, late) == ["label: hidden at 1.5 s instead of 1.0 s"])
  #expect(lines(late, early) == ["label: hidden at 1.0 s instead of 1.5 s"])
}

@Test func aRenamedLayerIsRemovedAndAdded() throws {
  let renamed = try track(replacing(#""id": "logo""#, #""id": "brand""#))
  let changes = MotionDiff.compare(try track(), renamed).changes
  #expect(changes.map(\.line) == ["logo: removed", "new layer brand from 0.0 s"])
  #expect(changes.map(\.kind) == [.removed, .added])
}

@Test func aNewLayerIsNamedFromWhenItIsFirstDrawn() throws {
  let badge = try track(
    extraSteps: #", {"at": 1.2, "set": {"badge": {"hidden": false}}}"#,
    extraLayers:
      ##", {"id": "badge", "type": "solid", "backgroundColor": "#E8612C", "hidden": true, "frame": {"x": 0, "y": 0, "width": 8, "height": 8}}"##
  )
  let changes = MotionDiff.compare(try track(), badge).changes
  #expect(changes.map(\.line) == ["new layer badge from 1.2 s"])
  #expect(changes.first?.start == 1.2)
}

@Test func changesBelowTheToleranceAreEqual() throws {
  let base = try track()
  let nudged = try track(replacing(#""x": 10, "y": 10"#, #""x": 10, "y": 10.05"#))
  #expect(lines(base, nudged) == [])
  #expect(
    lines(base, nudged, tolerance: MotionTolerance(points: 0.01, seconds: 0.01)) == ["card: y +0.05 pt throughout"])
  let later = try track(replacing(#""at": 0.5, "animate""#, #""at": 0.505, "animate""#))
  #expect(lines(base, later) == [])
  #expect(
    lines(base, later, tolerance: MotionTolerance(points: 0.1, seconds: 0))
      == ["card: alpha starts at 0.505 s instead of 0.5 s, reaches 0.5 at 1.005 s instead of 1.0 s"])
}

@Test func whatNeitherSideDrawsIsNotReported() throws {
  // The label is hidden throughout on both sides; its text differs, which nobody sees.
  let a = try track(extraSteps: #", {"at": 0, "set": {"label": {"hidden": true}}}"#)
  let b = try track(
    { json in json = json.replacingOccurrences(of: #""09:41""#, with: #""10:00""#) },
    extraSteps: #", {"at": 0, "set": {"label": {"hidden": true}}}"#)
  #expect(lines(a, b) == [])
}

@Test func aTrackSurvivesItsJSON() throws {
  let original = try track(extraSteps: #", {"at": 1.5, "remove": ["logo"]}"#)
  let decoded = try JSONDecoder().decode(MotionTrack.self, from: Data(original.json()))
  #expect(decoded == original)
  let text = String(decoding: original.json(), as: UTF8.self)
  // 20 instants, written as runs: the card holds for 6, fades over 4, holds for 10 (6 runs); the
  // label holds (1); the logo holds, then is removed (2).
  #expect(text.components(separatedBy: "\"count\" :").count - 1 == 9)
}
