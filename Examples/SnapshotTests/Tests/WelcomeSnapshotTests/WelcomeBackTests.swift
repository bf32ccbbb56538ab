import SplashReelTesting
import Testing

/// The welcome-back animation on an iPhone 15 at 1 pixel per point, 30 fps, compared frame by
/// frame with the golden beside this file; a missing golden is recorded (never on CI) and the test
/// fails once, asking to run it again.
@Test func welcomeBackMatchesItsGolden() throws {
  SceneSnapshot.assertMatchesGolden(
    scene: try Presets.load("welcome-back"), device: "iphone-15",
    golden: "__Goldens__/welcome-back-iphone-15.gif")
}
