import SplashRaster

/// The expected | actual | diff picture of one compared sample: three panels of the frame's
/// size, side by side, with a thin grey line between them.
///
/// Expected and actual are flattened over white, as the metric sees them (pixelmatch blends
/// partly transparent pixels over white), so the picture is opaque and GIF-ready.
enum SideBySide {
  /// Width of each separating line in pixels.
  static let separatorWidth = 2
  /// The separator's colour (UIKit's systemGray).
  static let separator: (r: UInt8, g: UInt8, b: UInt8) = (0x8E, 0x8E, 0x93)

  /// Width of the picture for panels `panelWidth` wide.
  static func width(panelWidth: Int) -> Int { 3 * panelWidth + 2 * separatorWidth }

  /// The left edge of panel `index` (0 expected, 1 actual, 2 diff).
  static func panelX(_ index: Int, panelWidth: Int) -> Int { index * (panelWidth + separatorWidth) }

  /// Composes the three panels; they must share one size.
  static func compose(expected: Surface, actual: Surface, diff: Surface) -> Surface {
    let w = expected.width
    let h = expected.height
    precondition(
      actual.width == w && actual.height == h && diff.width == w && diff.height == h,
      "side-by-side panels differ in size")
    let total = width(panelWidth: w)
    var out = [UInt8](repeating: 255, count: total * h * 4)
    out.withUnsafeMutableBufferPointer { dst in
      for (index, panel) in [expected, actual, diff].enumerated() {
        let x0 = panelX(index, panelWidth: w)
        panel.pixels.withUnsafeBufferPointer { src in
          for y in 0..<h {
            let from = y * w * 4
            let to = (y * total + x0) * 4
            for i in stride(from: 0, to: w * 4, by: 4) {
              // Premultiplied source over white: c + (255 − a).
              let a = src[from + i + 3]
              dst[to + i] = src[from + i] &+ (255 &- a)
              dst[to + i + 1] = src[from + i + 1] &+ (255 &- a)
              dst[to + i + 2] = src[from + i + 2] &+ (255 &- a)
              dst[to + i + 3] = 255
            }
          }
        }
      }
      for index in 1...2 {
        let x0 = panelX(index, panelWidth: w) - separatorWidth
        for y in 0..<h {
          for x in x0..<(x0 + separatorWidth) {
            let i = (y * total + x) * 4
            dst[i] = separator.r
            dst[i + 1] = separator.g
            dst[i + 2] = separator.b
          }
        }
      }
    }
    return try! Surface(width: total, height: h, pixels: out)
  }

  /// `surface` over white, as the metric sees it: opaque, each channel c + (255 − a).
  static func flattened(_ surface: Surface) -> Surface {
    var out = [UInt8](repeating: 255, count: surface.width * surface.height * 4)
    out.withUnsafeMutableBufferPointer { dst in
      surface.pixels.withUnsafeBufferPointer { src in
        for i in stride(from: 0, to: src.count, by: 4) {
          let a = src[i + 3]
          dst[i] = src[i] &+ (255 &- a)
          dst[i + 1] = src[i + 1] &+ (255 &- a)
          dst[i + 2] = src[i + 2] &+ (255 &- a)
        }
      }
    }
    return try! Surface(width: surface.width, height: surface.height, pixels: out)
  }

  /// Panel `index` cut out of a side-by-side picture.
  static func panel(_ index: Int, of picture: Surface) -> Surface {
    let w = (picture.width - 2 * separatorWidth) / 3
    let x0 = panelX(index, panelWidth: w)
    var out = [UInt8](repeating: 0, count: w * picture.height * 4)
    out.withUnsafeMutableBufferPointer { dst in
      picture.pixels.withUnsafeBufferPointer { src in
        for y in 0..<picture.height {
          let from = (y * picture.width + x0) * 4
          dst.baseAddress!.advanced(by: y * w * 4).update(from: src.baseAddress!.advanced(by: from), count: w * 4)
        }
      }
    }
    return try! Surface(width: w, height: picture.height, pixels: out)
  }
}
