/// Finds the nearest of a fixed set of points in perceptual space.
///
/// The points are sorted by their first (lightness) coordinate; a query starts at its own
/// lightness and walks outwards in both directions, stopping once the lightness gap alone
/// exceeds the best distance found. Lightness spreads a palette most, so a query visits only a
/// handful of points. Ties go to the lowest original index, so the answer is deterministic.
struct NearestPointSearch: Sendable {
  private let order: [Int]
  private let xs: [Double]
  private let ys: [Double]
  private let zs: [Double]

  init(_ points: [PerceptualSpace.DoublePoint]) {
    precondition(!points.isEmpty, "nearest-point search over no points")
    order = points.indices.sorted {
      points[$0].x != points[$1].x ? points[$0].x < points[$1].x : $0 < $1
    }
    xs = order.map { points[$0].x }
    ys = order.map { points[$0].y }
    zs = order.map { points[$0].z }
  }

  /// The index (in the original order) of the point nearest to `p`.
  func nearest(to p: PerceptualSpace.DoublePoint) -> Int {
    // First sorted position whose x is >= p.x.
    var lo = 0
    var hi = xs.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if xs[mid] < p.x { lo = mid + 1 } else { hi = mid }
    }
    var best = Double.infinity
    var bestIndex = Int.max
    var up = lo
    var down = lo - 1
    while up < xs.count || down >= 0 {
      if up < xs.count {
        let dx = xs[up] - p.x
        if dx * dx > best {
          up = xs.count
        } else {
          let dy = ys[up] - p.y
          let dz = zs[up] - p.z
          let d = dx * dx + dy * dy + dz * dz
          if d < best || (d == best && order[up] < bestIndex) {
            best = d
            bestIndex = order[up]
          }
          up += 1
        }
      }
      if down >= 0 {
        let dx = p.x - xs[down]
        if dx * dx > best {
          down = -1
        } else {
          let dy = ys[down] - p.y
          let dz = zs[down] - p.z
          let d = dx * dx + dy * dy + dz * dz
          if d < best || (d == best && order[down] < bestIndex) {
            best = d
            bestIndex = order[down]
          }
          down -= 1
        }
      }
    }
    return bestIndex
  }
}
