import Testing
@testable import SplashGIF

@Test func GIFErrorDescriptionIsTheMessage() {
  #expect(String(describing: GIFError("scene.json: layers[2].frame.x: bad")) == "scene.json: layers[2].frame.x: bad")
}
