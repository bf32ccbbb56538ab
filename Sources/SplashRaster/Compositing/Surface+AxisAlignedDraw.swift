extension Surface {
  /// Bilinear drawing when the map has no rotation or skew (scale and translate only).
  ///
  /// Gives exactly the bytes `BilinearSampler.sample` would, faster: the source column pair and
  /// weight of every destination column are tabulated once per draw, and each row first blends
  /// its two source rows into a cache of pixels (one vertical interpolation per source
  /// column instead of two per destination pixel).
  mutating func drawAxisAligned(
    _ source: Surface, sampler: BilinearSampler, region: CoverageRegion, op: UInt32, threads: Int
  ) {
    let width = self.width
    let sourceWidth = source.width
    let lastColumn = sourceWidth - 1
    let lastRow = source.height - 1
    let opLanes = UInt64(op)
    // Column tables, from the same fixed-point coordinates as the general sampler.
    let (u0, _, du, _) = sampler.start(x: 0, y: 0)
    var left = [Int32](repeating: 0, count: width)
    var right = [Int32](repeating: 0, count: width)
    // The weight of each column, twice (one per 16-bit lane of a colour pair).
    var weight = [UInt32](repeating: 0, count: width)
    for x in 0..<width {
      let s = (u0 &+ x &* du) >> 24
      let ix = s >> 8
      left[x] = Int32(min(max(ix, 0), lastColumn))
      right[x] = Int32(min(max(ix + 1, 0), lastColumn))
      weight[x] = UInt32(truncatingIfNeeded: s & 255) &* 0x0001_0001
    }
    source.pixels.withUnsafeBytes { sourceBytes in
      nonisolated(unsafe) let src = sourceBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      pixels.withUnsafeMutableBytes { destinationBytes in
        nonisolated(unsafe) let dst = destinationBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        left.withUnsafeBufferPointer { left in
          right.withUnsafeBufferPointer { right in
            weight.withUnsafeBufferPointer { weight in
              nonisolated(unsafe) let (left, right, weight) = (left, right, weight)
              forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
                var cache = [UInt32](repeating: 0, count: sourceWidth)
                cache.withUnsafeMutableBufferPointer { cache in
                  for y in band {
                    let row = dst + y * width
                    let t = sampler.start(x: 0, y: y).v >> 24
                    let iy = t >> 8
                    let fy = UInt64(truncatingIfNeeded: t & 255)
                    let row0 = src + min(max(iy, 0), lastRow) * sourceWidth
                    let row1 = src + min(max(iy + 1, 0), lastRow) * sourceWidth
                    region.rasterize(row: y, width: width) { touched in
                      // The source columns this row reads, blended between its two source rows.
                      let (l0, r0) = (left[touched.lowerBound], right[touched.lowerBound])
                      let (l1, r1) = (left[touched.upperBound - 1], right[touched.upperBound - 1])
                      let first = Int(min(min(l0, r0), min(l1, r1)))
                      let last = Int(max(max(l0, r0), max(l1, r1)))
                      var c = first
                      if fy == 0 {
                        (cache.baseAddress! + first).update(from: row0 + first, count: last - first + 1)
                      } else {
                        let f = Half4(repeating: UInt16(fy))
                        while c + 4 <= last + 1 {
                          Pixels4.lerp(Pixels4(loading: row0 + c), Pixels4(loading: row1 + c), f)
                            .store(cache.baseAddress! + c)
                          c += 4
                        }
                        while c <= last {
                          cache[c] = pack(lerpLanes(spread(row0[c]), spread(row1[c]), fy))
                          c += 1
                        }
                      }
                    } edge: { x, coverage in
                      let k = coverage == 255 ? op : mulDiv255(op, coverage)
                      var s = lerpLanes(spread(cache[Int(left[x])]), spread(cache[Int(right[x])]), UInt64(weight[x] & 0xFFFF))
                      if k < 255 { s = scaleLanes(s, UInt64(k)) }
                      if alphaLane(s) != 0 { row[x] = pack(sourceOverLanes(s, spread(row[x]))) }
                    } interior: { full in
                      let k = Half4(repeating: UInt16(op))
                      var x = full.lowerBound
                      // Four pixels at a time; the blend is exact for every alpha, so no branches.
                      while x + 4 <= full.upperBound {
                        let a = Pixels4(cache[Int(left[x])], cache[Int(left[x + 1])], cache[Int(left[x + 2])], cache[Int(left[x + 3])])
                        let b = Pixels4(cache[Int(right[x])], cache[Int(right[x + 1])], cache[Int(right[x + 2])], cache[Int(right[x + 3])])
                        let w = unsafeBitCast(SIMD4<UInt32>(weight[x], weight[x + 1], weight[x + 2], weight[x + 3]), to: Half4.self)
                        var s = Pixels4.lerp(a, b, w)
                        if opLanes < 255 { s = s.scaled(k) }
                        s.over(Pixels4(loading: row + x)).store(row + x)
                        x += 4
                      }
                      while x < full.upperBound {
                        var s = lerpLanes(spread(cache[Int(left[x])]), spread(cache[Int(right[x])]), UInt64(weight[x] & 0xFFFF))
                        if opLanes < 255 { s = scaleLanes(s, opLanes) }
                        row[x] = pack(sourceOverLanes(s, spread(row[x])))
                        x += 1
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
