#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension GaussianBlur {
  /// Columns of the intermediate the vertical passes slide down at a time: a strip of this many
  /// columns (and its two work buffers) stays in the cache while its rows are summed, and its
  /// rows are contiguous, so the sums vectorise.
  static let stripColumns = 64

  /// `applied(to:)` for box passes, with the same integers and roundings as running the passes
  /// per line (`run`): each box is a sliding sum over a zero-padded line (one add and one
  /// subtract per value), the vertical boxes slide down strips of columns row by row, and the
  /// two roundings divide exactly without a division per value (`RoundedQuotient`).
  func appliedByBoxes(_ boxes: [(left: Int, right: Int)], to plane: AlphaPlane) -> AlphaPlane {
    let r = reach
    let box = plane.bounds
    let (ox, oy) = (box.x - r, box.y - r)
    let (w, h) = (box.width + 2 * r, box.height + 2 * r)
    let (axis, total) = Self.normalisation(.boxes(boxes))
    // Zeros beyond each end of a line, so that a window never leaves its buffer.
    let pad = boxes.map { max($0.left, $0.right) }.max()! + 1
    let strip = Self.stripColumns
    // Rows: 8-bit input to 16-bit (× 256) values, one rounding, into the rows `pad` … `pad + h`
    // of an intermediate whose other rows stay 0 (the vertical passes' padding).
    var rows = [UInt16](repeating: 0, count: w * (h + 2 * pad))
    let toRows = RoundedQuotient(divisor: axis)
    // A byte line whose padding and margins stay 0; two work lines (later two work strips).
    var bytes = [UInt8](repeating: 0, count: w + 2 * pad)
    let work = max(w, strip * h) + 2 * pad * strip
    var first = [Int](repeating: 0, count: work)
    var second = [Int](repeating: 0, count: work)
    plane.values.withUnsafeBufferPointer { input in
      rows.withUnsafeMutableBufferPointer { rows in
        bytes.withUnsafeMutableBufferPointer { bytes in
          first.withUnsafeMutableBufferPointer { first in
            second.withUnsafeMutableBufferPointer { second in
              let line = bytes.baseAddress! + pad
              let (one, other) = (first.baseAddress! + pad, second.baseAddress! + pad)
              for y in 0..<box.height {
                let target = rows.baseAddress! + (pad + r + y) * w
                // A row equal to the one above (a shape's straight sides) blurs to the same row.
                if y > 0,
                  memcmp(input.baseAddress! + y * box.width, input.baseAddress! + (y - 1) * box.width, box.width) == 0
                {
                  target.update(from: target - w, count: w)
                  continue
                }
                (line + r).update(from: input.baseAddress! + y * box.width, count: box.width)
                Self.slide(line, into: one, count: w, stride: 1, lanes: 1, boxes[0])
                var (a, b) = (one, other)
                for pass in boxes.dropFirst() {
                  Self.slide(a, into: b, count: w, stride: 1, lanes: 1, pass)
                  swap(&a, &b)
                }
                for x in 0..<w { target[x] = UInt16(truncatingIfNeeded: toRows(a[x] &* 256)) }
                // The work lines' padding is still 0: only 0..<w was written.
              }
            }
          }
        }
      }
    }
    // Columns, cut to the frame: 16-bit values back to 8 bits, one rounding.
    let cut = PixelRect(x: ox, y: oy, width: w, height: h).intersection(
      PixelRect(x: 0, y: 0, width: plane.frameWidth, height: plane.frameHeight))
    guard !cut.isEmpty else {
      return AlphaPlane(frameWidth: plane.frameWidth, frameHeight: plane.frameHeight, bounds: cut, values: [])
    }
    var out = [UInt8](repeating: 0, count: cut.area)
    let toBytes = RoundedQuotient(divisor: total)
    let (firstColumn, lastColumn) = (cut.x - ox, cut.maxX - ox)
    let (firstRow, lastRow) = (cut.y - oy, cut.maxY - oy)
    // Columns of the intermediate equal to the column before them are not summed but copied.
    let copies = Self.copiedColumns(of: plane, boxes, reach: r, within: firstColumn..<lastColumn)
    var summed: [Range<Int>] = []
    var start = firstColumn
    for span in copies {
      if start < span.lowerBound { summed.append(start..<span.lowerBound) }
      start = span.upperBound
    }
    if start < lastColumn { summed.append(start..<lastColumn) }
    rows.withUnsafeMutableBufferPointer { rows in
      out.withUnsafeMutableBufferPointer { out in
        first.withUnsafeMutableBufferPointer { first in
          second.withUnsafeMutableBufferPointer { second in
            // A strip is `h` rows of `strip` values with `pad` zero rows above and below.
            let (one, other) = (first.baseAddress! + pad * strip, second.baseAddress! + pad * strip)
            (one - pad * strip).update(repeating: 0, count: (h + 2 * pad) * strip)
            (other - pad * strip).update(repeating: 0, count: (h + 2 * pad) * strip)
            let source = rows.baseAddress! + pad * w
            for columns in summed {
              var x0 = columns.lowerBound
              while x0 < columns.upperBound {
                let count = min(strip, columns.upperBound - x0)
                // The first box reads the intermediate's columns in place, `w` apart.
                Self.slide(source + x0, into: one, count: h, stride: w, outputStride: strip, lanes: count, boxes[0])
                var (a, b) = (one, other)
                for pass in boxes.dropFirst() {
                  Self.slide(a, into: b, count: h, stride: strip, lanes: count, pass)
                  swap(&a, &b)
                }
                let column = x0 - firstColumn
                for y in firstRow..<lastRow {
                  let target = out.baseAddress! + (y - firstRow) * cut.width + column
                  let values = a + y * strip
                  for k in 0..<count { target[k] = UInt8(truncatingIfNeeded: min(255, toBytes(values[k]))) }
                }
                x0 += count
              }
            }
            for y in 0..<cut.height {
              let row = out.baseAddress! + y * cut.width - firstColumn
              for span in copies {
                (row + span.lowerBound).update(repeating: row[span.lowerBound - 1], count: span.count)
              }
            }
          }
        }
      }
    }
    return AlphaPlane(frameWidth: plane.frameWidth, frameHeight: plane.frameHeight, bounds: cut, values: out)
  }

  /// The columns of the intermediate (positions in `columns`) whose box windows read only input
  /// columns identical to each other, after the first such one: they equal the column before
  /// them, in the intermediate and in the output. Runs of fewer than `minimumCopies` are left
  /// to the sums.
  static func copiedColumns(
    of plane: AlphaPlane, _ boxes: [(left: Int, right: Int)], reach r: Int, within columns: Range<Int>
  ) -> [Range<Int>] {
    let (before, after) = boxes.reduce((0, 0)) { ($0.0 + $1.left, $0.1 + $1.right) }
    var spans: [Range<Int>] = []
    for run in plane.identicalColumnRuns() {
      // Input columns a..<b are identical; intermediate column c reads input columns
      // c − r − before … c − r + after. (A single column never makes a run this long.)
      let (first, end) = (
        max(run.lowerBound + r + before, columns.lowerBound), min(run.upperBound + r - after, columns.upperBound)
      )
      if end - first > minimumCopies { spans.append((first + 1)..<end) }
    }
    return spans
  }

  /// Identical columns fewer than this are summed rather than copied.
  static let minimumCopies = 8

  /// One box along a line of `count` positions, `lanes` lines side by side (consecutive values
  /// at each position; input positions `stride` apart, output ones `outputStride`):
  /// `output[i] = Σ input[i − left … i + right]`. The input must read 0 up to
  /// `max(left, right) + 1` positions beyond each end.
  @inline(__always)
  static func slide<Value: FixedWidthInteger>(
    _ input: UnsafeMutablePointer<Value>, into output: UnsafeMutablePointer<Int>, count: Int, stride: Int,
    outputStride: Int? = nil, lanes: Int, _ window: (left: Int, right: Int)
  ) {
    let (left, right) = window
    let step = outputStride ?? stride
    for lane in 0..<lanes {
      var sum = 0
      for j in -left...right { sum &+= Int(truncatingIfNeeded: input[j * stride + lane]) }
      output[lane] = sum
    }
    if lanes == 1 {
      // One line (a row): the running sum in a register.
      var sum = output[0]
      for i in 1..<max(1, count) {
        sum &+=
          Int(truncatingIfNeeded: input[(i + right) * stride])
          &- Int(truncatingIfNeeded: input[(i - left - 1) * stride])
        output[i * step] = sum
      }
      return
    }
    // Row by row: each position adds the value entering every lane's window and subtracts the
    // one leaving it.
    for i in 1..<max(1, count) {
      let previous = output + (i - 1) * step
      let current = output + i * step
      let entering = input + (i + right) * stride
      let leaving = input + (i - left - 1) * stride
      for lane in 0..<lanes {
        current[lane] =
          previous[lane] &+ Int(truncatingIfNeeded: entering[lane]) &- Int(truncatingIfNeeded: leaving[lane])
      }
    }
  }
}

/// `(n + divisor / 2) / divisor` for 0 ≤ n < 2⁵², without an integer division: the quotient
/// estimated in floating point (off by less than one) and corrected by one comparison.
struct RoundedQuotient {
  let divisor: Int
  let half: Int
  let inverse: Double

  init(divisor: Int) {
    self.divisor = divisor
    half = divisor / 2
    inverse = 1 / Double(divisor)
  }

  @inline(__always)
  func callAsFunction(_ n: Int) -> Int {
    let m = n &+ half
    var q = Int(Double(m) * inverse)
    if q &* divisor > m {
      q &-= 1
    } else if (q &+ 1) &* divisor <= m {
      q &+= 1
    }
    return q
  }
}
