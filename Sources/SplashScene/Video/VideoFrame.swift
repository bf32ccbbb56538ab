import SplashRaster

/// One decoded frame of a video layer, at the video's own pixel size. Compared and hashed by what
/// it shows (layer and frame index), never by its pixels, so that draw steps holding it stay
/// cheap to compare (`DrawPrefixCache`).
final class VideoFrame: Sendable, Hashable {
  let layer: String
  let index: Int
  let surface: Surface

  init(layer: String, index: Int, surface: Surface) {
    self.layer = layer
    self.index = index
    self.surface = surface
  }

  /// The picture key placements are cached under: a new frame is a new picture.
  var pictureKey: String { "video:\(layer)#\(index)" }

  static func == (a: VideoFrame, b: VideoFrame) -> Bool { a.layer == b.layer && a.index == b.index }
  func hash(into hasher: inout Hasher) {
    hasher.combine(layer)
    hasher.combine(index)
  }
}
