#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An alpha plane stored without the repeats that a blurred or masked shape is made of: runs of
/// rows equal to the row above are stored once, and columns equal in every row to the column
/// before them (a shape's straight middle) are not stored. A blurred card of 1428 × 1201 bytes
/// packs to about a third; a plane without repeats costs its values and a few words. For
/// keeping many planes in a cache's budget; `plane` gives the same bytes back.
package struct PackedAlphaPlane: Sendable {
  package let frameWidth: Int
  package let frameHeight: Int
  package let bounds: PixelRect
  /// Columns of `bounds` (0 its first) that repeat the column before them, in order.
  let repeatedColumns: [Range<Int>]
  /// Per stored row, how many rows of the plane it is.
  let rowCounts: [Int]
  /// The stored rows, each without the repeated columns.
  let values: [UInt8]

  /// Runs of repeated columns shorter than this are stored.
  static let minimumRepeat = 16

  /// `plane` packed.
  package init(_ plane: AlphaPlane) {
    let box = plane.bounds
    frameWidth = plane.frameWidth
    frameHeight = plane.frameHeight
    bounds = box
    // In each run of identical columns, those after its first.
    let repeated = plane.identicalColumnRuns().map { ($0.lowerBound + 1)..<$0.upperBound }
      .filter { $0.count >= Self.minimumRepeat }
    repeatedColumns = repeated
    var kept: [Range<Int>] = []
    var start = 0
    for span in repeated {
      kept.append(start..<span.lowerBound)
      start = span.upperBound
    }
    if start < box.width { kept.append(start..<box.width) }
    var counts: [Int] = []
    var packed: [UInt8] = []
    packed.reserveCapacity(kept.reduce(0) { $0 + $1.count } * min(box.height, 64))
    plane.values.withUnsafeBufferPointer { input in
      for y in 0..<box.height {
        let row = input.baseAddress! + y * box.width
        if y > 0, memcmp(row, row - box.width, box.width) == 0 {
          counts[counts.count - 1] += 1
          continue
        }
        counts.append(1)
        for span in kept {
          packed.append(contentsOf: UnsafeBufferPointer(start: row + span.lowerBound, count: span.count))
        }
      }
    }
    rowCounts = counts
    values = packed
  }

  /// The plane, unpacked.
  package var plane: AlphaPlane {
    let box = bounds
    guard !box.isEmpty else {
      return AlphaPlane(frameWidth: frameWidth, frameHeight: frameHeight, bounds: box, values: [])
    }
    var out = [UInt8](repeating: 0, count: box.area)
    let storedWidth = box.width - repeatedColumns.reduce(0) { $0 + $1.count }
    out.withUnsafeMutableBufferPointer { out in
      values.withUnsafeBufferPointer { packed in
        var (y, source) = (0, packed.baseAddress!)
        for count in rowCounts {
          let row = out.baseAddress! + y * box.width
          // The stored columns, each repeated run filled with the column before it.
          var (x, from) = (0, source)
          for span in repeatedColumns {
            (row + x).update(from: from, count: span.lowerBound - x)
            from += span.lowerBound - x
            (row + span.lowerBound).update(repeating: row[span.lowerBound - 1], count: span.count)
            x = span.upperBound
          }
          (row + x).update(from: from, count: box.width - x)
          for k in 1..<max(1, count) { (row + k * box.width).update(from: row, count: box.width) }
          (y, source) = (y + count, source + storedWidth)
        }
      }
    }
    return AlphaPlane(frameWidth: frameWidth, frameHeight: frameHeight, bounds: box, values: out)
  }

  /// Bytes held (for cache budgets).
  package var byteCount: Int { values.count + 8 * rowCounts.count + 16 * repeatedColumns.count }
}

extension AlphaPlane {
  /// The maximal runs of two or more adjacent columns of `bounds` (0 its first) that are equal in
  /// every row, left to right.
  func identicalColumnRuns() -> [Range<Int>] {
    let width = bounds.width
    let differs = adjacentColumnDifferences()
    var runs: [Range<Int>] = []
    var start = 0
    while start < width {
      var end = start + 1
      while end < width && differs[end - 1] == 0 { end += 1 }
      if end - start > 1 { runs.append(start..<end) }
      start = end
    }
    return runs
  }

  /// Per column x of `bounds` but the last, a value that is 0 exactly when column x + 1 equals
  /// column x in every row (the OR of their XORs); rows equal to the row above are not read again.
  func adjacentColumnDifferences() -> [UInt8] {
    let box = bounds
    guard box.width > 1 else { return [] }
    var differs = [UInt8](repeating: 0, count: box.width - 1)
    values.withUnsafeBufferPointer { input in
      differs.withUnsafeMutableBufferPointer { differs in
        for y in 0..<box.height {
          let row = input.baseAddress! + y * box.width
          if y > 0, memcmp(row, row - box.width, box.width) == 0 { continue }
          for x in 0..<(box.width - 1) { differs[x] |= row[x] ^ row[x + 1] }
        }
      }
    }
    return differs
  }
}
