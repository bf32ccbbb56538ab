import Foundation
import SplashRaster

/// Template pictures filled with a tint: the picture's alpha times the premultiplied tint,
/// made once per picture and tint and kept for the frames that draw them (an animated tint makes
/// one per frame, a picture's worth of integer work).
final class TemplateTints: @unchecked Sendable {
  private struct Key: Hashable {
    let image: String
    let tint: PremultipliedColor
  }

  /// Tinted pictures kept before the oldest are dropped (an animated tint passes through many).
  static let capacity = 16

  private let lock = NSLock()
  private var surfaces: [Key: Surface] = [:]
  private var order: [Key] = []

  /// `picture` as a template filled with `tint`: each pixel is `tint × alpha / 255` in every
  /// premultiplied channel (exact rounding), so an opaque pixel is the tint itself.
  func surface(_ picture: Surface, image: String, tint: PremultipliedColor) -> Surface {
    let key = Key(image: image, tint: tint)
    if let known = lock.withLock({ surfaces[key] }) { return known }
    let made = Self.filled(picture, with: tint)
    lock.withLock {
      if surfaces[key] == nil {
        surfaces[key] = made
        order.append(key)
        if order.count > Self.capacity { surfaces[order.removeFirst()] = nil }
      }
    }
    return made
  }

  /// The alpha of `picture` filled with `tint`.
  static func filled(_ picture: Surface, with tint: PremultipliedColor) -> Surface {
    var out = picture
    let (r, g, b, a) = (UInt32(tint.r), UInt32(tint.g), UInt32(tint.b), UInt32(tint.a))
    out.pixels.withUnsafeMutableBufferPointer { p in
      var i = 0
      while i < p.count {
        let alpha = UInt32(p[i + 3])
        p[i] = UInt8(mulDiv255(r, alpha))
        p[i + 1] = UInt8(mulDiv255(g, alpha))
        p[i + 2] = UInt8(mulDiv255(b, alpha))
        p[i + 3] = UInt8(mulDiv255(a, alpha))
        i += 4
      }
    }
    return out
  }
}
