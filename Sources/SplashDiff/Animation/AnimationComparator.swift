import Foundation
import SplashRaster
import SplashScene

/// Compares two animations by what is on screen at each instant.
///
/// The timeline is cut at every moment either side's picture changes (identical consecutive frames
/// are merged first); each interval compares the two pictures then on screen with `PixelMatch`. A
/// side that ends earlier keeps showing its last picture. Structure is checked as well — size,
/// total duration (tolerance: each side's time quantum, 1 cs for a GIF) and, when both sides change
/// picture the same number of times, the time of each change — and reported separately.
public struct AnimationComparator: Sendable {
  public var metric: PixelMatch
  /// Most differing pixels a sample may have and still pass (nil: no limit of this kind).
  public var maxDiffPixels: Int?
  /// Largest share of differing pixels a sample may have and still pass (nil: no limit of this kind).
  /// With neither limit set, any differing pixel fails.
  public var maxDiffRatio: Double?
  /// Side of the square in which the densest change is looked for.
  public var densityWindow: Int
  /// What is left out of every sample (regions, layers); nothing by default.
  public var ignore: IgnoreMask = .none
  /// Differing regions smaller than this many pixels are codec noise and do not count (0: all count).
  public var minimumRegion: Int = 0
  /// A sample that fails also passes when the actual picture matches the expected picture before or
  /// after the one on screen and the actual shows it at most this many µs late or early (0: only the
  /// one on screen counts): a recording's frames land anywhere within a frame of the expected ones.
  public var timeTolerance: Int = 0

  public init(
    metric: PixelMatch = PixelMatch(), maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, densityWindow: Int = 16
  ) {
    self.metric = metric
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
    self.densityWindow = densityWindow
  }

  /// Whether a sample with this difference passes.
  public func passes(_ diff: PixelDiff) -> Bool {
    if maxDiffPixels == nil && maxDiffRatio == nil { return diff.differentPixels == 0 }
    if let limit = maxDiffPixels, diff.differentPixels > limit { return false }
    if let limit = maxDiffRatio, diff.differentRatio > limit { return false }
    return true
  }

  /// What `observe` receives for each compared interval (for pictures and contact sheets).
  public struct Observation {
    public let sample: ComparisonReport.Sample
    public let expected: Surface
    public let actual: Surface
    public let expectedStraight: StraightImage
    public let diff: PixelDiff
  }

  /// Compares the two sources; `observe` sees every sample as it is produced, in time order.
  public func compare<E: AnimationSource, A: AnimationSource>(
    expected: E, actual: A,
    observe: ((Observation) throws -> Void)? = nil
  ) throws -> ComparisonReport {
    var left = PictureStream(expected)
    var right = PictureStream(actual)
    let settings = ComparisonReport.Settings(
      expected: expected.name, actual: actual.name, threshold: metric.threshold,
      includeAntiAliased: metric.includeAntiAliased, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
      densityWindow: densityWindow, minimumRegion: minimumRegion > 1 ? minimumRegion : nil,
      timeTolerance: timeTolerance > 0 ? Self.seconds(timeTolerance) : nil, metric: metric.difference,
      checkerboard: metric.checkerboard)
    var failures: [ComparisonReport.StructureFailure] = []
    var samples: [ComparisonReport.Sample] = []
    let sameSize = expected.width == actual.width && expected.height == actual.height
    if !sameSize {
      failures.append(
        Self.sizeFailure(expected: (expected.width, expected.height), actual: (actual.width, actual.height)))
    }

    if sameSize { try ignore.validate(width: expected.width, height: expected.height) }
    if sameSize, var e = try left.next(), var a = try right.next() {
      var eNext = try left.next()
      var aNext = try right.next()
      var ePrev: PictureStream<E>.Picture? = nil
      var time = 0
      while true {
        // The interval lasts until the next change on either side (a finished side holds its last picture).
        let eChange = eNext?.start ?? Int.max
        let aChange = aNext?.start ?? Int.max
        var end = min(eChange, aChange)
        if end == Int.max { end = max(expected.isStill ? 0 : e.end, actual.isStill ? 0 : a.end, time) }
        let ignored =
          ignore.isEmpty
          ? []
          : ignore.pixels(
            from: Self.seconds(time), to: Self.seconds(end), width: expected.width, height: expected.height)
        var match = try measure(&e, &a, ignoring: ignored)
        var shown = e
        var shift: Double?
        if timeTolerance > 0 && !passes(match.diff) {
          // The actual late: it still shows the previous picture, at most `end − e.start` after it went.
          if var p = ePrev, end - e.start <= timeTolerance {
            let other = try measure(&p, &a, ignoring: ignored)
            ePrev = p
            if other.diff.differentPixels < match.diff.differentPixels {
              (match, shown, shift) = (other, p, Self.seconds(e.start - end))
            }
          }
          // The actual early: it already shows the next picture, `n.start − time` before it comes.
          if var n = eNext, n.start - time <= timeTolerance {
            let other = try measure(&n, &a, ignoring: ignored)
            eNext = n
            if other.diff.differentPixels < match.diff.differentPixels {
              (match, shown, shift) = (other, n, Self.seconds(n.start - time))
            }
          }
        }
        let diff = match.diff
        let densest = diff.densestWindow(size: densityWindow)
        let sample = ComparisonReport.Sample(
          index: samples.count, start: Self.seconds(time), end: Self.seconds(end),
          expectedFrame: shown.firstFrame, actualFrame: a.firstFrame, differentPixels: diff.differentPixels,
          differentRatio: diff.differentRatio, antialiasedPixels: diff.antialiasedPixels, bounds: diff.bounds,
          densestWindow: densest?.box, densestCount: densest?.count ?? 0, passed: passes(diff),
          ignoredPixels: ignore.isEmpty ? nil : diff.ignoredPixels,
          noisePixels: minimumRegion > 1 ? match.noisePixels : nil,
          regions: match.regions, expectedShift: shift)
        samples.append(sample)
        if let observe {
          try observe(
            Observation(
              sample: sample, expected: shown.surface, actual: a.surface, expectedStraight: shown.straightImage(),
              diff: diff))
        }
        if eNext == nil && aNext == nil { break }
        time = end
        if eChange == end, let n = eNext {
          ePrev = e
          e = n
          eNext = try left.next()
        }
        if aChange == end, let n = aNext {
          a = n
          aNext = try right.next()
        }
      }
    } else {
      // Different sizes: read both sides for their timing, compare no pixels.
      while try left.next() != nil {}
      while try right.next() != nil {}
    }

    let tolerance = expected.timeQuantum + actual.timeQuantum + timeTolerance
    do {
      if !expected.isStill && !actual.isStill,
        let failure = Self.durationFailure(
          expected: left.totalDuration, actual: right.totalDuration, tolerance: tolerance)
      {
        failures.append(failure)
      }
      if !expected.isStill && !actual.isStill && left.changeTimes.count == right.changeTimes.count,
        let k = left.changeTimes.indices.first(where: { abs(left.changeTimes[$0] - right.changeTimes[$0]) > tolerance })
      {
        failures.append(
          .init(
            check: "timing",
            message: "picture \(k) appears at \(Self.format(left.changeTimes[k])) in expected, "
              + "\(Self.format(right.changeTimes[k])) in actual (tolerance \(Self.format(tolerance)))"))
      }
    }
    return ComparisonReport(
      settings: settings,
      expected: side(left, of: expected), actual: side(right, of: actual),
      structureFailures: failures, samples: samples, ignored: ignore.isEmpty ? nil : ignore.summary)
  }

  /// One picture pair compared, with codec noise taken out when `minimumRegion` asks for it.
  private func measure<E, A>(
    _ e: inout PictureStream<E>.Picture, _ a: inout PictureStream<A>.Picture, ignoring: [PixelRect]
  ) throws -> NoiseFilter.Outcome {
    let diff = try metric.compare(e.straightImage(), a.straightImage(), ignoring: ignoring)
    return NoiseFilter(minimumRegion: minimumRegion).apply(to: diff)
  }

  private func side<S>(_ stream: PictureStream<S>, of source: some AnimationSource) -> ComparisonReport.Side {
    ComparisonReport.Side(
      width: source.width, height: source.height, frames: stream.framesRead, pictures: stream.changeTimes.count,
      duration: source.isStill ? 0 : Self.seconds(stream.totalDuration),
      changeTimes: stream.changeTimes.map(Self.seconds), rendered: source.rendersFrames ? true : nil)
  }

  static func seconds(_ microseconds: Int) -> Double { Double(microseconds) / 1_000_000 }

  /// "0.267 s": to the millisecond, trailing zeros dropped ("0.26 s", "2 s"), as every report and
  /// motion line writes a time, whether it comes from a GIF (hundredths) or a render (n / fps).
  package static func format(_ microseconds: Int) -> String {
    SceneNumber.seconds(microseconds: microseconds)
  }
}
