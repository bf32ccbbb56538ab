extension Surface {
  /// Bilinear drawing under any invertible map (rotation, skew).
  ///
  /// Interior pixels go four at a time: each one's 2×2 neighbourhood is two 8-byte loads (the
  /// pixel pair on its upper and lower source row), and the arithmetic runs on all four at once.
  /// A group with any tap on the source's last row or column (or outside) falls back to
  /// `BilinearSampler.sample`, which clamps; both give the same bytes.
  mutating func drawGeneral(
    _ source: Surface, sampler: BilinearSampler, region: CoverageRegion, op: UInt32, threads: Int
  ) {
    let (width, firstRow) = (self.width, self.firstRow)
    let sourceWidth = source.width
    // Pair loads need column ix + 1 and row iy + 1 inside the source.
    let pairColumns = UInt(source.width - 1)
    let pairRows = UInt(source.height - 1)
    let opLanes = UInt64(op)
    withPackedPixels(reading: source) { src, dst in
      nonisolated(unsafe) let (src, dst) = (src, dst)
      forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
        /// The 2×2 taps at fixed-point (u, v) when they need no clamping: upper pair, lower
        /// pair, and the weights repeated in both 16-bit lanes.
        @inline(__always) func taps(_ u: Int, _ v: Int) -> (UInt64, UInt64, UInt32, UInt32)? {
          let s = u >> 24
          let t = v >> 24
          let ix = s >> 8
          let iy = t >> 8
          guard UInt(bitPattern: ix) < pairColumns, UInt(bitPattern: iy) < pairRows else {
            return nil
          }
          let upper = UnsafeRawPointer(src + iy * sourceWidth + ix)
          return (
            upper.loadUnaligned(as: UInt64.self),
            upper.loadUnaligned(fromByteOffset: sourceWidth * 4, as: UInt64.self),
            UInt32(truncatingIfNeeded: s & 255) &* 0x0001_0001,
            UInt32(truncatingIfNeeded: t & 255) &* 0x0001_0001
          )
        }
        for y in band {
          let row = dst + (y - firstRow) * width
          let (su, sv, sdu, sdv) = sampler.start(x: 0, y: y)
          region.rasterize(row: y, width: width) { x, coverage in
            let s = sampler.sample(src, u: su &+ x &* sdu, v: sv &+ x &* sdv)
            blend(s, factor: edgeFactor(op, coverage), onto: row + x)
          } interior: { full in
            let k = Half4(repeating: UInt16(op))
            var u = su &+ full.lowerBound &* sdu
            var v = sv &+ full.lowerBound &* sdv
            var x = full.lowerBound
            /// One pixel through the clamping sampler.
            @inline(__always) func single() {
              blend(sampler.sample(src, u: u, v: v), factor: op, onto: row + x)
              u &+= sdu
              v &+= sdv
              x += 1
            }
            while x + 4 <= full.upperBound {
              if let t0 = taps(u, v), let t1 = taps(u &+ sdu, v &+ sdv),
                let t2 = taps(u &+ 2 &* sdu, v &+ 2 &* sdv),
                let t3 = taps(u &+ 3 &* sdu, v &+ 3 &* sdv)
              {
                let upper = unsafeBitCast(
                  SIMD4<UInt64>(t0.0, t1.0, t2.0, t3.0), to: SIMD8<UInt32>.self)
                let lower = unsafeBitCast(
                  SIMD4<UInt64>(t0.1, t1.1, t2.1, t3.1), to: SIMD8<UInt32>.self)
                let fx = unsafeBitCast(SIMD4<UInt32>(t0.2, t1.2, t2.2, t3.2), to: Half4.self)
                let fy = unsafeBitCast(SIMD4<UInt32>(t0.3, t1.3, t2.3, t3.3), to: Half4.self)
                // Rows first (left and right columns), then columns: the sampler's order.
                let leftColumn = Pixels4.lerp(
                  Pixels4(packed: unsafeBitCast(upper.evenHalf, to: Half4.self)),
                  Pixels4(packed: unsafeBitCast(lower.evenHalf, to: Half4.self)), fy)
                let rightColumn = Pixels4.lerp(
                  Pixels4(packed: unsafeBitCast(upper.oddHalf, to: Half4.self)),
                  Pixels4(packed: unsafeBitCast(lower.oddHalf, to: Half4.self)), fy)
                var s = Pixels4.lerp(leftColumn, rightColumn, fx)
                if opLanes < 255 { s = s.scaled(k) }
                s.over(Pixels4(loading: row + x)).store(row + x)
                u &+= 4 &* sdu
                v &+= 4 &* sdv
                x += 4
              } else {
                for _ in 0..<4 { single() }
              }
            }
            while x < full.upperBound { single() }
          }
        }
      }
    }
  }
}
