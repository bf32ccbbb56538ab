import Testing
@testable import SplashDiff

@Test func DiffErrorDescriptionIsTheMessage() {
  #expect(String(describing: DiffError("scene.json: layers[2].frame.x: bad")) == "scene.json: layers[2].frame.x: bad")
}
