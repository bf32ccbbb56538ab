/// A pair of palette entries that `PaletteMapper` mixes, with what its per-pixel projection
/// needs worked out once.
///
/// For a colour c = P(r, g, b) (`PerceptualSpace.point`), how far it lies from `low` towards
/// `high` is (c − a)·d with a = P(low) and d = P(high) − a. P is linear, so c·d equals
/// (r, g, b)·Pᵀd (`PerceptualSpace.channelWeights`): the projection is three products of the
/// colour's own channels (`dot`), exactly the integer (c − a)·d, without the colour's coordinates.
struct PaletteBracket: Sendable {
  /// The lower and the higher palette index of the pair.
  let low: UInt8
  let high: UInt8
  /// Pᵀd, the weights of R, G and B in c·d.
  let red: Int32
  let green: Int32
  let blue: Int32
  /// a·d.
  let offset: Int
  /// d·d.
  let lengthSquared: Int

  /// The bracket of `pair` (`low | high << 8`) among `points`.
  init(pair: UInt16, points: [PerceptualSpace.Point]) {
    low = UInt8(pair & 255)
    high = UInt8(pair >> 8)
    let a = points[Int(low)]
    let d = points[Int(high)] - a
    // Coordinates stay within ±2¹⁵ (`PerceptualSpace`), so each weight is below 2²³.
    let weights = PerceptualSpace.channelWeights(of: d)
    (red, green, blue) = (Int32(weights.x), Int32(weights.y), Int32(weights.z))
    offset = a.dot(d)
    lengthSquared = d.dot(d)
  }

  /// (c − a)·d for the colour (r, g, b): positive when it lies beyond `low` towards `high`.
  @inline(__always)
  func dot(_ r: Int, _ g: Int, _ b: Int) -> Int {
    r &* Int(red) &+ g &* Int(green) &+ b &* Int(blue) &- offset
  }
}
