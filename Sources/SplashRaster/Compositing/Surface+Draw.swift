#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Surface {
  /// Composites `source` onto this surface with source-over, through `transform`.
  ///
  /// - Parameters:
  ///   - source: premultiplied pixels; its pixel (i, j) covers the square [i, i+1] × [j, j+1].
  ///   - transform: maps source pixel coordinates to this surface's pixel coordinates.
  ///   - opacity: 0...1, applied as `round(opacity · 255)` scaling of the premultiplied source.
  ///   - clip: a rounded rectangle in *source* coordinates (the layer's own space); only the
  ///     source inside it is drawn, with anti-aliased edges. Radius = half the side → a circle.
  ///   - filters: how pixels are read when the draw shrinks or enlarges (`SamplingFilters`).
  ///   - antialiasedEdges: whether straight edges that the transform turns off the pixel grid get
  ///     coverage (Core Animation's `allowsEdgeAntialiasing`); axis-aligned edges at fractional
  ///     positions and the clip's arcs always do.
  ///   - threads: workers over row bands (0 = all processors); output is identical for any count.
  ///
  /// Only the destination bounding box of the transformed shape is visited. Edges of the
  /// transformed source (and of the clip) get the exact area they cover. With the default linear
  /// filters, sampling is bilinear on premultiplied pixels with 8-bit fixed-point weights at the
  /// mapped point of each pixel centre, down to half size; when the transform shrinks an axis
  /// below half, axis-aligned draws take the exact area average of the source under each pixel
  /// (see `AreaSampling`) and rotated ones are first area-averaged to the drawn size (a mipmap
  /// level of that exact size), then sampled bilinearly. An exact whole-pixel translation blends
  /// the pixels as they are (no resampling), which is byte-identical to the bilinear path.
  public mutating func draw(
    _ source: Surface, transform: Transform2D = .identity, opacity: Double = 1,
    clip: RoundedRect? = nil, filters: SamplingFilters = .linear, antialiasedEdges: Bool = true,
    threads: Int = 1
  ) {
    precondition(!source.isBand, "a band is drawn only by the group that made it")
    let op = opacityFactor(opacity)
    guard op > 0,
      let region = region(of: source, transform: transform, clip: clip, antialiased: antialiasedEdges)
    else { return }
    if let offset = transform.integerTranslation {
      blendTranslated(source, offset: offset, region: region, op: op, threads: threads)
      return
    }
    switch Self.plan(
      source, transform: transform, region: region, filters: filters, destinationWidth: width, threads: threads)
    {
    case .bilinear(let sampled, let map):
      drawResampled(
        sampled, sampler: BilinearSampler(width: sampled.width, height: sampled.height, map: map),
        region: region, op: op, threads: threads)
    case .grid(let samples):
      blendTranslated(samples.pixels, offset: samples.origin, region: region, op: op, threads: threads)
    }
  }

  /// The coverage of `source`'s bounds (∩ `clip`) under `transform` on this surface's frame, in
  /// the rows this surface holds (all of the frame's with `wholeFrame`).
  func region(
    of source: Surface, transform: Transform2D, clip: RoundedRect?, antialiased: Bool, wholeFrame: Bool = false
  ) -> CoverageRegion? {
    CoverageRegion(
      sourceBounds: Rect(x: 0, y: 0, width: Double(source.width), height: Double(source.frameHeight)),
      clip: clip, transform: transform, destinationWidth: width, destinationHeight: frameHeight,
      antialiased: antialiased, visibleRows: wholeFrame || !isBand ? nil : frameRows)
  }

  /// How a draw that is not a whole-pixel translation reads its source.
  enum DrawPlan {
    /// Bilinear sampling of a surface through a destination → surface map (the fast loops).
    case bilinear(Surface, Transform2D)
    /// Samples already computed in destination pixels.
    case grid(SampleGrid)
  }

  /// Chooses the filter (minification when either axis shrinks) and how to apply it.
  static func plan(
    _ source: Surface, transform: Transform2D, region: CoverageRegion, filters: SamplingFilters,
    destinationWidth: Int, threads: Int
  ) -> DrawPlan {
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
    let minifies = min(scaleX, scaleY) < 1
    switch minifies ? filters.minification : filters.magnification {
    case .nearest:
      return .grid(SampleGrid.nearest(source, region: region, destinationWidth: destinationWidth, threads: threads))
    case .trilinear where minifies:
      return .grid(
        SampleGrid.trilinear(
          source, region: region, levelOfDetail: -log2(min(scaleX, scaleY)), destinationWidth: destinationWidth,
          threads: threads))
    case .linear, .trilinear:
      if scaleX >= 0.5 && scaleY >= 0.5 { return .bilinear(source, region.inverse) }
      if transform.b == 0 && transform.c == 0 {
        return .grid(SampleGrid.area(source, region: region, destinationWidth: destinationWidth, threads: threads))
      }
      let (sampled, map) = prefiltered(source, transform: transform, inverse: region.inverse)
      return .bilinear(sampled, map)
    }
  }

  /// The surface to sample and the destination → sample-space map, area-averaging first when
  /// the transform shrinks an axis by more than 2×.
  static func prefiltered(_ source: Surface, transform: Transform2D, inverse: Transform2D) -> (
    Surface, Transform2D
  ) {
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
    guard scaleX < 0.5 || scaleY < 0.5 else { return (source, inverse) }
    let newWidth =
      scaleX < 0.5 ? max(1, Int((Double(source.width) * scaleX).rounded(.up))) : source.width
    let newHeight =
      scaleY < 0.5 ? max(1, Int((Double(source.height) * scaleY).rounded(.up))) : source.height
    let reduced = source.resized(width: newWidth, height: newHeight)
    let toReduced = Transform2D(
      scaleX: Double(newWidth) / Double(source.width), y: Double(newHeight) / Double(source.height))
    return (reduced, inverse.concatenating(toReduced))
  }

  /// The general path: bilinear resampling through `sampler`.
  mutating func drawResampled(
    _ source: Surface, sampler: BilinearSampler, region: CoverageRegion, op: UInt32, threads: Int
  ) {
    if sampler.map.b == 0 && sampler.map.c == 0 {
      drawAxisAligned(source, sampler: sampler, region: region, op: op, threads: threads)
    } else {
      drawGeneral(source, sampler: sampler, region: region, op: op, threads: threads)
    }
  }

  /// The exact path for whole-pixel translations: no resampling, only blending. Rows are the
  /// frame's: source row y − offset.y, destination row y, each read where its surface holds it.
  mutating func blendTranslated(
    _ source: Surface, offset: (x: Int, y: Int), region: CoverageRegion, op: UInt32, threads: Int
  ) {
    let (width, firstRow) = (self.width, self.firstRow)
    let sourceWidth = source.width
    let sourceHeight = source.height
    let sourceFirstRow = source.firstRow
    let opLanes = UInt64(op)
    withPackedPixels(reading: source) { src, dst in
      nonisolated(unsafe) let (src, dst) = (src, dst)
      forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
        for y in band {
          let sy = y - offset.y - sourceFirstRow
          guard sy >= 0, sy < sourceHeight else { continue }
          let row = dst + (y - firstRow) * width
          // Source index of destination column x is sourceRow + x.
          let sourceRow = sy * sourceWidth - offset.x
          region.rasterize(row: y, width: width) { x, coverage in
            blend(spread(src[sourceRow + x]), factor: edgeFactor(op, coverage), onto: row + x)
          } interior: { full in
            let k = Half4(repeating: UInt16(op))
            var x = full.lowerBound
            while x + 4 <= full.upperBound {
              let source = src + (sourceRow + x)
              let words = UnsafeRawPointer(source).loadUnaligned(as: SIMD2<UInt64>.self)
              // Four transparent pixels leave the destination as it is, and four opaque ones at
              // full opacity replace it (the source-over below gives exactly these): an offscreen
              // is mostly one or the other (a mask's outside, an opaque picture).
              if words[0] | words[1] == 0 {
                x += 4
                continue
              }
              var s = Pixels4(loading: source)
              if opLanes < 255 {
                s = s.scaled(k)
              } else if s.isOpaque {
                UnsafeMutableRawPointer(row + x).storeBytes(of: words, as: SIMD2<UInt64>.self)
                x += 4
                continue
              }
              s.over(Pixels4(loading: row + x)).store(row + x)
              x += 4
            }
            while x < full.upperBound {
              blend(spread(src[sourceRow + x]), factor: op, onto: row + x)
              x += 1
            }
          }
        }
      }
    }
  }

  /// Composites `offscreen` (a flattened layer over this surface's frame, source pixel x at
  /// destination x) through `mask`: each source pixel, all four premultiplied channels, first
  /// multiplied by the mask's value there, `mulDiv255(channel, alpha)`, then blended at `op` and
  /// the region's coverage. Only the mask's bounds are visited: outside them the result is
  /// transparent. What a layer mask does to the masked layer's composited result (`CALayer.mask`).
  mutating func blendMasked(_ offscreen: Surface, by mask: AlphaPlane, region: CoverageRegion, op: UInt32, threads: Int)
  {
    let (width, firstRow) = (self.width, self.firstRow)
    let sourceFirstRow = offscreen.firstRow
    let sourceRows = offscreen.firstRow..<(offscreen.firstRow + offscreen.height)
    let opLanes = UInt64(op)
    let box = mask.bounds
    let top = max(region.rows.lowerBound, box.y)
    let rows = top..<max(top, min(region.rows.upperBound, box.maxY))
    withPackedPixels(reading: offscreen) { src, dst in
      mask.values.withUnsafeBufferPointer { alpha in
        nonisolated(unsafe) let (src, dst, alpha) = (src, dst, alpha)
        forEachRowBand(rows, threads: Self.resolvedThreads(threads)) { band in
          for y in band where sourceRows.contains(y) {
            let row = dst + (y - firstRow) * width
            let sourceRow = (y - sourceFirstRow) * width
            // The mask's value at destination column x is alpha[line + x].
            let line = (y - box.y) * box.width - box.x
            region.rasterize(row: y, width: width) { x, coverage in
              guard x >= box.x, x < box.maxX else { return }
              blend(
                scaleLanes(spread(src[sourceRow + x]), UInt64(alpha[line + x])), factor: edgeFactor(op, coverage),
                onto: row + x)
            } interior: { full in
              let k = Half4(repeating: UInt16(op))
              var x = max(full.lowerBound, box.x)
              let end = min(full.upperBound, box.maxX)
              while x + 4 <= end {
                let a = UnsafeRawPointer(alpha.baseAddress! + line + x).loadUnaligned(as: UInt32.self)
                // Four pixels the mask hides leave the destination as it is.
                if a == 0 {
                  x += 4
                  continue
                }
                // Each pixel scaled by its mask value: the same mulDiv255 as `scaleLanes`.
                var s = Pixels4(loading: src + (sourceRow + x))
                if a != 0xFFFF_FFFF { s = s.scaled(repeatedInPairs(bytes: a)) }
                if opLanes < 255 { s = s.scaled(k) }
                s.over(Pixels4(loading: row + x)).store(row + x)
                x += 4
              }
              while x < end {
                blend(scaleLanes(spread(src[sourceRow + x]), UInt64(alpha[line + x])), factor: op, onto: row + x)
                x += 1
              }
            }
          }
        }
      }
    }
  }
}
