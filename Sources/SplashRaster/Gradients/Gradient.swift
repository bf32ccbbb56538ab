/// A CAGradientLayer's gradient: colour stops along an axis, out from a centre, or around one.
///
/// Points are in the unit square of the layer's bounds, as Core Animation gives `startPoint`
/// and `endPoint`. Colours are interpolated as given (straight, not premultiplied, RGBA), as
/// Core Graphics' `CGGradient` interpolates a CAGradientLayer's colours; the result is then
/// premultiplied. Before the first stop the first colour shows, after the last the last.
package struct Gradient: Sendable, Hashable {
  /// The shape of the gradient (CAGradientLayer's `type`).
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Along the line from `start` to `end` (`kCAGradientLayerAxial`, the default).
    case axial
    /// Out from `start`, reaching 1 on the ellipse through `end` whose axes are the bounds'
    /// (`kCAGradientLayerRadial`).
    case radial
    /// Around `start`, 0 towards `end`, growing clockwise on screen (`kCAGradientLayerConic`).
    case conic
  }

  package var kind: Kind
  /// Straight-alpha colours, each component 0...1.
  package var colors: [SIMD4<Double>]
  /// Where each colour sits, 0...1 (nil: evenly spaced).
  package var locations: [Double]?
  package var start: Point
  package var end: Point

  package init(kind: Kind, colors: [SIMD4<Double>], locations: [Double]? = nil, start: Point, end: Point) {
    self.kind = kind
    self.colors = colors
    self.locations = locations
    self.start = start
    self.end = end
  }

  /// Entries of the colour table a gradient is drawn through (t quantised to 1/4095: a colour
  /// error below 1/16 of a level).
  static let tableSize = 4096

  /// The premultiplied packed colours at t = i / (tableSize − 1).
  func table() -> [UInt32] {
    let stops = stopLocations()
    var table = [UInt32](repeating: 0, count: Self.tableSize)
    guard !colors.isEmpty else { return table }
    let last = Double(Self.tableSize - 1)
    var k = 0
    for i in 0..<Self.tableSize {
      let t = Double(i) / last
      while k < stops.count && stops[k] < t { k += 1 }
      let c: SIMD4<Double>
      if k == 0 {
        c = colors[0]
      } else if k == stops.count {
        c = colors[colors.count - 1]
      } else {
        let span = stops[k] - stops[k - 1]
        let f = span > 0 ? (t - stops[k - 1]) / span : 1
        c = colors[k - 1] + (colors[k] - colors[k - 1]) * f
      }
      table[i] = Self.premultiplied(c)
    }
    return table
  }

  /// The locations used: as given (as many as there are colours), or evenly spaced.
  func stopLocations() -> [Double] {
    let n = colors.count
    if let locations, locations.count >= n { return Array(locations.prefix(n)) }
    if n == 1 { return [0] }
    return (0..<n).map { Double($0) / Double(n - 1) }
  }

  /// Straight components 0...1 as a packed premultiplied pixel (each rounded to 8 bits first,
  /// as a colour written in a scene is).
  static func premultiplied(_ color: SIMD4<Double>) -> UInt32 {
    let c = (color.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(.toNearestOrAwayFromZero)
    return Color(r: UInt8(c.x), g: UInt8(c.y), b: UInt8(c.z), a: UInt8(c.w)).premultiplied.packed
  }
}
