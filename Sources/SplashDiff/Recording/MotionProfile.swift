import SplashRaster

/// A source reduced to what alignment needs: each frame's time and a small grey picture of it
/// (the area-averaged luma over white of a grid of cells), read once.
package struct MotionProfile: Sendable {
  /// One frame: when it is on screen (µs) and its cells, row-major.
  package struct Frame: Sendable {
    package let start: Int
    package let end: Int
    package let cells: [UInt8]
  }

  /// A picture change at `time`: how much the cells moved (grey levels summed over the cells that
  /// moved beyond the dead zone).
  package struct Change: Sendable, Equatable {
    package let time: Int
    package let amount: Int
  }

  package let columns: Int
  package let rows: Int
  package let frames: [Frame]

  /// Grey levels of one cell's change that count as noise (codec noise averages out in a cell).
  package static let deadZone = 2

  /// Reads `source` to its end on a `columns`×`rows` grid spread over its frames.
  package init(_ source: some AnimationSource, columns: Int, rows: Int) throws {
    var source = source
    self.columns = columns
    self.rows = rows
    let cellX = Self.cellIndices(source.width, into: columns)
    let cellY = Self.cellIndices(source.height, into: rows)
    var counts = [Int](repeating: 0, count: columns * rows)
    for y in 0..<source.height {
      for x in 0..<source.width { counts[cellY[y] * columns + cellX[x]] += 1 }
    }
    var frames: [Frame] = []
    while let frame = try source.next() {
      frames.append(
        Frame(
          start: frame.start, end: frame.end,
          cells: Self.cells(frame.surface, cellX: cellX, cellY: cellY, columns: columns, counts: counts)))
    }
    self.frames = frames
  }

  /// The grid for a picture of `width`×`height`: `columns` across, rows keeping the aspect (1...`columns`·4).
  package static func grid(width: Int, height: Int, columns: Int = 24) -> (columns: Int, rows: Int) {
    let across = min(columns, width)
    let down = min(max(1, Int((Double(across) * Double(height) / Double(width)).rounded())), height, columns * 4)
    return (across, down)
  }

  /// When the last frame ends (µs).
  package var duration: Int { frames.last?.end ?? 0 }

  /// The picture changes after the first frame. Each cell keeps the level it last reported and
  /// reports again once it has moved more than `deadZone` levels from it, so noise stays silent
  /// while a slow fade still shows, a few levels every few frames.
  package var changes: [Change] {
    guard var reported = frames.first?.cells else { return [] }
    var result: [Change] = []
    for frame in frames.dropFirst() {
      var amount = 0
      for i in reported.indices {
        let d = abs(Int(frame.cells[i]) - Int(reported[i]))
        if d > Self.deadZone {
          amount += d
          reported[i] = frame.cells[i]
        }
      }
      if amount > 0 { result.append(Change(time: frame.start, amount: amount)) }
    }
    return result
  }

  /// The frame on screen at `time`: the first before 0, the last after the end.
  func frameIndex(at time: Int) -> Int {
    var low = 0
    var high = frames.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if frames[mid].start <= time { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Sum over cells of |a − b| beyond `deadZone` levels.
  static func distance(_ a: [UInt8], _ b: [UInt8], deadZone: Int) -> Int {
    var total = 0
    for i in a.indices {
      let d = abs(Int(a[i]) - Int(b[i])) - deadZone
      if d > 0 { total += d }
    }
    return total
  }

  /// Which of `parts` equal cells each of `length` pixels falls in.
  private static func cellIndices(_ length: Int, into parts: Int) -> [Int] {
    (0..<length).map { $0 * parts / length }
  }

  /// The mean luma over white of each cell (BT.601 weights, rounded).
  private static func cells(_ surface: Surface, cellX: [Int], cellY: [Int], columns: Int, counts: [Int]) -> [UInt8] {
    var sums = [Int](repeating: 0, count: counts.count)
    let width = surface.width
    surface.pixels.withUnsafeBufferPointer { pixels in
      cellX.withUnsafeBufferPointer { cellX in
        sums.withUnsafeMutableBufferPointer { sums in
          for y in 0..<surface.height {
            let rowCell = cellY[y] * columns
            var i = y * width * 4
            for x in 0..<width {
              let white = 255 - Int(pixels[i + 3])
              let luma =
                77 * (Int(pixels[i]) + white) + 150 * (Int(pixels[i + 1]) + white) + 29 * (Int(pixels[i + 2]) + white)
              sums[rowCell + cellX[x]] += luma
              i += 4
            }
          }
        }
      }
    }
    return sums.indices.map { UInt8((sums[$0] + counts[$0] * 128) / (counts[$0] * 256)) }
  }
}
