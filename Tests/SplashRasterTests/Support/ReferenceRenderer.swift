import Foundation
import SplashRaster
import SplashTestSupport

/// An independent renderer for comparisons, written from Core Animation's rules rather than from
/// the compositor's code: everything in `Double`, no fixed point, no span logic, no shared helpers.
///
/// One picture is drawn onto an opaque background through an axis-aligned map (scale and
/// translate), optionally inside a circle, at an opacity:
/// - the colour of a destination pixel is the source sampled at the preimage of its centre,
///   bilinearly between the four nearest pixel centres (clamped to the edge pixels), along every
///   axis drawn at half size or more; along an axis drawn smaller, the mean of the source over the
///   pixel's preimage, each source pixel weighted by the length it gives;
/// - its coverage is the exact area of the pixel square inside the drawn rectangle (and the
///   circle, integrated column by column over 256 strips);
/// - premultiplied source-over: out = s·k + d·(1 − a_s·k / 255) with k = coverage · opacity.
struct ReferenceRenderer {
  /// A premultiplied picture in doubles (0...255 per channel).
  let width: Int
  let height: Int
  let pixels: [SIMD4<Double>]

  init(_ surface: Surface) {
    width = surface.width
    height = surface.height
    pixels = (0..<(width * height)).map { i in
      let p = surface[i % surface.width, i / surface.width]
      return SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a))
    }
  }

  /// A circle in destination pixels.
  struct Circle {
    let centreX: Double
    let centreY: Double
    let radius: Double
  }

  /// `background` with the picture drawn to `x0..<x0 + width·scaleX`, `y0..<y0 + height·scaleY`
  /// (destination pixels), inside `clip` (a rectangle in destination pixels) and `circle` when
  /// given, at `opacity`. Nothing is rounded: compare the result with 8-bit pixels.
  func draw(
    onto background: Surface, x0: Double, y0: Double, scaleX: Double, scaleY: Double, clip: Rect? = nil,
    circle: Circle? = nil, opacity: Double = 1
  ) -> [[SIMD4<Double>]] {
    let x1 = min(x0 + Double(width) * scaleX, clip?.maxX ?? .infinity)
    let y1 = min(y0 + Double(height) * scaleY, clip?.maxY ?? .infinity)
    let left = max(x0, clip?.minX ?? -.infinity)
    let top = max(y0, clip?.minY ?? -.infinity)
    return (0..<background.height).map { y in
      (0..<background.width).map { x in
        let b = background[x, y]
        let dst = SIMD4(Double(b.r), Double(b.g), Double(b.b), Double(b.a))
        let cover = coverage(x, y, left, x1, top, y1, circle)
        guard cover > 0 else { return dst }
        let u = Self.taps(Double(x), scale: scaleX, origin: x0, count: width)
        let v = Self.taps(Double(y), scale: scaleY, origin: y0, count: height)
        var src = SIMD4<Double>(repeating: 0)
        for (j, wy) in v {
          for (i, wx) in u { src += pixels[j * width + i] * (wx * wy) }
        }
        let k = cover * opacity
        return src * k + dst * (1 - src.w * k / 255)
      }
    }
  }

  /// Source indices and weights along one axis for the destination pixel starting at `p`.
  static func taps(_ p: Double, scale: Double, origin: Double, count: Int) -> [(Int, Double)] {
    let lo = (p - origin) / scale
    let hi = (p + 1 - origin) / scale
    if scale < 0.5 {
      let a = max(0, lo)
      let b = min(Double(count), hi)
      guard b > a else { return [(lo < 0 ? 0 : count - 1, 1)] }
      return (Int(a.rounded(.down))..<Int(b.rounded(.up))).map { i in
        (i, (min(b, Double(i + 1)) - max(a, Double(i))) / (b - a))
      }
    }
    let centre = min(Double(count - 1), max(0, (lo + hi) / 2 - 0.5))
    let i = Int(centre.rounded(.down))
    let f = centre - Double(i)
    return i + 1 < count ? [(i, 1 - f), (i + 1, f)] : [(i, 1)]
  }

  /// Area of pixel (x, y) inside the rectangle and the circle.
  func coverage(
    _ x: Int, _ y: Int, _ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double, _ circle: Circle?
  ) -> Double {
    let left = max(Double(x), x0)
    let right = min(Double(x + 1), x1)
    let top = max(Double(y), y0)
    let bottom = min(Double(y + 1), y1)
    guard right > left, bottom > top else { return 0 }
    guard let circle else { return (right - left) * (bottom - top) }
    let strips = 256
    let step = (right - left) / Double(strips)
    var area = 0.0
    for s in 0..<strips {
      let cx = left + (Double(s) + 0.5) * step - circle.centreX
      let h2 = circle.radius * circle.radius - cx * cx
      guard h2 > 0 else { continue }
      let h = h2.squareRoot()
      let lo = max(top, circle.centreY - h)
      let hi = min(bottom, circle.centreY + h)
      if hi > lo { area += (hi - lo) * step }
    }
    return area
  }
}

/// The PSNR in dB of `actual` against `reference` over the pixels in `columns` × `rows`, all four
/// channels (infinity when they agree exactly after rounding the reference).
func psnr(_ actual: Surface, _ reference: [[SIMD4<Double>]], columns: Range<Int>, rows: Range<Int>) -> Double {
  var sum = 0.0
  var count = 0
  for y in rows {
    for x in columns {
      let p = actual[x, y]
      let d = SIMD4(Double(p.r), Double(p.g), Double(p.b), Double(p.a)) - reference[y][x]
      sum += (d * d).sum()
      count += 4
    }
  }
  let mse = sum / Double(count)
  return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// A detailed test picture: a 2-pixel checker, a diagonal gradient and deterministic noise,
/// opaque except a translucent band along the top rows.
func detailedPicture(width: Int, height: Int) -> Surface {
  var state: UInt32 = 12345
  return TestSurfaces.make(width, height) { x, y in
    state = state &* 1_664_525 &+ 1_013_904_223
    let noise = Int(state >> 26)  // 0...63
    let checker = (x / 2 + y / 2) % 2 == 0 ? 60 : 0
    let r = min(255, x * 255 / width / 2 + checker + noise)
    let g = min(255, y * 255 / height / 2 + checker + (noise ^ 21))
    let b = min(255, (x + y) * 255 / (width + height) + 60 - checker + noise / 2)
    let a = y < 3 ? 128 : 255
    return PremultipliedColor(
      r: UInt8(r * a / 255), g: UInt8(g * a / 255), b: UInt8(b * a / 255), a: UInt8(a))
  }
}

/// An opaque background with a gentle gradient, so a composited picture's edges show.
func gradientBackground(width: Int, height: Int) -> Surface {
  TestSurfaces.make(width, height) { x, y in opaque(UInt8(40 + x * 100 / width), 90, UInt8(200 - y * 100 / height)) }
}
