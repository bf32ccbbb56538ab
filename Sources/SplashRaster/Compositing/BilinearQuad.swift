/// Bilinear samples of four pixels at once from pair loads, for the interior loops of the
/// rotated (`drawGeneral`) and projected (`drawProjected`) draws.
///
/// Each pixel's 2×2 neighbourhood is two 8-byte loads (the pixel pair on its upper and lower
/// source row); the arithmetic is that of `BilinearSampler.sample` (rows first, then columns),
/// so both give the same bytes. A pixel with a tap on the source's last row or column (or
/// outside) has no pair load: the group then goes through the clamping sampler.
struct BilinearQuad {
  let source: UnsafePointer<UInt32>
  let sourceWidth: Int
  /// Pair loads need column ix + 1 and row iy + 1 inside the source.
  let pairColumns: UInt
  let pairRows: UInt

  init(_ source: UnsafePointer<UInt32>, width: Int, height: Int) {
    self.source = source
    sourceWidth = width
    pairColumns = UInt(width - 1)
    pairRows = UInt(height - 1)
  }

  /// The 2×2 taps at fixed-point (u, v) when they need no clamping: upper pair, lower pair, and
  /// the weights repeated in both 16-bit lanes.
  @inline(__always)
  func taps(_ u: Int, _ v: Int) -> (UInt64, UInt64, UInt32, UInt32)? {
    let s = u >> 24
    let t = v >> 24
    let ix = s >> 8
    let iy = t >> 8
    guard UInt(bitPattern: ix) < pairColumns, UInt(bitPattern: iy) < pairRows else { return nil }
    let upper = UnsafeRawPointer(source + iy * sourceWidth + ix)
    return (
      upper.loadUnaligned(as: UInt64.self),
      upper.loadUnaligned(fromByteOffset: sourceWidth * 4, as: UInt64.self),
      UInt32(truncatingIfNeeded: s & 255) &* 0x0001_0001,
      UInt32(truncatingIfNeeded: t & 255) &* 0x0001_0001
    )
  }

  /// The four samples at fixed-point (u[i], v[i]), nil when any needs clamping.
  @inline(__always)
  func samples(_ u: SIMD4<Int>, _ v: SIMD4<Int>) -> Pixels4? {
    guard let t0 = taps(u[0], v[0]), let t1 = taps(u[1], v[1]), let t2 = taps(u[2], v[2]),
      let t3 = taps(u[3], v[3])
    else { return nil }
    let upper = unsafeBitCast(SIMD4<UInt64>(t0.0, t1.0, t2.0, t3.0), to: SIMD8<UInt32>.self)
    let lower = unsafeBitCast(SIMD4<UInt64>(t0.1, t1.1, t2.1, t3.1), to: SIMD8<UInt32>.self)
    let fx = unsafeBitCast(SIMD4<UInt32>(t0.2, t1.2, t2.2, t3.2), to: Half4.self)
    let fy = unsafeBitCast(SIMD4<UInt32>(t0.3, t1.3, t2.3, t3.3), to: Half4.self)
    return Self.interpolated(upper: upper, lower: lower, fx: fx, fy: fy)
  }

  /// The samples from each pixel's upper and lower pair loads (pixel i's pair in 64-bit lane i)
  /// and its weights in both 16-bit lanes of its pair: rows first (left and right columns), then
  /// columns, the sampler's order.
  @inline(__always)
  static func interpolated(upper: SIMD8<UInt32>, lower: SIMD8<UInt32>, fx: Half4, fy: Half4) -> Pixels4 {
    let leftColumn = Pixels4.lerp(
      Pixels4(packed: unsafeBitCast(upper.evenHalf, to: Half4.self)),
      Pixels4(packed: unsafeBitCast(lower.evenHalf, to: Half4.self)), fy)
    let rightColumn = Pixels4.lerp(
      Pixels4(packed: unsafeBitCast(upper.oddHalf, to: Half4.self)),
      Pixels4(packed: unsafeBitCast(lower.oddHalf, to: Half4.self)), fy)
    return Pixels4.lerp(leftColumn, rightColumn, fx)
  }

  /// The four samples at 24.8 fixed-point positions (`BilinearSampler.subpixels`: whole
  /// pixel index in the high bits, 1/256 fraction in the low 8), nil when any needs clamping.
  ///
  /// The same bytes as `samples(_:_:)` at the 32.32 positions these come from; the indices and
  /// weights are split in vector lanes, so only the eight loads are scalar.
  @inline(__always)
  func samples(subpixels s: SIMD4<Int32>, _ t: SIMD4<Int32>) -> Pixels4? {
    taps(subpixels: s, t)?.samples
  }

  /// The pair loads and weights of `samples(subpixels:_:)`, nil when any pixel needs clamping:
  /// all that depends on the positions alone, so that a loop can load one group before it
  /// interpolates the group before.
  @inline(__always)
  func taps(subpixels s: SIMD4<Int32>, _ t: SIMD4<Int32>) -> QuadTaps? {
    let ix = s &>> 8
    let iy = t &>> 8
    // Unsigned compares: a negative index wraps high and fails too.
    let inside =
      unsafeBitCast(ix, to: SIMD4<UInt32>.self) .< SIMD4(repeating: UInt32(truncatingIfNeeded: pairColumns))
      .& unsafeBitCast(iy, to: SIMD4<UInt32>.self) .< SIMD4(repeating: UInt32(truncatingIfNeeded: pairRows))
    guard all(inside) else { return nil }
    let rowBytes = sourceWidth * 4
    // Inside the source, so the offsets fit 32 bits (`Surface.maximumPixelCount`); one vector
    // multiply instead of four scalar ones on extracted lanes.
    let offsets = unsafeBitCast(iy &* Int32(truncatingIfNeeded: sourceWidth) &+ ix, to: SIMD4<UInt32>.self)
    @inline(__always) func pair(_ i: Int) -> UnsafeRawPointer {
      UnsafeRawPointer(source + Int(offsets[i]))
    }
    let (p0, p1, p2, p3) = (pair(0), pair(1), pair(2), pair(3))
    let upper = unsafeBitCast(
      SIMD4<UInt64>(
        p0.loadUnaligned(as: UInt64.self), p1.loadUnaligned(as: UInt64.self),
        p2.loadUnaligned(as: UInt64.self), p3.loadUnaligned(as: UInt64.self)),
      to: SIMD8<UInt32>.self)
    let lower = unsafeBitCast(
      SIMD4<UInt64>(
        p0.loadUnaligned(fromByteOffset: rowBytes, as: UInt64.self),
        p1.loadUnaligned(fromByteOffset: rowBytes, as: UInt64.self),
        p2.loadUnaligned(fromByteOffset: rowBytes, as: UInt64.self),
        p3.loadUnaligned(fromByteOffset: rowBytes, as: UInt64.self)),
      to: SIMD8<UInt32>.self)
    // The 8-bit fractions, the weights of the lower row and the right column.
    let fs = unsafeBitCast(s, to: SIMD4<UInt32>.self) & 255
    let ft = unsafeBitCast(t, to: SIMD4<UInt32>.self) & 255
    return QuadTaps(upper: upper, lower: lower, fx: repeatedInPairs(fs), fy: repeatedInPairs(ft))
  }
}

/// Four pixels' 2×2 taps as `BilinearQuad` loads them: each pixel's pair on its upper and lower
/// source row (pixel i's in 64-bit lane i), and its weights in both 16-bit lanes of its pair.
struct QuadTaps {
  let upper: SIMD8<UInt32>
  let lower: SIMD8<UInt32>
  let fx: Half4
  let fy: Half4

  /// The four bilinear samples.
  @inline(__always)
  var samples: Pixels4 { BilinearQuad.interpolated(upper: upper, lower: lower, fx: fx, fy: fy) }
}
