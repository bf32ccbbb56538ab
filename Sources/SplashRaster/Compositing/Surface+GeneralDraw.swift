extension Surface {
  /// Bilinear drawing under any invertible map (rotation, skew).
  ///
  /// Interior pixels go four at a time (`BilinearQuad`); a group with any tap on the source's
  /// last row or column (or outside) falls back to `BilinearSampler.sample`, which clamps; both
  /// give the same bytes.
  mutating func drawGeneral(
    _ source: Surface, sampler: BilinearSampler, region: CoverageRegion, op: UInt32, threads: Int
  ) {
    let (width, firstRow) = (self.width, self.firstRow)
    let opLanes = UInt64(op)
    withPackedPixels(reading: source) { src, dst in
      nonisolated(unsafe) let (src, dst) = (src, dst)
      forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
        let quad = BilinearQuad(src, width: source.width, height: source.height)
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
              let steps = SIMD4<Int>(0, 1, 2, 3)
              if var s = quad.samples(u &+ steps &* sdu, v &+ steps &* sdv) {
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
