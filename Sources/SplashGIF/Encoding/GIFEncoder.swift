import Foundation
import SplashFiles
import SplashFrames
import SplashGD
import SplashRaster

/// Encodes a frame sequence as an animated GIF: one palette shared by all frames, a temporally
/// stable mapping, and frame deltas (changed rectangle, unchanged pixels transparent, identical
/// frames merged). libgd writes the blocks and does the LZW coding.
///
/// Memory stays independent of the number of frames: pass 1 reads every frame once for colour
/// statistics, pass 2 reads them again a few at a time to map and write. Frames are read and
/// mapped on several threads, written in order; the file is the same whatever the thread count.
public struct GIFEncoder: Sendable {
  /// The options used by `encode`.
  public var options: GIFEncodingOptions

  public init(options: GIFEncodingOptions = GIFEncodingOptions()) {
    self.options = options
  }

  /// Writes `frames`, shown at `fps` frames per second, to `path` (atomically: on error no
  /// file is left).
  ///
  /// - Parameter progress: called in order with (steps done, total steps): one step per frame
  ///   read for the palette, then one per frame mapped and written.
  public func encode(
    _ frames: some FrameSequence, fps: Double, to path: String,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> GIFEncodingReport {
    try options.validate()
    guard frames.frameCount > 0 else {
      throw GIFError("cannot encode a GIF with no frames")
    }
    return try encode(
      frames, schedule: FrameSchedule(frameCount: frames.frameCount, fps: fps), to: path,
      progress: progress)
  }

  /// Writes `frames` shown as `schedule` says (any source frame, any delay of at least 2 cs, in
  /// any order) to `path`, atomically. Used where the timing is not a constant frame rate.
  public func encode(
    _ frames: some FrameSequence, schedule: FrameSchedule, to path: String,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws -> GIFEncodingReport {
    try options.validate()
    guard (1...65535).contains(frames.width), (1...65535).contains(frames.height) else {
      throw GIFError(
        "frame size \(frames.width)×\(frames.height) is outside what GIF allows (1...65535)")
    }
    if let entry = schedule.entries.first(where: { !(0..<frames.frameCount).contains($0.source) }) {
      throw GIFError(
        "the schedule shows frame \(entry.source), but the sequence has \(frames.frameCount) frames"
      )
    }
    let parameters = Parameters(options)
    let threads =
      options.threads > 0 ? options.threads : ProcessInfo.processInfo.activeProcessorCount
    let steps = ProgressCounter(total: schedule.entries.count * 2, report: progress)

    let retained = RetainedFrames(
      count: schedule.entries.count, frameBytes: frames.width * frames.height * 4,
      budget: options.retainedFrameBytes)
    let survey = try Self.survey(
      of: frames, schedule: schedule, range: schedule.entries.indices,
      maximumColors: options.colors - 1,
      threads: threads, oneAtATime: options.readsOneFrameAtATime, retained: retained, steps: steps)
    let parts = try palettes(
      for: frames, schedule: schedule, survey: consume survey, parameters: parameters, threads: threads,
      retained: retained)
    let file: AtomicFile
    do {
      file = try AtomicFile(path: path)
    } catch {
      throw GIFError(writing: error)
    }
    do {
      var writer = try FrameWriter(
        frames: frames, retained: retained, parts: parts, parameters: parameters,
        loopCount: options.loopCount, file: file,
        threads: threads, oneAtATime: options.readsOneFrameAtATime)
      try writer.write(schedule, steps: steps)
      try file.commit()
      return GIFEncodingReport(
        bytes: file.bytesWritten, framesWritten: writer.delays.count, framesMerged: writer.merged,
        delays: writer.delays, paletteColors: parts.first { !$0.isLocal }!.colors.count,
        palettes: parts.map {
          GIFEncodingReport.Palette(frames: $0.range, colors: $0.colors.count)
        },
        isResampled: schedule.isResampled)
    } catch {
      file.discard()
      throw (error as? FileError).map { GIFError(writing: $0) } ?? error
    }
  }

  /// What the quality and dither settings turn into.
  struct Parameters: Sendable {
    /// How far the dither thresholds spread around ½ (see `OrderedDither`).
    var ditherStrength: Double
    /// Squared perceptual distance a kept pixel may add to the error (see `DisplayedCanvas`).
    var tolerance: Int
    /// The same for a lone changed pixel between kept ones: four times `tolerance` (twice the
    /// grey levels).
    var loneTolerance: Int
    /// k-means iterations after the median cut.
    var refinements: Int
    /// When to leave textured pixels undithered (see `PaletteMapper.textureLimit`); -1: never.
    var textureLimit: Int
    /// Lossy LZW's colour error in grey levels (see `LossyLZWCoder`); 0: libgd codes exactly.
    var lossy: Int
    /// How much a lossy stand-in may add to a pixel's squared distance from its source.
    var lossyAllowance: Int
    /// The error one bit of LZW code is worth when the lossy coder weighs a longer string
    /// against the error it adds (see `LossyLZWCoder`).
    var lossyRate: Int

    /// Tolerances are given in grey levels: one grey level moves 128 perceptual units.
    init(_ options: GIFEncodingOptions) {
      let grey: Double
      switch options.quality {
      case .high:
        (ditherStrength, grey, refinements) = (1, 0, 8)
      case .medium:
        (ditherStrength, grey, refinements) = (0.8, 2.5, 5)
      case .low:
        (ditherStrength, grey, refinements) = (0.6, 4, 3)
      }
      tolerance = Int((128 * grey) * (128 * grey))
      loneTolerance = 4 * tolerance
      // `auto`: no pattern where the source's own texture is at least a quarter of the step
      // between the two palette colours it falls between (¼² × 64 = 4).
      textureLimit = options.dither == .auto ? 4 : -1
      if options.dither == .none { ditherStrength = 0 }
      lossy = options.lossy
      lossyAllowance = (128 * lossy) * (128 * lossy)
      // A bit is worth the squared error of N/8 grey levels. On the benchmark's cross-fade at
      // N = 8, 0.9 to 1.8 times this stay on one size–PSNR curve, about 14 % fewer bytes at equal
      // PSNR than taking the longest string.
      lossyRate = (16 * lossy) * (16 * lossy)
    }

    /// A mapper for `colors` with these dither settings (its table filled for the cells
    /// `statistics` saw).
    func mapper(_ colors: [Color], statistics: ColorStatistics, threads: Int) -> PaletteMapper {
      PaletteMapper(
        colors: colors, dither: OrderedDither(strength: ditherStrength), textureLimit: textureLimit,
        statistics: statistics, threads: threads)
    }
  }

  /// The palettes to map with: one for the whole animation, or, where it cuts to a different
  /// picture and the statistics say it pays, one per part (see `PaletteSegments`). The part
  /// with the most frames becomes the file's global colour table; the others are written as
  /// local tables on each of their frames.
  func palettes(
    for frames: some FrameSequence, schedule: FrameSchedule, survey: consuming Survey, parameters: Parameters,
    threads: Int,
    retained: RetainedFrames
  ) throws -> [PalettePart] {
    if !options.fixedPalettes.isEmpty {
      return fixedParts(
        schedule: schedule, statistics: survey.statistics, parameters: parameters, threads: threads)
    }
    let maximumColors = options.colors - 1
    let shared = PaletteQuantizer.palette(
      from: survey.statistics, maximumColors: maximumColors, refinements: parameters.refinements)
    let segments = PaletteSegments(moved: survey.moved, delays: schedule.entries.map(\.delay))
    let statistics = (consume survey).statistics
    var chosen: [(range: Range<Int>, colors: [Color], statistics: ColorStatistics)]
    if options.palettes == .auto && segments.ranges.count > 1 {
      let sharedError = PaletteQuantizer.error(of: statistics, palette: shared)
      // For the shared palette's mapper, should the parts not pay.
      var occupancy = statistics
      occupancy.keepOnlyOccupancy()
      let candidates = try partPalettes(
        segments.ranges, of: frames, schedule: schedule, whole: consume statistics, parameters: parameters,
        threads: threads, retained: retained)
      // Summed in part order, whichever part was counted first.
      let partsError = candidates.reduce(0) { $0 + $1.error }
      chosen = candidates.map { (range: $0.range, colors: $0.colors, statistics: $0.statistics) }
      if partsError >= PaletteSegments.requiredErrorRatio * sharedError {
        chosen = [(range: schedule.entries.indices, colors: shared, statistics: occupancy)]
      }
    } else {
      chosen = [(range: schedule.entries.indices, colors: shared, statistics: statistics)]
    }
    // Ties go to the earliest part.
    let global = chosen.indices.max {
      chosen[$0].range.count < chosen[$1].range.count
        || (chosen[$0].range.count == chosen[$1].range.count && $0 > $1)
    }!
    return chosen.enumerated().map { index, part in
      PalettePart(
        range: part.range,
        mapper: parameters.mapper(part.colors, statistics: part.statistics, threads: threads),
        isLocal: index != global)
    }
  }

  /// One part's palette, its weighted error, and the statistics the mapper needs (cell
  /// occupancy only).
  struct PartPalette {
    var range: Range<Int>
    var colors: [Color]
    var error: Double
    var statistics: ColorStatistics
  }

  /// The palettes of `ranges` (the parts of the animation whose statistics are `whole`).
  ///
  /// Statistics are exact sums over frames of pixels × time, so the part with the most entries
  /// needs no second count: it is the whole less the other parts (a second count of
  /// welcome-back's first 120 of 135 frames was a sixth of its render time). Its cell occupancy is
  /// the whole animation's, a superset, which fills more of its mapper's table but maps every
  /// pixel alike. It is counted after all when it may hold at most a palette's number of
  /// distinct colours (then the palette is those colours, which the sums do not tell). The
  /// others are counted one at a time, each with one statistics table (not one per band of
  /// rows) when frames are read one at a time, so that memory stays that of the first pass.
  func partPalettes(
    _ ranges: [Range<Int>], of frames: some FrameSequence, schedule: FrameSchedule, whole: consuming ColorStatistics,
    parameters: Parameters, threads: Int, retained: RetainedFrames
  ) throws -> [PartPalette] {
    let maximumColors = options.colors - 1
    let quiet = ProgressCounter(total: 0, report: nil)
    let largest = ranges.indices.max {
      ranges[$0].count < ranges[$1].count || (ranges[$0].count == ranges[$1].count && $0 > $1)
    }!
    var remainder = consume whole
    func counted(_ range: Range<Int>) throws -> ColorStatistics {
      try Self.survey(
        of: frames, schedule: schedule, range: range, maximumColors: maximumColors, threads: threads,
        oneAtATime: options.readsOneFrameAtATime, bands: 1, retained: retained, steps: quiet
      ).statistics
    }
    func palette(_ range: Range<Int>, _ statistics: inout ColorStatistics) -> PartPalette {
      let colors = PaletteQuantizer.palette(
        from: statistics, maximumColors: maximumColors, refinements: parameters.refinements)
      let error = PaletteQuantizer.error(of: statistics, palette: colors)
      statistics.keepOnlyOccupancy()
      return PartPalette(range: range, colors: colors, error: error, statistics: statistics)
    }
    var parts: [PartPalette?] = Array(repeating: nil, count: ranges.count)
    for (k, range) in ranges.enumerated() where k != largest {
      var statistics = try counted(range)
      remainder.subtract(statistics)
      parts[k] = palette(range, &statistics)
    }
    if remainder.exactColors == nil && remainder.populatedBins > maximumColors {
      parts[largest] = palette(ranges[largest], &remainder)
    } else {
      remainder.keepOnlyOccupancy()  // its 8 MB of sums are not held during the count
      var statistics = try counted(ranges[largest])
      parts[largest] = palette(ranges[largest], &statistics)
    }
    return parts.map { $0! }
  }

  /// The parts of `options.fixedPalettes`: each schedule entry takes the last palette that
  /// starts at or before the entry's own start; palettes that no entry reaches are left out.
  func fixedParts(
    schedule: FrameSchedule, statistics: ColorStatistics, parameters: Parameters, threads: Int
  )
    -> [PalettePart]
  {
    var starts: [(entry: Int, palette: Int)] = []
    var time = 0
    for (k, entry) in schedule.entries.enumerated() {
      let palette = options.fixedPalettes.lastIndex { $0.start <= time }!
      if starts.last?.palette != palette { starts.append((k, palette)) }
      time += entry.delay
    }
    var parts: [PalettePart] = []
    for (n, start) in starts.enumerated() {
      let end = n + 1 < starts.count ? starts[n + 1].entry : schedule.entries.count
      let fixed = options.fixedPalettes[start.palette]
      parts.append(
        PalettePart(
          range: start.entry..<end,
          mapper: parameters.mapper(fixed.colors, statistics: statistics, threads: threads),
          isLocal: !fixed.isGlobal))
    }
    // When no entry reaches the global palette, the first part's becomes the global table.
    if !parts.contains(where: { !$0.isLocal }) {
      parts[0] = PalettePart(range: parts[0].range, mapper: parts[0].mapper, isLocal: false)
    }
    return parts
  }

  /// What the first pass learns about a range of schedule entries.
  struct Survey {
    /// Colour statistics, weighted by delay.
    var statistics: ColorStatistics
    /// Per entry of the range, the share of pixels that changed coarse colour bin since the
    /// entry before (0 for the range's first): what `PaletteSegments` cuts at.
    var moved: [Double]
  }

  /// What one run of a survey leaves for the others: its entries' moved shares, and the coarse
  /// histograms of its first and last frames (to measure the step between two runs).
  private struct RunEdges: Sendable {
    var first: CoarseHistogram
    var last: CoarseHistogram
    var moved: [Double]
  }

  /// Pass 1: colour statistics over the scheduled frames of `range`, weighted by delay. The
  /// range is cut into contiguous runs that the threads take in turn; each thread adds its runs
  /// to one `ColorStatistics` of its own (a run's first frame counted whole, the rest
  /// incrementally, see `ColorStatistics.add`), and the integer counts are merged, so the
  /// result does not depend on the thread count or on which thread took which run. Frames that
  /// fit in `retained` are kept for pass 2 (and for a second survey of one part).
  static func survey(
    of frames: some FrameSequence, schedule: FrameSchedule, range: Range<Int>, maximumColors: Int,
    threads: Int, oneAtATime: Bool = false, bands: Int? = nil,
    retained: RetainedFrames, steps: ProgressCounter
  ) throws -> Survey {
    if oneAtATime {
      return try bandedSurvey(
        of: frames, schedule: schedule, range: range, maximumColors: maximumColors, threads: threads,
        bands: bands, retained: retained, steps: steps)
    }
    let entries = schedule.entries
    let count = range.count
    // More runs than threads keeps every thread busy when frames take unequal time to read;
    // one table per thread (8 MiB each) rather than per run keeps memory and merging small.
    let runs = min(threads * 4, count)
    let workers = min(threads, runs)
    let queue = RunQueue(runs: runs)
    let results = ConcurrentResults<ColorStatistics>(count: workers)
    let edges = ConcurrentResults<RunEdges>(count: runs)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var statistics = ColorStatistics(exactLimit: maximumColors)
      while let run = queue.next() {
        let runRange =
          (range.lowerBound + count * run / runs)..<(range.lowerBound + count * (run + 1) / runs)
        var remaining = entries[runRange].reduce(0) { $0 + $1.delay }
        var previous: Surface?
        var coarse = CoarseHistogram()
        var first = CoarseHistogram()
        var moved: [Double] = []
        do {
          for k in runRange {
            let surface = try retained.peek(k) ?? checkedFrame(frames, entries[k].source)
            let before = coarse
            statistics.add(surface, previous: previous, weight: remaining, coarse: &coarse)
            if previous == nil {
              first = coarse
              moved.append(0)
            } else {
              moved.append(coarse.movedShare(from: before))
            }
            remaining -= entries[k].delay
            retained.keep(surface, at: k)
            retained.release(previous.take(), of: k - 1, to: frames)
            previous = surface
            steps.advance()
          }
          retained.release(previous.take(), of: runRange.upperBound - 1, to: frames)
          edges.set(run, .success(RunEdges(first: first, last: coarse, moved: moved)))
        } catch {
          queue.fail(run, error)
        }
      }
      results.set(worker, .success(statistics))
    }
    // The earliest failing run's error, whichever thread met it first.
    if let error = queue.firstError { throw error }
    var merged = try results.value(0)
    for worker in 1..<workers {
      merged.merge(try results.value(worker))
    }
    var moved: [Double] = []
    var last: CoarseHistogram?
    for run in 0..<runs {
      var edge = try edges.value(run)
      if let last { edge.moved[0] = edge.first.movedShare(from: last) }
      moved += edge.moved
      last = edge.last
    }
    return Survey(statistics: merged, moved: moved)
  }

  /// Pass 1 for frames read one at a time (`GIFEncodingOptions.readsOneFrameAtATime`): each
  /// frame drawn by every thread and counted in one band of rows per thread, each band into
  /// statistics and a coarse histogram of its own (summed per frame), so only the frame and the
  /// one before it are in memory. Integer counts merged: the same survey as `survey`'s.
  static func bandedSurvey(
    of frames: some FrameSequence, schedule: FrameSchedule, range: Range<Int>, maximumColors: Int, threads: Int,
    bands: Int? = nil, retained: RetainedFrames, steps: ProgressCounter
  ) throws -> Survey {
    let entries = schedule.entries
    let bands = max(1, min(bands ?? threads, frames.height))
    var statistics = (0..<bands).map { _ in ColorStatistics(exactLimit: maximumColors) }
    var coarse = [CoarseHistogram](repeating: CoarseHistogram(), count: bands)
    var remaining = entries[range].reduce(0) { $0 + $1.delay }
    var previous: Surface?
    var last: CoarseHistogram?
    var moved: [Double] = []
    for k in range {
      let surface = try retained.peek(k) ?? checkedFrame(frames, entries[k].source, threads: threads)
      let (before, weight, height) = (previous, remaining, surface.height)
      statistics.withUnsafeMutableBufferPointer { statistics in
        coarse.withUnsafeMutableBufferPointer { coarse in
          // Each band updates only its own statistics and histogram.
          nonisolated(unsafe) let (statistics, coarse) = (statistics, coarse)
          DispatchQueue.concurrentPerform(iterations: bands) { band in
            statistics[band].add(
              surface, previous: before, weight: weight, coarse: &coarse[band],
              rows: RowBand.rows(band, of: bands, height: height))
          }
        }
      }
      let histogram = CoarseHistogram(summing: coarse)
      moved.append(last.map { histogram.movedShare(from: $0) } ?? 0)
      last = histogram
      remaining -= entries[k].delay
      retained.keep(surface, at: k)
      retained.release(previous.take(), of: k - 1, to: frames)
      previous = surface
      steps.advance()
    }
    retained.release(previous.take(), of: range.upperBound - 1, to: frames)
    var merged = statistics[0]
    for band in 1..<bands { merged.merge(statistics[band]) }
    return Survey(statistics: merged, moved: moved)
  }

  /// Frame `index`, checked to have the sequence's size.
  static func checkedFrame(_ frames: some FrameSequence, _ index: Int, threads: Int? = nil) throws -> Surface {
    let surface = try threads.map { try frames.frame(at: index, threads: $0) } ?? frames.frame(at: index)
    guard surface.width == frames.width, surface.height == frames.height else {
      throw GIFError(
        "frame \(index) is \(surface.width)×\(surface.height), expected \(frames.width)×\(frames.height)"
      )
    }
    return surface
  }
}
