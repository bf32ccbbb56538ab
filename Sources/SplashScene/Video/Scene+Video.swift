import Foundation

extension Scene {
  /// Where a video layer's `video` is: found as pictures are, an absolute path as it is, a
  /// relative one from the scene's folder.
  func videoURL(_ name: String) -> URL {
    (name.hasPrefix("/") ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name)).standardizedFileURL
  }

  /// The video files the scene's video layers name (so that no output replaces one, and the
  /// studio reloads when one changes).
  var videoFiles: [String] {
    allLayers.compactMap { layer in
      guard layer.kind == .video, case .file(let name) = layer.properties[.video] else { return nil }
      return videoURL(name).path
    }
  }
}
