import Foundation
import SplashMotion
import SplashRaster
import Testing

@testable import SplashScene

@Test func aPlayStepCompletesWhenPlaybackDoes() throws {
  let scene = try LottieFixtures.scene(
    device: "100x100@1",
    timeline: """
      [{"id": "intro", "at": 0.5, "play": {"layer": "logo", "fromMarker": "spin", "toMarker": "spin", "animationSpeed": 2, "loopMode": {"repeat": 2}}},
       {"id": "fade", "after": "intro", "duration": 0.3, "animate": {"logo": {"alpha": 0}}}]
      """)
  // spin is frames 10…30: 20 frames at 60 frames a second, twice.
  #expect(scene.plays["intro"]?["logo"]?.duration == 2.0 / 3)
  #expect(scene.timeline.stepTimes["intro"]?.start == 0.5)
  #expect(scene.timeline.stepTimes["intro"]?.end == 0.5 + 2.0 / 3)
  #expect(scene.timeline.stepTimes["fade"]?.start == 0.5 + 2.0 / 3)
  let frames = LottieFrames(scene: scene, renderScale: 1, budget: .standard)
  let numbers = [0.0, 0.5, 0.6, 0.9, 1.1, 1.5].map { t in
    frames.frameNumber(layer: "logo", state: scene.states(at: t)["logo"]!, at: t)
  }
  // Before the play: currentProgress 0 (frame 0); then 10 + 60·e, wrapping at 30 (1.1 s: 10 + 0.8·20 = 26); then held at 29.
  #expect(numbers == [0, 10, 16, 14, 26, 29])
}

@Test func currentProgressPicksTheStillFrame() throws {
  let scene = try LottieFixtures.scene(device: "100x100@1", layer: #", "currentProgress": 0.5"#)
  let frames = LottieFrames(scene: scene, renderScale: 1, budget: .standard)
  #expect(frames.frameNumber(layer: "logo", state: scene.states(at: 1)["logo"]!, at: 1) == 15)
}

@Test func playMistakesAreOneLine() throws {
  func error(_ timeline: String, layer: String = "") -> String? {
    do {
      _ = try LottieFixtures.scene(device: "100x100@1", layer: layer, timeline: timeline)
      return nil
    } catch { return "\(error)" }
  }
  #expect(
    error(
      #"[{"id": "spin", "play": {"layer": "logo", "loopMode": "loop"}}, {"id": "next", "after": "spin", "remove": ["logo"]}]"#
    )
      == "scene.json: timeline[1].after: step 'spin' never completes: its play (timeline[0].play) loops forever")
  #expect(
    error(#"[{"play": {"layer": "logo", "fromMarker": "outro"}}]"#)
      == "scene.json: timeline[0].play.fromMarker: no marker 'outro' in shapes.json; its markers are intro, spin")
  #expect(
    error(#"[{"play": {"layer": "logo", "loopMode": "bounce"}}]"#)
      == "scene.json: timeline[0].play.loopMode: unknown loop mode 'bounce'; one of playOnce, loop, autoReverse, {\"repeat\": n}, {\"repeatBackwards\": n}"
  )
  #expect(
    error(#"[{"play": {"layer": "logo", "fromProgress": 0, "toFrame": 3}}]"#)
      == "scene.json: timeline[0].play.toFrame: give one range: progress, frames or markers, not fromProgress and fromFrame"
  )
  #expect(
    error(#"[{"play": {"layer": "nothing"}}]"#)
      == "scene.json: timeline[0].play.layer: no lottie or video layer 'nothing'")
}

@Test func aFullScreenLottieShowsRlottiesOwnPixels() throws {
  // On a screen of the composition's size at @1x, with aspectFit (the default), frame n is
  // exactly what rlottie draws at 100×100, over the opaque background layer of the file.
  let scene = try LottieFixtures.scene(
    device: "100x100@1", timeline: #"[{"id": "go", "at": 0, "play": {"layer": "logo"}}]"#)
  let renderer = try FrameRenderer(scene: scene)
  let drawn = try renderer.frame(at: 10.0 / 30)
  let worker = try LottieWorkerProcess(document: try LottieFixtures.document("shapes.json"), budget: .standard)
  #expect(worker.size.width == 100 && worker.size.height == 100)
  let own = try worker.render(frame: 10, width: 100, height: 100)
  let same = drawn.pixels == overWhite(own)
  #expect(same)
  #expect(Array(drawn.pixels[(50 * 100 + 50) * 4..<(50 * 100 + 50) * 4 + 4]) == [0xF2, 0x8C, 0x19, 0xFF])
}

@Test func contentModesPlaceTheComposition() throws {
  // A 200×100 screen: aspectFit draws 100×100 in the middle, white bars beside it.
  let fit = try FrameRenderer(scene: LottieFixtures.scene(device: "200x100@1")).frame(at: 0)
  let worker = try LottieWorkerProcess(document: try LottieFixtures.document("shapes.json"), budget: .standard)
  let own = try worker.render(frame: 0, width: 100, height: 100)
  let white = overWhite(own)
  for y in [0, 37, 99] {
    let middle = Array(fit.pixels[(y * 200 + 50) * 4..<(y * 200 + 150) * 4]) == Array(white[y * 400..<(y + 1) * 400])
    let bar = Array(fit.pixels[(y * 200) * 4..<(y * 200 + 50) * 4]) == [UInt8](repeating: 255, count: 200)
    #expect(middle && bar, "row \(y)")
  }
  // aspectFill: 200×200, its middle rows shown (clipped to the bounds by default, as LottieAnimationView).
  let fill = try FrameRenderer(
    scene: LottieFixtures.scene(device: "200x100@1", layer: #", "contentMode": "aspectFill""#)
  )
  .frame(at: 0)
  let big = try worker.render(frame: 0, width: 200, height: 200)
  let cropped = fill.pixels == Array(overWhite(big)[50 * 800..<150 * 800])
  #expect(cropped)
}

@Test func aWorkerPastItsBudgetIsStoppedWithOneLine() throws {
  let document = try LottieFixtures.document("shapes.json")
  let slow = try LottieWorkerProcess(document: document, budget: LottieBudget(frameSeconds: 10))
  slow.budget = LottieBudget(frameSeconds: 0.0001)
  #expect(
    throws: SceneError("shapes.json: rendering frame 3: rlottie took longer than 0.0001 s; the worker was stopped")
  ) {
    try slow.render(frame: 3, width: 2000, height: 2000)
  }
  #expect(throws: SceneError("shapes.json: frame 4: the rlottie worker was stopped earlier")) {
    try slow.render(frame: 4, width: 10, height: 10)
  }
  let small = try LottieWorkerProcess(document: document, budget: LottieBudget(memoryBytes: 64 << 20))
  #expect(
    throws: SceneError(
      "shapes.json: rendering frame 3: rlottie crashed (signal 6, e.g. past its memory budget of 64 MiB)")
  ) {
    try small.render(frame: 3, width: 4096, height: 4096)
  }
}

/// rlottie's premultiplied frame over white, as the renderer composites it: c + (255 − a).
private func overWhite(_ surface: Surface) -> [UInt8] {
  var bytes = surface.pixels
  for k in stride(from: 0, to: bytes.count, by: 4) {
    let clear = 255 - bytes[k + 3]
    for c in 0..<4 { bytes[k + c] += clear }
  }
  return bytes
}

@Test func playsSurviveEncoding() throws {
  let json = """
    {"duration": 2, "layers": [{"id": "logo", "type": "lottie", "lottie": "shapes.json", "frame": {"width": 10, "height": 10}}],
     "timeline": [{"id": "go", "play": [{"layer": "logo", "fromFrame": 5, "loopMode": {"repeatBackwards": 2}, "animationSpeed": -1.5}, {"layer": "logo"}]},
                  {"id": "one", "after": "go", "play": {"layer": "logo", "loopMode": "autoReverse"}}]}
    """
  let scene = try Scene.decode(Data(json.utf8), file: "a.json", directory: LottieFixtures.folder, defaultName: "a")
  let again = try Scene.decode(
    try scene.encoded(), file: "b.json", directory: LottieFixtures.folder, defaultName: "a")
  #expect(again.timeline == scene.timeline)
  #expect(
    scene.timeline[0].plays[0]
      == LottiePlay(
        layer: "logo", range: .frames(from: 5, to: nil), loopMode: .repeatBackwards(2), speed: -1.5,
        path: "timeline[0].play[0]"))
}

@Test func theLottieRecipeFadesAwayWhenItsLogoHasPlayed() throws {
  let url = LottieFixtures.folder.appendingPathComponent("../../../../Examples/launch-recipes/lottie-logo.json")
  let scene = try Scene.load(contentsOf: url.standardizedFileURL).resolved(
    for: DeviceCatalog.device(named: "iphone-se"))
  // 48 frames at 30 fps from 0.2 s, then 0.4 s later the 0.5 s fade and zoom.
  #expect(scene.plays["intro"]?["logo"]?.duration == 1.6)
  #expect(scene.timeline.stepTimes["away"]?.start == 0.2 + 1.6 + 0.4)
  #expect(scene.duration == 0.2 + 1.6 + 0.4 + 0.5)
}
