/// Finds when the actual animation plays the expected one: the offset such that the actual at
/// t + offset shows what the expected shows at t.
///
/// Both sides are reduced to `MotionProfile`s. Their picture changes over time (amount of change
/// at each frame start) are cross-correlated with a triangular kernel one frame wide, on a 1 ms
/// grid of offsets from −(expected duration) to +(actual duration); static stretches add nothing,
/// so a still lead-in or tail, or a recording that starts early on another screen, does not pull
/// the result. The strongest peaks are then told apart by what is on screen (a recording's cut
/// from the home screen to the app lines up with some expected change too, but not with the still
/// pictures around it): first by how long the actual plays the expected from its start before a
/// picture differs (`matchingPrefix`), so a layer that starts late, and the steps chained after
/// it, do not pull the offset past the part that matches; then, among peaks that match as long,
/// by the least picture difference over the whole duration (`pictureCost`). Last, the
/// offset moves to the actual frame start within one frame where the pictures differ least
/// (`refined`).
package struct TimeAligner: Sendable {
  /// The offset grid, µs.
  package static let step = 1_000
  /// How many of the strongest correlation peaks are checked against the pictures.
  package static let candidateCount = 8
  /// Every peak within this many µs of the strongest is checked too.
  package static let nearWindow = 1_000_000

  package init() {}

  /// The found offset, or nil when a side never changes (nothing to align on).
  package func align(expected: MotionProfile, actual: MotionProfile) -> TimeAlignment? {
    let left = expected.changes
    let right = actual.changes
    guard !left.isEmpty, !right.isEmpty else { return nil }
    let width = max(Self.typicalFrame(expected), Self.typicalFrame(actual), Self.step)
    let lowest = -expected.duration
    let count = (actual.duration - lowest) / Self.step + 1
    var correlation = [Double](repeating: 0, count: count)
    correlation.withUnsafeMutableBufferPointer { bins in
      for e in left {
        for a in right {
          let centre = a.time - e.time
          let weight = Double(e.amount) * Double(a.amount)
          let first = max(0, Self.ceilDiv(centre - width - lowest + 1, Self.step))
          let last = min(count - 1, Self.floorDiv(centre + width - lowest - 1, Self.step))
          if first > last { continue }
          for k in first...last {
            bins[k] += weight * Double(width - abs(lowest + k * Self.step - centre))
          }
        }
      }
    }
    let peaks = Self.peaks(correlation, separation: max(1, width / Self.step))
    guard let top = peaks.first, correlation[top] > 0 else { return nil }
    var candidates: [(offset: Int, prefix: Int, cost: Double)] = []
    // The strongest peaks anywhere, and every peak near the strongest: a layer that starts late
    // leaves a small peak beside the big one of the steps that do not.
    let near = Self.nearWindow / Self.step
    let chosenPeaks = peaks.enumerated().filter { rank, k in
      rank < Self.candidateCount || (abs(k - top) <= near && correlation[k] >= correlation[top] / 1_000)
    }.map(\.element)
    for k in chosenPeaks {
      let offset = lowest + k * Self.step
      candidates.append(
        (
          offset, Self.matchingPrefix(expected, actual, offset: offset, tolerance: width),
          Self.pictureCost(expected, actual, offset: offset)
        ))
    }
    // The animation starts where the actual plays it longest from the start; among offsets that
    // match as long (within a frame), the one whose pictures differ least over the whole duration.
    let longest = candidates.map(\.prefix).max()!
    let chosen = candidates.filter { $0.prefix >= longest - width }.min { $0.cost < $1.cost }!
    let best: TimeAlignment? = TimeAlignment(offset: chosen.offset, precision: width, pictureDistance: chosen.cost)
    return best.map { refined($0, expected: expected, actual: actual) }
  }

  /// The peak of the correlation is the centre of matched changes; the actual's pictures change
  /// only at its frame starts. Within one frame of the peak, the frame start (or the peak itself)
  /// whose pictures differ least wins, the nearest to the peak on a tie, so the expected's start
  /// does not fall a few milliseconds before the recording's first picture of the animation.
  func refined(_ found: TimeAlignment, expected: MotionProfile, actual: MotionProfile) -> TimeAlignment {
    var best = found
    for frame in actual.frames where abs(frame.start - found.offset) <= found.precision {
      let cost = Self.pictureCost(expected, actual, offset: frame.start)
      if cost < best.pictureDistance
        || (cost == best.pictureDistance && abs(frame.start - found.offset) < abs(best.offset - found.offset))
      {
        best = TimeAlignment(offset: frame.start, precision: found.precision, pictureDistance: cost)
      }
    }
    return best
  }

  /// Calls `body` for each stretch `[start, end)` of the expected's time in which one expected
  /// frame and one actual frame (at `offset`) are on screen, in time order, until it returns false.
  static func forEachPair(
    _ expected: MotionProfile, _ actual: MotionProfile, offset: Int,
    _ body: (_ expected: MotionProfile.Frame, _ actual: MotionProfile.Frame, _ start: Int, _ end: Int) -> Bool
  ) {
    for frame in expected.frames where frame.end > frame.start {
      var time = frame.start
      var index = actual.frameIndex(at: time + offset)
      while time < frame.end {
        let next = index + 1 < actual.frames.count ? actual.frames[index + 1].start - offset : Int.max
        let end = min(frame.end, next)
        if !body(frame, actual.frames[index], time, end) { return }
        time = end
        index += 1
      }
    }
  }

  /// Mean over the expected's duration of the cell distance between the two pictures on screen
  /// (grey levels per cell, noise dead zone left out).
  static func pictureCost(_ expected: MotionProfile, _ actual: MotionProfile, offset: Int) -> Double {
    var total = 0.0
    forEachPair(expected, actual, offset: offset) { shown, recorded, start, end in
      let d = MotionProfile.distance(shown.cells, recorded.cells, deadZone: MotionProfile.deadZone)
      total += Double(d) * Double(end - start)
      return true
    }
    let cells = Double(expected.columns * expected.rows)
    return total / Double(max(1, expected.duration)) / cells
  }

  /// A cell that differs by more than this many grey levels is a different picture, not noise.
  static let mismatchLevel = 12

  /// How long (µs of expected time) the actual at `offset` plays the expected before its pictures
  /// differ in some cell by more than `mismatchLevel` from every expected picture within
  /// `tolerance` of them, for longer than `tolerance` (an offset a few ms off still shows the
  /// recording's frame before the animation); the expected's duration when they never do.
  static func matchingPrefix(_ expected: MotionProfile, _ actual: MotionProfile, offset: Int, tolerance: Int) -> Int {
    var mismatchSince: Int?
    var prefix = expected.duration
    forEachPair(expected, actual, offset: offset) { _, recorded, start, end in
      var first = expected.frameIndex(at: start - tolerance)
      let last = expected.frameIndex(at: end + tolerance)
      var matched = false
      while first <= last && !matched {
        matched = maximumDifference(expected.frames[first].cells, recorded.cells) <= mismatchLevel
        first += 1
      }
      if matched {
        mismatchSince = nil
        return true
      }
      let since = mismatchSince ?? start
      if end - since > tolerance {
        prefix = since
        return false
      }
      mismatchSince = since
      return true
    }
    return prefix
  }

  static func maximumDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var largest = 0
    for i in a.indices { largest = max(largest, abs(Int(a[i]) - Int(b[i]))) }
    return largest
  }

  /// Indices of local maxima (the middle of a flat top), strongest first, at least `separation` apart.
  static func peaks(_ values: [Double], separation: Int) -> [Int] {
    var found: [Int] = []
    var k = 0
    while k < values.count {
      var plateauEnd = k
      while plateauEnd + 1 < values.count && values[plateauEnd + 1] == values[k] { plateauEnd += 1 }
      let before = k == 0 ? -Double.infinity : values[k - 1]
      let after = plateauEnd + 1 < values.count ? values[plateauEnd + 1] : -Double.infinity
      if values[k] > 0 && values[k] > before && values[k] > after { found.append((k + plateauEnd) / 2) }
      k = plateauEnd + 1
    }
    found.sort { values[$0] > values[$1] || (values[$0] == values[$1] && $0 < $1) }
    var kept: [Int] = []
    for index in found where kept.allSatisfy({ abs($0 - index) >= separation }) { kept.append(index) }
    return kept
  }

  /// The median frame duration (µs).
  static func typicalFrame(_ profile: MotionProfile) -> Int {
    let durations = profile.frames.map { $0.end - $0.start }.filter { $0 > 0 }.sorted()
    return durations.isEmpty ? 0 : durations[durations.count / 2]
  }

  static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
  static func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }
}

/// Where the actual plays the expected: it shows at t + `offset` what the expected shows at t.
package struct TimeAlignment: Sendable, Equatable {
  /// µs; positive: the actual starts later (a recording begun before the animation).
  package let offset: Int
  /// How exact the offset is, µs: the longer side's typical frame.
  package let precision: Int
  /// The mean picture distance at this offset (grey levels per cell), lower is better.
  package let pictureDistance: Double
}
