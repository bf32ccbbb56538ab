extension PremultipliedColor {
  /// This colour composited over `destination` with source-over, exactly rounded:
  /// each channel is `self + mulDiv255(destination, 255 − self.a)`.
  public func over(_ destination: PremultipliedColor) -> PremultipliedColor {
    PremultipliedColor(packed: sourceOver(packed, onto: destination.packed))
  }

  /// This colour faded by `opacity` (0...1): every channel (alpha too) becomes
  /// `mulDiv255(channel, round(opacity · 255))`, so it stays premultiplied.
  public func withOpacity(_ opacity: Double) -> PremultipliedColor {
    PremultipliedColor(packed: pack(scaleLanes(spread(packed), UInt64(opacityFactor(opacity)))))
  }

  /// R in the low byte, as the pixel sits in memory on little-endian machines.
  var packed: UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  init(packed: UInt32) {
    self.init(
      r: UInt8(truncatingIfNeeded: packed), g: UInt8(truncatingIfNeeded: packed >> 8),
      b: UInt8(truncatingIfNeeded: packed >> 16), a: UInt8(truncatingIfNeeded: packed >> 24))
  }
}
