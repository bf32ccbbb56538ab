import Testing
@testable import SplashGD

@Test func GDErrorDescriptionIsTheMessage() {
  #expect(String(describing: GDError("scene.json: layers[2].frame.x: bad")) == "scene.json: layers[2].frame.x: bad")
}
