import Foundation
import Testing

@testable import SplashScene

/// The complete example of docs/scene-format.md is a valid scene that behaves like the preset.
@Test func documentedExampleIsTheAdSplashPreset() throws {
  var root = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { root.deleteLastPathComponent() }
  let document = try String(contentsOf: root.appendingPathComponent("docs/scene-format.md"), encoding: .utf8)
  let start = document.range(of: "```json\n")!.upperBound
  let end = document.range(of: "\n```", range: start..<document.endIndex)!.lowerBound
  let example = try Scene.decode(
    Data(document[start..<end].utf8), file: "scene-format.md",
    directory: root.appendingPathComponent("Assets/ad-splash"),
    defaultName: "example")
  let preset = try Presets.load("ad-splash")
  #expect(example.name == "ad-splash" && example.duration == preset.duration)
  for device in ["iphone-8", "iphone-15-pro"] {
    let a = try example.resolved(for: DeviceCatalog.device(named: device))
    let b = try preset.resolved(for: DeviceCatalog.device(named: device))
    #expect(a.initial == b.initial && a.timeline.steps == b.timeline.steps && a.duration == b.duration)
  }
}
