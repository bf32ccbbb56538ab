import SplashRaster
import Testing

@testable import SplashScene

// Faded and masking groups are drawn band by band (`FrameRenderer.groupBandBytes`); frames must
// be those of groups drawn into a whole-frame offscreen.

/// A fading group holding a picture that keeps its place, one that zooms, a rounded solid and a
/// nested faded group; a masking group with rounded corners; a rotated masking group.
private func scene(_ fixture: SceneFixture) throws -> ResolvedScene {
  try fixture.writeImage("pic.png", patternPicture(16, 12))
  let json = ##"""
    {"background": "#203040", "duration": 1, "layers": [
      {"id": "back", "type": "image", "image": "pic", "frame": {"x": 0, "y": 0, "width": 40, "height": 30}},
      {"id": "g", "type": "group", "alpha": 0.8, "frame": {"x": 2, "y": 1.5, "width": 36, "height": 27}, "children": [
        {"id": "still", "type": "image", "image": "pic", "frame": {"x": 1.25, "y": 0.5, "width": 20, "height": 15}},
        {"id": "zoom", "type": "image", "image": "pic", "frame": {"x": 12, "y": 9, "width": 16, "height": 12}},
        {"id": "solid", "type": "solid", "backgroundColor": "#FF8000", "cornerRadius": 3,
         "frame": {"x": 3, "y": 17, "width": 14, "height": 8}},
        {"id": "inner", "type": "group", "alpha": 0.5, "frame": {"x": 20, "y": 2, "width": 14, "height": 10},
         "children": [
          {"id": "i1", "type": "solid", "backgroundColor": "#00FF00", "frame": {"x": 0, "y": 0, "width": 9, "height": 8}},
          {"id": "i2", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 5, "y": 3, "width": 9, "height": 7}}]}]},
      {"id": "mask", "type": "group", "cornerRadius": 6, "masksToBounds": true,
       "frame": {"x": 4.5, "y": 12.25, "width": 18, "height": 14}, "children": [
        {"id": "m1", "type": "image", "image": "pic", "frame": {"x": -3, "y": -2, "width": 24, "height": 18}}]},
      {"id": "turned", "type": "group", "masksToBounds": true, "cornerRadius": 2, "transform": {"rotation": 20},
       "frame": {"x": 26, "y": 18, "width": 10, "height": 8}, "children": [
        {"id": "t1", "type": "solid", "backgroundColor": "#FFFFFF", "frame": {"x": 2, "y": 2, "width": 9, "height": 9}}]}],
     "timeline": [
      {"at": 0, "animate": {"g": {"alpha": 0.2, "transform": {"scale": 1.15}}, "zoom": {"transform": {"scale": 1.6}}},
       "duration": 1, "curve": "easeInOut"},
      {"at": 0, "animate": {"mask": {"alpha": 0.4}}, "duration": 0.5, "curve": "linear"}]}
    """##
  return try fixture.load(json).resolved(for: DeviceCatalog.device(named: "40x30@2"))
}

@Test(arguments: [1, 3, 17])
func framesWithGroupsDrawnInBandsEqualGroupsDrawnWhole(bandRows: Int) throws {
  let fixture = try SceneFixture()
  let scene = try scene(fixture)
  let whole = try FrameRenderer(scene: scene, renderScale: nil, cache: nil, groupBandBytes: Int.max / 2)
  let banded = try FrameRenderer(scene: scene, renderScale: nil, cache: nil, groupBandBytes: bandRows * 80 * 4)
  #expect(whole.groupBandRows == 60 && banded.groupBandRows == bandRows)
  for k in 0...10 {
    let t = Double(k) / 10
    #expect(banded.render(at: t) == whole.render(at: t), "t = \(t)")
  }
  // Frames drawn once more (kept static layers, prepared samples) stay the same.
  #expect(banded.render(at: 0.3) == whole.render(at: 0.3))
}

@Test func aPictureThatKeepsItsPlaceInABandedGroupIsPreparedOnceAndAMovingOneNever() throws {
  let fixture = try SceneFixture()
  try fixture.writeImage("pic.png", patternPicture(16, 12))
  let json = ##"""
    {"background": "#203040", "duration": 1, "layers": [
      {"id": "g", "type": "group", "alpha": 0.6, "frame": {"x": 0, "y": 0, "width": 40, "height": 30}, "children": [
        {"id": "still", "type": "image", "image": "pic", "frame": {"x": 1.25, "y": 0.5, "width": 20, "height": 15}},
        {"id": "slide", "type": "image", "image": "pic", "frame": {"x": 10, "y": 12, "width": 16, "height": 12}}]}],
     "timeline": [{"at": 0, "animate": {"slide": {"transform": {"translation": [12.5, 3]}}}, "duration": 1, "curve": "linear"}]}
    """##
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: "40x30@1"))
  let renderer = try FrameRenderer(scene: scene, renderScale: nil, cache: nil, groupBandBytes: 4 * 40 * 4)
  let reference = try FrameRenderer(scene: scene, renderScale: nil, cache: nil, groupBandBytes: Int.max / 2)
  _ = renderer.render(at: 0)
  #expect(!renderer.placements.isPrepared("still"), "eight bands of one frame are one draw")
  for t in [0.1, 0.2, 0.3] { #expect(renderer.render(at: t) == reference.render(at: t)) }
  #expect(renderer.placements.isPrepared("still"))
  #expect(!renderer.placements.isPrepared("slide"))
}
