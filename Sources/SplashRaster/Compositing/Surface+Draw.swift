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
  ///   - threads: workers over row bands (0 = all processors); output is identical for any count.
  ///
  /// Only the destination bounding box of the transformed shape is visited. Edges of the
  /// transformed source (and of the clip) are anti-aliased by analytic coverage. Sampling is
  /// bilinear on premultiplied pixels with 8-bit fixed-point weights. When the transform is an
  /// exact whole-pixel translation the pixels are blended as they are (no resampling), which is
  /// byte-identical to what the bilinear path gives. When the transform shrinks the source by
  /// more than 2× along an axis, the source is first area-averaged (`resized`) to the drawn size
  /// so that minified photos do not alias; bilinear sampling then only has to reconstruct.
  public mutating func draw(
    _ source: Surface, transform: Transform2D = .identity, opacity: Double = 1,
    clip: RoundedRect? = nil,
    threads: Int = 1
  ) {
    let op = opacityFactor(opacity)
    guard op > 0 else { return }
    let bounds = Rect(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
    guard
      let region = CoverageRegion(
        sourceBounds: bounds, clip: clip, transform: transform, destinationWidth: width,
        destinationHeight: height)
    else { return }
    if let offset = transform.integerTranslation {
      blendTranslated(source, offset: offset, region: region, op: op, threads: threads)
      return
    }
    let (sampled, map) = Self.prefiltered(source, transform: transform, inverse: region.inverse)
    drawResampled(
      sampled, sampler: BilinearSampler(width: sampled.width, height: sampled.height, map: map),
      region: region, op: op, threads: threads)
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

  /// The exact path for whole-pixel translations: no resampling, only blending.
  mutating func blendTranslated(
    _ source: Surface, offset: (x: Int, y: Int), region: CoverageRegion, op: UInt32, threads: Int
  ) {
    let width = self.width
    let sourceWidth = source.width
    let sourceHeight = source.height
    let opLanes = UInt64(op)
    withPackedPixels(reading: source) { src, dst in
      nonisolated(unsafe) let (src, dst) = (src, dst)
      forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
        for y in band {
          let sy = y - offset.y
          guard sy >= 0, sy < sourceHeight else { continue }
          let row = dst + y * width
          // Source index of destination column x is sourceRow + x.
          let sourceRow = sy * sourceWidth - offset.x
          region.rasterize(row: y, width: width) { x, coverage in
            blend(spread(src[sourceRow + x]), factor: edgeFactor(op, coverage), onto: row + x)
          } interior: { full in
            let k = Half4(repeating: UInt16(op))
            var x = full.lowerBound
            while x + 4 <= full.upperBound {
              var s = Pixels4(loading: src + (sourceRow + x))
              if opLanes < 255 { s = s.scaled(k) }
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
}
