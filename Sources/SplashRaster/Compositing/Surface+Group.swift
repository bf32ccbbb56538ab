extension Surface {
  /// Group opacity (UIKit's behaviour since iOS 7): `content` draws into a transparent offscreen
  /// surface of this size, which is then composited onto this surface faded as one layer.
  ///
  /// Where children overlap, this differs from fading each child: the lower child does not show
  /// through the upper one. With `opacity` 1 the offscreen is skipped and `content` draws here.
  public mutating func drawGroup(
    opacity: Double, threads: Int = 1, _ content: (inout Surface) throws -> Void
  ) rethrows {
    if opacityFactor(opacity) == 255 {
      try content(&self)
      return
    }
    try drawFlattened(opacity: opacity, threads: threads, content)
  }

  /// Draws `content` into a transparent offscreen of this surface's frame, then composites it
  /// once at `opacity` through `clip` (in this surface's pixels), as `draw(_:opacity:clip:threads:)`
  /// would composite a whole offscreen.
  ///
  /// With `bandRows`, the offscreen is that many of the frame's rows at a time: `content` runs
  /// once per band, on a band that holds only those rows, and every fill and draw on it (direct,
  /// prepared, or a nested `drawFlattened`) touches only them, with the very arithmetic of the
  /// whole frame (sample positions and coverage are computed from frame coordinates, never from
  /// a shifted transform). The pixels are the same; the offscreen costs a band, not a frame.
  /// On a band, the offscreen is a band of the same rows. Nothing is drawn at opacity 0.
  ///
  /// With `mask`, the offscreen is multiplied by it as it is composited (`CALayer.mask`), and
  /// bands the mask does not reach are neither drawn nor composited.
  package mutating func drawFlattened(
    opacity: Double, clip: RoundedRect? = nil, bandRows: Int? = nil, threads: Int = 1, mask: AlphaPlane? = nil,
    _ content: (inout Surface) throws -> Void
  ) rethrows {
    let op = opacityFactor(opacity)
    guard op > 0 else { return }
    let step = isBand ? height : max(1, min(bandRows ?? frameHeight, frameHeight))
    var start = firstRow
    while start < firstRow + height {
      let rows = start..<min(start + step, firstRow + height)
      if let mask, !rows.overlaps(mask.bounds.y..<mask.bounds.maxY) {
        start = rows.upperBound
        continue
      }
      var offscreen =
        rows.count == frameHeight
        ? try! Surface(width: width, height: frameHeight)
        : Surface(
          band: rows, width: width, frameHeight: frameHeight)
      try content(&offscreen)
      // The region of a whole-frame offscreen under the identity, in this band's rows.
      if let region = CoverageRegion(
        sourceBounds: Rect(x: 0, y: 0, width: Double(width), height: Double(frameHeight)), clip: clip,
        transform: .identity, destinationWidth: width, destinationHeight: frameHeight,
        visibleRows: rows)
      {
        if let mask {
          blendMasked(offscreen, by: mask, region: region, op: op, threads: threads)
        } else {
          blendTranslated(offscreen, offset: (0, 0), region: region, op: op, threads: threads)
        }
      }
      start = rows.upperBound
    }
  }
}
