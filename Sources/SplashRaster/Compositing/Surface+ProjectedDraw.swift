extension Surface {
  /// Composites `source` onto this surface with source-over, through a projective map (a layer
  /// turned in 3-D with perspective, flattened into the screen's plane).
  ///
  /// Each destination pixel's centre is mapped back through the exact inverse homography (one
  /// division per pixel, no affine approximation) and the source is sampled there bilinearly, as
  /// the affine path does (clamped to its edge pixels, 8-bit fixed-point weights). The part of
  /// `sourceRect` (source pixels; the whole source when nil) in front of the eye is drawn: where
  /// the plane passes behind the eye (W ≤ 0) nothing is, as Core Animation draws nothing behind
  /// the camera. Edges take the exact area they cover, or are stepped (whole pixels by their
  /// centres) when `antialiasedEdges` is false. When even the least-shrunk corner of the image
  /// shrinks the source below half size on an axis, the source is first area-averaged to that
  /// size, as the affine path's mipmap level. Output is the same for any thread count.
  package mutating func drawProjected(
    _ source: Surface, homography: Homography, sourceRect: Rect? = nil, opacity: Double = 1,
    antialiasedEdges: Bool = true, threads: Int = 1
  ) {
    precondition(!source.isBand, "a band is drawn only by the group that made it")
    let op = opacityFactor(opacity)
    let rect = sourceRect ?? Rect(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
    guard op > 0,
      let region = ProjectedRegion(
        sourceRect: rect, homography: homography, destinationWidth: width, destinationHeight: frameHeight,
        antialiased: antialiasedEdges, visibleRows: isBand ? frameRows : nil)
    else { return }
    let (sampled, inverse) = Self.prefiltered(source, homography: homography, inverse: region.inverse, rect: rect)
    drawProjected(sampled, inverse: inverse, region: region, op: op, threads: threads)
  }

  /// The surface to sample and the destination → sample map: area-averaged first when every
  /// corner of `rect` shrinks an axis below half size.
  static func prefiltered(_ source: Surface, homography h: Homography, inverse: Homography, rect: Rect) -> (
    Surface, Homography
  ) {
    var (scaleX, scaleY) = (0.0, 0.0)
    for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
      let p = h.homogeneous(x, y)
      guard p.z > 0 else { return (source, inverse) }
      // The Jacobian's columns at the corner: ∂(X/W, Y/W)/∂x and ∂y.
      let dx = SIMD2(h.m11 - p.x / p.z * h.m13, h.m12 - p.y / p.z * h.m13) / p.z
      let dy = SIMD2(h.m21 - p.x / p.z * h.m23, h.m22 - p.y / p.z * h.m23) / p.z
      scaleX = max(scaleX, (dx * dx).sum().squareRoot())
      scaleY = max(scaleY, (dy * dy).sum().squareRoot())
    }
    guard scaleX < 0.5 || scaleY < 0.5 else { return (source, inverse) }
    let newWidth = scaleX < 0.5 ? max(1, Int((Double(source.width) * scaleX).rounded(.up))) : source.width
    let newHeight = scaleY < 0.5 ? max(1, Int((Double(source.height) * scaleY).rounded(.up))) : source.height
    let reduced = source.resized(width: newWidth, height: newHeight)
    let toReduced = Transform2D(
      scaleX: Double(newWidth) / Double(source.width), y: Double(newHeight) / Double(source.height))
    return (reduced, inverse.concatenating(toReduced))
  }

  /// The pixel loops: edge pixels one by one through the clamping sampler, interior runs four
  /// at a time (`BilinearQuad`) with the four divisions in one vector.
  mutating func drawProjected(
    _ source: Surface, inverse m: Homography, region: ProjectedRegion, op: UInt32, threads: Int
  ) {
    let (width, firstRow) = (self.width, self.firstRow)
    let sampler = BilinearSampler(width: source.width, height: source.height, map: .identity)
    let opLanes = UInt64(op)
    withPackedPixels(reading: source) { src, dst in
      nonisolated(unsafe) let (src, dst) = (src, dst)
      forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
        let quad = BilinearQuad(src, width: source.width, height: source.height)
        let k = Half4(repeating: UInt16(op))
        for y in band {
          let row = dst + (y - firstRow) * width
          let yc = Double(y) + 0.5
          // [X Y 1] · inverse at X = 0 (the column's centre adds X + 0.5).
          let (u0, v0, w0) = (yc * m.m21 + m.m31, yc * m.m22 + m.m32, yc * m.m23 + m.m33)
          // One reciprocal per pixel, then the two products: the vector loop's arithmetic.
          @inline(__always) func fixed(_ x: Int) -> (Int, Int) {
            let xc = Double(x) + 0.5
            let r = 1 / (w0 + xc * m.m13)
            return (BilinearSampler.fixed((u0 + xc * m.m11) * r), BilinearSampler.fixed((v0 + xc * m.m12) * r))
          }
          region.rasterize(row: y, width: width) { x, coverage in
            let (u, v) = fixed(x)
            blend(sampler.sample(src, u: u, v: v), factor: edgeFactor(op, coverage), onto: row + x)
          } interior: { full in
            var x = full.lowerBound
            let offsets = SIMD4<Double>(0.5, 1.5, 2.5, 3.5)
            while x + 4 <= full.upperBound {
              let xc = SIMD4<Double>(repeating: Double(x)) + offsets
              let r = 1 / (SIMD4(repeating: w0) + xc * m.m13)
              let u = (SIMD4(repeating: u0) + xc * m.m11) * r
              let v = (SIMD4(repeating: v0) + xc * m.m12) * r
              let fu = SIMD4<Int>(
                BilinearSampler.fixed(u[0]), BilinearSampler.fixed(u[1]), BilinearSampler.fixed(u[2]),
                BilinearSampler.fixed(u[3]))
              let fv = SIMD4<Int>(
                BilinearSampler.fixed(v[0]), BilinearSampler.fixed(v[1]), BilinearSampler.fixed(v[2]),
                BilinearSampler.fixed(v[3]))
              if var s = quad.samples(fu, fv) {
                if opLanes < 255 { s = s.scaled(k) }
                s.over(Pixels4(loading: row + x)).store(row + x)
              } else {
                for i in 0..<4 { blend(sampler.sample(src, u: fu[i], v: fv[i]), factor: op, onto: row + x + i) }
              }
              x += 4
            }
            while x < full.upperBound {
              let (u, v) = fixed(x)
              blend(sampler.sample(src, u: u, v: v), factor: op, onto: row + x)
              x += 1
            }
          }
        }
      }
    }
  }
}
