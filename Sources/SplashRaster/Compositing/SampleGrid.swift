/// A draw's source samples computed ahead, one per destination pixel the draw touches.
///
/// `pixels` holds, at (x − origin.x, y − origin.y), what destination pixel (x, y) shows before
/// coverage and opacity; pixels the draw does not touch stay transparent. Blending it as a
/// whole-pixel translation through the draw's `CoverageRegion` finishes the draw.
struct SampleGrid: Sendable {
  let pixels: Surface
  let origin: (x: Int, y: Int)

  /// The box of destination pixels `region` may touch: its rows, and the union of their spans.
  static func box(of region: CoverageRegion, width: Int) -> (columns: Range<Int>, rows: Range<Int>) {
    var low = Int.max
    var high = Int.min
    for y in region.rows {
      let touched = region.spans(row: y, width: width).touched
      guard !touched.isEmpty else { continue }
      low = min(low, touched.lowerBound)
      high = max(high, touched.upperBound)
    }
    return low < high ? (low..<high, region.rows) : (0..<0, 0..<0)
  }

  /// Fills a grid over `region`'s box with `sample(x, y)` (packed pixel) for every touched pixel.
  static func filled(
    region: CoverageRegion, destinationWidth: Int, threads: Int,
    sample: @Sendable (_ x: Int, _ y: Int) -> UInt32
  ) -> SampleGrid {
    let box = box(of: region, width: destinationWidth)
    guard !box.columns.isEmpty else {
      return SampleGrid(pixels: try! Surface(width: 1, height: 1), origin: (0, 0))
    }
    var grid = try! Surface(width: box.columns.count, height: box.rows.count)
    let gridWidth = grid.width
    let (left, top) = (box.columns.lowerBound, box.rows.lowerBound)
    grid.pixels.withUnsafeMutableBytes { bytes in
      nonisolated(unsafe) let out = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      forEachRowBand(box.rows, threads: Surface.resolvedThreads(threads)) { band in
        for y in band {
          let row = out + (y - top) * gridWidth - left
          for x in region.spans(row: y, width: destinationWidth).touched { row[x] = sample(x, y) }
        }
      }
    }
    return SampleGrid(pixels: grid, origin: (left, top))
  }

  /// Bilinear samples exactly as the drawing loops take them (`BilinearSampler`, the same
  /// fixed-point steps along each row), so blending the grid gives the bytes a direct draw gives.
  static func bilinear(_ source: Surface, map: Transform2D, region: CoverageRegion, destinationWidth: Int, threads: Int)
    -> SampleGrid
  {
    let sampler = BilinearSampler(width: source.width, height: source.height, map: map)
    return source.pixels.withUnsafeBytes { bytes in
      nonisolated(unsafe) let src = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      return filled(region: region, destinationWidth: destinationWidth, threads: threads) { x, y in
        let (u, v, du, dv) = sampler.start(x: 0, y: y)
        return pack(sampler.sample(src, u: u &+ x &* du, v: v &+ x &* dv))
      }
    }
  }

  /// The source pixel under each destination pixel centre (`SamplingFilter.nearest`).
  static func nearest(_ source: Surface, region: CoverageRegion, destinationWidth: Int, threads: Int) -> SampleGrid {
    let map = region.inverse
    let (lastX, lastY, sourceWidth) = (source.width - 1, source.height - 1, source.width)
    return source.pixels.withUnsafeBytes { bytes in
      nonisolated(unsafe) let src = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      return filled(region: region, destinationWidth: destinationWidth, threads: threads) { x, y in
        let p = map.applied(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let i = Int(min(Double(lastX), max(0, p.x.rounded(.down))))
        let j = Int(min(Double(lastY), max(0, p.y.rounded(.down))))
        return src[j * sourceWidth + i]
      }
    }
  }

  /// Trilinear samples (`SamplingFilter.trilinear`): bilinear in mipmap levels ⌊lod⌋ and
  /// ⌊lod⌋ + 1 (each half the one before, area-averaged, rounded up), blended by lod's fraction.
  static func trilinear(
    _ source: Surface, region: CoverageRegion, levelOfDetail lod: Double, destinationWidth: Int, threads: Int
  ) -> SampleGrid {
    let finest = Int(max(0, lod).rounded(.down))
    let fraction = UInt64((max(0, lod) - Double(finest)) * 256)
    var levels = [source]
    while levels.count < finest + 2, levels.last!.width > 1 || levels.last!.height > 1 {
      let last = levels.last!
      levels.append(last.resized(width: (last.width + 1) / 2, height: (last.height + 1) / 2))
    }
    let fine = levels[min(finest, levels.count - 1)]
    let coarse = levels[min(finest + 1, levels.count - 1)]
    /// Destination → level map: the level's pixels are proportional to the source's.
    func sampler(_ level: Surface) -> BilinearSampler {
      BilinearSampler(
        width: level.width, height: level.height,
        map: region.inverse.concatenating(
          Transform2D(
            scaleX: Double(level.width) / Double(source.width), y: Double(level.height) / Double(source.height))))
    }
    let (fineSampler, coarseSampler) = (sampler(fine), sampler(coarse))
    return fine.pixels.withUnsafeBytes { fineBytes in
      coarse.pixels.withUnsafeBytes { coarseBytes in
        nonisolated(unsafe) let fineSource = fineBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        nonisolated(unsafe) let coarseSource = coarseBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        return filled(region: region, destinationWidth: destinationWidth, threads: threads) { x, y in
          let f = fineSampler.start(x: x, y: y)
          let c = coarseSampler.start(x: x, y: y)
          return pack(
            lerpLanes(
              fineSampler.sample(fineSource, u: f.u, v: f.v), coarseSampler.sample(coarseSource, u: c.u, v: c.v),
              fraction))
        }
      }
    }
  }
}
