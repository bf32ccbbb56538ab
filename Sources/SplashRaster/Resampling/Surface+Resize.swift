extension Surface {
  /// This surface resampled to `width` × `height`, never nearest-neighbour.
  ///
  /// Each axis shrinks by exact area averaging (every output pixel is the area-weighted mean of
  /// the source pixels under it) and enlarges bilinearly; see `AxisWeights`. The two axes are
  /// combined in integers and rounded once, to nearest (halves up), so rendering @3x and
  /// resizing to @1x gives each pixel the rounded mean of its 3×3 block.
  /// `threads` splits output rows (0 = all processors); the result does not depend on it.
  public func resized(width newWidth: Int, height newHeight: Int, threads: Int = 1) -> Surface {
    precondition(newWidth > 0 && newHeight > 0, "resized to \(newWidth)×\(newHeight)")
    precondition(!isBand, "a band is resized only as part of its frame")
    if newWidth == width && newHeight == height { return self }
    if width % newWidth == 0 && width / newWidth == height / newHeight && height % newHeight == 0
      && (2...Self.maximumBoxFactor).contains(width / newWidth)
    {
      return boxDownscaled(by: width / newWidth, threads: threads)
    }
    if width % 3 == 0 && height % 3 == 0 && newWidth == width / 3 * 2 && newHeight == height / 3 * 2 {
      return twoThirdsDownscaled(threads: threads)
    }
    return areaResized(width: newWidth, height: newHeight, threads: threads)
  }

  /// The general separable path with exact integer weights (`AxisWeights`).
  func areaResized(width newWidth: Int, height newHeight: Int, threads: Int) -> Surface {
    let horizontal = AxisWeights(from: width, to: newWidth)
    let vertical = AxisWeights(from: height, to: newHeight)
    let denominator = horizontal.denominator * vertical.denominator
    let half = denominator / 2
    var output = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    let sourceWidth = width
    pixels.withUnsafeBufferPointer { sourceBuffer in
      nonisolated(unsafe) let src = sourceBuffer.baseAddress!
      output.withUnsafeMutableBufferPointer { outputBuffer in
        nonisolated(unsafe) let out = outputBuffer.baseAddress!
        forEachRowBand(0..<newHeight, threads: Self.resolvedThreads(threads)) { band in
          // Vertically weighted sums of source rows, one source row wide (per band).
          var column = [Int](repeating: 0, count: sourceWidth * 4)
          column.withUnsafeMutableBufferPointer { acc in
            for oy in band {
              for i in 0..<acc.count { acc[i] = 0 }
              let vOffset = vertical.offsets[oy]
              for k in 0..<vertical.counts[oy] {
                let weight = vertical.weights[vOffset + k]
                let sourceRow = src + (vertical.starts[oy] + k) * sourceWidth * 4
                for i in 0..<(sourceWidth * 4) { acc[i] &+= Int(sourceRow[i]) &* weight }
              }
              let outRow = out + oy * newWidth * 4
              for ox in 0..<newWidth {
                let hOffset = horizontal.offsets[ox]
                let base = horizontal.starts[ox] * 4
                var r = 0
                var g = 0
                var b = 0
                var a = 0
                for k in 0..<horizontal.counts[ox] {
                  let weight = horizontal.weights[hOffset + k]
                  let i = base + k * 4
                  r &+= acc[i] &* weight
                  g &+= acc[i + 1] &* weight
                  b &+= acc[i + 2] &* weight
                  a &+= acc[i + 3] &* weight
                }
                let o = ox * 4
                outRow[o] = UInt8(truncatingIfNeeded: (r + half) / denominator)
                outRow[o + 1] = UInt8(truncatingIfNeeded: (g + half) / denominator)
                outRow[o + 2] = UInt8(truncatingIfNeeded: (b + half) / denominator)
                outRow[o + 3] = UInt8(truncatingIfNeeded: (a + half) / denominator)
              }
            }
          }
        }
      }
    }
    return try! Surface(width: newWidth, height: newHeight, pixels: output)
  }
}
