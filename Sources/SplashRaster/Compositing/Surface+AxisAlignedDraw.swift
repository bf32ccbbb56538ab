extension Surface {
  /// Bilinear drawing when the map has no rotation or skew (scale and translate only).
  ///
  /// Gives exactly the bytes `BilinearSampler.sample` would, faster: the source column and
  /// weight of every destination column are tabulated once per draw, and each row first blends
  /// its two source rows into a cache (one vertical interpolation per source column instead of
  /// two per destination pixel). A destination pixel then reads the cached pair
  /// (left, left + 1) with one 8-byte load; where the general sampler clamps to an edge column
  /// the weight is 0 (and the cache repeats the last column), which gives the same value.
  mutating func drawAxisAligned(
    _ source: Surface, sampler: BilinearSampler, region: CoverageRegion, op: UInt32, threads: Int
  ) {
    let (width, firstRow) = (self.width, self.firstRow)
    let sourceWidth = source.width
    let lastColumn = sourceWidth - 1
    let lastRow = source.height - 1
    let opLanes = UInt64(op)
    // Column tables, from the same fixed-point coordinates as the general sampler.
    let (u0, _, du, _) = sampler.start(x: 0, y: 0)
    var left = [Int32](repeating: 0, count: width)
    // The weight of each column, twice (one per 16-bit lane of a colour pair).
    var weight = [UInt32](repeating: 0, count: width)
    for x in 0..<width {
      let s = (u0 &+ x &* du) >> 24
      let ix = s >> 8
      let inside = ix >= 0 && ix < lastColumn
      left[x] = Int32(min(max(ix, 0), lastColumn))
      weight[x] = inside ? UInt32(truncatingIfNeeded: s & 255) &* 0x0001_0001 : 0
    }
    withPackedPixels(reading: source) { src, dst in
      nonisolated(unsafe) let (src, dst) = (src, dst)
      left.withUnsafeBufferPointer { left in
        weight.withUnsafeBufferPointer { weight in
          nonisolated(unsafe) let (left, weight) = (left.baseAddress!, weight.baseAddress!)
          forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
            // One spare entry: the pair load at the last column reads it.
            var cacheStorage = [UInt32](repeating: 0, count: sourceWidth + 1)
            cacheStorage.withUnsafeMutableBufferPointer { cacheBuffer in
              let cache = cacheBuffer.baseAddress!
              @inline(__always) func pair(_ x: Int) -> UInt64 {
                UnsafeRawPointer(cache + Int(left[x])).loadUnaligned(as: UInt64.self)
              }
              /// Destination column x from its cached pair, one pixel at a time.
              @inline(__always) func sample(_ x: Int) -> UInt64 {
                let p = pair(x)
                return lerpLanes(
                  spread(UInt32(truncatingIfNeeded: p)),
                  spread(UInt32(truncatingIfNeeded: p >> 32)),
                  UInt64(weight[x] & 0xFFFF))
              }
              for y in band {
                let row = dst + (y - firstRow) * width
                let t = sampler.start(x: 0, y: y).v >> 24
                let iy = t >> 8
                let fy = UInt64(truncatingIfNeeded: t & 255)
                let row0 = src + min(max(iy, 0), lastRow) * sourceWidth
                let row1 = src + min(max(iy + 1, 0), lastRow) * sourceWidth
                region.rasterize(row: y, width: width) { touched in
                  // The source columns this row reads, blended between its two source rows.
                  let (l0, l1) = (left[touched.lowerBound], left[touched.upperBound - 1])
                  let first = Int(min(l0, l1))
                  let last = min(Int(max(l0, l1)) + 1, lastColumn)
                  Self.blendRows(row0, row1, fy, columns: first...last, into: cache)
                  cache[sourceWidth] = cache[lastColumn]
                } edge: { x, coverage in
                  blend(sample(x), factor: edgeFactor(op, coverage), onto: row + x)
                } interior: { full in
                  let k = Half4(repeating: UInt16(op))
                  var x = full.lowerBound
                  // Four pixels at a time; the blend is exact for every alpha, so no branches.
                  while x + 4 <= full.upperBound {
                    let pairs = unsafeBitCast(
                      SIMD4<UInt64>(pair(x), pair(x + 1), pair(x + 2), pair(x + 3)),
                      to: SIMD8<UInt32>.self)
                    let a = Pixels4(packed: unsafeBitCast(pairs.evenHalf, to: Half4.self))
                    let b = Pixels4(packed: unsafeBitCast(pairs.oddHalf, to: Half4.self))
                    let w = UnsafeRawPointer(weight + x).loadUnaligned(as: Half4.self)
                    var s = Pixels4.lerp(a, b, w)
                    if opLanes < 255 { s = s.scaled(k) }
                    s.over(Pixels4(loading: row + x)).store(row + x)
                    x += 4
                  }
                  while x < full.upperBound {
                    blend(sample(x), factor: op, onto: row + x)
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

  /// `cache[c] = lerp(row0[c], row1[c], fy)` for the given columns, four at a time.
  @inline(__always)
  static func blendRows(
    _ row0: UnsafePointer<UInt32>, _ row1: UnsafePointer<UInt32>, _ fy: UInt64,
    columns: ClosedRange<Int>,
    into cache: UnsafeMutablePointer<UInt32>
  ) {
    if fy == 0 {
      (cache + columns.lowerBound).update(from: row0 + columns.lowerBound, count: columns.count)
      return
    }
    let f = Half4(repeating: UInt16(fy))
    var c = columns.lowerBound
    while c + 4 <= columns.upperBound + 1 {
      Pixels4.lerp(Pixels4(loading: row0 + c), Pixels4(loading: row1 + c), f).store(cache + c)
      c += 4
    }
    while c <= columns.upperBound {
      cache[c] = pack(lerpLanes(spread(row0[c]), spread(row1[c]), fy))
      c += 1
    }
  }
}
