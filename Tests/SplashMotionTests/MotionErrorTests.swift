import Testing

@testable import SplashMotion

@Test func MotionErrorDescriptionIsTheMessage() {
  #expect(String(describing: MotionError("scene.json: layers[2].frame.x: bad")) == "scene.json: layers[2].frame.x: bad")
}
