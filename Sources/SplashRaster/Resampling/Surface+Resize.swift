extension Surface {
  /// This surface resampled to `width` × `height`, never nearest-neighbour.
  ///
  /// Each axis shrinks by exact area averaging (every output pixel is the area-weighted mean of
  /// the source pixels under it) and enlarges bilinearly; see `AxisWeights`. The two axes are
  /// combined in integers and rounded once, to nearest (halves up), so rendering @3x and
  /// resizing to @1x gives each pixel the rounded mean of its 3×3 block.
  /// `threads` splits output rows (0 = all processors); the result does not depend on it.
  public func resized(width newWidth: Int, height newHeight: Int, threads: Int = 1) -> Surface {
    resized(width: newWidth, height: newHeight, threads: threads, reusing: nil)
  }

  /// `resized(width:height:threads:)`, written into `spare`'s memory when it has the output's
  /// size and the shrink is by whole blocks (@3x to @1x or @2x); the pixels never depend on it.
  package func resized(width newWidth: Int, height newHeight: Int, threads: Int = 1, reusing spare: consuming Surface?)
    -> Surface
  {
    precondition(newWidth > 0 && newHeight > 0, "resized to \(newWidth)×\(newHeight)")
    precondition(!isBand, "a band is resized only as part of its frame")
    if newWidth == width && newHeight == height { return self }
    if let shrink = BlockShrink(from: width, height, to: newWidth, newHeight) {
      return shrunk(by: shrink, threads: threads, into: spare.take())
    }
    return areaResized(width: newWidth, height: newHeight, threads: threads)
  }

  /// `resized(width:height:threads:)` of a surface that differs from `base` only in places, given
  /// `resizedBase`, `base` resized to the same size: for a shrink by whole blocks (@3x to @1x or
  /// @2x) only the blocks that differ are averaged again and the rest is copied from
  /// `resizedBase`, with exactly the same pixels. A frame drawn over a kept picture of its static
  /// layers is resized this way in a fraction of the time. Other sizes are resized whole.
  package func resized(
    width newWidth: Int, height newHeight: Int, threads: Int = 1, changedFrom base: Surface, resizedBase: Surface,
    reusing spare: consuming Surface? = nil
  ) -> Surface {
    guard base.width == width, base.height == height, !base.isBand, resizedBase.width == newWidth,
      resizedBase.height == newHeight, !isBand,
      let shrink = BlockShrink(from: width, height, to: newWidth, newHeight)
    else {
      return resized(width: newWidth, height: newHeight, threads: threads, reusing: spare.take())
    }
    if sharesPixels(with: base) { return resizedBase }
    return shrunk(by: shrink, threads: threads, changedFrom: base, shrunkBase: resizedBase, into: spare.take())
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
