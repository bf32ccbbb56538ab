/// pixelmatch's perceptual colour difference (Kotsarenko & Ramos, "Measuring perceived color
/// difference using YIQ NTSC transmission color space in mobile applications"), written so that
/// every floating-point operation happens in the same order as in the `pixelmatch` package, and so
/// gives bit-identical results.
enum YIQ {
  /// The largest possible `delta`: black against white.
  static let maximumDelta = 35215.0

  @inline(__always)
  static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }

  @inline(__always)
  static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.59597799 - g * 0.27417610 - b * 0.32180189
  }

  @inline(__always)
  static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.21147017 - g * 0.52261711 + b * 0.31114694
  }

  /// A straight-alpha pixel blended over white (pixelmatch ≤ 5 and the Python port): 255 + (c − 255)·a.
  @inline(__always)
  static func blended(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
    let r = Double(p[0])
    let g = Double(p[1])
    let b = Double(p[2])
    let alpha = p[3]
    if alpha == 255 { return (r, g, b) }
    let a = Double(alpha) / 255
    return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a)
  }

  /// Squared YIQ distance between two pixels; 0 when their four bytes are equal.
  @inline(__always)
  static func delta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>) -> Double {
    if p1[0] == p2[0] && p1[1] == p2[1] && p1[2] == p2[2] && p1[3] == p2[3] { return 0 }
    let (r1, g1, b1) = blended(p1)
    let (r2, g2, b2) = blended(p2)
    let y = y(r1, g1, b1) - y(r2, g2, b2)
    let i = i(r1, g1, b1) - i(r2, g2, b2)
    let q = q(r1, g1, b1) - q(r2, g2, b2)
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  /// Brightness difference only (positive when `p1` is brighter).
  @inline(__always)
  static func brightnessDelta(_ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>) -> Double {
    if p1[0] == p2[0] && p1[1] == p2[1] && p1[2] == p2[2] && p1[3] == p2[3] { return 0 }
    let (r1, g1, b1) = blended(p1)
    let (r2, g2, b2) = blended(p2)
    return y(r1, g1, b1) - y(r2, g2, b2)
  }
}
