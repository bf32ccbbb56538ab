import SplashReelTesting
import Testing

/// welcome-back changed in Swift (a half-transparent avatar that springs up faster), checked like the
/// preset itself: in a debug build the edited scene is encoded and handed to the release
/// executable, so it takes as long as the preset's check.
@Test func anEditedWelcomeBackMatchesItsGolden() throws {
  var scene = try Presets.load("welcome-back")
  scene[layer: "avatar"]?[.alpha] = .number(0.5)
  try scene.setProperty("transform.scale", of: "avatar", to: .number(0.8))
  scene[step: "avatar-up"]?.duration = 0.6
  SceneSnapshot.assertMatchesGolden(
    scene: scene, device: "iphone-se", golden: "__Goldens__/welcome-back-edited-iphone-se.gif", fps: 10)
}
