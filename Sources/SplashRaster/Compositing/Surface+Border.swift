extension Surface {
  /// Composites `color` (source-over) in the ring between `shape` and `shape` inset by `width`,
  /// as Core Animation draws a layer's border: inside the bounds, following the rounded corners
  /// (the inner corners' radius is the outer one less the width, at least 0).
  ///
  /// A pixel's coverage is the exact area of the outer shape in it less that of the inner one
  /// (the inner shape lies inside the outer), each measured as `fill` measures a background, so
  /// a border meets the background it surrounds without a seam.
  package mutating func fillBorder(
    _ shape: RoundedRect, width borderWidth: Double, color: PremultipliedColor, transform: Transform2D = .identity,
    opacity: Double = 1, antialiasedEdges: Bool = true, threads: Int = 1
  ) {
    let op = opacityFactor(opacity)
    guard op > 0, color.a > 0, borderWidth > 0, !shape.rect.isEmpty else { return }
    let (radius, _) = shape.effectiveRadii
    let inset = min(borderWidth, min(shape.rect.width, shape.rect.height) / 2)
    let innerRect = Rect(
      x: shape.rect.minX + inset, y: shape.rect.minY + inset, width: shape.rect.width - 2 * inset,
      height: shape.rect.height - 2 * inset)
    let inner = RoundedRect(rect: innerRect, cornerRadius: max(0, radius - inset))
    let visible = isBand ? frameRows : nil
    guard
      let outer = CoverageRegion(
        sourceBounds: shape.rect, clip: radius > 0 ? shape : nil, transform: transform, destinationWidth: width,
        destinationHeight: frameHeight, antialiased: antialiasedEdges, visibleRows: visible)
    else { return }
    let hole =
      innerRect.isEmpty
      ? nil
      : CoverageRegion(
        sourceBounds: innerRect, clip: inner.effectiveRadii.width > 0 ? inner : nil, transform: transform,
        destinationWidth: width, destinationHeight: frameHeight, antialiased: antialiasedEdges, visibleRows: visible)
    let colour = spread(color.packed)
    let (width, firstRow) = (self.width, self.firstRow)
    pixels.withUnsafeMutableBytes { bytes in
      nonisolated(unsafe) let dst = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      forEachRowBand(outer.rows, threads: Self.resolvedThreads(threads)) { band in
        // One coverage row per band: the outer shape's area, less the hole's.
        var coverage = [UInt32](repeating: 0, count: width)
        coverage.withUnsafeMutableBufferPointer { cover in
          for y in band {
            var touched = 0..<0
            outer.rasterize(row: y, width: width, begin: { touched = $0 }) { x, c in
              cover[x] = c
            } interior: { full in
              for x in full { cover[x] = 255 }
            }
            if touched.isEmpty { continue }
            hole?.rasterize(row: y, width: width) { x, c in
              cover[x] = cover[x] > c ? cover[x] - c : 0
            } interior: { full in
              for x in full { cover[x] = 0 }
            }
            let row = dst + (y - firstRow) * width
            for x in touched where cover[x] != 0 {
              blend(colour, factor: edgeFactor(op, cover[x]), onto: row + x)
              cover[x] = 0
            }
          }
        }
      }
    }
  }
}
