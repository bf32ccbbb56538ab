/// pixelmatch's perceptual colour difference (Kotsarenko & Ramos, "Measuring perceived color
/// difference using YIQ NTSC transmission color space in mobile applications"), written so that
/// every floating-point operation happens in the same order as in pixelmatch, and so gives
/// bit-identical results: opaque pairs and the white blend as the `pixelmatch` package from PyPI
/// (pixelmatch 5's rule), translucent pairs over the checkerboard as pixelmatch 7.2.
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

  /// Squared YIQ distance of two pixels whose words differ, translucent ones blended over
  /// pixelmatch 7's checkerboard at byte offset `offset` (or over white, as `delta(_:_:)`). Opaque
  /// pairs take `delta(_:_:)` unchanged.
  @inline(__always)
  static func delta(
    _ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, offset: Int, checkerboard: Bool
  ) -> Double {
    if !checkerboard || p1[3] & p2[3] == 255 { return delta(p1, p2) }
    let (dr, dg, db) = blendedDifference(p1, p2, backdrop: Checkerboard.colour(at: offset))
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }

  /// pixelmatch 7's difference of two pixels blended over one backdrop colour:
  /// (c1·a1 − c2·a2 − backdrop·(a1 − a2)) / 255 per channel, the numerator in integers.
  @inline(__always)
  static func blendedDifference(
    _ p1: UnsafePointer<UInt8>, _ p2: UnsafePointer<UInt8>, backdrop: (Int, Int, Int)
  ) -> (Double, Double, Double) {
    let a1 = Int(p1[3])
    let a2 = Int(p2[3])
    let da = a1 - a2
    return (
      Double(Int(p1[0]) * a1 - Int(p2[0]) * a2 - backdrop.0 * da) / 255,
      Double(Int(p1[1]) * a1 - Int(p2[1]) * a2 - backdrop.1 * da) / 255,
      Double(Int(p1[2]) * a1 - Int(p2[2]) * a2 - backdrop.2 * da) / 255
    )
  }

  /// pixelmatch 7.2's brightness difference for the anti-aliasing test: a translucent pair is
  /// blended over the checkerboard at the centre pixel's offset; opaque pairs as `brightnessDelta(_:_:)`.
  @inline(__always)
  static func brightnessDelta(
    _ centre: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, offset: Int, checkerboard: Bool
  ) -> Double {
    if !checkerboard || centre[3] & other[3] == 255 { return brightnessDelta(centre, other) }
    if centre[0] == other[0] && centre[1] == other[1] && centre[2] == other[2] && centre[3] == other[3] { return 0 }
    let (dr, dg, db) = blendedDifference(centre, other, backdrop: Checkerboard.colour(at: offset))
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  }
}
