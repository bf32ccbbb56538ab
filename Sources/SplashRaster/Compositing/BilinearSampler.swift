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
