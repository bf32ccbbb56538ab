extension Surface {
  /// `resized` for a shrink to exactly two thirds on both axes (render @3x, export @2x): each
  /// 3 × 3 block gives 2 × 2 pixels, every axis weighing its source pixels 2, 1 and 1, 2 (the
  /// middle one half to each side), so each output channel is `round(Σ wy·wx·p / 9)`, halves up,
  /// exactly what the general area-weight path gives. Sums of at most 9 · 255 fit the 16-bit
  /// lanes of (R, B) and (G, A) pairs, one pixel per 32-bit word.
  func twoThirdsDownscaled(threads: Int) -> Surface {
    precondition(width % 3 == 0 && height % 3 == 0)
    let newWidth = width / 3 * 2
    let newHeight = height / 3 * 2
    let sourceWidth = width
    let divide = RoundedDivision(by: 9)
    return shrunk(width: newWidth, height: newHeight, threads: threads) { src, out, band in
      // One output row's vertical sums: 2 · outer row + middle row, per lane pair.
      let rb = UnsafeMutablePointer<UInt32>.allocate(capacity: sourceWidth)
      let ag = UnsafeMutablePointer<UInt32>.allocate(capacity: sourceWidth)
      defer {
        rb.deallocate()
        ag.deallocate()
      }
      for oy in band {
        let block = oy / 2 * 3
        let outer = src + (oy % 2 == 0 ? block : block + 2) * sourceWidth
        let middle = src + (block + 1) * sourceWidth
        for c in 0..<sourceWidth {
          let p = outer[c]
          let q = middle[c]
          rb[c] = (p & 0x00FF_00FF) &* 2 &+ (q & 0x00FF_00FF)
          ag[c] = ((p >> 8) & 0x00FF_00FF) &* 2 &+ ((q >> 8) & 0x00FF_00FF)
        }
        let outRow = out + oy * newWidth
        var ox = 0
        var c = 0
        while ox < newWidth {
          // Left pixel: 2 · first + middle; right pixel: middle + 2 · last.
          let rbLeft = rb[c] &* 2 &+ rb[c + 1]
          let agLeft = ag[c] &* 2 &+ ag[c + 1]
          let rbRight = rb[c + 1] &+ rb[c + 2] &* 2
          let agRight = ag[c + 1] &+ ag[c + 2] &* 2
          outRow[ox] = Self.packed(rb: rbLeft, ag: agLeft, divide)
          outRow[ox + 1] = Self.packed(rb: rbRight, ag: agRight, divide)
          ox += 2
          c += 3
        }
      }
    }
  }

  /// One RGBA8 pixel from lane-pair sums, each lane divided by `divide`, rounded.
  @inline(__always)
  private static func packed(rb: UInt32, ag: UInt32, _ divide: RoundedDivision) -> UInt32 {
    let r = divide(UInt64(rb & 0xFFFF))
    let b = divide(UInt64(rb >> 16))
    let g = divide(UInt64(ag & 0xFFFF))
    let a = divide(UInt64(ag >> 16))
    return r | g << 8 | b << 16 | a << 24
  }
}
