// This folder is also the SplashPresets target: its preset folders are the target's resources
// (Package.swift), so any build of splashreel carries the presets in its resource bundle.
import Foundation

/// The presets' resource bundle.
public enum PresetResources {
  /// The folder holding `ad-splash/`, `welcome-back/`, … inside the build's resource bundle.
  public static var directory: URL { Bundle.module.bundleURL }
}
