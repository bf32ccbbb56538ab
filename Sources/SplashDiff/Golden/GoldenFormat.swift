import Foundation

/// How a scene's golden is stored, told by its path: `*.gif` is an animated GIF written exactly
/// as `splashreel render` writes it; anything else is a folder of PNG frames
/// (`frame-0000.png`, …), lossless and larger.
public enum GoldenFormat: String, Sendable, Equatable, Codable {
  case gif
  case pngFolder = "png-folder"

  /// The format of `path`; a `.png` file cannot hold an animation.
  public init(path: String) throws(DiffError) {
    switch (path as NSString).pathExtension.lowercased() {
    case "gif": self = .gif
    case "png": throw DiffError("\(path): a golden is a .gif file or a folder of PNG frames, not one PNG")
    default: self = .pngFolder
    }
  }
}
