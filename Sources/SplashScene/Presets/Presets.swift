import Foundation
import SplashFiles
import SplashNames
import SplashPresets

/// The bundled scenes in `Assets/<name>/<name>.json`: the four bundled launch animations.
public enum Presets {
  /// Preset names in the order `splashreel presets` lists them.
  public static let names = ["ad-splash", "welcome-back", "weibo-welcome", "launch-image"]

  /// The folder holding the presets: `$SPLASHREEL_ASSETS` when set, else `Assets` in the current
  /// folder when it holds them (a splashreel checkout, where edits show without a rebuild), else
  /// the copy built into splashreel's resource bundle (`PresetResources`), which needs neither a
  /// checkout nor a variable.
  package static func assetsDirectory() -> URL {
    if let configured = ProcessInfo.processInfo.environment["SPLASHREEL_ASSETS"], !configured.isEmpty {
      return URL(fileURLWithPath: configured)
    }
    let local = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")
    if FileManager.default.fileExists(atPath: local.appendingPathComponent("ad-splash/ad-splash.json").path) {
      return local
    }
    return PresetResources.directory
  }

  /// The home screen the presets reveal, by the screen each picture was made for (the scenes'
  /// `byScreen` reference, relative to the Assets folder): the notched layout for tall phones, a
  /// classic one (20 pt status bar, no home indicator) for 16:9 phones, which `aspectFill` of the
  /// tall picture would crop at the title. Written out in each preset's scene too.
  package static let homeScreen: [ImageReference.ScreenImage] = [
    ImageReference.ScreenImage(width: 430, height: 932, name: "shared/home"),
    ImageReference.ScreenImage(width: 375, height: 667, name: "shared/home-classic"),
  ]

  /// The scene file of preset `name`.
  package static func url(of name: String) throws(SceneError) -> URL {
    guard names.contains(name) else {
      let hint = NameSuggestion.hint(for: name, in: names)
      throw SceneError(
        "unknown preset '\(name)'\(hint); run 'splashreel presets' for the list, or give a scene file (.json)")
    }
    let url = assetsDirectory().appendingPathComponent("\(name)/\(name).json")
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw SceneError("cannot find preset '\(name)': " + PresetResources.bundle.missingMessage)
    }
    return url
  }

  /// Loads preset `name`; messages name its file by its path below the Assets folder's parent.
  public static func load(_ name: String) throws(SceneError) -> Scene {
    let url = try url(of: name)
    return try Scene.load(contentsOf: url, file: "Assets/\(name)/\(name).json")
  }
}
