import SplashRaster
import Testing

@testable import SplashScene

@Test func presetsAreTheFourBundledAnimations() throws {
  #expect(Presets.names == ["ad-splash", "welcome-back", "weibo-welcome", "launch-image"])
  #expect(try Presets.names.map { try Presets.load($0).duration } == [3.0, 4.5, 3.0, 3.5])
  #expect(
    throws: SceneError(
      "unknown preset 'ad-splsh' (did you mean 'ad-splash'?); run 'splashreel presets' for the list, or give a scene file (.json)"
    )
  ) { try Presets.load("ad-splsh") }
}

/// Every preset on every catalog iPhone: the scene resolves, its frames cover its length, and its
/// first and last frames draw. Phones with the same screen (size, scale, safe area, cutout) resolve
/// to the same scene, so one render at 1 pixel per point stands for all of them (full-size renders
/// of every phone are the release run's job: scripts/dev render).
@Test(arguments: Presets.names)
func presetRendersOnEveryCatalogIPhone(_ preset: String) throws {
  let scene = try Presets.load(preset)
  var representatives: [String: ResolvedScene] = [:]
  for device in DeviceCatalog.iPhones {
    let resolved = try scene.resolved(for: device)
    #expect(resolved.duration == scene.duration)
    let plan = FramePlan(duration: resolved.duration, fps: 30)
    #expect(plan.isExact && plan.frameCount == Int(resolved.duration * 30))
    #expect(plan.time(ofFrame: plan.frameCount - 1) < resolved.duration)
    let screen = "\(device.width)x\(device.height)@\(device.scale) \(device.safeArea) \(device.cutout)"
    if let first = representatives[screen] {
      #expect(resolved.initial == first.initial && resolved.rules == first.rules, "\(device.name)")
      continue
    }
    representatives[screen] = resolved
    let renderer = try FrameRenderer(scene: resolved, renderScale: 1, cache: presetImages)
    let start = renderer.render(at: 0)
    let end = renderer.render(at: plan.time(ofFrame: plan.frameCount - 1))
    #expect(start.width == device.width && start.height == device.height)
    // The scene's own screen shows first, the app's home screen last.
    let centre = (device.width / 2, device.height / 2)
    #expect(differ(start[centre.0, centre.1], end[centre.0, centre.1], by: 8), "\(preset) on \(device.name)")
    #expect(start[centre.0, centre.1].a == 255 && end[0, 0].a == 255)
  }
  #expect(representatives.count == 15)  // the iPhone Air brought the fifteenth screen
}
