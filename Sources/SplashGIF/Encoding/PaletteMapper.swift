import Foundation
import SplashRaster

/// Maps source pixels to palette indices: nearest colour, or an ordered mix of the two palette
/// colours that best bracket the source colour.
///
/// For each 7-bit-per-channel cell of RGB that the animation uses, a table holds a pair of
/// palette entries: the one nearest to the cell's centre and, among that entry's closest
/// neighbours, the one most nearly in the direction of the cell's colours (as the index of a
/// `PaletteBracket`, which holds what the projection needs of the pair). A pixel then needs
/// one table read and one exact integer projection: `t` = how far its colour lies from the
/// pair's lower index towards the higher one, compared with the dither threshold at its
/// position. A colour equal to a palette entry gives `t = 0` or `t = 1` and never gets a
/// pattern.
///
/// The table is filled for every cell the statistics saw (in parallel over disjoint ranges);
/// any other cell is computed on the spot without touching the table, so mapping is
/// thread-safe and the result does not depend on which cells were precomputed.
struct PaletteMapper: Sendable {
  /// The palette's colours (without the transparent entry).
  let colors: [Color]
  /// Their perceptual coordinates.
  let points: [PerceptualSpace.Point]
  /// Per cell, the index in `brackets` of its pair, or `unfilled`.
  let table: [UInt16]
  /// The pairs the table's cells use, in the order of their first cell.
  let brackets: [PaletteBracket]
  /// For each entry, its closest other entries, nearest first.
  let neighbours: [[Int]]
  let dither: OrderedDither
  /// A pixel is left undithered when 8 × its texture ≥ √textureLimit × the step between its
  /// two colours; -1 dithers everywhere.
  let textureLimit: Int
  private let search: NearestPointSearch

  static let unfilled: UInt16 = 0xFFFF
  /// Marks a pixel equal to the previous frame's in a chunk's entries (no palette has the
  /// 65,534 pairs it would take to need it as an index).
  static let unchangedEntry: UInt16 = 0xFFFE
  /// Pixels of a row whose table entries are read before any of them is mapped.
  static let chunk = 64
  /// How many neighbours of an entry are tried as the second colour of a mix.
  static let neighbourCount = 8

  init(
    colors: [Color], dither: OrderedDither, textureLimit: Int = -1, statistics: ColorStatistics?,
    threads: Int
  ) {
    precondition(!colors.isEmpty && colors.count <= 255, "a palette of \(colors.count) colours")
    self.colors = colors
    self.dither = dither
    self.textureLimit = textureLimit
    let points = colors.map { PerceptualSpace.point(Int($0.r), Int($0.g), Int($0.b)) }
    self.points = points
    let search = NearestPointSearch(points.map { Self.double($0) })
    self.search = search
    neighbours = points.indices.map { i in
      points.indices.filter { $0 != i }
        .sorted { a, b in
          let da = points[a].distanceSquared(to: points[i])
          let db = points[b].distanceSquared(to: points[i])
          return da != db ? da < db : a < b
        }
        .prefix(Self.neighbourCount).map { $0 }
    }
    var table = [UInt16](repeating: Self.unfilled, count: ColorStatistics.cellCount)
    if let statistics {
      let workers = max(1, threads)
      let count = ColorStatistics.cellCount
      let neighbours = self.neighbours
      table.withUnsafeMutableBufferPointer { buffer in
        nonisolated(unsafe) let cells = buffer
        DispatchQueue.concurrentPerform(iterations: workers * 4) { part in
          let start = count * part / (workers * 4)
          let end = count * (part + 1) / (workers * 4)
          for cell in start..<end where statistics.isOccupied(cell) {
            cells[cell] = Self.pair(
              forCell: cell, points: points, neighbours: neighbours, search: search)
          }
        }
      }
    }
    // Pairs to bracket indices, in cell order (any order would map the same).
    var brackets: [PaletteBracket] = []
    var index = [UInt16](repeating: Self.unfilled, count: 1 << 16)
    for cell in table.indices where table[cell] != Self.unfilled {
      let pair = Int(table[cell])
      if index[pair] == Self.unfilled {
        index[pair] = UInt16(brackets.count)
        brackets.append(PaletteBracket(pair: table[cell], points: points))
      }
      table[cell] = index[pair]
    }
    self.table = table
    self.brackets = brackets
  }

  static func double(_ p: PerceptualSpace.Point) -> PerceptualSpace.DoublePoint {
    PerceptualSpace.DoublePoint(x: Double(p.x), y: Double(p.y), z: Double(p.z))
  }

  /// The pair `a | b << 8` (a ≤ b) for the colours of a cell, judged at the cell's centre.
  static func pair(
    forCell cell: Int, points: [PerceptualSpace.Point], neighbours: [[Int]],
    search: NearestPointSearch
  ) -> UInt16 {
    // A cell spans two levels per channel; its centre (2c + ½) is kept integral at twice the scale.
    let r = (cell >> 14) * 2
    let g = ((cell >> 7) & 127) * 2
    let b = (cell & 127) * 2
    let p = PerceptualSpace.point(r * 2 + 1, g * 2 + 1, b * 2 + 1)
    let k = 2
    let query = PerceptualSpace.DoublePoint(
      x: Double(p.x) / Double(k), y: Double(p.y) / Double(k), z: Double(p.z) / Double(k))
    let near = search.nearest(to: query)
    let v =
      p - PerceptualSpace.Point(x: points[near].x * k, y: points[near].y * k, z: points[near].z * k)
    var far = neighbours[near].first ?? near
    var bestScore = -1.0
    for j in neighbours[near] {
      let d = points[j] - points[near]
      let dot = v.dot(d)
      guard dot > 0 else { continue }
      // The squared length of v's projection on d: larger means j lies more nearly along v.
      let score = Double(dot) * Double(dot) / Double(d.dot(d))
      if score > bestScore {
        bestScore = score
        far = j
      }
    }
    // Store the pair in index order, and measure t from the lower index: colours on either
    // side of the midpoint between two entries then use the same threshold positions, so a
    // gradient crossing the midpoint shows no seam in the pattern.
    return UInt16(min(near, far)) | UInt16(max(near, far)) << 8
  }

  /// Maps `frame` into `out` (one index per pixel, row-major). Pixels whose colour equals the
  /// same pixel of `previous` get `unchanged` instead, so they keep what is on screen. Alpha is
  /// ignored: premultiplied colour is already composited over black. `rows` maps only a band of
  /// rows (into the same places of `out`); nil maps every row.
  func map(
    _ frame: Surface, previous: Surface?, unchanged: UInt8,
    into out: UnsafeMutableBufferPointer<UInt8>, rows: Range<Int>? = nil
  ) {
    let width = frame.width
    let height = frame.height
    let rows = rows ?? 0..<height
    if let previous, frame.sharesPixels(with: previous) {
      UnsafeMutableBufferPointer(rebasing: out[(rows.lowerBound * width)..<(rows.upperBound * width)]).update(
        repeating: unchanged)
      return
    }
    table.withUnsafeBufferPointer { table in
      brackets.withUnsafeBufferPointer { brackets in
        dither.thresholds.withUnsafeBufferPointer { thresholds in
          frame.pixels.withUnsafeBufferPointer { src in
            (previous?.pixels ?? []).withUnsafeBufferPointer { prev in
              withUnsafeTemporaryAllocation(of: UInt16.self, capacity: Self.chunk) { entries in
                let compare = !prev.isEmpty
                @inline(__always) func lightness(_ i: Int) -> Int {
                  let r = Int(src[i &* 4])
                  let g = Int(src[i &* 4 &+ 1])
                  let b = Int(src[i &* 4 &+ 2])
                  let weights = PerceptualSpace.lightness
                  return weights.r &* r &+ weights.g &* g &+ weights.b &* b
                }
                var i = rows.lowerBound * width
                for y in rows {
                  if compare
                    && memcmp(src.baseAddress! + i * 4, prev.baseAddress! + i * 4, width * 4) == 0
                  {
                    // A whole row unchanged: the common case behind a static background.
                    UnsafeMutableBufferPointer(rebasing: out[i..<(i + width)]).update(
                      repeating: unchanged)
                    i += width
                    continue
                  }
                  let down = y + 1 < height ? width : (y > 0 ? -width : 0)
                  var x0 = 0
                  while x0 < width {
                    let count = min(Self.chunk, width - x0)
                    // First every changed pixel's table entry, then the arithmetic: the table's
                    // reads (4 MB, mostly cache misses on photographs) are then all in flight at
                    // once instead of each waiting behind the last pixel's arithmetic.
                    for k in 0..<count {
                      let j = (i &+ k) &* 4
                      let (r, g, b) = (src[j], src[j &+ 1], src[j &+ 2])
                      entries[k] =
                        compare && r == prev[j] && g == prev[j &+ 1] && b == prev[j &+ 2]
                        ? Self.unchangedEntry : table[ColorStatistics.cell(Int(r), Int(g), Int(b))]
                    }
                    for k in 0..<count {
                      let entry = entries[k]
                      if entry == Self.unchangedEntry {
                        out[i] = unchanged
                        i &+= 1
                        continue
                      }
                      let x = x0 &+ k
                      let r = Int(src[i &* 4])
                      let g = Int(src[i &* 4 &+ 1])
                      let b = Int(src[i &* 4 &+ 2])
                      // A colour pass 1 did not see: computed exactly as the table would hold
                      // it, not stored.
                      let bracket =
                        entry != Self.unfilled
                        ? brackets[Int(entry)]
                        : PaletteBracket(
                          pair: Self.pair(
                            forCell: ColorStatistics.cell(r, g, b), points: points, neighbours: neighbours,
                            search: search), points: points)
                      let dot = bracket.dot(r, g, b)
                      if dot <= 0 {
                        out[i] = bracket.low
                      } else {
                        let d2 = bracket.lengthSquared
                        var threshold = thresholds[(y & 7) << 3 | (x & 7)]
                        if textureLimit >= 0 {
                          // Source texture at least as strong as the step between the two colours
                          // already mixes them (film grain, photographs): a pattern on top would
                          // only add noise and bytes. Asked for only here, where a pattern could go.
                          let right = x + 1 < width ? 1 : (x > 0 ? -1 : 0)
                          let l = lightness(i)
                          let texture = max(abs(l &- lightness(i &+ right)), abs(l &- lightness(i &+ down)))
                          if texture &* texture &* 64 >= textureLimit &* d2 { threshold = OrderedDither.scale / 2 }
                        }
                        // Bounded as in `PerceptualSpace`: no overflow checks needed.
                        let towardsHigh: Bool = dot &* OrderedDither.scale > threshold &* d2
                        out[i] = towardsHigh ? bracket.high : bracket.low
                      }
                      i &+= 1
                    }
                    x0 &+= count
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
