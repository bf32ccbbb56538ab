extension Surface {
  /// Composites `color` (source-over) at `opacity` where `coverage` covers; the coverage is
  /// in the frame's pixels (a band draws only its rows).
  package mutating func fill(_ coverage: PathCoverage, color: PremultipliedColor, opacity: Double = 1, threads: Int = 1)
  {
    let op = opacityFactor(opacity)
    guard op > 0, color.a > 0, coverage.width > 0 else { return }
    // A band the coverage does not reach has no rows (its bounds would cross).
    let (top, bottom) = (max(coverage.y, firstRow), min(coverage.y + coverage.height, firstRow + height))
    let (left, right) = (max(0, coverage.x), min(width, coverage.x + coverage.width))
    guard top < bottom, left < right else { return }
    let (rows, columns) = (top..<bottom, left..<right)
    let colour = spread(color.packed)
    let paint = scaleLanes(colour, UInt64(op))
    let opaque = alphaLane(paint) == 255
    let packed = pack(paint)
    let (width, firstRow) = (self.width, self.firstRow)
    coverage.coverage.withUnsafeBufferPointer { plane in
      nonisolated(unsafe) let plane = plane
      pixels.withUnsafeMutableBytes { bytes in
        nonisolated(unsafe) let dst = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        forEachRowBand(rows, threads: Self.resolvedThreads(threads)) { band in
          for y in band {
            let row = dst + (y - firstRow) * width
            let source = (y - coverage.y) * coverage.width - coverage.x
            var x = columns.lowerBound
            while x < columns.upperBound {
              // Eight pixels at a time inside a shape (all covered, an opaque paint) and
              // outside it (none covered): a filled outline is mostly one or the other.
              if x + 8 <= columns.upperBound {
                let eight = UnsafeRawPointer(plane.baseAddress! + source + x).loadUnaligned(as: UInt64.self)
                if eight == 0 {
                  x += 8
                  continue
                }
                if eight == UInt64.max && opaque {
                  (row + x).update(repeating: packed, count: 8)
                  x += 8
                  continue
                }
              }
              let c = UInt32(plane[source + x])
              if c == 255 && opaque {
                row[x] = packed
              } else if c != 0 {
                blend(colour, factor: edgeFactor(op, c), onto: row + x)
              }
              x += 1
            }
          }
        }
      }
    }
  }
}

extension Surface {
  /// A shape layer's fill and stroke composited as one layer at `opacity`: per pixel the
  /// stroke goes over the fill, then the pair is faded and composited, as Core Animation fades
  /// a layer's whole content (so the fill does not show through a translucent layer's stroke).
  package mutating func fill(
    _ fill: PathCoverage, color fillColor: PremultipliedColor, stroke: PathCoverage,
    color strokeColor: PremultipliedColor, opacity: Double, threads: Int = 1
  ) {
    let op = opacityFactor(opacity)
    guard op > 0 else { return }
    let fillBox = fillColor.a > 0 ? fill : .empty
    let strokeBox = strokeColor.a > 0 ? stroke : .empty
    if fillBox.width == 0 || strokeBox.width == 0 || op == 255 {
      self.fill(fillBox, color: fillColor, opacity: opacity, threads: threads)
      self.fill(strokeBox, color: strokeColor, opacity: opacity, threads: threads)
      return
    }
    let top = max(min(fillBox.y, strokeBox.y), firstRow)
    let bottom = min(max(fillBox.y + fillBox.height, strokeBox.y + strokeBox.height), firstRow + height)
    let left = max(0, min(fillBox.x, strokeBox.x))
    let right = min(width, max(fillBox.x + fillBox.width, strokeBox.x + strokeBox.width))
    guard top < bottom, left < right else { return }
    let f = spread(fillColor.packed)
    let s = spread(strokeColor.packed)
    let (width, firstRow) = (self.width, self.firstRow)
    fillBox.coverage.withUnsafeBufferPointer { fillPlane in
      strokeBox.coverage.withUnsafeBufferPointer { strokePlane in
        nonisolated(unsafe) let (fillPlane, strokePlane) = (fillPlane, strokePlane)
        pixels.withUnsafeMutableBytes { bytes in
          nonisolated(unsafe) let dst = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
          forEachRowBand(top..<bottom, threads: Self.resolvedThreads(threads)) { band in
            for y in band {
              let row = dst + (y - firstRow) * width
              let fy = y - fillBox.y
              let sy = y - strokeBox.y
              let fillRow = fy >= 0 && fy < fillBox.height
              let strokeRow = sy >= 0 && sy < strokeBox.height
              for x in left..<right {
                let fx = x - fillBox.x
                let sx = x - strokeBox.x
                let cf = fillRow && fx >= 0 && fx < fillBox.width ? UInt64(fillPlane[fy * fillBox.width + fx]) : 0
                let cs =
                  strokeRow && sx >= 0 && sx < strokeBox.width ? UInt64(strokePlane[sy * strokeBox.width + sx]) : 0
                if cf == 0 && cs == 0 { continue }
                let under = cf == 255 ? f : scaleLanes(f, cf)
                let over = cs == 255 ? s : scaleLanes(s, cs)
                let content = sourceOverLanes(over, under)
                let paint = scaleLanes(content, UInt64(op))
                if alphaLane(paint) != 0 { row[x] = pack(sourceOverLanes(paint, spread(row[x]))) }
              }
            }
          }
        }
      }
    }
  }
}
