import SplashRaster
import Testing

@testable import SplashScene

// Frames handed back (`FrameRenderer.recycle`) are drawn into again; the bytes must be those of
// frames drawn into new memory, whatever the frame drawn there before.

/// A picture that stays, a solid that fades out by 0.5 s over it, a picture sliding until 0.8 s,
/// and from 0.8 s a solid that covers all (the frames after it are a kept surface).
private func scene(_ fixture: SceneFixture) throws -> ResolvedScene {
  try fixture.writeImage("pic.png", patternPicture(16, 12))
  let json = ##"""
    {"background": "#203040", "duration": 1, "layers": [
      {"id": "p", "type": "image", "image": "pic", "frame": {"x": 1.5, "y": 2.25, "width": 30, "height": 20}},
      {"id": "s", "type": "solid", "backgroundColor": "#FFFFFF", "frame": {"x": 2, "y": 3, "width": 9, "height": 7}},
      {"id": "m", "type": "image", "image": "pic", "frame": {"x": 0, "y": 20, "width": 8, "height": 6}},
      {"id": "c", "type": "solid", "backgroundColor": "#FF8000", "hidden": true,
       "frame": {"x": 0, "y": 0, "width": 40, "height": 30}}],
     "timeline": [
      {"at": 0, "animate": {"s": {"alpha": 0}}, "duration": 0.5, "curve": "linear"},
      {"at": 0, "animate": {"m": {"frame": {"x": 30.5, "y": 20, "width": 8, "height": 6}}}, "duration": 0.8,
       "curve": "easeInOut"},
      {"at": 0.8, "set": {"c": {"hidden": false}}}]}
    """##
  return try fixture.load(json).resolved(for: DeviceCatalog.device(named: "40x30@2"))
}

@Test func framesDrawnIntoRecycledFramesEqualFramesDrawnIntoNewMemory() throws {
  let fixture = try SceneFixture()
  let scene = try scene(fixture)
  let times = (0...10).map { Double($0) / 10 }
  let expected = try times.map { try FrameRenderer(scene: scene).render(at: $0) }
  #expect(Set(expected.map(\.pixels)).count == 9, "0.8, 0.9 and 1.0 s show the covering solid alone")
  // As an encoder reads them: each frame handed back once the next one is drawn, twice over.
  let renderer = try FrameRenderer(scene: scene)
  var previous: Surface?
  var newMemory: [[Int]] = [[], []]
  for pass in 0..<2 {
    for k in times.indices {
      let spare = renderer.spares.nextAddress
      let frame = renderer.render(at: times[k])
      #expect(frame == expected[k], "frame \(k), pass \(pass)")
      if spare == nil || frame.pixels.withUnsafeBytes({ $0.baseAddress }) != spare { newMemory[pass].append(k) }
      if let done = previous.take() { renderer.recycle(done) }
      previous = frame
    }
  }
  // Each frame is drawn into the one handed back two frames before, except: the first two of
  // the first pass (nothing handed back yet); those that are a kept surface (1.0 s, and in the
  // second pass 0.8 to 1.0 s, kept whole by the first); and the second pass's second frame,
  // which follows a kept surface (not taken as a spare).
  #expect(newMemory == [[0, 1, 10], [1, 8, 9, 10]])
}

@Test func aFrameThatIsAKeptSurfaceIsNotTakenAsASpare() throws {
  let fixture = try SceneFixture()
  let scene = try scene(fixture)
  let renderer = try FrameRenderer(scene: scene)
  let frames = [0.8, 0.9, 1.0].map { renderer.render(at: $0) }
  #expect(frames[2].sharesPixels(with: frames[1]) && renderer.prefixes.holds(frames[2]))
  renderer.recycle(frames[2])
  #expect(renderer.spares.count == 0)
  renderer.recycle(frames[0])
  #expect(renderer.spares.count == 1)
  // A frame of another size (a resized one) is not kept either.
  renderer.recycle(try Surface(width: 40, height: 30))
  #expect(renderer.spares.count == 1)
}

@Test func sparesAreKeptUpToTheirBudget() throws {
  let spares = SpareFrames(width: 10, height: 10, budget: 1000)
  #expect(spares.capacity == 2)
  for _ in 0..<3 { spares.keep(try Surface(width: 10, height: 10)) }
  #expect(spares.count == 2)
  let start = try Surface(width: 10, height: 10, fill: PremultipliedColor(r: 1, g: 2, b: 3, a: 255))
  let copied = spares.frame(startingFrom: start)
  #expect(copied == start && !copied.sharesPixels(with: start))
  let filled = spares.frame(filledWith: PremultipliedColor(r: 9, g: 8, b: 7, a: 255))
  #expect(filled.pixels[0..<4] == [9, 8, 7, 255] && filled.pixels[396..<400] == [9, 8, 7, 255])
  #expect(spares.count == 0)
  // With no spare left: the kept surface itself, and a new surface.
  #expect(spares.frame(startingFrom: start).sharesPixels(with: start))
  #expect(spares.frame(filledWith: .clear) == (try Surface(width: 10, height: 10)))
  #expect(SpareFrames(width: 100, height: 100, budget: 1000).capacity == 1)
}
