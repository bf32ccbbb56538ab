/// An 8-bit RGBA colour whose channels are already multiplied by alpha.
public struct PremultipliedColor: Sendable, Hashable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  /// Creates a premultiplied colour; callers guarantee `r, g, b <= a`.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// Fully transparent black.
  public static let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
}

/// An 8-bit RGBA colour with straight (not premultiplied) alpha, as designers write it.
public struct Color: Sendable, Hashable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  public static let black = Color(r: 0, g: 0, b: 0)
  public static let white = Color(r: 255, g: 255, b: 255)
  public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

  /// This colour with its channels multiplied by alpha, rounded to nearest.
  public var premultiplied: PremultipliedColor {
    let a = UInt32(self.a)
    return PremultipliedColor(
      r: UInt8(mulDiv255(UInt32(r), a)),
      g: UInt8(mulDiv255(UInt32(g), a)),
      b: UInt8(mulDiv255(UInt32(b), a)),
      a: self.a)
  }
}

/// `round(x * y / 255)` for x, y in 0...255, exact, without division.
@inlinable @inline(__always)
package func mulDiv255(_ x: UInt32, _ y: UInt32) -> UInt32 {
  let t = x * y + 128
  return (t + (t >> 8)) >> 8
}
