import Foundation
import Testing
@testable import SplashCLI

/// A temporary folder holding the artwork's launch images and a config that points to them by
/// relative path, plus a cache folder.
private struct LaunchFolder {
  let root: URL
  var config: String { root.appendingPathComponent("config.json").path }
  var cache: String { root.appendingPathComponent("cache").path }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("splashreel-cli-launch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/launch-image")
    for name in ["launch-micro.jpg", "launch-small.jpg", "launch-middle.jpg", "launch-big.jpg"] {
      try FileManager.default.copyItem(at: assets.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
  }

  func writeConfig(show: String, middle: String = "launch-middle.jpg", errno: Int = 0) throws {
    let text = """
      {"errno": \(errno), "errmsg": "busy", "result": {"launch_image": {"show": \(show), "micro": "launch-micro.jpg",
        "small": "launch-small.jpg", "middle": "\(middle)", "big": "launch-big.jpg"}}}
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: config))
  }

  /// The size of one of the copied images (the artwork may be regenerated; its size is not fixed here).
  func byteCount(_ name: String) throws -> Int {
    try Data(contentsOf: root.appendingPathComponent(name)).count
  }

  func cached() throws -> [String] {
    guard FileManager.default.fileExists(atPath: cache) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: cache).sorted()
  }

  func run(_ extra: [String] = [], device: String = "iphone-8") -> (status: Int32, output: String, errors: String) {
    let console = Console.capturing()
    let status = SplashReelTool.main(
      ["launch-image", "--config", config, "--device", device, "--cache", cache] + extra, console: console)
    return (status, console.output, console.errors)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

@Test func twoLaunchesDownloadThenPurge() throws {
  let folder = try LaunchFolder()
  defer { folder.remove() }
  try folder.writeConfig(show: "1")
  let first = folder.run()
  #expect(first.status == 0)
  #expect(first.errors == "")
  #expect(
    first.output == """
      config: \(folder.config) (show = 1)
      variant: middle (screen height 667 pt, as in the original)
      downloaded: \(folder.root.appendingPathComponent("launch-middle.jpg").absoluteString) (\(try folder.byteCount("launch-middle.jpg")) bytes, 750x1334 px) -> \(folder.cache)/launch-middle.jpg
      next launch: \(folder.cache)/launch-middle.jpg full-screen (scaleToFill) for 3 s, then the home screen

      """)
  #expect(try folder.cached() == [".launch-image-state.json", "launch-middle.jpg"])

  try folder.writeConfig(show: "false")
  let second = folder.run()
  #expect(second.status == 0)
  #expect(
    second.output == """
      config: \(folder.config) (show = 0)
      variant: middle (screen height 667 pt, as in the original)
      purged: \(folder.cache)/launch-middle.jpg
      next launch: no launch image; the home screen at once

      """)
  #expect(try folder.cached() == [".launch-image-state.json"])
  #expect(folder.run().output.contains("purged: nothing was cached\n"))
}

@Test func otherDevicesAndTheVariantOverride() throws {
  let folder = try LaunchFolder()
  defer { folder.remove() }
  try folder.writeConfig(show: "\"1\"")
  let pro = folder.run(["--quiet"], device: "iphone-15-pro")
  #expect(pro.status == 0)
  #expect(pro.output == "")
  let forced = folder.run(["--variant", "micro"], device: "390x844@3")
  #expect(forced.output.contains("variant: micro (--variant)\n"))
  #expect(forced.output.contains("(\(try folder.byteCount("launch-micro.jpg")) bytes, 640x960 px)"))
  #expect(try folder.cached() == [".launch-image-state.json", "launch-micro.jpg", "launch-middle.jpg"])
  let state = try String(contentsOfFile: folder.cache + "/.launch-image-state.json", encoding: .utf8)
  #expect(state.contains("\"390x844@3\": {\n      \"launchImage\": \"launch-micro.jpg\""))
  #expect(state.contains("\"iphone-15-pro\": {\n      \"launchImage\": \"launch-middle.jpg\""))
}

@Test func aFailedUpdateKeepsTheEarlierImageWithAWarning() throws {
  let folder = try LaunchFolder()
  defer { folder.remove() }
  try folder.writeConfig(show: "1")
  #expect(folder.run().status == 0)
  try folder.writeConfig(show: "1", middle: "gone.jpg")
  let offline = folder.run(["--quiet"])
  #expect(offline.status == 0)
  #expect(offline.output == "")
  #expect(
    offline.errors
      == "splashreel launch-image: warning: \(folder.root.path)/gone.jpg: no such file; the next launch shows the image cached earlier (\(folder.cache)/launch-middle.jpg)\n"
  )
  // With nothing cached for the device, the same failure is an error.
  let fresh = folder.run(device: "iphone-se-2")
  #expect(fresh.status == 1)
  #expect(fresh.output == "")
  #expect(fresh.errors == "splashreel launch-image: \(folder.root.path)/gone.jpg: no such file\n")
}

@Test func configMistakesAreOneLineErrors() throws {
  let folder = try LaunchFolder()
  defer { folder.remove() }
  try folder.writeConfig(show: "1", errno: 42)
  let errno = folder.run()
  #expect(errno.status == 1)
  #expect(errno.errors == "splashreel launch-image: \(folder.config): errno is 42, not 0 (errmsg: \"busy\"); the app shows no launch image\n")
  try folder.writeConfig(show: "2")
  #expect(
    folder.run().errors
      == "splashreel launch-image: \(folder.config): result.launch_image.show must be 0, 1, true, false, \"0\" or \"1\", got 2\n")
  try Data("{\"errno\": 0,".utf8).write(to: URL(fileURLWithPath: folder.config))
  #expect(
    folder.run().errors
      == "splashreel launch-image: \(folder.config): malformed JSON at line 1, column 13: unexpected end of input, expected a string key\n")
  #expect(try folder.cached() == [])
}

@Test(arguments: [
  (["launch-image", "--device", "iphone-8"], "--config is required (a URL or a file)"),
  (["launch-image", "--config", "c.json"], "--device is required (a catalog name such as iphone-8, or WxH@S)"),
  (["launch-image", "--config", "c.json", "--device", "iphone-8", "--variant", "huge"], "--variant must be micro, small, middle or big, got 'huge'"),
  (["launch-image", "--config", "c.json", "--device", "iphone-8", "--timeout", "0"], "--timeout must be a number in 0.001...600.0, got '0'"),
  (["launch-image", "c.json", "--device", "iphone-8"], "unexpected argument 'c.json'; the config is given with --config"),
  (["launch-image", "--config", "c.json", "--devcie", "iphone-8"], "unknown option '--devcie' (did you mean --device?)"),
])
func usageMistakesExitWithStatusTwo(arguments: [String], message: String) {
  let console = Console.capturing()
  #expect(SplashReelTool.main(arguments, console: console) == 2)
  #expect(console.errors == "splashreel launch-image: \(message)\n")
}

@Test func anUnknownDeviceOrSchemeIsAnError() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["launch-image", "--config", "c.json", "--device", "iphone-88"], console: console) == 1)
  #expect(
    console.errors
      == "splashreel launch-image: unknown device 'iphone-88' (did you mean 'iphone-8'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)\n")
  let scheme = Console.capturing()
  #expect(SplashReelTool.main(["launch-image", "--config", "ftp://h/c.json", "--device", "iphone-8"], console: scheme) == 1)
  #expect(scheme.errors == "splashreel launch-image: ftp://h/c.json: unsupported URL scheme 'ftp' (use http, https, file or a path)\n")
}

@Test func helpExplainsTheTwoLaunches() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["launch-image", "--help"], console: console) == 0)
  #expect(console.output == LaunchImageCommand.help + "\n")
  #expect(console.output.contains("only the NEXT launch shows that picture full-screen (scaled to fill) for 3 s"))
  let overview = Console.capturing()
  _ = SplashReelTool.main(["--help"], console: overview)
  #expect(overview.output.contains("  launch-image  Preview a server-configured launch image"))
}
