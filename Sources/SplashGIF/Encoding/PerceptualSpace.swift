/// The colour space the quantiser and the mapper measure distances in.
///
/// An opponent transform of the sRGB values: lightness (BT.601 luma) and two colour-difference
/// axes (red–green, yellow–blue), each scaled so that plain Euclidean distance weighs lightness
/// errors a third more than RGB distance does and chroma errors a little less. Gamma-encoded sRGB
/// is already close to perceptually uniform in lightness, so a linear transform suffices, and
/// being linear keeps weighted means of colours equal to the means of their coordinates.
///
/// Coordinates are integers (the matrix is fixed-point, ×64) so that every distance the encoder
/// compares is exact and the output does not depend on floating-point evaluation order.
enum PerceptualSpace {
  /// Rows of the fixed-point matrix (coefficients ×64) applied to (R, G, B).
  static let lightness = (r: 38, g: 75, b: 15)  // 2 × (0.299, 0.587, 0.114) × 64
  static let redGreen = (r: 40, g: -40, b: 0)  // 0.63 × (1, −1, 0) × 64
  static let yellowBlue = (r: 21, g: 21, b: -42)  // 0.66 × (½, ½, −1) × 64: greys stay at 0

  /// The coordinates of an sRGB colour. Coordinates stay within ±2¹⁵ for channels in 0...255
  /// (and dot products of their differences within 2³⁴), so the arithmetic here cannot overflow
  /// and skips Swift's overflow checks, which cost a fifth of the per-pixel loops' time.
  @inline(__always)
  static func point(_ r: Int, _ g: Int, _ b: Int) -> Point {
    Point(
      x: lightness.r &* r &+ lightness.g &* g &+ lightness.b &* b,
      y: redGreen.r &* r &+ redGreen.g &* g &+ redGreen.b &* b,
      z: yellowBlue.r &* r &+ yellowBlue.g &* g &+ yellowBlue.b &* b)
  }

  /// Pᵀp, for P the matrix of `point(_:_:_:)`: the weights (x, y, z) of R, G and B in
  /// P(r, g, b)·p. P is linear, so a colour's dot product with p takes three products of its own
  /// channels, `Point(x: r, y: g, z: b).dot(channelWeights(of: p))`, exactly the same integer.
  @inline(__always)
  static func channelWeights(of p: Point) -> Point {
    Point(
      x: lightness.r &* p.x &+ redGreen.r &* p.y &+ yellowBlue.r &* p.z,
      y: lightness.g &* p.x &+ redGreen.g &* p.y &+ yellowBlue.g &* p.z,
      z: lightness.b &* p.x &+ redGreen.b &* p.y &+ yellowBlue.b &* p.z)
  }

  /// The coordinates of a colour given with fractional channels (weighted means).
  static func point(_ r: Double, _ g: Double, _ b: Double) -> DoublePoint {
    DoublePoint(
      x: Double(lightness.r) * r + Double(lightness.g) * g + Double(lightness.b) * b,
      y: Double(redGreen.r) * r + Double(redGreen.g) * g + Double(redGreen.b) * b,
      z: Double(yellowBlue.r) * r + Double(yellowBlue.g) * g + Double(yellowBlue.b) * b)
  }

  /// A point with exact integer coordinates.
  struct Point: Sendable, Equatable {
    var x: Int
    var y: Int
    var z: Int

    @inline(__always)
    static func - (a: Point, b: Point) -> Point { Point(x: a.x &- b.x, y: a.y &- b.y, z: a.z &- b.z) }

    @inline(__always)
    func dot(_ o: Point) -> Int { x &* o.x &+ y &* o.y &+ z &* o.z }

    @inline(__always)
    func distanceSquared(to o: Point) -> Int { (self - o).dot(self - o) }
  }

  /// A point with fractional coordinates, for means during palette building.
  struct DoublePoint: Sendable, Equatable {
    var x: Double
    var y: Double
    var z: Double

    @inline(__always)
    func distanceSquared(to o: DoublePoint) -> Double {
      let dx = x - o.x
      let dy = y - o.y
      let dz = z - o.z
      return dx * dx + dy * dy + dz * dz
    }

    subscript(axis: Int) -> Double {
      switch axis {
      case 0: return x
      case 1: return y
      default: return z
      }
    }
  }
}
