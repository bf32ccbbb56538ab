@testable import SplashRaster

/// A surface whose pixel (x, y) is `color(x, y)`.
func makeSurface(_ width: Int, _ height: Int, _ color: (Int, Int) -> PremultipliedColor) -> Surface
{
  var surface = try! Surface(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width { surface[x, y] = color(x, y) }
  }
  return surface
}

func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedColor {
  PremultipliedColor(r: r, g: g, b: b, a: 255)
}

/// A deterministic, varied premultiplied pixel (some translucent, some transparent).
func patternPixel(_ x: Int, _ y: Int) -> PremultipliedColor {
  let a = UInt8((x * 37 + y * 91 + 11) % 256)
  let r = UInt8((x * 13 + y * 7) % (Int(a) + 1))
  let g = UInt8((x * 5 + y * 29 + 3) % (Int(a) + 1))
  let b = UInt8((x * 71 + y * 3 + 1) % (Int(a) + 1))
  return PremultipliedColor(r: r, g: g, b: b, a: a)
}

/// Alpha values of a surface, row by row.
func alphas(_ surface: Surface) -> [[UInt8]] {
  (0..<surface.height).map { y in (0..<surface.width).map { x in surface[x, y].a } }
}

/// The pixels where two equally sized surfaces differ (empty when they are identical), so a
/// failing comparison reports coordinates instead of two full pixel dumps.
func differences(_ a: Surface, _ b: Surface) -> [String] {
  precondition(a.width == b.width && a.height == b.height)
  var found: [String] = []
  for y in 0..<a.height {
    for x in 0..<a.width where a[x, y] != b[x, y] {
      found.append("(\(x), \(y)): \(a[x, y]) vs \(b[x, y])")
    }
  }
  return found
}
