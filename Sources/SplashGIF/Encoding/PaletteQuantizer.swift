import SplashRaster

/// Builds one palette for a whole animation from its colour statistics.
///
/// When the animation uses no more distinct colours than the palette holds, the palette is
/// exactly those colours. Otherwise: a variance-minimising median cut in `PerceptualSpace` (the
/// box with the largest weighted squared error is split along its widest axis at the point that
/// minimises the two halves' error), then a few Lloyd (k-means) iterations that move every entry
/// to the weighted mean of the colours nearest to it. Everything runs on one thread in a fixed
/// order, so the palette is a pure function of the statistics.
enum PaletteQuantizer {
  /// At most `maximumColors` opaque colours, sorted by lightness.
  static func palette(from statistics: ColorStatistics, maximumColors: Int, refinements: Int)
    -> [Color]
  {
    if let exact = statistics.exactColors {
      return exact.sorted().map {
        Color(r: UInt8($0 >> 16), g: UInt8(($0 >> 8) & 255), b: UInt8($0 & 255))
      }
    }
    var points = samples(of: statistics)
    let boxes = medianCut(&points, into: maximumColors)
    var centroids = boxes.map { mean(of: points[$0]) }
    for _ in 0..<refinements {
      let (moved, changed) = lloydStep(points, centroids)
      centroids = moved
      if !changed { break }
    }
    var seen = Set<UInt32>()
    var colors: [Color] = []
    for c in centroids {
      let color = Color(r: channel(c.r), g: channel(c.g), b: channel(c.b))
      if seen.insert(UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)).inserted {
        colors.append(color)
      }
    }
    return colors.sorted { a, b in
      let la = PerceptualSpace.point(Int(a.r), Int(a.g), Int(a.b)).x
      let lb = PerceptualSpace.point(Int(b.r), Int(b.g), Int(b.b)).x
      return la != lb ? la < lb : (a.r, a.g, a.b) < (b.r, b.g, b.b)
    }
  }

  /// How far the animation's colours lie from `palette`: for every populated bin, its weight
  /// times the squared perceptual distance from its mean colour to the nearest entry. Compares
  /// palettes for the same statistics (see `PaletteSegments`); dithering is not modelled.
  static func error(of statistics: ColorStatistics, palette: [Color]) -> Double {
    let points = palette.map { PerceptualSpace.point(Double($0.r), Double($0.g), Double($0.b)) }
    let search = NearestPointSearch(points)
    var total = 0.0
    for sample in samples(of: statistics) {
      total +=
        sample.weight * sample.point.distanceSquared(to: points[search.nearest(to: sample.point)])
    }
    return total
  }

  /// One populated statistics bin: its mean colour, where that lies in perceptual space, and
  /// its weight.
  struct Sample {
    var r: Double
    var g: Double
    var b: Double
    var point: PerceptualSpace.DoublePoint
    var weight: Double
    /// The bin number; breaks ties so sorting is deterministic.
    var bin: Int
  }

  /// A weighted mean colour.
  struct RGBMean {
    var r: Double
    var g: Double
    var b: Double
    var point: PerceptualSpace.DoublePoint
  }

  static func samples(of statistics: ColorStatistics) -> [Sample] {
    var samples: [Sample] = []
    for bin in 0..<ColorStatistics.binCount {
      let w = statistics.weight(ofBin: bin)
      guard w > 0 else { continue }
      let weight = Double(w)
      let r = Double(statistics.sum(ofBin: bin, channel: 0)) / weight
      let g = Double(statistics.sum(ofBin: bin, channel: 1)) / weight
      let b = Double(statistics.sum(ofBin: bin, channel: 2)) / weight
      samples.append(
        Sample(r: r, g: g, b: b, point: PerceptualSpace.point(r, g, b), weight: weight, bin: bin))
    }
    return samples
  }

  static func mean(of samples: ArraySlice<Sample>) -> RGBMean {
    var w = 0.0
    var r = 0.0
    var g = 0.0
    var b = 0.0
    for s in samples {
      w += s.weight
      r += s.weight * s.r
      g += s.weight * s.g
      b += s.weight * s.b
    }
    r /= w
    g /= w
    b /= w
    return RGBMean(r: r, g: g, b: b, point: PerceptualSpace.point(r, g, b))
  }

  static func channel(_ v: Double) -> UInt8 {
    UInt8(min(255, max(0, v.rounded())))
  }

  /// A box of the median cut: a range of the (reordered) samples and its squared error.
  struct Box {
    var range: Range<Int>
    var error: Double
  }

  /// Splits the samples into at most `count` boxes; reorders `samples` so each box is a range.
  static func medianCut(_ samples: inout [Sample], into count: Int) -> [Range<Int>] {
    var boxes = [Box(range: 0..<samples.count, error: squaredError(samples[...]))]
    while boxes.count < count {
      var chosen = -1
      for (i, box) in boxes.enumerated() where box.range.count > 1 && box.error > 0 {
        if chosen < 0 || box.error > boxes[chosen].error { chosen = i }
      }
      guard chosen >= 0 else { break }
      let range = boxes[chosen].range
      let axis = widestAxis(samples[range])
      samples[range].sort { a, b in
        a.point[axis] != b.point[axis] ? a.point[axis] < b.point[axis] : a.bin < b.bin
      }
      let cut = bestCut(samples[range])
      let left = range.lowerBound..<cut
      let right = cut..<range.upperBound
      boxes[chosen] = Box(range: left, error: squaredError(samples[left]))
      boxes.append(Box(range: right, error: squaredError(samples[right])))
    }
    return boxes.map(\.range)
  }

  /// Σ w·|p − mean|² over the samples.
  static func squaredError(_ samples: ArraySlice<Sample>) -> Double {
    var w = 0.0
    var sx = 0.0
    var sy = 0.0
    var sz = 0.0
    var sq = 0.0
    for s in samples {
      let p = s.point
      w += s.weight
      sx += s.weight * p.x
      sy += s.weight * p.y
      sz += s.weight * p.z
      sq += s.weight * (p.x * p.x + p.y * p.y + p.z * p.z)
    }
    guard w > 0 else { return 0 }
    return max(0, sq - (sx * sx + sy * sy + sz * sz) / w)
  }

  /// The axis along which the samples' weighted variance is largest.
  static func widestAxis(_ samples: ArraySlice<Sample>) -> Int {
    var w = 0.0
    var s = [0.0, 0.0, 0.0]
    var q = [0.0, 0.0, 0.0]
    for sample in samples {
      w += sample.weight
      for axis in 0..<3 {
        let v = sample.point[axis]
        s[axis] += sample.weight * v
        q[axis] += sample.weight * v * v
      }
    }
    var best = 0
    var bestVariance = -1.0
    for axis in 0..<3 {
      let variance = q[axis] - s[axis] * s[axis] / w
      if variance > bestVariance {
        best = axis
        bestVariance = variance
      }
    }
    return best
  }

  /// The index that splits sorted samples into two non-empty halves with the least total error.
  static func bestCut(_ samples: ArraySlice<Sample>) -> Int {
    var totalW = 0.0
    var total = (x: 0.0, y: 0.0, z: 0.0)
    for s in samples {
      totalW += s.weight
      total.x += s.weight * s.point.x
      total.y += s.weight * s.point.y
      total.z += s.weight * s.point.z
    }
    // Σw|p|² is the same for every cut, so minimising the error maximises
    // |S_left|²/W_left + |S_right|²/W_right.
    var w = 0.0
    var sum = (x: 0.0, y: 0.0, z: 0.0)
    var best = samples.startIndex + 1
    var bestScore = -Double.infinity
    for i in samples.startIndex..<(samples.endIndex - 1) {
      let s = samples[i]
      w += s.weight
      sum.x += s.weight * s.point.x
      sum.y += s.weight * s.point.y
      sum.z += s.weight * s.point.z
      let rw = totalW - w
      guard rw > 0 else { break }
      let r = (x: total.x - sum.x, y: total.y - sum.y, z: total.z - sum.z)
      let score =
        (sum.x * sum.x + sum.y * sum.y + sum.z * sum.z) / w + (r.x * r.x + r.y * r.y + r.z * r.z)
        / rw
      if score > bestScore {
        bestScore = score
        best = i + 1
      }
    }
    return best
  }

  /// One k-means iteration: each sample joins its nearest centroid, each centroid moves to the
  /// weighted mean of its samples (an empty one stays). Returns whether any assignment changed
  /// the centroids.
  static func lloydStep(_ samples: [Sample], _ centroids: [RGBMean]) -> ([RGBMean], Bool) {
    let search = NearestPointSearch(centroids.map(\.point))
    var w = [Double](repeating: 0, count: centroids.count)
    var r = w
    var g = w
    var b = w
    for s in samples {
      let k = search.nearest(to: s.point)
      w[k] += s.weight
      r[k] += s.weight * s.r
      g[k] += s.weight * s.g
      b[k] += s.weight * s.b
    }
    var moved = centroids
    var changed = false
    for k in 0..<centroids.count where w[k] > 0 {
      let m = RGBMean(
        r: r[k] / w[k], g: g[k] / w[k], b: b[k] / w[k],
        point: PerceptualSpace.point(r[k] / w[k], g[k] / w[k], b[k] / w[k]))
      if abs(m.r - centroids[k].r) + abs(m.g - centroids[k].g) + abs(m.b - centroids[k].b) > 1e-3 {
        changed = true
      }
      moved[k] = m
    }
    return (moved, changed)
  }
}
