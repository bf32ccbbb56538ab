import Foundation
import SplashScene

/// Where the studio reads its scene from, again on every reload: a scene file, or a preset.
package enum SceneSource: Sendable, Equatable {
  /// A scene file; `shown` is how messages name it (the path as given).
  case file(URL, shown: String)
  /// A bundled preset by name.
  case preset(String)

  /// A preset name, or a path to a scene file (anything ending in .json or containing a /), as
  /// `splashreel render` reads its argument.
  package init(argument: String) {
    if argument.hasSuffix(".json") || argument.contains("/") {
      self = .file(URL(fileURLWithPath: argument), shown: argument)
    } else {
      self = .preset(argument)
    }
  }

  /// Reads and checks the scene.
  package func load() throws(SceneError) -> Scene {
    switch self {
    case .file(let url, let shown): try Scene.load(contentsOf: url, file: shown)
    case .preset(let name): try Presets.load(name)
    }
  }
}
