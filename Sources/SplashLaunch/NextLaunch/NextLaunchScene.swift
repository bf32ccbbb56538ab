import Foundation
import SplashRaster
import SplashScene

/// The scene of the next launch, as the app shows it: the home screen (aspectFill, as
/// the `launch-image` preset draws it) under a window-sized image view with the cached picture
/// (`scaleToFill`, `UIImageView`'s default) that `dispatch_after(3 s)` removes at once; 0.5 s of
/// the home screen follow, as in the preset. Without a cached picture the home screen shows alone
/// for the same 3.5 s.
///
/// The scene is built as SplashScene values and checked as a scene file is, so it renders exactly
/// like a preset; image paths are relative to the cache directory.
public enum NextLaunchScene {
  /// How long the launch image covers the window (the original's `dispatch_after`).
  public static let launchImageSeconds = 3.0
  /// The whole scene: the launch image, then the home screen.
  public static let duration = 3.5
  /// The scene's name; renders are called `<name>-<device>.gif`.
  public static let name = "launch-image-next"

  /// The home screen to show after the launch image.
  public enum Home: Sendable, Equatable {
    /// The presets' home screen (`Presets.homeScreen`: one picture for notched phones, one for
    /// 16:9 phones, chosen by screen as the presets choose it).
    case preset
    /// One picture file (png, jpg, jpeg, gif or webp).
    case file(URL)
  }

  /// The scene for a next launch showing `launchImage` (a file in `cache.directory`, nil for none).
  public static func make(launchImage: CacheEntry?, cache: LaunchCache, home: Home) throws(LaunchError) -> Scene {
    let directory = cache.directory
    let homeReference: ImageReference
    switch home {
    case .preset:
      let assets = Presets.assetsDirectory()
      homeReference = .byScreen(
        Presets.homeScreen.map { picture in
          ImageReference.ScreenImage(
            width: picture.width, height: picture.height,
            name: relativePath(from: directory, to: assets.appendingPathComponent(picture.name)))
        })
    case .file(let url):
      let ext = url.pathExtension.lowercased()
      guard ["png", "jpg", "jpeg", "gif", "webp"].contains(ext) else {
        throw LaunchError("\(url.path): the home screen must be a .png, .jpg, .jpeg, .gif or .webp file")
      }
      guard FileManager.default.fileExists(atPath: url.path) else { throw LaunchError("\(url.path): no such file") }
      homeReference = .named(relativePath(from: directory, to: url))
    }
    var layers = [try layer(id: "home", image: homeReference, contentMode: .aspectFill)]
    var timeline: [SceneStep] = []
    if let launchImage {
      let file = try cache.confined(launchImage.file)
      guard FileManager.default.fileExists(atPath: file.path) else {
        throw LaunchError("\(file.path): the cached launch image is missing")
      }
      layers.append(try layer(id: "launch", image: .named(launchImage.file), contentMode: .scaleToFill))
      timeline.append(SceneStep(id: "remove-launch", start: .at(launchImageSeconds), removals: ["launch"]))
    }
    do {
      return try Scene(
        name: name, directory: directory, file: "the next launch", duration: duration, background: .white,
        layers: layers, timeline: timeline)
    } catch {
      throw LaunchError(error.description, cause: error)
    }
  }

  /// A window-sized image layer.
  private static func layer(id: String, image: ImageReference, contentMode: ContentMode) throws(LaunchError)
    -> SceneLayer
  {
    var properties = LayerProperties()
    properties[.x] = .length(Length(0))
    properties[.y] = .length(Length(0))
    do {
      properties[.width] = .length(try Length("W"))
      properties[.height] = .length(try Length("H"))
    } catch {
      throw LaunchError(error.description, cause: error)
    }
    properties[.contentMode] = .name(contentMode.rawValue)
    properties[.image] = .image(image)
    return SceneLayer(id: id, kind: .image, properties: properties, path: "layers.\(id)")
  }

  /// The path of `target` relative to the folder `base` (both made absolute and standardised).
  static func relativePath(from base: URL, to target: URL) -> String {
    let from = base.standardizedFileURL.pathComponents
    let to = target.standardizedFileURL.pathComponents
    var common = 0
    while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
    let parts = Array(repeating: "..", count: from.count - common) + to[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }
}
