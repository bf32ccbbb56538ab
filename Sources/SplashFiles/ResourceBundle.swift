import Foundation

/// Finds one of splashreel's SwiftPM resource bundles (`splashreel_<Target>.resources`) without
/// `Bundle.module`, whose generated accessor stops the process when the bundle is missing.
///
/// Looked for, in order: beside the running executable (every `swift build`, and a copy made with
/// its bundles), in `../share/splashreel/` from the executable (what `scripts/dev install PREFIX`
/// lays out: `PREFIX/bin/splashreel`, `PREFIX/share/splashreel/*.resources`), beside
/// `Bundle.main` (a test runner), and last the folder of the target's sources in the checkout the
/// binary was built from (`fallback`), so a build finds them even when its bundles were not copied.
package struct ResourceBundle: Sendable {
  /// SwiftPM's folder name, `splashreel_<Target>.resources`.
  package let name: String
  /// A path inside the bundle that proves it is the right one (`review.html`, `ad-splash`).
  package let marker: String

  /// Describes the bundle of `target` (`SplashDiff`), recognised by `marker` inside it.
  package init(target: String, marker: String) {
    self.name = "splashreel_\(target).resources"
    self.marker = marker
  }

  /// The folders, in the order they are tried, for a bundle whose contents sit at `subpath`
  /// inside it (`"Resources"` for a `.copy("Resources")` rule, `""` for several copied folders).
  package func candidates(subpath: String = "", fallback: String? = nil) -> [String] {
    var folders: [String] = []
    let executables = [
      Bundle.main.executableURL, URL(fileURLWithPath: "/proc/self/exe"),
      CommandLine.arguments.first.map { URL(fileURLWithPath: $0) },
    ]
    for executable in executables.compactMap({ $0 }) {
      let directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
      folders.append(directory.appendingPathComponent(name).path)
      folders.append(directory.deletingLastPathComponent().appendingPathComponent("share/splashreel/\(name)").path)
    }
    folders.append(Bundle.main.bundleURL.appendingPathComponent(name).path)
    var unique: [String] = []
    for folder in folders where !unique.contains(folder) { unique.append(folder) }
    var result = unique.map { subpath.isEmpty ? $0 : $0 + "/" + subpath }
    if let fallback { result.append(fallback) }
    return result
  }

  /// The first candidate holding `marker`, or nil when none does.
  package func directory(subpath: String = "", fallback: String? = nil) -> String? {
    candidates(subpath: subpath, fallback: fallback).first {
      FileManager.default.fileExists(atPath: $0 + "/" + marker)
    }
  }

  /// The one-line message for a bundle that is nowhere: what is missing and how to install it.
  package var missingMessage: String {
    "cannot find \(name) beside the splashreel executable or in ../share/splashreel/; "
      + "install splashreel with 'scripts/dev install PREFIX', or copy that folder beside the executable"
  }
}
