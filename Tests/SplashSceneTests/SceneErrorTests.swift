import Testing

@testable import SplashScene

@Test func SceneErrorDescriptionIsTheMessage() {
  #expect(String(describing: SceneError("scene.json: layers[2].frame.x: bad")) == "scene.json: layers[2].frame.x: bad")
}
