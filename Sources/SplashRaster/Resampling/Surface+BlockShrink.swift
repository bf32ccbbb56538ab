#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Surface {
  /// `resized` for an exact integer shrink by `factor` on both axes (render @3x, export @1x).
  func boxDownscaled(by factor: Int, threads: Int) -> Surface {
    shrunk(by: BlockShrink(from: width, height, to: width / factor, height / factor)!, threads: threads)
  }

  /// `resized` for a shrink to exactly two thirds on both axes (render @3x, export @2x).
  func twoThirdsDownscaled(threads: Int) -> Surface {
    shrunk(by: BlockShrink(from: width, height, to: width / 3 * 2, height / 3 * 2)!, threads: threads)
  }

  /// This surface shrunk by `shrink`, its rows split between `threads`, written into `spare`'s
  /// memory when it has the output's size (every pixel is overwritten).
  func shrunk(by shrink: BlockShrink, threads: Int, into spare: consuming Surface? = nil) -> Surface {
    shrunkRows(by: shrink, threads: threads, into: spare.take()) { band, source, out, scratch in
      for row in band {
        shrink.fill(row: row, columns: 0..<shrink.width, from: source, into: out, scratch: scratch)
      }
    }
  }

  /// This surface shrunk by `shrink`, given that `base` shrunk is `shrunkBase`: only the blocks
  /// in which this surface differs from `base` are averaged again, the rest is copied, so the
  /// pixels are exactly `shrunk(by:threads:)`'s.
  func shrunk(
    by shrink: BlockShrink, threads: Int, changedFrom base: Surface, shrunkBase: Surface,
    into spare: consuming Surface? = nil
  ) -> Surface {
    precondition(base.width == width && base.height == height, "the base has the surface's size")
    precondition(shrunkBase.width == shrink.width && shrunkBase.height == shrink.height, "the shrunk base's size")
    let sourceWidth = width
    return base.pixels.withUnsafeBytes { baseBytes in
      shrunkBase.pixels.withUnsafeBytes { shrunkBaseBytes in
        nonisolated(unsafe) let base = baseBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        nonisolated(unsafe) let shrunkBase = shrunkBaseBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        return shrunkRows(by: shrink, threads: threads, into: spare.take()) { band, source, out, scratch in
          // The last source row compared: two thirds' middle row is read by two output rows.
          var last: (row: Int, columns: ClosedRange<Int>?) = (-1, nil)
          for row in band {
            let outputRow = out + row * shrink.width
            let baseRow = shrunkBase + row * shrink.width
            var changed: ClosedRange<Int>?
            for sourceRow in shrink.sourceRows(of: row) {
              let offset = sourceRow * sourceWidth
              if last.row != sourceRow {
                last = (sourceRow, Self.changedColumns(source + offset, base + offset, count: sourceWidth))
              }
              guard let columns = last.columns else { continue }
              changed =
                changed.map {
                  min($0.lowerBound, columns.lowerBound)...max($0.upperBound, columns.upperBound)
                } ?? columns
            }
            guard let changed else {
              outputRow.update(from: baseRow, count: shrink.width)
              continue
            }
            let columns = shrink.outputColumns(for: changed)
            outputRow.update(from: baseRow, count: columns.lowerBound)
            (outputRow + columns.upperBound).update(
              from: baseRow + columns.upperBound, count: shrink.width - columns.upperBound)
            shrink.fill(row: row, columns: columns, from: source, into: out, scratch: scratch)
          }
        }
      }
    }
  }

  /// The surface `rows` writes: called once per band of output rows (split between `threads`)
  /// with the band, this surface's and the output's pixels as packed RGBA words, and the band's
  /// scratch (`BlockShrink.scratchCount` words).
  private func shrunkRows(
    by shrink: BlockShrink, threads: Int, into spare: consuming Surface?,
    _ rows:
      @Sendable (Range<Int>, UnsafePointer<UInt32>, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>)
      -> Void
  ) -> Surface {
    var output = Self.outputPixels(shrink, reusing: spare.take())
    pixels.withUnsafeBytes { sourceBytes in
      nonisolated(unsafe) let source = sourceBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      output.withUnsafeMutableBytes { outputBytes in
        nonisolated(unsafe) let out = outputBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        forEachRowBand(0..<shrink.height, threads: Self.resolvedThreads(threads)) { band in
          let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: shrink.scratchCount)
          defer { scratch.deallocate() }
          rows(band, source, out, scratch)
        }
      }
    }
    return try! Surface(width: shrink.width, height: shrink.height, pixels: output)
  }

  /// The first through last columns in which two rows of `count` pixels differ; nil when equal.
  @inline(__always)
  private static func changedColumns(
    _ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, count: Int
  ) -> ClosedRange<Int>? {
    guard memcmp(a, b, count * 4) != 0 else { return nil }
    var first = 0
    while a[first] == b[first] { first += 1 }
    var last = count - 1
    while a[last] == b[last] { last -= 1 }
    return first...last
  }

  /// The output's bytes: `spare`'s when it has the output's size, else new, uninitialized
  /// memory (every pixel is written).
  private static func outputPixels(_ shrink: BlockShrink, reusing spare: consuming Surface?) -> [UInt8] {
    let count = shrink.width * shrink.height * 4
    if var spare = spare.take(), spare.pixels.count == count, !spare.isBand {
      var pixels: [UInt8] = []
      swap(&pixels, &spare.pixels)
      return pixels
    }
    return [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
  }
}
