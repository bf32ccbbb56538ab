import Foundation
import SplashGD
import SplashRaster
import SplashScene
import SplashTestSupport
import Testing
@testable import SplashLaunch

/// The RGBA of pixel (x, y).
private func pixel(_ surface: Surface, _ x: Int, _ y: Int) -> [UInt8] {
  let i = (y * surface.width + x) * 4
  return Array(surface.pixels[i..<i + 4])
}

private struct Folder {
  /// Removed when the test's last copy of the value goes.
  let scratch = TemporaryFolder("launch-next")
  let root: URL
  let cache: LaunchCache

  init() throws {
    root = scratch.url
    cache = LaunchCache(directory: root.appendingPathComponent("cache"))
  }

  /// Caches a red picture for `device` as the flow would.
  func cacheRed(device: String) throws -> CacheEntry {
    try cache.store(pngBytes(red: 255, green: 0, blue: 0), from: URL(string: "http://h/red.png")!, variant: .middle, device: device)
  }

  /// A blue home screen picture beside the cache.
  func blueHome() throws -> URL {
    let url = root.appendingPathComponent("pictures/home.png")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(pngBytes(red: 0, green: 0, blue: 255, width: 10, height: 10)).write(to: url)
    return url
  }
}

@Test func theCachedImageFillsTheScreenForThreeSecondsThenTheHomeScreenAtOnce() throws {
  let folder = try Folder()
  defer { try? FileManager.default.removeItem(at: folder.root) }
  let entry = try folder.cacheRed(device: "20x30@1")
  let scene = try NextLaunchScene.make(launchImage: entry, cache: folder.cache, home: .file(try folder.blueHome()))
  #expect(scene.name == "launch-image-next")
  #expect(scene.duration == 3.5)
  let device = try DeviceCatalog.device(named: "20x30@1")
  let renderer = try FrameRenderer(scene: try scene.resolved(for: device))
  for t in [0.0, 1.5, 2.99] {
    let frame = renderer.render(at: t)
    #expect(frame.width == 20 && frame.height == 30)
    // scaleToFill: the 4×6 picture stretched over every pixel, corners included.
    #expect(pixel(frame, 0, 0) == [255, 0, 0, 255], "t = \(t)")
    #expect(pixel(frame, 19, 29) == [255, 0, 0, 255], "t = \(t)")
    #expect(frame.pixels == renderer.render(at: 0).pixels)
  }
  for t in [3.0, 3.49] {
    let frame = renderer.render(at: t)
    #expect(pixel(frame, 0, 0) == [0, 0, 255, 255], "t = \(t)")
    #expect(pixel(frame, 10, 15) == [0, 0, 255, 255], "t = \(t)")
  }
}

@Test func withoutACachedImageTheHomeScreenShowsAtOnce() throws {
  let folder = try Folder()
  defer { try? FileManager.default.removeItem(at: folder.root) }
  let scene = try NextLaunchScene.make(launchImage: nil, cache: folder.cache, home: .file(try folder.blueHome()))
  let renderer = try FrameRenderer(scene: try scene.resolved(for: try DeviceCatalog.device(named: "20x30@1")))
  #expect(pixel(renderer.render(at: 0), 5, 5) == [0, 0, 255, 255])
}

@Test func thePresetHomeScreenIsTheDefault() throws {
  let folder = try Folder()
  defer { try? FileManager.default.removeItem(at: folder.root) }
  let entry = try folder.cacheRed(device: "iphone-8")
  let scene = try NextLaunchScene.make(launchImage: entry, cache: folder.cache, home: .preset)
  let resolved = try scene.resolved(for: try DeviceCatalog.device(named: "iphone-8"))
  let files = resolved.images.values.map { $0.url.path }.sorted()
  #expect(files == [Presets.assetsDirectory().appendingPathComponent("shared/home-classic@2x.jpg").standardizedFileURL.path, folder.cache.directory.appendingPathComponent("red.png").path].sorted())
}

@Test func missingPicturesAreNamed() throws {
  let folder = try Folder()
  defer { try? FileManager.default.removeItem(at: folder.root) }
  let entry = try folder.cacheRed(device: "iphone-8")
  let home = folder.root.appendingPathComponent("nothing.png")
  #expect(throws: LaunchError("\(home.path): no such file")) {
    try NextLaunchScene.make(launchImage: entry, cache: folder.cache, home: .file(home))
  }
  let text = folder.root.appendingPathComponent("home.txt")
  #expect(throws: LaunchError("\(text.path): the home screen must be a .png, .jpg, .jpeg, .gif or .webp file")) {
    try NextLaunchScene.make(launchImage: entry, cache: folder.cache, home: .file(text))
  }
  try FileManager.default.removeItem(at: folder.cache.fileURL(for: entry))
  #expect(throws: LaunchError("\(folder.cache.fileURL(for: entry).path): the cached launch image is missing")) {
    try NextLaunchScene.make(launchImage: entry, cache: folder.cache, home: .preset)
  }
}

@Test func relativePathsClimbOutOfTheCache() {
  let base = URL(fileURLWithPath: "/a/b/cache")
  #expect(NextLaunchScene.relativePath(from: base, to: URL(fileURLWithPath: "/a/b/cache/x.png")) == "x.png")
  #expect(NextLaunchScene.relativePath(from: base, to: URL(fileURLWithPath: "/a/Assets/shared/home")) == "../../Assets/shared/home")
  #expect(NextLaunchScene.relativePath(from: base, to: URL(fileURLWithPath: "/z/h.jpg")) == "../../../z/h.jpg")
}

@Test func theNextLaunchDrawsLikeTheLaunchImagePreset() throws {
  let folder = try Folder()
  defer { try? FileManager.default.removeItem(at: folder.root) }
  // A screen 667 pt high: the preset's byScreen picks launch-middle.jpg, and so does the config.
  let device = try DeviceCatalog.device(named: "20x667@1")
  let middle = Presets.assetsDirectory().appendingPathComponent("launch-image/launch-middle.jpg")
  let entry = try folder.cache.store(Array(Data(contentsOf: middle)), from: middle, variant: .middle, device: device.name)
  let ours = try NextLaunchScene.make(launchImage: entry, cache: folder.cache, home: .preset)
  let preset = try Presets.load("launch-image")
  #expect(ours.duration == preset.duration)
  let a = try FrameRenderer(scene: try ours.resolved(for: device))
  let b = try FrameRenderer(scene: try preset.resolved(for: device))
  for t in [0.0, 2.99, 3.0, 3.49] {
    #expect(a.render(at: t).pixels == b.render(at: t).pixels, "t = \(t)")
  }
  #expect(a.render(at: 0).pixels != a.render(at: 3).pixels)
}
