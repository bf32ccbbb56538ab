// Four-channel integer arithmetic on one 64-bit word ("SIMD within a register").
//
// A premultiplied RGBA8 pixel loaded as a little-endian UInt32 (R in the low byte) is spread
// into four 16-bit lanes, R | G<<16 | B<<32 | A<<48. Every operation below keeps each lane
// below 65536, so lanes never carry into each other, and each lane gets exactly the value the
// scalar formula would give.

@usableFromInline let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF
@usableFromInline let laneHalf: UInt64 = 0x0080_0080_0080_0080

/// Spreads a packed RGBA8 pixel (R in the low byte) into four 16-bit lanes.
@inlinable @inline(__always)
func spread(_ pixel: UInt32) -> UInt64 {
  var x = UInt64(pixel)
  x = (x | (x << 16)) & 0x0000_FFFF_0000_FFFF
  return (x | (x << 8)) & laneMask
}

/// The inverse of `spread`; every lane must be at most 255.
@inlinable @inline(__always)
func pack(_ lanes: UInt64) -> UInt32 {
  var x = (lanes | (lanes >> 8)) & 0x0000_FFFF_0000_FFFF
  x |= x >> 16
  return UInt32(truncatingIfNeeded: x)
}

/// The alpha lane of spread pixel lanes.
@inlinable @inline(__always)
func alphaLane(_ lanes: UInt64) -> UInt64 {
  lanes >> 48
}

/// `mulDiv255(lane, k)` in every lane, exact rounding; `k` is 0...255.
@inlinable @inline(__always)
func scaleLanes(_ lanes: UInt64, _ k: UInt64) -> UInt64 {
  let t = lanes &* k &+ laneHalf
  return ((t &+ ((t >> 8) & laneMask)) >> 8) & laneMask
}

/// `round((x·(256 − f) + y·f) / 256)` in every lane (halves round up); `f` is 0...256.
@inlinable @inline(__always)
func lerpLanes(_ x: UInt64, _ y: UInt64, _ f: UInt64) -> UInt64 {
  ((x &* (256 &- f) &+ y &* f &+ laneHalf) >> 8) & laneMask
}

/// Source-over of premultiplied lanes: `src + mulDiv255(dst, 255 − srcA)` per channel.
@inlinable @inline(__always)
func sourceOverLanes(_ src: UInt64, _ dst: UInt64) -> UInt64 {
  src &+ scaleLanes(dst, 255 &- alphaLane(src))
}

/// Source-over of one packed premultiplied pixel onto another, with exact rounding.
@inlinable @inline(__always)
func sourceOver(_ src: UInt32, onto dst: UInt32) -> UInt32 {
  let srcA = src >> 24
  if srcA == 255 { return src }
  if src == 0 { return dst }
  return pack(spread(src) &+ scaleLanes(spread(dst), UInt64(255 &- srcA)))
}

/// An opacity in 0...1 as the 8-bit factor the blend uses: `round(opacity · 255)`, clamped.
@inlinable
func opacityFactor(_ opacity: Double) -> UInt32 {
  guard opacity.isFinite else { return opacity == .infinity ? 255 : 0 }
  return UInt32(max(0, min(255, (opacity * 255).rounded())))
}

/// Fades spread source lanes by `factor` (0...255) and composites them onto `pixel`.
@inlinable @inline(__always)
func blend(_ source: UInt64, factor: UInt32, onto pixel: UnsafeMutablePointer<UInt32>) {
  let s = factor < 255 ? scaleLanes(source, UInt64(factor)) : source
  if alphaLane(s) != 0 { pixel.pointee = pack(sourceOverLanes(s, spread(pixel.pointee))) }
}

/// The single factor for a pixel at `coverage` (0...255) of a layer at opacity factor `op`.
@inlinable @inline(__always)
func edgeFactor(_ op: UInt32, _ coverage: UInt32) -> UInt32 {
  coverage == 255 ? op : mulDiv255(op, coverage)
}
