/// pixelmatch's anti-aliasing test (V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector", 2009), step for step as in the `pixelmatch` package, including its neighbour order
/// (columns outer, rows inner), which decides ties between equally dark or bright neighbours. The
/// rule gives the brightness (translucent neighbours blended as its pixelmatch version does).
enum AntiAliasing {
  /// Whether the pixel at (x, y) of `image` looks like anti-aliasing: at most two identical
  /// neighbours, both a darker and a brighter one, and the darkest or the brightest of those sits in
  /// a flat area (three or more identical neighbours) in both images.
  static func isAntiAliased<Rule: PixelRule>(
    _ image: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
    rule: Rule
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let offset = (y1 * width + x1) * 4
    let center = image + offset
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let delta = rule.brightness(center, image + (y * width + x) * 4, offset: offset)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          minDelta = delta
          minX = x
          minY = y
        } else if delta > maxDelta {
          maxDelta = delta
          maxX = x
          maxY = y
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return
      (hasManySiblings(image, x: minX, y: minY, width: width, height: height)
      && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
      || (hasManySiblings(image, x: maxX, y: maxY, width: width, height: height)
        && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
  }

  /// Whether the pixel has three or more neighbours with exactly its four bytes (the image edge counts as one).
  static func hasManySiblings(_ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let center = image + (y1 * width + x1) * 4
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let p = image + (y * width + x) * 4
        if p[0] == center[0] && p[1] == center[1] && p[2] == center[2] && p[3] == center[3] {
          zeroes += 1
        }
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}
