#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Surface {
  /// Composites `gradient` (source-over) inside `shape`, whose rectangle is the layer's bounds
  /// (the gradient's unit square), through `transform`, with the coverage of
  /// `fill(_:color:transform:opacity:antialiasedEdges:threads:)`.
  ///
  /// Each pixel's centre is mapped back to the layer; its t indexes a 4096-entry premultiplied
  /// table: axial gradients step t in 16.16 fixed point along the row, radial ones take a square
  /// root and conic ones an arc tangent per pixel.
  package mutating func fill(
    _ shape: RoundedRect, gradient: Gradient, transform: Transform2D = .identity, opacity: Double = 1,
    antialiasedEdges: Bool = true, threads: Int = 1
  ) {
    let op = opacityFactor(opacity)
    guard op > 0, !gradient.colors.isEmpty, !shape.rect.isEmpty else { return }
    let (rx, ry) = shape.effectiveRadii
    guard
      let region = CoverageRegion(
        sourceBounds: shape.rect, clip: rx > 0 && ry > 0 ? shape : nil, transform: transform,
        destinationWidth: width, destinationHeight: frameHeight, antialiased: antialiasedEdges,
        visibleRows: isBand ? frameRows : nil)
    else { return }
    let table = gradient.table()
    let field = GradientField(gradient, bounds: shape.rect)
    let (width, firstRow) = (self.width, self.firstRow)
    table.withUnsafeBufferPointer { table in
      nonisolated(unsafe) let table = table
      pixels.withUnsafeMutableBytes { bytes in
        nonisolated(unsafe) let dst = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
          for y in band {
            let row = dst + (y - firstRow) * width
            let (u0, v0, du, dv) = region.rowStart(y)
            let line = field.row(u0: u0, v0: v0, du: du, dv: dv)
            region.rasterize(row: y, width: width) { x, coverage in
              blend(spread(table[line.index(x)]), factor: edgeFactor(op, coverage), onto: row + x)
            } interior: { full in
              for x in full {
                let s = spread(table[line.index(x)])
                let paint = op == 255 ? s : scaleLanes(s, UInt64(op))
                let a = alphaLane(paint)
                if a == 255 {
                  row[x] = pack(paint)
                } else if a != 0 {
                  row[x] = pack(sourceOverLanes(paint, spread(row[x])))
                }
              }
            }
          }
        }
      }
    }
  }
}

/// A gradient's t over the layer, in table indices.
struct GradientField {
  let kind: Gradient.Kind
  /// The start point in layer units.
  let sx: Double, sy: Double
  /// Axial: t = (p − s)·(ax, ay). Radial: t = |((p − s).x / rx, (p − s).y / ry)|.
  let ax: Double, ay: Double
  /// Conic: the angle of the end point about the start.
  let angle0: Double
  /// Whether the gradient has no extent (start and end coincide): the last colour everywhere.
  let degenerate: Bool

  init(_ g: Gradient, bounds: Rect) {
    kind = g.kind
    sx = bounds.minX + g.start.x * bounds.width
    sy = bounds.minY + g.start.y * bounds.height
    let ex = bounds.minX + g.end.x * bounds.width
    let ey = bounds.minY + g.end.y * bounds.height
    let (dx, dy) = (ex - sx, ey - sy)
    switch g.kind {
    case .axial:
      let l2 = dx * dx + dy * dy
      degenerate = !(l2 > 0)
      (ax, ay) = degenerate ? (0, 0) : (dx / l2, dy / l2)
      angle0 = 0
    case .radial:
      var (rx, ry) = (abs(dx), abs(dy))
      if rx == 0 { rx = ry }
      if ry == 0 { ry = rx }
      degenerate = !(rx > 0)
      (ax, ay) = degenerate ? (0, 0) : (1 / rx, 1 / ry)
      angle0 = 0
    case .conic:
      degenerate = false
      (ax, ay) = (0, 0)
      angle0 = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
    }
  }

  /// One destination row: the layer point of pixel x is (u0 + du·x, v0 + dv·x).
  struct Row {
    let kind: Gradient.Kind
    /// Axial: t · 65536 · (size − 1) at x = 0 and its step.
    let t0: Int64, dt: Int64
    let pu: Double, pv: Double, du: Double, dv: Double
    let ax: Double, ay: Double, angle0: Double
    let degenerate: Bool

    /// The table index of pixel x.
    @inline(__always)
    func index(_ x: Int) -> Int {
      let last = Gradient.tableSize - 1
      if degenerate { return last }
      let t: Double
      switch kind {
      case .axial:
        let fixed = (t0 &+ dt &* Int64(x) &+ 32768) >> 16
        return Int(max(0, min(Int64(last), fixed)))
      case .radial:
        let u = (pu + du * Double(x)) * ax
        let v = (pv + dv * Double(x)) * ay
        t = (u * u + v * v).squareRoot()
      case .conic:
        var a = atan2(pv + dv * Double(x), pu + du * Double(x)) - angle0
        if a < 0 { a += 2 * .pi }
        if a >= 2 * .pi { a -= 2 * .pi }
        t = a / (2 * .pi)
      }
      return Int(max(0, min(Double(last), (t * Double(last)).rounded())))
    }
  }

  func row(u0: Double, v0: Double, du: Double, dv: Double) -> Row {
    let scale = 65536 * Double(Gradient.tableSize - 1)
    var t0: Int64 = 0
    var dt: Int64 = 0
    if kind == .axial && !degenerate {
      let start = ((u0 - sx) * ax + (v0 - sy) * ay) * scale
      let step = (du * ax + dv * ay) * scale
      // Far outside the table the index only clamps; keep the products inside Int64.
      t0 = Int64(max(-1e15, min(1e15, start)).rounded())
      dt = Int64(max(-1e9, min(1e9, step)).rounded())
    }
    return Row(
      kind: kind, t0: t0, dt: dt, pu: u0 - sx, pv: v0 - sy, du: du, dv: dv, ax: ax, ay: ay, angle0: angle0,
      degenerate: degenerate)
  }
}
