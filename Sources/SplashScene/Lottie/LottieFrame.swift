import SplashRaster

/// One frame rlottie drew for a Lottie layer, at the pixel size its content rectangle needs.
/// Compared and hashed by what it shows (layer, frame number, size), never by its pixels, so that
/// draw steps holding it stay cheap to compare (`DrawPrefixCache`).
final class LottieFrame: Sendable, Hashable {
  struct Key: Hashable, Sendable {
    let layer: String
    let frame: Int
    let width: Int
    let height: Int
  }

  let key: Key
  let surface: Surface

  init(key: Key, surface: Surface) {
    self.key = key
    self.surface = surface
  }

  /// The picture key placements are cached under: a new frame is a new picture.
  var pictureKey: String { "lottie:\(key.layer)#\(key.frame)@\(key.width)x\(key.height)" }

  static func == (a: LottieFrame, b: LottieFrame) -> Bool { a.key == b.key }
  func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
