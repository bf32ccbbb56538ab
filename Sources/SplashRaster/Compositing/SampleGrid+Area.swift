extension SampleGrid {
  /// Samples of an axis-aligned draw that shrinks at least one axis below half: along such an
  /// axis each destination pixel takes the exact area average of the source under it (its
  /// preimage, clipped to the source), along the other the bilinear value at its centre.
  ///
  /// A box filter over the pixel's own footprint is what a shrunk picture should show: every
  /// source pixel counts by the area it gives, at any fractional position and size, so nothing
  /// aliases and a slow pan changes the picture by exactly its sub-pixel offset. Weights are
  /// integers summing to 4096 per axis, the two axes are combined in integers and rounded once.
  static func area(_ source: Surface, region: CoverageRegion, destinationWidth: Int, threads: Int) -> SampleGrid {
    let box = box(of: region, width: destinationWidth)
    guard !box.columns.isEmpty else {
      return SampleGrid(pixels: try! Surface(width: 1, height: 1), origin: (0, 0))
    }
    let map = region.inverse
    let columns = AxisTaps(box.columns, scale: map.a, offset: map.tx, sourceLength: source.width)
    let rows = AxisTaps(box.rows, scale: map.d, offset: map.ty, sourceLength: source.height)
    var grid = try! Surface(width: box.columns.count, height: box.rows.count)
    let (gridWidth, top) = (grid.width, box.rows.lowerBound)
    let sourceWidth = source.width
    let firstColumn = columns.starts.min()!
    let lastColumn = zip(columns.starts, columns.counts).map { $0 + $1 }.max()!
    let denominator = AxisTaps.one * AxisTaps.one
    let (rowTaps, columnTaps) = (rows.flattened, columns.flattened)
    source.pixels.withUnsafeBytes { sourceBytes in
      nonisolated(unsafe) let src = sourceBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
      grid.pixels.withUnsafeMutableBytes { bytes in
        nonisolated(unsafe) let out = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        rowTaps.withUnsafeBufferPointer { rowTaps in
          columnTaps.withUnsafeBufferPointer { columnTaps in
            nonisolated(unsafe) let (rowTaps, columnTaps) = (rowTaps.baseAddress!, columnTaps.baseAddress!)
            forEachRowBand(box.rows, threads: Surface.resolvedThreads(threads)) { band in
              // The source columns this draw reads, weighted down each destination row's taps.
              let count = (lastColumn - firstColumn) * 4
              var sums = [Int](repeating: 0, count: count)
              sums.withUnsafeMutableBufferPointer { buffer in
                let acc = buffer.baseAddress!
                for y in band {
                  let r = y - top
                  acc.update(repeating: 0, count: count)
                  // Taps are (start, count, weights…) runs; see `AxisTaps.flattened`.
                  let rowTap = rowTaps + rowTaps[r]
                  for k in 0..<rowTap[1] {
                    let weight = rowTap[2 + k]
                    let sourceRow = src + ((rowTap[0] + k) * sourceWidth + firstColumn) * 4
                    for i in 0..<count { acc[i] &+= Int(sourceRow[i]) &* weight }
                  }
                  let outRow = out + r * gridWidth * 4
                  for c in 0..<gridWidth {
                    let tap = columnTaps + columnTaps[c]
                    var sum = acc + (tap[0] - firstColumn) * 4
                    var (red, green, blue, alpha) = (0, 0, 0, 0)
                    for k in 0..<tap[1] {
                      let weight = tap[2 + k]
                      red &+= sum[0] &* weight
                      green &+= sum[1] &* weight
                      blue &+= sum[2] &* weight
                      alpha &+= sum[3] &* weight
                      sum += 4
                    }
                    let o = c * 4
                    outRow[o] = UInt8(truncatingIfNeeded: (red + denominator / 2) / denominator)
                    outRow[o + 1] = UInt8(truncatingIfNeeded: (green + denominator / 2) / denominator)
                    outRow[o + 2] = UInt8(truncatingIfNeeded: (blue + denominator / 2) / denominator)
                    outRow[o + 3] = UInt8(truncatingIfNeeded: (alpha + denominator / 2) / denominator)
                  }
                }
              }
            }
          }
        }
      }
    }
    return SampleGrid(pixels: grid, origin: (box.columns.lowerBound, top))
  }
}

/// Integer source taps for a run of destination pixels along one axis of an axis-aligned draw.
struct AxisTaps {
  /// The sum of each pixel's weights.
  static let one = 4096

  var starts: [Int] = []
  var counts: [Int] = []
  var offsets: [Int] = []
  var weights: [Int] = []

  /// Taps for destination pixels `pixels`, whose coordinate p maps to source `scale · p + offset`.
  /// Below half size (|scale| > 2) each pixel averages the source over its preimage; otherwise it
  /// takes the bilinear weights at its centre. Both clamp to the source's edge pixels.
  init(_ pixels: Range<Int>, scale: Double, offset: Double, sourceLength n: Int) {
    let last = Double(n - 1)
    for p in pixels {
      let a = scale * Double(p) + offset
      let b = scale * Double(p + 1) + offset
      if abs(scale) > 2 {
        let lo = max(0, min(a, b))
        let hi = min(Double(n), max(a, b))
        guard hi > lo else {
          append(start: max(a, b) <= 0 ? 0 : n - 1, [Self.one])
          continue
        }
        // Cumulative rounding: the weights sum to exactly `one`.
        let first = Int(lo.rounded(.down))
        let end = min(n, Int(hi.rounded(.up)))
        var list: [Int] = []
        var previous = 0
        for j in first..<end {
          let cumulative = Int(((min(hi, Double(j + 1)) - lo) / (hi - lo) * Double(Self.one)).rounded())
          list.append(cumulative - previous)
          previous = cumulative
        }
        append(start: first, list)
      } else {
        let centre = min(last, max(0, (a + b) / 2 - 0.5))
        let i = Int(centre.rounded(.down))
        let f = Int(((centre - Double(i)) * Double(Self.one)).rounded())
        append(start: i, i < n - 1 && f > 0 ? [Self.one - f, f] : [Self.one])
      }
    }
  }

  /// All taps in one array for the inner loops: entry i is the offset of pixel i's run
  /// (start, count, weights…), which follows the offsets.
  var flattened: [Int] {
    var result = [Int](repeating: 0, count: starts.count)
    for i in starts.indices {
      result[i] = result.count
      result += [starts[i], counts[i]] + weights[offsets[i]..<(offsets[i] + counts[i])]
    }
    return result
  }

  private mutating func append(start: Int, _ list: [Int]) {
    starts.append(start)
    counts.append(list.count)
    offsets.append(weights.count)
    weights.append(contentsOf: list)
  }
}
