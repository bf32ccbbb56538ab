import Foundation
import SplashRaster
import Testing

@testable import SplashScene

private let layers = """
  "layers": [
    {"id": "group", "type": "group", "frame": {"x": 10, "y": 10, "width": 40, "height": 40},
     "children": [{"id": "clock", "type": "solid", "backgroundColor": "#000000",
                   "frame": {"x": 5, "y": 5, "width": 10, "height": 10}, "transform": {"scale": 2}}]}]
  """

@Test func regressionIgnoreListsRegionsAndLayers() throws {
  let fixture = try SceneFixture()
  let scene = try fixture.load(
    """
    {"duration": 1, \(layers),
     "regression": {"note": "the status bar and the clock", "ignore": [
       {"x": 0, "y": 0, "width": "W", "height": "safeTop + 4"}, {"layer": "clock"},
       {"x": "W-20", "y": "H-10", "width": 20, "height": 10}]}}
    """)
  let device = try DeviceCatalog.device(named: "iphone-8")
  let regions = try #require(scene.regression).regions(on: device, file: scene.file)
  #expect(
    regions.map(\.rect) == [Rect(x: 0, y: 0, width: 375, height: 24), Rect(x: 355, y: 657, width: 20, height: 10)])
  #expect(regions.map(\.path) == ["regression.ignore[0]", "regression.ignore[2]"])
  #expect(scene.regression?.layers == ["clock"])
}

@Test func regressionIgnoreMistakesNameTheEntry() throws {
  let fixture = try SceneFixture()
  #expect(
    fixture.error(#"{"duration": 1, \#(layers), "regression": {"ignore": [{"layer": "clok"}]}}"#)
      == "scene.json: regression.ignore[0].layer: no layer has id 'clok' (did you mean 'clock'?)")
  let message = fixture.error(#"{"duration": 1, \#(layers), "regression": {"ignore": [{"x": 0, "y": 0, "w": 4}]}}"#)
  #expect(message?.hasPrefix("scene.json: regression.ignore[0]") == true, "\(message ?? "")")
  let scene = try fixture.load(
    #"{"duration": 1, \#(layers), "regression": {"ignore": [{"x": 0, "y": "H-5", "width": 10, "height": 10}]}}"#)
  let device = try DeviceCatalog.device(named: "60x100@1")
  #expect(
    throws: SceneError(
      "scene.json: regression.ignore[0]: the region ends at y = 105, past the bottom edge of the 60×100 pt screen on 60x100@1"
    )
  ) {
    try scene.regression!.regions(on: device, file: scene.file)
  }
}

@Test func aLayersScreenBoundsFollowItsTransformsAndTimeline() throws {
  let fixture = try SceneFixture()
  let scene = try fixture.load(
    """
    {"duration": 1, \(layers),
     "timeline": [{"at": 0.5, "set": {"group": {"transform": {"translation": [3, 0]}}}},
                  {"at": 0.8, "set": {"group": {"hidden": true}}}]}
    """)
  let resolved = try scene.resolved(for: DeviceCatalog.device(named: "60x100@1"))
  // The clock's 10 pt square, scaled 2 about its centre (20, 20) in the screen: 10...30.
  #expect(resolved.screenBounds(of: "clock", at: 0) == Rect(x: 10, y: 10, width: 20, height: 20))
  #expect(resolved.screenBounds(of: "clock", at: 0.5) == Rect(x: 13, y: 10, width: 20, height: 20))
  #expect(resolved.screenBounds(of: "group", at: 0) == Rect(x: 10, y: 10, width: 40, height: 40))
  #expect(resolved.screenBounds(of: "clock", at: 0.9) == nil)
  #expect(resolved.screenBounds(of: "nothing", at: 0) == nil)
}

@Test func aMotionTrackThatIsNotOneNamesTheFile() throws {
  let fixture = try SceneFixture()
  let path = fixture.directory.appendingPathComponent("golden.gif.motion.json").path
  try Data(#"{"scene": "x"}"#.utf8).write(to: URL(fileURLWithPath: path))
  #expect(throws: SceneError("\(path): not a motion track written by splashreel (missing device)")) {
    try MotionTrack.load(contentsOf: path)
  }
  #expect(throws: SceneError("\(path).missing: cannot read the motion track")) {
    try MotionTrack.load(contentsOf: path + ".missing")
  }
}
