/// A frame's colours at 3 bits per channel (512 bins of pixel counts), kept up to date from
/// frame to frame by the pixels that change, to find where an animation cuts to a different
/// picture (see `PaletteSegments`).
struct CoarseHistogram: Sendable, Equatable {
  static let binCount = 512
  /// Pixels per bin.
  private(set) var counts: [Int32]

  init() {
    counts = [Int32](repeating: 0, count: Self.binCount)
  }

  /// The histogram of the pixels the given histograms count together (bands of one frame).
  init(summing parts: [CoarseHistogram]) {
    counts = [Int32](repeating: 0, count: Self.binCount)
    for part in parts {
      for i in 0..<Self.binCount { counts[i] &+= part.counts[i] }
    }
  }

  /// The bin of an sRGB colour.
  @inline(__always)
  static func bin(_ r: Int, _ g: Int, _ b: Int) -> Int {
    (r >> 5) << 6 | (g >> 5) << 3 | (b >> 5)
  }

  /// Starts over (before a frame is counted whole).
  mutating func clear() {
    counts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
  }

  /// Runs `body` with the counts to update in place.
  @inline(__always)
  mutating func withCounts<R>(_ body: (UnsafeMutableBufferPointer<Int32>) -> R) -> R {
    counts.withUnsafeMutableBufferPointer { body($0) }
  }

  /// The share of pixels (0…1) that would have to change bin to turn one histogram into the
  /// other: half the L1 distance over the pixel count. 0 for the same colours, 1 for two
  /// pictures that share no bin.
  func movedShare(from other: CoarseHistogram) -> Double {
    var moved = 0
    var total = 0
    for i in 0..<Self.binCount {
      moved += abs(Int(counts[i]) - Int(other.counts[i]))
      total += Int(counts[i])
    }
    return total == 0 ? 0 : Double(moved) / Double(2 * total)
  }
}
