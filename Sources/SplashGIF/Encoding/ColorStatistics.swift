import Foundation
import SplashRaster

/// How much of each colour is on screen over the whole animation: pixels × centiseconds.
///
/// Every pixel of every scheduled frame counts, weighted by how long the frame is shown, so the
/// palette spends its entries where the time-averaged error is largest (a static background that
/// stays for seconds outweighs a highlight that flashes for one frame). Colours are binned at
/// 6 bits per channel with exact weighted sums, so a bin's mean is its true average colour.
/// Premultiplied input is composited over black, which is simply its R, G, B bytes.
///
/// All counts are integers, so merging statistics gathered by several threads in any order gives
/// identical totals.
struct ColorStatistics: Sendable {
  static let binBits = 6
  static let binCount = 1 << (3 * binBits)
  /// Cells of the mapper's lookup table (7 bits per channel) that some pixel falls in.
  static let cellBits = 7
  static let cellCount = 1 << (3 * cellBits)

  /// Per bin, its weight (pixels × centiseconds) and its weighted sums of R, G and B, side by
  /// side (`binStride` values): a pixel's update touches one 32-byte run, not two arrays.
  private(set) var bins: [UInt64]
  static let binStride = 4
  /// One bit per mapper cell that holds at least one pixel.
  private(set) var occupiedCells: [UInt64]
  /// The distinct colours seen so far while there are at most `exactLimit` of them; nil after.
  private(set) var exactColors: Set<UInt32>?
  /// The most distinct colours worth tracking exactly (the palette size).
  let exactLimit: Int

  init(exactLimit: Int) {
    bins = [UInt64](repeating: 0, count: Self.binCount * Self.binStride)
    occupiedCells = [UInt64](repeating: 0, count: Self.cellCount / 64)
    exactColors = []
    self.exactLimit = exactLimit
  }

  /// The bin of an sRGB colour.
  @inline(__always)
  static func bin(_ r: Int, _ g: Int, _ b: Int) -> Int {
    (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
  }

  /// The mapper cell of an sRGB colour.
  @inline(__always)
  static func cell(_ r: Int, _ g: Int, _ b: Int) -> Int {
    (r >> 1) << 14 | (g >> 1) << 7 | (b >> 1)
  }

  /// Counts every pixel of `surface` with weight `weight`, or, given the frame shown just before
  /// it in the same run of frames, only what changed.
  ///
  /// For frames f₀…fₙ shown for d₀…dₙ centiseconds, Σ dₖ·hist(fₖ) equals R₀·hist(f₀) plus, for
  /// every pixel that changes at frame j, Rⱼ added to its new colour and taken from its old one,
  /// where Rⱼ = dⱼ + … + dₙ is the time left from frame j on. So a caller adds the first frame of a
  /// run with the run's whole length and each later frame with its remaining time, and a static
  /// background costs one comparison per pixel instead of a histogram update. Counts wrap as
  /// unsigned integers; the totals are exact and non-negative once every frame is added.
  ///
  /// `coarse` follows the same pixels: cleared and filled for a frame counted whole, updated by
  /// the changed pixels otherwise, so it always holds the histogram of `surface`.
  ///
  /// `rows` limits the count to a band of rows (nil: every row); `coarse` then follows the band.
  /// Bands of one frame counted into separate statistics merge to the frame's counts.
  mutating func add(
    _ surface: Surface, previous: Surface?, weight: Int, coarse: inout CoarseHistogram, rows: Range<Int>? = nil
  ) {
    // A frame that shares its pixels with the one before (a renderer hands out the same
    // surface for frames that draw the same) changes nothing.
    if let previous, surface.sharesPixels(with: previous) { return }
    let w = UInt64(weight)
    var exact = exactColors
    exactColors = nil
    let width = surface.width
    if previous == nil { coarse.clear() }
    coarse.withCounts { coarse in
      bins.withUnsafeMutableBufferPointer { bins in
        occupiedCells.withUnsafeMutableBufferPointer { occupied in
          surface.pixels.withUnsafeBufferPointer { px in
            (previous?.pixels ?? []).withUnsafeBufferPointer { old in
              var lastColour: UInt32 = 0xFFFF_FFFF
              for y in rows ?? 0..<surface.height {
                let rowStart = y * width * 4
                if !old.isEmpty
                  && memcmp(px.baseAddress! + rowStart, old.baseAddress! + rowStart, width * 4)
                    == 0
                {
                  continue
                }
                var i = rowStart
                let end = rowStart + width * 4
                while i < end {
                  let r = Int(px[i])
                  let g = Int(px[i + 1])
                  let b = Int(px[i + 2])
                  if !old.isEmpty {
                    let or = Int(old[i])
                    let og = Int(old[i + 1])
                    let ob = Int(old[i + 2])
                    if r == or && g == og && b == ob {
                      i += 4
                      continue
                    }
                    coarse[CoarseHistogram.bin(or, og, ob)] &-= 1
                    let bin = Self.bin(or, og, ob) &* Self.binStride
                    bins[bin] &-= w
                    bins[bin &+ 1] &-= w &* UInt64(or)
                    bins[bin &+ 2] &-= w &* UInt64(og)
                    bins[bin &+ 3] &-= w &* UInt64(ob)
                  }
                  i += 4
                  coarse[CoarseHistogram.bin(r, g, b)] &+= 1
                  let bin = Self.bin(r, g, b) &* Self.binStride
                  bins[bin] &+= w
                  bins[bin &+ 1] &+= w &* UInt64(r)
                  bins[bin &+ 2] &+= w &* UInt64(g)
                  bins[bin &+ 3] &+= w &* UInt64(b)
                  let cell = Self.cell(r, g, b)
                  occupied[cell >> 6] |= 1 << UInt64(cell & 63)
                  if exact != nil {
                    let rgb = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                    if rgb != lastColour {
                      lastColour = rgb
                      exact!.insert(rgb)
                      if exact!.count > exactLimit { exact = nil }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    exactColors = exact
  }

  /// `add(_:previous:weight:coarse:)` for callers that do not follow the coarse histogram.
  mutating func add(_ surface: Surface, previous: Surface?, weight: Int) {
    var coarse = CoarseHistogram()
    add(surface, previous: previous, weight: weight, coarse: &coarse)
  }

  /// Adds another thread's counts.
  mutating func merge(_ other: ColorStatistics) {
    for i in 0..<bins.count { bins[i] &+= other.bins[i] }
    for i in 0..<occupiedCells.count {
      occupiedCells[i] |= other.occupiedCells[i]
    }
    if let mine = exactColors, let theirs = other.exactColors {
      let union = mine.union(theirs)
      exactColors = union.count > exactLimit ? nil : union
    } else {
      exactColors = nil
    }
  }

  /// Takes away another count of part of the same frames (`other` counted a part of the frames
  /// these statistics counted): what is left is the count of the rest, exactly. The cell
  /// occupancy and the distinct colours stay those of all the frames.
  mutating func subtract(_ other: ColorStatistics) {
    for i in 0..<bins.count { bins[i] &-= other.bins[i] }
  }

  /// How many bins hold some weight.
  var populatedBins: Int { (0..<Self.binCount).reduce(0) { $0 + (weight(ofBin: $1) != 0 ? 1 : 0) } }

  /// The weight of bin `bin`.
  @inline(__always)
  func weight(ofBin bin: Int) -> UInt64 { bins[bin * Self.binStride] }

  /// The weighted sum of channel `channel` (0 R, 1 G, 2 B) in bin `bin`.
  @inline(__always)
  func sum(ofBin bin: Int, channel: Int) -> UInt64 { bins[bin * Self.binStride + 1 + channel] }

  /// Every bin's weight, in bin order.
  var weights: [UInt64] { (0..<Self.binCount).map { weight(ofBin: $0) } }

  /// Every bin's sums of R, G and B, in bin order.
  var sums: [UInt64] { (0..<Self.binCount * 3).map { sum(ofBin: $0 / 3, channel: $0 % 3) } }

  /// Frees the weights and sums, keeping which mapper cells are occupied (all `PaletteMapper`
  /// needs); the statistics can no longer build a palette.
  mutating func keepOnlyOccupancy() {
    bins = []
  }

  /// Whether some pixel fell in mapper cell `cell`.
  @inline(__always)
  func isOccupied(_ cell: Int) -> Bool {
    occupiedCells[cell >> 6] & (1 << UInt64(cell & 63)) != 0
  }
}
