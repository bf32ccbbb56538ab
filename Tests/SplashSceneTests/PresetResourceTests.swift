import Foundation
import SplashPresets
import SplashScene
import SplashTestSupport
import Testing

/// The presets ship as the package's resources: the build's bundle holds every preset's scene and
/// images, byte for byte as `Assets/` (so a program finds them with no checkout and no variable).
@Test func theResourceBundleHoldsEveryPresetAsAssetsHasIt() throws {
  let bundle = PresetResources.directory
  #expect(bundle.lastPathComponent.hasSuffix("_SplashPresets.resources"))
  var checkout = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { checkout.deleteLastPathComponent() }
  let assets = checkout.appendingPathComponent("Assets")
  for name in Presets.names {
    for file in try FileManager.default.contentsOfDirectory(atPath: assets.appendingPathComponent(name).path) {
      let relative = "\(name)/\(file)"
      #expect(
        FileManager.default.contents(atPath: bundle.appendingPathComponent(relative).path)
          == FileManager.default.contents(atPath: assets.appendingPathComponent(relative).path), "\(relative)")
    }
  }
  #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("shared/home@3x.jpg").path))
}

/// Run elsewhere than a checkout, with no `SPLASHREEL_ASSETS`, the executable renders a preset
/// from its bundle.
@Test func theExecutableFindsThePresetsWithNoCheckoutAndNoVariable() throws {
  var checkout = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { checkout.deleteLastPathComponent() }
  let scratch = TemporaryFolder("presets")
  let folder = scratch.url
  let run = try Subprocess.run(
    checkout.appendingPathComponent(".build/debug/splashreel").path,
    ["sheet", "weibo-welcome", "--device", "40x80@1", "--frames", "2", "--out", "sheet.png"], in: folder.path,
    environment: ProcessInfo.processInfo.environment.filter { $0.key != "SPLASHREEL_ASSETS" })
  #expect(run.status == 0, "\(run.errors)")
  #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet.png").path))
}
