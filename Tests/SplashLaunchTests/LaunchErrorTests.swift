import Testing
@testable import SplashLaunch

@Test func LaunchErrorDescriptionIsTheMessage() {
  #expect(String(describing: LaunchError("scene.json: layers[2].frame.x: bad")) == "scene.json: layers[2].frame.x: bad")
}
