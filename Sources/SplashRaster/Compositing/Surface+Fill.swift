extension Surface {
  /// Replaces every pixel with `color` (a background colour on a fresh frame).
  public mutating func fill(_ color: PremultipliedColor) {
    let value = color.packed
    pixels.withUnsafeMutableBytes { bytes in
      let dst = bytes.bindMemory(to: UInt32.self)
      for i in dst.indices { dst[i] = value }
    }
  }

  /// Composites `color` (source-over) inside `shape`, anti-aliased.
  ///
  /// `shape` is in the space that `transform` maps to this surface's pixels (for a layer's
  /// background: its bounds with its `cornerRadius`, under the layer-to-device transform).
  /// Coverage is computed exactly as for `draw(_:transform:opacity:clip:filters:antialiasedEdges:threads:)`,
  /// so a background and an image drawn with the same shape and transform share their edges;
  /// `antialiasedEdges` false steps the straight edges that the transform turns off the pixel grid.
  public mutating func fill(
    _ shape: RoundedRect, color: PremultipliedColor, transform: Transform2D = .identity,
    opacity: Double = 1, antialiasedEdges: Bool = true,
    threads: Int = 1
  ) {
    let op = opacityFactor(opacity)
    guard op > 0, color.a > 0, !shape.rect.isEmpty else { return }
    let (rx, ry) = shape.effectiveRadii
    guard
      let region = CoverageRegion(
        sourceBounds: shape.rect, clip: rx > 0 && ry > 0 ? shape : nil, transform: transform,
        destinationWidth: width, destinationHeight: frameHeight, antialiased: antialiasedEdges,
        visibleRows: isBand ? frameRows : nil)
    else { return }
    let colour = spread(color.packed)
    let paint = scaleLanes(colour, UInt64(op))
    let packed = pack(paint)
    let (width, firstRow) = (self.width, self.firstRow)
    pixels.withUnsafeMutableBytes { bytes in
      nonisolated(unsafe) let dst = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
        for y in band {
          let row = dst + (y - firstRow) * width
          region.rasterize(row: y, width: width) { x, coverage in
            // One combined factor, as `draw` does, so both give the same edge pixels.
            blend(colour, factor: edgeFactor(op, coverage), onto: row + x)
          } interior: { full in
            if alphaLane(paint) == 255 {
              let value = pack(paint)
              for x in full { row[x] = value }
            } else {
              let paint4 = Pixels4(packed, packed, packed, packed)
              var x = full.lowerBound
              while x + 4 <= full.upperBound {
                paint4.over(Pixels4(loading: row + x)).store(row + x)
                x += 4
              }
              while x < full.upperBound {
                row[x] = pack(sourceOverLanes(paint, spread(row[x])))
                x += 1
              }
            }
          }
        }
      }
    }
  }

  /// Composites `color` inside an axis-aligned rectangle (in pixels), anti-aliased at fractional edges.
  public mutating func fill(_ rect: Rect, color: PremultipliedColor, opacity: Double = 1) {
    fill(RoundedRect(rect: rect), color: color, opacity: opacity)
  }
}
