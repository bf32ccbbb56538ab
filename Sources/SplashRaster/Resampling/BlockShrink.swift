/// An exact area-averaging shrink in which every output pixel depends on one block of source
/// pixels: by an integer factor k (each k × k block gives one pixel; @3x exported @1x) or to two
/// thirds (each 3 × 3 block gives 2 × 2 pixels; @3x exported @2x).
///
/// Because blocks do not overlap, an output pixel changes only where its block does: a frame
/// that differs from an already shrunk one in a few places needs only those blocks again
/// (`Surface.shrunk(by:threads:changedFrom:shrunkBase:into:)`).
struct BlockShrink: Sendable {
  enum Kind: Sendable, Equatable {
    /// Each `factor` × `factor` block is averaged into one pixel.
    case box(factor: Int)
    /// Each 3 × 3 block gives 2 × 2 pixels, every axis weighing its source pixels 2, 1 and 1, 2.
    case twoThirds
  }

  /// The largest integer factor of the box kind: k² · 255 must fit a 16-bit lane.
  static let maximumBoxFactor = 16

  let kind: Kind
  let sourceWidth: Int
  let width: Int
  let height: Int

  /// The block shrink from `sourceWidth` × `sourceHeight` to `width` × `height`, if there is one.
  init?(from sourceWidth: Int, _ sourceHeight: Int, to width: Int, _ height: Int) {
    if sourceWidth % width == 0 && sourceHeight % height == 0 && sourceWidth / width == sourceHeight / height
      && (2...Self.maximumBoxFactor).contains(sourceWidth / width)
    {
      kind = .box(factor: sourceWidth / width)
    } else if sourceWidth % 3 == 0 && sourceHeight % 3 == 0 && width == sourceWidth / 3 * 2
      && height == sourceHeight / 3 * 2
    {
      kind = .twoThirds
    } else {
      return nil
    }
    self.sourceWidth = sourceWidth
    self.width = width
    self.height = height
  }

  /// Source pixels across a block (k, or 3).
  var sourceBlock: Int {
    switch kind {
    case .box(let factor): factor
    case .twoThirds: 3
    }
  }

  /// Output pixels across a block (1, or 2).
  var outputBlock: Int { kind == .twoThirds ? 2 : 1 }

  /// `UInt32`s of scratch that `fill` needs.
  var scratchCount: Int { 2 * sourceWidth + 8 }

  /// The source rows whose pixels output row `row` reads.
  func sourceRows(of row: Int) -> ClosedRange<Int> {
    switch kind {
    case .box(let factor):
      return (row * factor)...(row * factor + factor - 1)
    case .twoThirds:
      // The outer row of its side and the middle row.
      let block = row / 2 * 3
      return row % 2 == 0 ? block...(block + 1) : (block + 1)...(block + 2)
    }
  }

  /// The output columns, whole blocks, that depend on source columns `columns`.
  func outputColumns(for columns: ClosedRange<Int>) -> Range<Int> {
    let first = columns.lowerBound / sourceBlock * outputBlock
    let last = min(width, (columns.upperBound / sourceBlock + 1) * outputBlock)
    return first..<last
  }

  /// Writes output row `row`'s pixels `columns` (whole blocks) from `source` into `output`
  /// (both whole frames of packed RGBA words), using `scratch` (`scratchCount` words).
  @inline(__always)
  func fill(
    row: Int, columns: Range<Int>, from source: UnsafePointer<UInt32>, into output: UnsafeMutablePointer<UInt32>,
    scratch: UnsafeMutablePointer<UInt32>
  ) {
    switch kind {
    case .box(let factor):
      fillBox(row: row, columns: columns, factor: factor, from: source, into: output, scratch: scratch)
    case .twoThirds:
      fillTwoThirds(row: row, columns: columns, from: source, into: output, scratch: scratch)
    }
  }

  /// Each output channel is `round(sum of its factor × factor block / factor²)`, halves up: 16-bit
  /// lane sums (k² · 255 fits) four pixels at a time, and a reciprocal multiply for the division.
  @inline(__always)
  private func fillBox(
    row: Int, columns: Range<Int>, factor: Int, from source: UnsafePointer<UInt32>,
    into output: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt32>
  ) {
    let divide = RoundedDivision(by: UInt64(factor * factor))
    // Column sums of `factor` source rows: (R, B) and (G, A) 16-bit lane pairs per pixel.
    let (start, end) = (columns.lowerBound * factor, columns.upperBound * factor)
    let rb = scratch
    let ag = scratch + sourceWidth + 4
    (rb + start).update(repeating: 0, count: end - start)
    (ag + start).update(repeating: 0, count: end - start)
    for k in 0..<factor {
      let sourceRow = source + (row * factor + k) * sourceWidth
      var c = start
      while c + 4 <= end {
        let p = Pixels4(loading: sourceRow + c)
        let rbSum = UnsafeRawPointer(rb + c).loadUnaligned(as: Half4.self) &+ p.rb
        let agSum = UnsafeRawPointer(ag + c).loadUnaligned(as: Half4.self) &+ p.ag
        UnsafeMutableRawPointer(rb + c).storeBytes(of: rbSum, as: Half4.self)
        UnsafeMutableRawPointer(ag + c).storeBytes(of: agSum, as: Half4.self)
        c += 4
      }
      while c < end {
        let p = sourceRow[c]
        rb[c] &+= p & 0x00FF_00FF
        ag[c] &+= (p >> 8) & 0x00FF_00FF
        c += 1
      }
    }
    let outputRow = output + row * width
    for x in columns {
      var rbBlock: UInt32 = 0
      var agBlock: UInt32 = 0
      for i in (x * factor)..<(x * factor + factor) {
        rbBlock &+= rb[i]
        agBlock &+= ag[i]
      }
      outputRow[x] = Self.packed(rb: rbBlock, ag: agBlock, divide)
    }
  }

  /// Each output channel is `round(Σ wy·wx·p / 9)`, halves up, with the weights 2, 1 and 1, 2 of
  /// each axis (the middle pixel half to each side): sums of at most 9 · 255 fit the 16-bit lanes
  /// of (R, B) and (G, A) pairs, one pixel per 32-bit word.
  @inline(__always)
  private func fillTwoThirds(
    row: Int, columns: Range<Int>, from source: UnsafePointer<UInt32>, into output: UnsafeMutablePointer<UInt32>,
    scratch: UnsafeMutablePointer<UInt32>
  ) {
    let divide = RoundedDivision(by: 9)
    let block = row / 2 * 3
    let outer = source + (row % 2 == 0 ? block : block + 2) * sourceWidth
    let middle = source + (block + 1) * sourceWidth
    let rb = scratch
    let ag = scratch + sourceWidth + 4
    // The row's vertical sums, 2 · outer row + middle row, per lane pair.
    for c in (columns.lowerBound / 2 * 3)..<(columns.upperBound / 2 * 3) {
      let p = outer[c]
      let q = middle[c]
      rb[c] = (p & 0x00FF_00FF) &* 2 &+ (q & 0x00FF_00FF)
      ag[c] = ((p >> 8) & 0x00FF_00FF) &* 2 &+ ((q >> 8) & 0x00FF_00FF)
    }
    let outputRow = output + row * width
    var x = columns.lowerBound
    var c = x / 2 * 3
    while x < columns.upperBound {
      // Left pixel: 2 · first + middle; right pixel: middle + 2 · last.
      outputRow[x] = Self.packed(rb: rb[c] &* 2 &+ rb[c + 1], ag: ag[c] &* 2 &+ ag[c + 1], divide)
      outputRow[x + 1] = Self.packed(rb: rb[c + 1] &+ rb[c + 2] &* 2, ag: ag[c + 1] &+ ag[c + 2] &* 2, divide)
      x += 2
      c += 3
    }
  }

  /// One RGBA8 pixel from lane-pair sums, each lane divided by `divide`, rounded.
  @inline(__always)
  private static func packed(rb: UInt32, ag: UInt32, _ divide: RoundedDivision) -> UInt32 {
    let r = divide(UInt64(rb & 0xFFFF))
    let b = divide(UInt64(rb >> 16))
    let g = divide(UInt64(ag & 0xFFFF))
    let a = divide(UInt64(ag >> 16))
    return r | g << 8 | b << 16 | a << 24
  }
}
