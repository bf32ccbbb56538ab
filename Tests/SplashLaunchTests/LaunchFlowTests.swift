import Foundation
import SplashGD
import SplashRaster
import SplashScene
import SplashTestSupport
import Testing

@testable import SplashLaunch

/// A 4×6 PNG of one colour.
func pngBytes(red: UInt8, green: UInt8, blue: UInt8, width: Int = 4, height: Int = 6) throws -> [UInt8] {
  let surface = try Surface(width: width, height: height, fill: PremultipliedColor(r: red, g: green, b: blue, a: 255))
  return try PNGEncoder.encode(surface)
}

/// A config whose four variants are `images` (micro, small, middle, big).
func launchConfig(show: String, images: [String]) -> String {
  """
  {"errno": 0, "result": {"launch_image": {"show": \(show),
    "micro": "\(images[0])", "small": "\(images[1])", "middle": "\(images[2])", "big": "\(images[3])"}}}
  """
}

/// The default byte limits with a deadline long enough for a machine busy with other builds; the
/// deadline itself is tested with 0.5 s where that is the point.
private let relaxed = FetchLimits(timeout: 60)

/// A server holding two PNGs and a text file, and an empty cache directory.
private struct Fixture {
  let server: TestServer
  let cache: LaunchCache
  let red: [UInt8]
  let blue: [UInt8]

  init(_ server: TestServer) throws {
    self.server = server
    cache = LaunchCache(directory: server.root.appendingPathComponent("client-cache"))
    red = try pngBytes(red: 255, green: 0, blue: 0)
    blue = try pngBytes(red: 0, green: 0, blue: 255, width: 6, height: 4)
    try server.put("3.png", red)
    try server.put("4.png", blue)
    try server.put("notes.txt", "not an image\n")
  }

  /// Serves `text` as `name` and runs one launch of an iPhone 8 (375×667, middle) against it.
  func launch(
    config text: String, name: String = "config.json", device: String = "iphone-8", width: Int = 375, height: Int = 667,
    limits: FetchLimits = relaxed
  ) throws -> LaunchOutcome {
    try server.put(name, text)
    return try flow(config: server.url("/files/\(name)"), device: device, width: width, height: height, limits: limits)
      .run()
  }

  func flow(
    config: String, device: String = "iphone-8", width: Int = 375, height: Int = 667, limits: FetchLimits = relaxed
  ) throws -> LaunchFlow {
    LaunchFlow(
      config: try ResourceLocation.parse(config), device: device, screenWidth: width, screenHeight: height,
      cache: cache, limits: limits)
  }

  /// The config's error, or nil when it succeeded.
  func failure(config text: String, limits: FetchLimits = relaxed) -> String? {
    do {
      _ = try launch(config: text, limits: limits)
      return nil
    } catch {
      return "\(error)"
    }
  }

  func images(_ middle: String) -> [String] {
    ["/files/1.png", "/files/2.png", middle, "/files/4.png"].map { $0.hasPrefix("/") ? server.url($0) : $0 }
  }

  /// The files in the cache directory, sorted.
  func cached() throws -> [String] {
    guard FileManager.default.fileExists(atPath: cache.directory.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: cache.directory.path).sorted()
  }
}

private func withFixture(_ body: (Fixture) throws -> Void) throws {
  try TestServer.with { server throws in try body(try Fixture(server)) }
}

@Test func showOneDownloadsTheScreensVariantAndRemembersIt() throws {
  try withFixture { f throws in
    let outcome = try f.launch(config: launchConfig(show: "1", images: f.images("/files/3.png")))
    let entry = CacheEntry(file: "3.png", url: f.server.url("/files/3.png"), variant: .middle)
    #expect(
      outcome
        == LaunchOutcome(
          show: true, choice: VariantChoice(variant: .middle, rule: .height),
          update: .downloaded(entry, byteCount: f.red.count, pixelWidth: 4, pixelHeight: 6), nextLaunch: entry))
    #expect(try f.cached() == [".launch-image-state.json", ".launch-image-state.lock", "3.png"])
    #expect(try Array(Data(contentsOf: f.cache.fileURL(for: entry))) == f.red)
    #expect(try f.cache.entry(for: "iphone-8") == entry)
  }
}

@Test func twoLaunchesShowOneThenZeroPurgesFileAndState() throws {
  try withFixture { f throws in
    _ = try f.launch(config: launchConfig(show: "1", images: f.images("/files/3.png")))
    let second = try f.launch(config: launchConfig(show: "0", images: f.images("/files/3.png")))
    #expect(
      second
        == LaunchOutcome(
          show: false, choice: VariantChoice(variant: .middle, rule: .height), update: .purged(removed: ["3.png"]),
          nextLaunch: nil))
    #expect(try f.cached() == [".launch-image-state.json", ".launch-image-state.lock"])
    #expect(try f.cache.entry(for: "iphone-8") == nil)
    #expect(
      try String(contentsOf: f.cache.stateURL, encoding: .utf8) == "{\n  \"devices\": {\n  },\n  \"files\": {\n  }\n}\n"
    )
  }
}

@Test(arguments: [("1", true), ("0", false), ("true", true), ("false", false), ("\"1\"", true), ("\"0\"", false)])
func everyFormOfShowOverHTTP(text: String, show: Bool) throws {
  try withFixture { f throws in
    let outcome = try f.launch(config: launchConfig(show: text, images: f.images("/files/3.png")))
    #expect(outcome.show == show)
    #expect(try f.cached() == (show ? [".launch-image-state.json", ".launch-image-state.lock", "3.png"] : []))
  }
}

@Test func otherScreensAndTheOverridePickTheirVariant() throws {
  try withFixture { f throws in
    let config = launchConfig(
      show: "1", images: ["/files/1.png", "/files/2.png", "/files/3.png", "/files/4.png"].map(f.server.url))
    let plus = try f.launch(config: config, device: "iphone-8-plus", width: 414, height: 736)
    #expect(plus.choice == VariantChoice(variant: .big, rule: .height))
    #expect(plus.nextLaunch?.file == "4.png")
    let pro = try f.launch(config: config, device: "iphone-15-pro", width: 393, height: 852)
    #expect(pro.choice == VariantChoice(variant: .middle, rule: .nearestAspect))
    var flow = try f.flow(config: f.server.url("/files/config.json"), device: "iphone-se", width: 320, height: 568)
    flow.variantOverride = .big
    let forced = try flow.run()
    #expect(forced.choice == VariantChoice(variant: .big, rule: .explicit))
    #expect(forced.nextLaunch == CacheEntry(file: "4.png", url: f.server.url("/files/4.png"), variant: .big))
  }
}

@Test func imagesFollowRedirectsAndTakeTheRequestedName() throws {
  try withFixture { f throws in
    let outcome = try f.launch(config: launchConfig(show: "1", images: f.images("/redirect/302/files/3.png")))
    #expect(outcome.nextLaunch?.file == "3.png")
    #expect(try f.cached() == [".launch-image-state.json", ".launch-image-state.lock", "3.png"])
  }
}

@Test(arguments: [
  ("/img/..?serve=3.png", nil),
  ("/img/../../x?serve=3.png", "x.png"),
  ("/img/%2e%2e%2fx?serve=3.png", "x.png"),
  ("/img/%2e%2e?serve=3.png", nil),
  ("/img/?serve=3.png", nil),
  ("/img/a%00b.png?serve=3.png", "a_b.png"),
  ("/img/..%5c..%5cwin.png?serve=3.png", "win.png"),
  ("/img/a%2f..%2f..%2f.launch-image-state.json?serve=3.png", "launch-image-state.png"),
  ("/img/\(String(repeating: "n", count: 400)).png?serve=3.png", String(repeating: "n", count: 96) + ".png"),
])
func hostileImageNamesStayInTheCache(path: String, expected: String?) throws {
  try withFixture { f throws in
    let url = f.server.url(path)
    let outcome = try f.launch(config: launchConfig(show: "1", images: f.images(url)))
    let name = expected ?? "launch-image-\(CacheFileName.hash(URL(string: url)!.absoluteString)).png"
    #expect(outcome.nextLaunch?.file == name)
    #expect(try f.cached() == [".launch-image-state.json", ".launch-image-state.lock", name].sorted())
    #expect(try Array(Data(contentsOf: f.cache.directory.appendingPathComponent(name))) == f.red)
    // The server's root holds only what the test put there plus the cache: nothing escaped upwards.
    let root = try FileManager.default.contentsOfDirectory(atPath: f.server.root.path).sorted()
    #expect(root == ["3.png", "4.png", "client-cache", "config.json", "notes.txt"])
  }
}

@Test func failuresWithoutACacheAreErrors() throws {
  try withFixture { f throws in
    let url = f.server.url
    #expect(
      f.failure(config: launchConfig(show: "1", images: f.images("/files/missing.png")))
        == url("/files/missing.png") + ": HTTP status 404 (Not Found)")
    #expect(
      f.failure(config: launchConfig(show: "1", images: f.images("/status/500")))
        == url("/status/500") + ": HTTP status 500 (Internal Server Error)")
    #expect(
      f.failure(config: launchConfig(show: "1", images: f.images("/slow/60/3.png")), limits: FetchLimits(timeout: 0.5))
        == url("/slow/60/3.png") + ": no complete response within 0.5 s (--timeout)")
    #expect(
      f.failure(config: launchConfig(show: "1", images: f.images("/huge/30000000")))
        == url("/huge/30000000") + ": larger than the image limit of 20 MB (20971520 bytes)")
    #expect(
      f.failure(config: launchConfig(show: "1", images: f.images("/files/notes.txt")))
        == url("/files/notes.txt") + ": not a PNG, JPEG, WebP or GIF image (result.launch_image.middle)")
    #expect(try f.cached() == [])
    do {
      _ = try f.flow(config: url("/status/404")).run()
      Issue.record("expected an error")
    } catch {
      #expect("\(error)" == url("/status/404") + ": HTTP status 404 (Not Found)")
    }
  }
}

@Test func configMistakesAreErrorsOverHTTP() throws {
  try withFixture { f throws in
    let config = f.server.url("/files/config.json")
    #expect(
      f.failure(config: #"{"errno": 7, "errmsg": "campaign paused"}"#)
        == config + #": errno is 7, not 0 (errmsg: "campaign paused"); the app shows no launch image"#)
    #expect(
      f.failure(config: #"{"errno": 0, "result": {"launch_image": {"show": 1,}}}"#)
        == config + ": malformed JSON at line 1, column 51: trailing comma before '}' (JSON allows none): remove it")
    #expect(
      f.failure(
        config: #"{"errno": 0, "result": {"launch_image": {"show": 1, "micro": "a", "small": "b", "big": "d"}}}"#)
        == config + ": missing key result.launch_image.middle")
    #expect(
      f.failure(config: launchConfig(show: "\"yes\"", images: f.images("/files/3.png")))
        == config + #": result.launch_image.show must be 0, 1, true, false, "0" or "1", got "yes""#)
    #expect(
      f.failure(config: launchConfig(show: "1", images: f.images("file:///etc/hostname")))
        == config
        + #": result.launch_image.middle points to a local file, which a remote config may not: "file:///etc/hostname""#
    )
  }
}

@Test func aFailedUpdateKeepsTheImageCachedEarlier() throws {
  try withFixture { f throws in
    let first = try f.launch(config: launchConfig(show: "1", images: f.images("/files/3.png")))
    let earlier = try #require(first.nextLaunch)
    let middle = VariantChoice(variant: .middle, rule: .height)
    // The new image cannot be downloaded, is not an image, or the config itself is unreachable.
    let failedImage = try f.launch(config: launchConfig(show: "1", images: f.images("/status/500")))
    #expect(
      failedImage
        == LaunchOutcome(
          show: true, choice: middle,
          update: .keptCache(reason: f.server.url("/status/500") + ": HTTP status 500 (Internal Server Error)"),
          nextLaunch: earlier))
    let notImage = try f.launch(config: launchConfig(show: "1", images: f.images("/files/notes.txt")))
    #expect(
      notImage.update
        == .keptCache(
          reason: f.server.url("/files/notes.txt") + ": not a PNG, JPEG, WebP or GIF image (result.launch_image.middle)"
        ))
    #expect(notImage.nextLaunch == earlier)
    let offline = try f.flow(config: f.server.url("/status/503")).run()
    #expect(
      offline
        == LaunchOutcome(
          show: nil, choice: nil,
          update: .keptCache(reason: f.server.url("/status/503") + ": HTTP status 503 (Service Unavailable)"),
          nextLaunch: earlier))
    #expect(try f.cached() == [".launch-image-state.json", ".launch-image-state.lock", "3.png"])
    // Config mistakes are not failures the app would shrug off: they stay errors.
    #expect(
      f.failure(config: #"{"errno": 1}"#) == f.server.url("/files/config.json")
        + ": errno is 1, not 0; the app shows no launch image")
    // Once the cached file is gone there is nothing to fall back on.
    try FileManager.default.removeItem(at: f.cache.fileURL(for: earlier))
    #expect(throws: LaunchError(f.server.url("/status/503") + ": HTTP status 503 (Service Unavailable)")) {
      try f.flow(config: f.server.url("/status/503")).run()
    }
  }
}

@Test func aLocalConfigResolvesRelativeImagePaths() throws {
  let scratch = TemporaryFolder("launch-local")
  let directory = scratch.url
  try Data(try pngBytes(red: 0, green: 255, blue: 0)).write(to: directory.appendingPathComponent("launch-small.png"))
  let text = launchConfig(
    show: "1", images: ["launch-micro.png", "launch-small.png", "launch-middle.png", "launch-big.png"])
  try Data(text.utf8).write(to: directory.appendingPathComponent("config.json"))
  let cache = LaunchCache(directory: directory.appendingPathComponent("cache"))
  let flow = LaunchFlow(
    config: try ResourceLocation.parse(directory.appendingPathComponent("config.json").path), device: "iphone-se",
    screenWidth: 320, screenHeight: 568, cache: cache)
  let outcome = try flow.run()
  #expect(
    outcome.nextLaunch
      == CacheEntry(
        file: "launch-small.png", url: directory.appendingPathComponent("launch-small.png").absoluteString,
        variant: .small))
  // A missing local image is a failed download like any other.
  let missing = LaunchFlow(
    config: try ResourceLocation.parse("file://" + directory.appendingPathComponent("config.json").path),
    device: "iphone-4",
    screenWidth: 320, screenHeight: 480, cache: cache)
  #expect(throws: LaunchError(directory.appendingPathComponent("launch-micro.png").path + ": no such file")) {
    try missing.run()
  }
}

@Test(arguments: [
  ("/img/launch?serve=3.png", "launch.png"),
  ("/getimage.php?id=3&serve=3.png", "getimage.png"),
  ("/img/.hidden?serve=3.png", "hidden.png"),
  // The server's extension never counts: the bytes are a PNG.
  ("/img/launch.jpg?serve=3.png", "launch.png"),
  ("/img/victim.txt?serve=3.png", "victim.png"),
])
func extensionlessImageURLsGetTheExtensionOfWhatTheyAre(path: String, expected: String) throws {
  try withFixture { f throws in
    let outcome = try f.launch(config: launchConfig(show: "1", images: f.images(path)))
    #expect(outcome.nextLaunch == CacheEntry(file: expected, url: f.server.url(path), variant: .middle))
    #expect(try f.cached() == [".launch-image-state.json", ".launch-image-state.lock", expected].sorted())
    #expect(try f.cache.recordedFiles() == [expected])
    // The next launch's scene finds the picture by that name and draws it.
    let home = f.server.root.appendingPathComponent("home.png")
    try Data(try pngBytes(red: 0, green: 0, blue: 255)).write(to: home)
    let scene = try NextLaunchScene.make(launchImage: outcome.nextLaunch, cache: f.cache, home: .file(home))
    let renderer = try FrameRenderer(scene: try scene.resolved(for: try DeviceCatalog.device(named: "20x30@1")))
    let frame = renderer.render(at: 1)
    #expect(Array(frame.pixels[0..<4]) == [255, 0, 0, 255])
  }
}

@Test func anImageServedAsAnythingElseIsRefusedNamingTheURL() throws {
  try withFixture { f throws in
    try f.server.put("fake.png", "GIF87 is not quite a signature\n")
    let url = f.server.url("/img/launch?serve=fake.png")
    #expect(
      f.failure(config: launchConfig(show: "1", images: f.images(url)))
        == url + ": not a PNG, JPEG, WebP or GIF image (result.launch_image.middle)")
    #expect(try f.cached() == [])
  }
}

/// The bytes and modification time of a file.
private func snapshot(_ url: URL) throws -> (bytes: [UInt8], modified: Date) {
  let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
  return (Array(try Data(contentsOf: url)), attributes[.modificationDate] as! Date)
}

@Test func filesTheCacheDidNotWriteAreNeverReplacedNorDeleted() throws {
  try withFixture { f throws in
    try FileManager.default.createDirectory(at: f.cache.directory, withIntermediateDirectories: true)
    let victims = ["victim.txt", "victim.png", "3.png"].map(f.cache.directory.appendingPathComponent)
    for (i, victim) in victims.enumerated() {
      try Data("mine \(i)\n".utf8).write(to: victim)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: victim.path)
    }
    let before = try victims.map(snapshot)
    // A PNG "named" victim.txt by the server: its name would be victim.png, which is not ours.
    let path = "/img/victim.txt?serve=3.png"
    let url = f.server.url(path)
    let alternative = "victim-\(CacheFileName.hash(url)).png"
    let outcome = try f.launch(config: launchConfig(show: "1", images: f.images(path)))
    #expect(outcome.nextLaunch == CacheEntry(file: alternative, url: url, variant: .middle))
    #expect(try Array(Data(contentsOf: f.cache.directory.appendingPathComponent(alternative))) == f.red)
    // show: 0 deletes what the cache wrote; the config pointing at /files/3.png (whose name
    // 3.png is the user's file) deletes nothing more.
    let purged = try f.launch(config: launchConfig(show: "0", images: f.images(path)))
    #expect(purged.update == .purged(removed: [alternative]))
    let other = try f.launch(config: launchConfig(show: "0", images: f.images("/files/3.png")))
    #expect(other.update == .purged(removed: []))
    #expect(
      try f.cached() == [".launch-image-state.json", ".launch-image-state.lock", "3.png", "victim.png", "victim.txt"])
    #expect(try f.cache.recordedFiles() == [])
    for (victim, old) in zip(try victims.map(snapshot), before) {
      #expect(victim.bytes == old.bytes)
      #expect(victim.modified == old.modified)
    }
    // When the alternative name is taken as well, nothing is written and the error says why.
    try Data("mine too\n".utf8).write(to: f.cache.directory.appendingPathComponent(alternative))
    #expect(
      f.failure(config: launchConfig(show: "1", images: f.images(path)))
        == "\(f.cache.directory.path): victim.png and \(alternative) already exist and were not written by launch-image; move them or use another --cache"
    )
    #expect(
      try String(contentsOf: f.cache.directory.appendingPathComponent(alternative), encoding: .utf8) == "mine too\n")
  }
}
