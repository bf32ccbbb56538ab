import Foundation
import SplashReel
import Testing

/// The goldens beside this file.
private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__")

/// The welcome-back animation on an iPhone 15 at 1 pixel per point, 30 fps: recorded when the
/// golden is missing (never on CI), compared frame by frame otherwise. A change writes diff.gif,
/// side-by-side.gif, contact-sheet.png, report.json and summary.md to Output/failures/.
@Test func welcomeBackMatchesItsGolden() throws {
  try SceneSnapshot.assertMatchesGolden(
    scene: Presets.load("welcome-back"), device: "iphone-15",
    golden: goldens.appendingPathComponent("welcome-back-iphone-15.gif").path)
}
