import SplashRaster
import Testing

@testable import SplashScene

// Frames start from a kept surface of the steps they share with the frames before
// (`DrawPrefixCache`); the bytes must be those of a frame drawn from nothing, in any order.

/// A static picture, a static half-transparent group of two solids (flattened), a solid that
/// fades out by 0.5 s and a picture that slides for the whole second.
private func scene(_ fixture: SceneFixture) throws -> ResolvedScene {
  try fixture.writeImage("pic.png", patternPicture(16, 12))
  let json = ##"""
    {"background": "#203040", "duration": 1, "layers": [
      {"id": "p", "type": "image", "image": "pic", "contentMode": "scaleToFill",
       "frame": {"x": 1.5, "y": 2.25, "width": 37, "height": 27}},
      {"id": "g", "type": "group", "alpha": 0.5, "frame": {"x": 4, "y": 4, "width": 20, "height": 20}, "children": [
        {"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 12, "height": 12}},
        {"id": "b", "type": "solid", "backgroundColor": "#00FF00", "cornerRadius": 3,
         "frame": {"x": 6, "y": 6, "width": 12, "height": 12}}]},
      {"id": "s", "type": "solid", "backgroundColor": "#FFFFFF", "frame": {"x": 20, "y": 3, "width": 9, "height": 7}},
      {"id": "m", "type": "image", "image": "pic", "frame": {"x": 0, "y": 20, "width": 8, "height": 6}}],
     "timeline": [
      {"at": 0, "animate": {"s": {"alpha": 0}}, "duration": 0.5, "curve": "linear"},
      {"at": 0, "animate": {"m": {"frame": {"x": 30.5, "y": 20, "width": 8, "height": 6}}}, "duration": 1,
       "curve": "easeInOut"}]}
    """##
  return try fixture.load(json).resolved(for: DeviceCatalog.device(named: "40x30@2"))
}

@Test func framesDrawnFromKeptStaticLayersEqualFramesDrawnFromNothing() throws {
  let fixture = try SceneFixture()
  let scene = try scene(fixture)
  let times = (0...10).map { Double($0) / 10 }
  let expected = try times.map { try FrameRenderer(scene: scene).render(at: $0) }
  #expect(Set(expected.map(\.pixels)).count == 11, "every frame differs")
  for order in [Array(times.indices), Array(times.indices.reversed()), [3, 9, 0, 7, 1, 10, 5, 2, 8, 4, 6]] {
    let renderer = try FrameRenderer(scene: scene)
    for k in order { #expect(renderer.render(at: times[k]) == expected[k], "frame \(k) in order \(order)") }
  }
}

@Test func aFrameStartsAfterTheStepsItSharesWithTheFramesBefore() throws {
  let fixture = try SceneFixture()
  let scene = try scene(fixture)
  let renderer = try FrameRenderer(scene: scene)
  // Picture, flattened group, fading solid, sliding picture; without the solid from 0.5 s on.
  #expect(renderer.steps(for: scene.states(at: 0.2)).count == 4)
  #expect(renderer.steps(for: scene.states(at: 0.6)).count == 3)
  #expect(renderer.prefixes.start(for: renderer.steps(for: scene.states(at: 0.2))) == nil)
  _ = renderer.render(at: 0.1)
  _ = renderer.render(at: 0.2)
  // The picture and the group did not change: a frame at 0.3 s starts after them.
  #expect(renderer.prefixes.start(for: renderer.steps(for: scene.states(at: 0.3)))?.count == 2)
}

@Test func aFrameThatDrawsWhatAKeptSurfaceHoldsIsThatSurface() throws {
  let fixture = try SceneFixture()
  try fixture.writeImage("pic.png", patternPicture(16, 12))
  let json = ##"""
    {"background": "#203040", "duration": 1, "layers": [
      {"id": "p", "type": "image", "image": "pic", "frame": {"x": 1.5, "y": 2.25, "width": 30, "height": 20}},
      {"id": "s", "type": "solid", "backgroundColor": "#FFFFFF", "frame": {"x": 2, "y": 3, "width": 9, "height": 7}}],
     "timeline": [{"at": 0, "animate": {"s": {"alpha": 0}}, "duration": 0.5, "curve": "linear"}]}
    """##
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: "40x30@1"))
  let renderer = try FrameRenderer(scene: scene)
  let frames = [0.6, 0.7, 0.8, 0.9].map { renderer.render(at: $0) }
  let fresh = try FrameRenderer(scene: scene).render(at: 0.9)
  #expect(frames.allSatisfy { $0 == fresh })
  // The second frame kept the surface of the picture alone; the later ones are that surface.
  #expect(!frames[0].sharesPixels(with: frames[1]))
  #expect(frames[2].sharesPixels(with: frames[1]) && frames[3].sharesPixels(with: frames[1]))
}

@Test func aPictureUnderAKeptSurfaceGetsNoSamplesWhenTheFramesStartOver() throws {
  let fixture = try SceneFixture()
  try fixture.writeImage("pic.png", patternPicture(16, 12))
  // The picture alone until 0.5 s, then only a solid: as an encoder's second pass draws the
  // first frames again after the last ones.
  let json = ##"""
    {"background": "#203040", "duration": 1, "layers": [
      {"id": "p", "type": "image", "image": "pic", "frame": {"x": 1.5, "y": 2.25, "width": 30, "height": 20}},
      {"id": "s", "type": "solid", "backgroundColor": "#FFFFFF", "hidden": true,
       "frame": {"x": 2, "y": 3, "width": 9, "height": 7}}],
     "timeline": [{"at": 0.5, "set": {"s": {"hidden": false}}}, {"at": 0.5, "remove": ["p"]}]}
    """##
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: "40x30@1"))
  let renderer = try FrameRenderer(scene: scene)
  let first = [0.0, 0.1, 0.2, 0.6, 0.7].map { renderer.render(at: $0) }
  let again = renderer.render(at: 0.0)
  #expect(again == first[0])
  #expect(again == (try FrameRenderer(scene: scene).render(at: 0.0)))
  #expect(!renderer.placements.isPrepared("p"))
}

@Test func framesDrawnOnThreeThreadsEqualFramesDrawnOnOne() throws {
  let fixture = try SceneFixture()
  let scene = try scene(fixture)
  // Drawn at @2x, handed out at @1x (area-averaged) and at @2x.
  for exportScale in [1, 2] {
    let one = SceneFrames(
      renderer: try FrameRenderer(scene: scene), plan: FramePlan(duration: 1, fps: 10), exportScale: exportScale)
    let three = SceneFrames(
      renderer: try FrameRenderer(scene: scene), plan: FramePlan(duration: 1, fps: 10), exportScale: exportScale)
    #expect(one.frameCount == 10)
    for k in 0..<10 {
      let frame = try three.frame(at: k, threads: 3)
      #expect(frame.width == 40 * exportScale && frame.height == 30 * exportScale)
      #expect(frame == (try one.frame(at: k)), "frame \(k) at @\(exportScale)x")
    }
  }
}
