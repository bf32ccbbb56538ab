// The lane arithmetic of PixelMath.swift on four pixels at once, for the hot interior loops.
//
// Four packed RGBA8 pixels are loaded as eight 16-bit lanes (R|G<<8, B|A<<8, …) and split into
// two vectors: `rb` (R0, B0, R1, B1, …) and `ag` (G0, A0, G1, A1, …). Every lane stays below
// 65536 exactly as in the one-pixel versions, and the formulas are the same, so the results
// are bit-identical to them. Only operations native to 128-bit SSE2/NEON are used (16-bit
// multiply, shifts, masks), without widening conversions.

typealias Half4 = SIMD8<UInt16>

/// Each of four values (at most 0xFFFF) in both 16-bit lanes of its pixel's pair: a per-pixel
/// factor or weight for `Pixels4`'s lanes.
@inline(__always)
func repeatedInPairs(_ values: SIMD4<UInt32>) -> Half4 {
  unsafeBitCast(values | values &<< 16, to: Half4.self)
}

/// Four bytes read as one little-endian word (four pixels' values in a plane), each in both
/// 16-bit lanes of its pixel's pair.
@inline(__always)
func repeatedInPairs(bytes word: UInt32) -> Half4 {
  repeatedInPairs(SIMD4(word & 0xFF, word >> 8 & 0xFF, word >> 16 & 0xFF, word >> 24))
}

/// `mulDiv255(x, k)` in every lane, exact; `x` and `k` ≤ 255.
@inline(__always)
func mulDiv255(_ x: Half4, _ k: Half4) -> Half4 {
  let t = x &* k &+ 128
  return (t &+ (t &>> 8)) &>> 8
}

/// Four pixels split into colour pairs: (R, B) and (G, A) of each pixel.
struct Pixels4 {
  var rb: Half4
  var ag: Half4

  @inline(__always)
  init(rb: Half4, ag: Half4) {
    self.rb = rb
    self.ag = ag
  }

  /// Four packed pixels as they sit in memory.
  @inline(__always)
  init(packed: Half4) {
    rb = packed & 0x00FF
    ag = packed &>> 8
  }

  @inline(__always)
  init(loading pointer: UnsafePointer<UInt32>) {
    self.init(packed: UnsafeRawPointer(pointer).loadUnaligned(as: Half4.self))
  }

  /// Four packed pixels gathered from anywhere.
  @inline(__always)
  init(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) {
    self.init(packed: unsafeBitCast(SIMD4<UInt32>(a, b, c, d), to: Half4.self))
  }

  /// Packs (every lane ≤ 255) and stores the four pixels.
  @inline(__always)
  func store(_ pointer: UnsafeMutablePointer<UInt32>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: rb | (ag &<< 8), as: Half4.self)
  }

  /// `round((x·(256 − f) + y·f) / 256)` per channel; `f` ≤ 256, one value per lane pair.
  ///
  /// Computed as `x·256 + (y − x)·f + 128` with wrapping 16-bit lanes: the true sum lies in
  /// 0...65408, so the result modulo 2^16 is exact, and it saves a multiply.
  @inline(__always)
  static func lerp(_ x: Pixels4, _ y: Pixels4, _ f: Half4) -> Pixels4 {
    Pixels4(
      rb: ((x.rb &<< 8) &+ (y.rb &- x.rb) &* f &+ 128) &>> 8,
      ag: ((x.ag &<< 8) &+ (y.ag &- x.ag) &* f &+ 128) &>> 8)
  }

  /// `mulDiv255(channel, k)` per channel, exact; `k` ≤ 255.
  @inline(__always)
  func scaled(_ k: Half4) -> Pixels4 {
    Pixels4(rb: mulDiv255(rb, k), ag: mulDiv255(ag, k))
  }

  /// Each pixel's alpha in both lanes of its pair.
  @inline(__always)
  var alpha: Half4 {
    repeatedInPairs(unsafeBitCast(ag, to: SIMD4<UInt32>.self) &>> 16)
  }

  /// Whether all four alphas are 255 (then source-over gives these pixels).
  @inline(__always)
  var isOpaque: Bool {
    // In two words: a SIMD8 comparison is compiled lane by lane.
    let words = unsafeBitCast(ag, to: SIMD2<UInt64>.self)
    let alphas: UInt64 = 0x00FF_0000_00FF_0000
    return words[0] & words[1] & alphas == alphas
  }

  /// Source-over: `self + mulDiv255(dst, 255 − alpha)` per channel, exact for every alpha.
  @inline(__always)
  func over(_ dst: Pixels4) -> Pixels4 {
    let kept = dst.scaled(255 &- alpha)
    return Pixels4(rb: rb &+ kept.rb, ag: ag &+ kept.ag)
  }
}
