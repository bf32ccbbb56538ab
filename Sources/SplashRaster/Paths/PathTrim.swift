/// The parts of flattened subpaths a stroke draws: those within `strokeStart...strokeEnd` of the
/// whole path's arc length, cut into dashes.
enum PathTrim {
  /// The most pattern entries a stroke walks through, over all its subpaths: past it the rest
  /// of the path is not drawn (a 0.5-point pattern along 100000-point curves would otherwise
  /// make hundreds of millions of dashes).
  static let maximumDashes = 200_000

  /// The painted pieces of `polylines` under `style` (closed subpaths stay closed when wholly
  /// painted). A dash of length 0 is kept as a piece one millionth of a unit long, so that round
  /// and square caps can draw it as Core Graphics does.
  static func pieces(_ polylines: [Polyline], style: StrokeStyle) -> [Polyline] {
    let lengths = polylines.map(\.length)
    let total = lengths.reduce(0, +)
    let start = max(0, min(1, style.strokeStart)) * total
    let end = max(0, min(1, style.strokeEnd)) * total
    guard end > start || (end == start && style.strokeStart == 0 && style.strokeEnd == 1) else { return [] }
    let trims = style.strokeStart > 0 || style.strokeEnd < 1
    let pattern = dashes(style.dashPattern)
    var result: [Polyline] = []
    var offset = 0.0
    var dashBudget = maximumDashes
    for (polyline, length) in zip(polylines, lengths) {
      defer { offset += length }
      let lo = trims ? max(0, start - offset) : 0
      let hi = trims ? min(length, end - offset) : length
      guard hi >= lo, !(trims && hi == lo && length > 0) else { continue }
      if pattern.isEmpty {
        if polyline.isClosed && lo == 0 && hi == length {
          result.append(polyline)
        } else {
          result.append(cut(polyline, lo, hi))
        }
        continue
      }
      let intervals = onIntervals(pattern, phase: style.dashPhase, length: length, limit: dashBudget)
      dashBudget -= intervals.count
      for (a, b) in intervals {
        let (s, e) = (max(a, lo), min(b, hi))
        if e > s || (e == s && a == b && s >= lo && s <= hi) { result.append(cut(polyline, s, e)) }
      }
    }
    return result
  }

  /// An even-length pattern of non-negative lengths with a positive sum, or empty for a solid
  /// line (Core Graphics ignores a pattern of zeros).
  static func dashes(_ lengths: [Double]) -> [Double] {
    guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.reduce(0, +) > 0 else {
      return []
    }
    return lengths.count % 2 == 1 ? lengths + lengths : lengths
  }

  /// The painted intervals of a subpath `length` long: the pattern starts `phase` into itself.
  static func onIntervals(
    _ pattern: [Double], phase: Double, length: Double, limit: Int = maximumDashes
  ) -> [(Double, Double)] {
    let period = pattern.reduce(0, +)
    var p = phase.truncatingRemainder(dividingBy: period)
    if p < 0 { p += period }
    var index = 0
    while p > 0 && p >= pattern[index] {
      p -= pattern[index]
      index = (index + 1) % pattern.count
    }
    var position = -p
    var intervals: [(Double, Double)] = []
    var guardCount = 0
    while position <= length && guardCount < 2 * max(0, limit) {
      let next = position + pattern[index]
      if index % 2 == 0 {
        let a = max(0, position)
        let b = min(length, next)
        if b > a || (pattern[index] == 0 && position >= 0) { intervals.append((a, max(a, b))) }
      }
      position = next
      index = (index + 1) % pattern.count
      guardCount += 1
    }
    return intervals
  }

  /// The part of `polyline` from arc length `a` to `b` (open).
  static func cut(_ polyline: Polyline, _ a: Double, _ b: Double) -> Polyline {
    var points: [Point] = []
    var travelled = 0.0
    let count = polyline.segmentCount
    if count == 0 { return Polyline(points: polyline.points, isClosed: false) }
    for i in 0..<count {
      let (p, q) = polyline.segment(i)
      let l = distance(p, q)
      let (s, e) = (travelled, travelled + l)
      travelled = e
      if e < a || l == 0 { continue }
      func at(_ t: Double) -> Point {
        let f = l > 0 ? max(0, min(1, (t - s) / l)) : 0
        return Point(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
      }
      if points.isEmpty { points.append(at(a)) }
      if e >= b {
        var last = at(b)
        if last == points[points.count - 1] {
          // A dash of length 0: a tiny piece along the segment, for its caps.
          let ux = (q.x - p.x) / l
          let uy = (q.y - p.y) / l
          last = Point(x: last.x + ux * 1e-6, y: last.y + uy * 1e-6)
        }
        points.append(last)
        break
      }
      if q != points[points.count - 1] { points.append(q) }
    }
    return Polyline(points: points, isClosed: false)
  }
}
