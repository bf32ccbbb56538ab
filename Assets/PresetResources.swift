// This folder is also the SplashPresets target: its preset folders are the target's resources
// (Package.swift), so any build of splashreel carries the presets in its resource bundle.
import Foundation
import SplashFiles

/// The presets' resource bundle.
package enum PresetResources {
  /// Where the bundle is looked for (`ResourceBundle`): an installed or built executable's bundle,
  /// else this folder of the checkout the binary was built from.
  package static let bundle = ResourceBundle(target: "SplashPresets", marker: "ad-splash/ad-splash.json")

  /// The folder holding `ad-splash/`, `welcome-back/`, … inside the build's resource bundle; when
  /// no bundle is found, the checkout's `Assets` folder (which may not exist on this machine).
  package static var directory: URL {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    return URL(fileURLWithPath: bundle.directory(fallback: source) ?? source, isDirectory: true)
  }
}
