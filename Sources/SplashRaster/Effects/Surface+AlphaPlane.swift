extension Surface {
  /// Composites `color` (source-over) through `plane` at `opacity`: each pixel gets the colour
  /// scaled by `mulDiv255(round(opacity·255), alpha)`, as `fill` combines opacity and coverage.
  /// A shadow is its blurred plane filled with its colour. Works on bands.
  package mutating func fill(_ plane: AlphaPlane, color: PremultipliedColor, opacity: Double = 1) {
    precondition(plane.frameWidth == width && plane.frameHeight == frameHeight, "a plane of this surface's frame")
    let op = opacityFactor(opacity)
    guard op > 0, color.a > 0, !plane.bounds.isEmpty else { return }
    let colour = spread(color.packed)
    let (width, firstRow) = (self.width, self.firstRow)
    let box = plane.bounds
    let (top, bottom) = (max(box.y, firstRow), min(box.maxY, firstRow + height))
    // A band the plane does not reach.
    guard top < bottom else { return }
    let rows = top..<bottom
    // Four pixels at a time: the colour scaled by each pixel's factor, then source-over, the
    // same integers as `blend` (`edgeFactor(op, 255)` = `mulDiv255(op, 255)` = op, and a
    // colour scaled to alpha 0 is 0 in every channel, which leaves the pixel as it was).
    let colours = Pixels4(color.packed, color.packed, color.packed, color.packed)
    let opLanes = Half4(repeating: UInt16(op))
    // The colour where four alphas are 255 (a shadow's inside), scaled once: by op itself.
    let solid = colours.scaled(opLanes)
    pixels.withUnsafeMutableBytes { bytes in
      let dst = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      plane.values.withUnsafeBufferPointer { alpha in
        for y in rows {
          let row = dst + (y - firstRow) * width
          let line = (y - box.y) * box.width - box.x
          var x = box.x
          while x + 4 <= box.maxX {
            let a = UnsafeRawPointer(alpha.baseAddress! + line + x).loadUnaligned(as: UInt32.self)
            if a == 0xFFFF_FFFF {
              solid.over(Pixels4(loading: row + x)).store(row + x)
            } else if a != 0 {
              // Each pixel's factor mulDiv255(op, a), in both lanes of its pair.
              colours.scaled(mulDiv255(repeatedInPairs(bytes: a), opLanes)).over(Pixels4(loading: row + x)).store(
                row + x)
            }
            x += 4
          }
          while x < box.maxX {
            let a = UInt32(alpha[line + x])
            if a != 0 { blend(colour, factor: edgeFactor(op, a), onto: row + x) }
            x += 1
          }
        }
      }
    }
  }

  /// `drawFlattened(opacity:clip:bandRows:threads:_:)` with the offscreen multiplied by `mask`
  /// before it is composited (`CALayer.mask`): `content` draws the masked layer and its
  /// sublayers; bands that the mask leaves empty skip `content`.
  package mutating func drawMasked(
    by mask: AlphaPlane, opacity: Double, clip: RoundedRect? = nil, bandRows: Int? = nil, threads: Int = 1,
    _ content: (inout Surface) throws -> Void
  ) rethrows {
    guard !mask.bounds.isEmpty else { return }
    try drawFlattened(opacity: opacity, clip: clip, bandRows: bandRows, threads: threads, mask: mask, content)
  }
}
