import Foundation
import SplashGD
import SplashGIF
import SplashRaster
import SplashScene
import SplashTestSupport
import Testing

@testable import SplashCLI
@testable import SplashLaunch

// Every run renders the next launch, so the tests use narrow custom screens (20 pt wide) whose
// heights still pick variants by the original's rule: 667 → middle, 480 → micro.

/// A temporary folder holding the artwork's launch images and a config that points to them by
/// relative path, plus a cache folder.
private struct LaunchFolder {
  /// Removed when the test's last copy of the value goes.
  let scratch = TemporaryFolder("cli-launch")
  let root: URL
  var config: String { root.appendingPathComponent("config.json").path }
  var cache: String { root.appendingPathComponent("cache").path }
  var gif: String { root.appendingPathComponent("out/next.gif").path }

  init() throws {
    root = scratch.url
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../Assets/launch-image")
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

  func run(_ extra: [String] = [], device: String = "20x667@1") -> (status: Int32, output: String, errors: String) {
    let console = Console.capturing()
    let status = SplashReelTool.main(
      ["launch-image", "--config", config, "--device", device, "--cache", cache, "--out", gif] + extra, console: console
    )
    return (status, console.output, console.errors)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// The frames of the GIF at `path`: (delay in cs, RGBA of every pixel if the frame is one colour, else nil).
private func solidFrames(_ path: String) throws -> [(delay: Int, color: [UInt8]?)] {
  var decoder = try GIFDecoder(contentsOf: path)
  return try decoder.allFrames().map { frame in
    let first = Array(frame.surface.pixels[0..<4])
    let solid = stride(from: 0, to: frame.surface.pixels.count, by: 4).allSatisfy {
      Array(frame.surface.pixels[$0..<$0 + 4]) == first
    }
    return (frame.delay, solid ? first : nil)
  }
}

@Test func twoLaunchesDownloadThenPurge() throws {
  let folder = try LaunchFolder()
  defer { folder.remove() }
  try folder.writeConfig(show: "1")
  let first = folder.run()
  #expect(first.status == 0)
  #expect(first.errors == "")
  let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.gif)).count
  // The preset home screen made for 16:9 phones, named relative to the cache (the scene's folder).
  let home = NextLaunchScene.relativePath(
    from: URL(fileURLWithPath: folder.cache),
    to: Presets.assetsDirectory().appendingPathComponent("shared/home-classic"))
  let homeRule = "launch-image-next on 20x667@1: home: image \(home), made for 375x667 (the screen height matches)"
  #expect(
    first.output == """
      config: \(folder.config) (show = 1)
      variant: middle (screen height 667 pt, as in the original)
      downloaded: \(folder.root.appendingPathComponent("launch-middle.jpg").absoluteString) (\(try folder.byteCount("launch-middle.jpg")) bytes, 750x1334 px) -> \(folder.cache)/launch-middle.jpg
      next launch: \(folder.cache)/launch-middle.jpg full-screen (scaleToFill) for 3 s, then the home screen
      \(homeRule)
      \(folder.gif): 7 rendered frames at 2 fps, 2 stored (5 identical merged), 3.5 s, 20x667, \(bytes) bytes

      """)
  #expect(try folder.cached() == [".launch-image-state.json", ".launch-image-state.lock", "launch-middle.jpg"])
  #expect(try solidFrames(folder.gif).map(\.delay) == [300, 50])

  try folder.writeConfig(show: "false")
  let second = folder.run()
  #expect(second.status == 0)
  let secondBytes = try Data(contentsOf: URL(fileURLWithPath: folder.gif)).count
  #expect(
    second.output == """
      config: \(folder.config) (show = 0)
      variant: middle (screen height 667 pt, as in the original)
      purged: \(folder.cache)/launch-middle.jpg
      next launch: no launch image; the home screen at once
      \(homeRule)
      \(folder.gif): 7 rendered frames at 2 fps, 1 stored (6 identical merged), 3.5 s, 20x667, \(secondBytes) bytes

      """)
  #expect(try folder.cached() == [".launch-image-state.json", ".launch-image-state.lock"])
  #expect(folder.run().output.contains("purged: nothing was cached\n"))
}

@Test func theGIFShowsTheCachedPictureForThreeSecondsThenTheHomeScreen() throws {
  let folder = try LaunchFolder()
  defer { folder.remove() }
  let red = try PNGEncoder.encode(
    try Surface(width: 4, height: 6, fill: PremultipliedColor(r: 255, g: 0, b: 0, a: 255)))
  let blue = try PNGEncoder.encode(
    try Surface(width: 5, height: 5, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255)))
  try Data(red).write(to: folder.root.appendingPathComponent("red.png"))
  try Data(blue).write(to: folder.root.appendingPathComponent("blue.png"))
  try folder.writeConfig(show: "1", middle: "red.png")
  let home = folder.root.appendingPathComponent("blue.png").path
  #expect(folder.run(["--home", home, "--quiet"]).status == 0)
  let frames = try solidFrames(folder.gif)
  #expect(frames.map(\.delay) == [300, 50])
  #expect(frames.map(\.color) == [[255, 0, 0, 255], [0, 0, 255, 255]])
  // show = 0: the home screen alone, for the same 3.5 s.
  try folder.writeConfig(show: "0", middle: "red.png")
  #expect(folder.run(["--home", home, "--quiet"]).status == 0)
  let purged = try solidFrames(folder.gif)
  #expect(purged.map(\.delay) == [350])
  #expect(purged.map(\.color) == [[0, 0, 255, 255]])
  // The offline fallback renders with the picture cached earlier.
  try folder.writeConfig(show: "1", middle: "red.png")
  #expect(folder.run(["--home", home, "--quiet"]).status == 0)
  try folder.writeConfig(show: "1", middle: "gone.png")
  let offline = folder.run(["--home", home, "--quiet"])
  #expect(offline.errors.hasSuffix("the next launch shows the image cached earlier (\(folder.cache)/red.png)\n"))
  #expect(try solidFrames(folder.gif).map(\.color) == [[255, 0, 0, 255], [0, 0, 255, 255]])
}

@Test func otherDevicesAndTheVariantOverride() throws {
  let folder = try LaunchFolder()
  defer { folder.remove() }
  try folder.writeConfig(show: "\"1\"")
  let pro = folder.run(["--quiet"], device: "20x43@1")
  #expect(pro.status == 0)
  #expect(pro.output == "")
  let forced = folder.run(["--variant", "micro"], device: "18x39@1")
  #expect(forced.output.contains("variant: micro (--variant)\n"))
  #expect(forced.output.contains("(\(try folder.byteCount("launch-micro.jpg")) bytes, 640x960 px)"))
  #expect(
    try folder.cached() == [
      ".launch-image-state.json", ".launch-image-state.lock", "launch-micro.jpg", "launch-middle.jpg",
    ])
  let state = try String(contentsOfFile: folder.cache + "/.launch-image-state.json", encoding: .utf8)
  #expect(state.contains("\"18x39@1\": {\n      \"launchImage\": \"launch-micro.jpg\""))
  #expect(state.contains("\"20x43@1\": {\n      \"launchImage\": \"launch-middle.jpg\""))
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
  let fresh = folder.run(device: "21x667@1")
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
  #expect(
    errno.errors
      == "splashreel launch-image: \(folder.config): errno is 42, not 0 (errmsg: \"busy\"); the app shows no launch image\n"
  )
  try folder.writeConfig(show: "2")
  #expect(
    folder.run().errors
      == "splashreel launch-image: \(folder.config): result.launch_image.show must be 0, 1, true, false, \"0\" or \"1\", got 2\n"
  )
  try Data("{\"errno\": 0,".utf8).write(to: URL(fileURLWithPath: folder.config))
  #expect(
    folder.run().errors
      == "splashreel launch-image: \(folder.config): malformed JSON at line 1, column 13: unexpected end of input, expected a string key\n"
  )
  #expect(try folder.cached() == [])
}

@Test(arguments: [
  (["launch-image", "--device", "iphone-8"], "--config is required (a URL or a file)"),
  (["launch-image", "--config", "c.json"], "--device is required (a catalog name such as iphone-8, or WxH@S)"),
  (
    ["launch-image", "--config", "c.json", "--device", "iphone-8", "--variant", "huge"],
    "--variant must be micro, small, middle or big, got 'huge'"
  ),
  (
    ["launch-image", "--config", "c.json", "--device", "iphone-8", "--timeout", "0"],
    "--timeout must be a number in 0.001...600.0, got '0'"
  ),
  (
    ["launch-image", "c.json", "--device", "iphone-8"],
    "unexpected argument 'c.json'; the config is given with --config"
  ),
  (
    ["launch-image", "--config", "c.json", "--devcie", "iphone-8"], "unknown option '--devcie' (did you mean --device?)"
  ),
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
      == "splashreel launch-image: unknown device 'iphone-88' (did you mean 'iphone-8'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)\n"
  )
  let scheme = Console.capturing()
  #expect(
    SplashReelTool.main(["launch-image", "--config", "ftp://h/c.json", "--device", "iphone-8"], console: scheme) == 1)
  #expect(
    scheme.errors
      == "splashreel launch-image: ftp://h/c.json: unsupported URL scheme 'ftp' (use http, https, file or a path)\n")
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
