/// The coverage of a filled outline on a pixel grid: for each pixel of a box, the exact area
/// of the pixel square inside the polygons (0...255), under a fill rule.
///
/// Rasterised as font rasterisers do (the signed-area accumulation of libart, FreeType's
/// "smooth" rasteriser and font-rs): each edge adds, to the cells of each row it crosses, the
/// signed area between it and the cell's right side, split exactly where it crosses columns;
/// a running sum along the row then gives each pixel its winding-weighted area, which is the
/// exact area wherever the winding number is 0 or ±1 within the pixel. nonZero clamps its
/// magnitude to 1, evenOdd folds it into 0...1. Hand-written: the Debian libraries that do this
/// (FreeType, cairo) would need their own pixel formats and pointers for one plane of bytes.
package struct PathCoverage: Sendable, Equatable {
  /// The box's top-left pixel.
  package let x: Int
  package let y: Int
  package let width: Int
  package let height: Int
  /// `width * height` coverage values, row-major.
  package let coverage: [UInt8]

  /// An empty coverage (nothing drawn).
  package static let empty = PathCoverage(x: 0, y: 0, width: 0, height: 0, coverage: [])

  init(x: Int, y: Int, width: Int, height: Int, coverage: [UInt8]) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.coverage = coverage
  }

  /// The coverage at frame pixel (px, py): 0 outside the box.
  package subscript(px: Int, py: Int) -> UInt8 {
    let (cx, cy) = (px - x, py - y)
    guard cx >= 0, cx < width, cy >= 0, cy < height else { return 0 }
    return coverage[cy * width + cx]
  }

  /// The coverage of `polygons` (each closed: its last point joins its first), in pixel
  /// coordinates, within the pixels `0..<clipWidth` × `0..<clipHeight`.
  package init(polygons: [[Point]], fillRule: FillRule, clipWidth: Int, clipHeight: Int) {
    var lo = Point(x: Double.infinity, y: .infinity)
    var hi = Point(x: -Double.infinity, y: -.infinity)
    for polygon in polygons where polygon.count >= 3 {
      for p in polygon {
        lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
        hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
      }
    }
    guard lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite, lo.x < hi.x, lo.y < hi.y else {
      self = .empty
      return
    }
    let x0 = max(0, Int(max(-1, lo.x).rounded(.down)))
    let y0 = max(0, Int(max(-1, lo.y).rounded(.down)))
    let x1 = min(clipWidth, Int(min(Double(clipWidth), hi.x).rounded(.up)))
    let y1 = min(clipHeight, Int(min(Double(clipHeight), hi.y).rounded(.up)))
    guard x0 < x1, y0 < y1 else {
      self = .empty
      return
    }
    let (w, h) = (x1 - x0, y1 - y0)
    let stride = w + 2
    var cells = [Float](repeating: 0, count: stride * h)
    var out = [UInt8](repeating: 0, count: w * h)
    let (ox, oy) = (Double(x0), Double(y0))
    cells.withUnsafeMutableBufferPointer { cells in
      let accumulator = CellAccumulator(cells: cells, width: w, height: h, stride: stride)
      for polygon in polygons where polygon.count >= 3 {
        var previous = polygon[polygon.count - 1]
        for p in polygon {
          accumulator.addClipped(previous.x - ox, previous.y - oy, p.x - ox, p.y - oy)
          previous = p
        }
      }
      out.withUnsafeMutableBufferPointer { out in
        let evenOdd = fillRule == .evenOdd
        for row in 0..<h {
          var sum: Float = 0
          let base = row * stride
          let outBase = row * w
          for column in 0..<w {
            sum += cells[base + column]
            var a = abs(sum)
            if evenOdd {
              a = a.truncatingRemainder(dividingBy: 2)
              if a > 1 { a = 2 - a }
            } else if a > 1 {
              a = 1
            }
            out[outBase + column] = UInt8(a * 255 + 0.5)
          }
        }
      }
    }
    self.init(x: x0, y: y0, width: w, height: h, coverage: out)
  }
}

/// The cells of a coverage box and the exact-area line accumulation into them.
private struct CellAccumulator {
  let cells: UnsafeMutableBufferPointer<Float>
  let width: Int
  let height: Int
  let stride: Int

  /// Adds the edge from (ax, ay) to (bx, by): parts left of the box move onto its left side
  /// (they add the same winding to every pixel right of them), parts right of it are dropped.
  func addClipped(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
    let right = Double(width)
    if ay == by { return }
    var (ax, ay, bx, by) = (ax, ay, bx, by)
    if ax >= right && bx >= right { return }
    // Split at x = right, keep the left part.
    if ax > right || bx > right {
      let t = (right - ax) / (bx - ax)
      let yc = ay + (by - ay) * t
      if ax > right { (ax, ay) = (right, yc) } else { (bx, by) = (right, yc) }
    }
    if ax < 0 && bx < 0 {
      add(0, ay, 0, by)
      return
    }
    if ax < 0 || bx < 0 {
      let t = (0 - ax) / (bx - ax)
      let yc = ay + (by - ay) * t
      if ax < 0 {
        add(0, ay, 0, yc)
        add(0, yc, bx, by)
      } else {
        add(ax, ay, 0, yc)
        add(0, yc, 0, by)
      }
      return
    }
    add(ax, ay, bx, by)
  }

  /// The exact-area accumulation of one edge inside 0...width (font-rs's `draw_line`).
  @inline(__always)
  private func add(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
    if ay == by { return }
    let (direction, x0, y0, x1, y1): (Double, Double, Double, Double, Double) =
      ay < by ? (1, ax, ay, bx, by) : (-1, bx, by, ax, ay)
    let top = max(y0, 0)
    let bottom = min(y1, Double(height))
    guard top < bottom else { return }
    let dxdy = (x1 - x0) / (y1 - y0)
    var x = x0 + (top - y0) * dxdy
    let firstRow = Int(top.rounded(.down))
    let lastRow = Int(bottom.rounded(.up))
    for row in firstRow..<lastRow {
      let line = row * stride
      let dy = min(Double(row + 1), bottom) - max(Double(row), top)
      let xNext = x + dxdy * dy
      let d = dy * direction
      let (lo, hi) = x < xNext ? (x, xNext) : (xNext, x)
      let loFloor = lo.rounded(.down)
      let loIndex = Int(loFloor)
      let hiCeil = hi.rounded(.up)
      let hiIndex = Int(hiCeil)
      if hiIndex <= loIndex + 1 {
        // Within one column: the trapezoid's area right of its mean x.
        let mid = 0.5 * (x + xNext) - loFloor
        cells[line + loIndex] += Float(d - d * mid)
        cells[line + loIndex + 1] += Float(d * mid)
      } else {
        let s = 1 / (hi - lo)
        let loFrac = lo - loFloor
        let a0 = 0.5 * s * (1 - loFrac) * (1 - loFrac)
        let hiFrac = hi - hiCeil + 1
        let am = 0.5 * s * hiFrac * hiFrac
        cells[line + loIndex] += Float(d * a0)
        if hiIndex == loIndex + 2 {
          cells[line + loIndex + 1] += Float(d * (1 - a0 - am))
        } else {
          let a1 = s * (1.5 - loFrac)
          cells[line + loIndex + 1] += Float(d * (a1 - a0))
          var column = loIndex + 2
          while column < hiIndex - 1 {
            cells[line + column] += Float(d * s)
            column += 1
          }
          let a2 = a1 + Double(hiIndex - loIndex - 3) * s
          cells[line + hiIndex - 1] += Float(d * (1 - a2 - am))
        }
        cells[line + hiIndex] += Float(d * am)
      }
      x = xNext
    }
  }
}
