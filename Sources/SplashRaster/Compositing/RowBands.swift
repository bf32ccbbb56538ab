import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` over `rows`, split into contiguous bands across up to `threads` workers.
///
/// Each row is processed by exactly one call and nothing is carried between rows, so the
/// output is the same whatever the thread count.
func forEachRowBand(_ rows: Range<Int>, threads: Int, _ body: @Sendable (Range<Int>) -> Void) {
  let workers = max(1, min(threads, rows.count / 16))
  if workers <= 1 {
    body(rows)
    return
  }
  let bandSize = (rows.count + workers - 1) / workers
  DispatchQueue.concurrentPerform(iterations: workers) { index in
    let start = rows.lowerBound + index * bandSize
    let end = min(rows.upperBound, start + bandSize)
    if start < end { body(start..<end) }
  }
}

extension Surface {
  /// The number of threads `threads: 0` means: every active processor.
  static func resolvedThreads(_ threads: Int) -> Int {
    threads > 0 ? threads : max(1, ProcessInfoLite.activeProcessorCount)
  }
}

/// Processor count without Foundation.
enum ProcessInfoLite {
  static var activeProcessorCount: Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
      return 1
    #endif
  }
}

extension Surface {
  /// Runs `body` with `source`'s pixels and this surface's pixels as packed RGBA8 words
  /// (R in the low byte). Row-band workers may share the pointers: each writes its own rows.
  mutating func withPackedPixels(
    reading source: Surface, _ body: (UnsafePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
  ) {
    source.pixels.withUnsafeBytes { sourceBytes in
      pixels.withUnsafeMutableBytes { destinationBytes in
        body(
          sourceBytes.baseAddress!.assumingMemoryBound(to: UInt32.self),
          destinationBytes.baseAddress!.assumingMemoryBound(to: UInt32.self))
      }
    }
  }
}
