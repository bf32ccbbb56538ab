import Foundation
import SplashNames

/// The bundled scenes in `Assets/<name>/<name>.json`: the four bundled launch animations.
public enum Presets {
  /// Preset names in the order `splashreel presets` lists them.
  public static let names = ["ad-splash", "welcome-back", "weibo-welcome", "launch-image"]

  /// The `Assets` folder: `$SPLASHREEL_ASSETS`, else `Assets` in the current folder, else the
  /// first `Assets` beside the executable or one of its parent folders, else the source checkout's.
  public static func assetsDirectory() -> URL? {
    let fileManager = FileManager.default
    func holdsPresets(_ url: URL) -> Bool {
      fileManager.fileExists(atPath: url.appendingPathComponent("ad-splash/ad-splash.json").path)
    }
    if let configured = ProcessInfo.processInfo.environment["SPLASHREEL_ASSETS"], !configured.isEmpty {
      return URL(fileURLWithPath: configured)
    }
    var candidates = [URL(fileURLWithPath: fileManager.currentDirectoryPath).appendingPathComponent("Assets")]
    var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<6 {
      candidates.append(folder.appendingPathComponent("Assets"))
      folder.deleteLastPathComponent()
    }
    // Sources/SplashScene/Presets/Presets.swift → the package root.
    var source = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { source.deleteLastPathComponent() }
    candidates.append(source.appendingPathComponent("Assets"))
    return candidates.first(where: holdsPresets)
  }

  /// The scene file of preset `name`.
  public static func url(of name: String) throws(SceneError) -> URL {
    guard names.contains(name) else {
      let hint = NameSuggestion.hint(for: name, in: names)
      throw SceneError(
        "unknown preset '\(name)'\(hint); run 'splashreel presets' for the list, or give a scene file (.json)")
    }
    guard let assets = assetsDirectory() else {
      throw SceneError(
        "cannot find the Assets folder with the presets; run from the splashreel checkout or set SPLASHREEL_ASSETS")
    }
    return assets.appendingPathComponent("\(name)/\(name).json")
  }

  /// Loads preset `name`; messages name its file by its path below the Assets folder's parent.
  public static func load(_ name: String) throws(SceneError) -> Scene {
    let url = try url(of: name)
    return try Scene.load(contentsOf: url, file: "Assets/\(name)/\(name).json")
  }
}
