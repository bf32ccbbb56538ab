import SplashRaster

/// The outcome of comparing two images pixel by pixel.
public struct PixelDiff: Sendable, Equatable {
  public let width: Int
  public let height: Int
  /// One `PixelClass` raw value per pixel, row-major.
  public let classes: [UInt8]
  /// Pixels that differ beyond the threshold and are not anti-aliasing.
  public let differentPixels: Int
  /// Pixels beyond the threshold excused as anti-aliasing (0 when anti-aliasing is included).
  public let antialiasedPixels: Int

  /// Pixels left out of the comparison (ignore regions and layers).
  public let ignoredPixels: Int

  /// Differing pixels as a share of the compared (not ignored) pixels; 0 when all are ignored.
  public var differentRatio: Double {
    let compared = width * height - ignoredPixels
    return compared == 0 ? 0 : Double(differentPixels) / Double(compared)
  }

  /// The smallest rectangle holding every differing pixel, nil when none differs.
  public let bounds: PixelRect?

  /// `bounds` is the box around the pixels classed `different` (the classifier gathers it as it goes).
  init(
    width: Int, height: Int, classes: [UInt8], differentPixels: Int, antialiasedPixels: Int, ignoredPixels: Int = 0,
    bounds: PixelRect?
  ) {
    self.ignoredPixels = ignoredPixels
    self.width = width
    self.height = height
    self.classes = classes
    self.differentPixels = differentPixels
    self.antialiasedPixels = antialiasedPixels
    self.bounds = bounds
  }

  /// The `window`×`window` square (clamped to the image) holding the most differing pixels; ties go
  /// to the topmost, then leftmost square. nil when none differs.
  public func densestWindow(size window: Int) -> (box: PixelRect, count: Int)? {
    guard let bounds else { return nil }
    let ww = min(max(1, window), width)
    let wh = min(max(1, window), height)
    // Only squares overlapping the changed box can hold a differing pixel, and every best square
    // does: search the box grown by the square's size, with a summed-area table of that region
    // (zero border: sums[(y+1)*(w+1) + x+1] = differing pixels in [0,x]×[0,y] of the region).
    let rx0 = max(0, bounds.x - ww + 1)
    let ry0 = max(0, bounds.y - wh + 1)
    let rx1 = min(width, bounds.maxX + ww - 1)
    let ry1 = min(height, bounds.maxY + wh - 1)
    let rw = rx1 - rx0
    let rh = ry1 - ry0
    let stride = rw + 1
    var sums = [Int32](repeating: 0, count: stride * (rh + 1))
    var best = (count: -1, x: 0, y: 0)
    classes.withUnsafeBufferPointer { c in
      sums.withUnsafeMutableBufferPointer { s in
        for y in 0..<rh {
          var rowSum: Int32 = 0
          let row = (ry0 + y) * width + rx0
          for x in 0..<rw {
            rowSum += c[row + x] == PixelClass.different.rawValue ? 1 : 0
            s[(y + 1) * stride + x + 1] = s[y * stride + x + 1] + rowSum
          }
        }
        for y in 0...(rh - wh) {
          for x in 0...(rw - ww) {
            let top = y * stride + x
            let bottom = top + wh * stride
            let inside: Int32 = s[bottom + ww] - s[top + ww] - s[bottom] + s[top]
            let count = Int(inside)
            if count > best.count { best = (count, x, y) }
          }
        }
      }
    }
    return (PixelRect(x: rx0 + best.x, y: ry0 + best.y, width: ww, height: wh), best.count)
  }

  /// pixelmatch's diff picture: unchanged pixels as the original's brightness faded toward white
  /// (`alpha` of it kept), differences red, anti-aliased pixels yellow; opaque.
  public func image(over original: StraightImage, alpha: Double = 0.1) -> Surface {
    precondition(
      original.width == width && original.height == height, "diff picture needs the compared size")
    var out = [UInt8](repeating: 255, count: width * height * 4)
    classes.withUnsafeBufferPointer { c in
      original.pixels.withUnsafeBufferPointer { src in
        out.withUnsafeMutableBufferPointer { dst in
          for p in 0..<(width * height) {
            let i = p * 4
            switch c[p] {
            case PixelClass.different.rawValue:
              dst[i] = 255
              dst[i + 1] = 0
              dst[i + 2] = 0
            case PixelClass.antialiased.rawValue:
              dst[i] = 255
              dst[i + 1] = 255
              dst[i + 2] = 0
            case PixelClass.ignored.rawValue:
              let v = Self.hatch(p % width, p / width) ? Self.hatchInk : Self.hatchPaper
              dst[i] = v
              dst[i + 1] = v
              dst[i + 2] = v
            default:
              let y = YIQ.y(Double(src[i]), Double(src[i + 1]), Double(src[i + 2]))
              let v = UInt8(255 + (y - 255) * (alpha * Double(src[i + 3]) / 255))
              dst[i] = v
              dst[i + 1] = v
              dst[i + 2] = v
            }
          }
        }
      }
    }
    return try! Surface(width: width, height: height, pixels: out)
  }
}
