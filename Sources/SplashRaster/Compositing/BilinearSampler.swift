/// Bilinear sampling of a premultiplied surface in fixed point.
///
/// Coordinates are 32.32 fixed point in the sampled surface's pixel space, where pixel (i, j)
/// has its centre at (i + 0.5, j + 0.5). The fractional position is rounded to 1/256 of a pixel
/// and the two linear interpolations each round to nearest, so an exact pixel centre returns
/// that pixel unchanged. Rows are interpolated first, then columns. Outside the surface the nearest edge pixel is used (clamp to edge); the
/// shape's edge coverage, not the sampler, makes borders transparent.
struct BilinearSampler {
  let width: Int
  let height: Int
  /// Destination pixel → sampled-surface coordinates.
  let map: Transform2D

  static let one = 4_294_967_296.0  // 2^32
  /// Moves from pixel-centre coordinates to pixel-index coordinates (−0.5) and rounds the
  /// fraction to the nearest 1/256 (+2^23) before truncation.
  static let bias = -(1 << 31) + (1 << 23)

  @inline(__always)
  static func fixed(_ value: Double) -> Int {
    Int(max(-1.0e9, min(1.0e9, value)) * one) + bias
  }

  /// The 24.8 fixed-point positions `fixed(c) >> 24` of four coordinates given as `c · 256`
  /// (|c · 256| < 2³⁰), in Int32 lanes, without a conversion instruction (x86-64's baseline
  /// SSE2 has no vector double → Int64 one, and Swift's SIMD conversions go element by element).
  ///
  /// For c ≥ 0, `fixed(c) >> 24` is ⌊c · 256 + ½⌋ − 128 exactly (the truncation to 2⁻³² floors
  /// there, and flooring twice is flooring once). Adding 1.5 · 2⁵² − 128 rounds c · 256 to the
  /// nearest integer, ties to even, minus 128, into the low 32 bits of the double; a tie rounded
  /// down (c · 256 − k = ½ exactly) is moved up, giving round-half-up = ⌊c · 256 + ½⌋. For c < 0
  /// both are at most −128, pixel index −1 or less, where the sampler reads column (row) 0 for
  /// both taps whatever the weight, so the sample is the same.
  @inline(__always)
  static func subpixels(scaled c: SIMD4<Double>) -> SIMD4<Int32> {
    let magic = SIMD4<Double>(repeating: 6_755_399_441_055_744 - 128)  // 1.5 · 2^52 − 128
    let q = c + magic
    // c − rounded is exact (Sterbenz, or c itself below 1/2), and ½ only for a tie rounded down.
    let tie = unsafeBitCast(c - (q - magic) .== 0.5, to: SIMD8<Int32>.self).evenHalf
    // The mask is −1 where it holds.
    return unsafeBitCast(q, to: SIMD8<Int32>.self).evenHalf &- tie
  }

  /// The bound of `c · 256` that `subpixels` takes: far past the edge of any source it is used
  /// on (sources below 2²² pixels), and of any 24.8 value an Int32 holds.
  static let subpixelLimit = 1_073_741_824.0  // 2^30

  /// `c` clamped to ±`subpixelLimit` (NaN to the upper bound, as `fixed` clamps it), for
  /// positions that may be anywhere: past the limit either way the sample is the edge pixel's.
  @inline(__always)
  static func clampedForSubpixels(_ c: SIMD4<Double>) -> SIMD4<Double> {
    let limit = SIMD4<Double>(repeating: subpixelLimit)
    let upper = limit.replacing(with: c, where: c .< limit)
    return (-limit).replacing(with: upper, where: upper .> -limit)
  }

  /// Fixed-point coordinates of destination pixel (x, y)'s centre, and the step per pixel in x.
  @inline(__always)
  func start(x: Int, y: Int) -> (u: Int, v: Int, du: Int, dv: Int) {
    let xc = Double(x) + 0.5
    let yc = Double(y) + 0.5
    return (
      Self.fixed(map.a * xc + map.c * yc + map.tx),
      Self.fixed(map.b * xc + map.d * yc + map.ty),
      Int(max(-1.0e4, min(1.0e4, map.a)) * Self.one),
      Int(max(-1.0e4, min(1.0e4, map.b)) * Self.one)
    )
  }

  /// The sample at fixed-point (u, v) as spread lanes.
  @inline(__always)
  func sample(_ src: UnsafePointer<UInt32>, u: Int, v: Int) -> UInt64 {
    let s = u >> 24
    let t = v >> 24
    let ix = s >> 8
    let iy = t >> 8
    let fx = UInt64(truncatingIfNeeded: s & 255)
    let fy = UInt64(truncatingIfNeeded: t & 255)
    let lastX = width - 1
    let lastY = height - 1
    let x0 = min(max(ix, 0), lastX)
    let x1 = min(max(ix + 1, 0), lastX)
    let row0 = min(max(iy, 0), lastY) * width
    let row1 = min(max(iy + 1, 0), lastY) * width
    // Vertical first, then horizontal: the same order as the axis-aligned path's column cache.
    let left = lerpLanes(spread(src[row0 + x0]), spread(src[row1 + x0]), fy)
    let right = lerpLanes(spread(src[row0 + x1]), spread(src[row1 + x1]), fy)
    return lerpLanes(left, right, fx)
  }
}
