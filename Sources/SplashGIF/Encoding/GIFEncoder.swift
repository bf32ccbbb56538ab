import Foundation
import SplashFiles
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
    let statistics = try Self.statistics(
      of: frames, schedule: schedule, maximumColors: options.colors - 1, threads: threads,
      retained: retained, steps: steps)
    let colors = PaletteQuantizer.palette(
      from: statistics, maximumColors: options.colors - 1, refinements: parameters.refinements)
    let mapper = PaletteMapper(
      colors: colors, dither: OrderedDither(strength: parameters.ditherStrength),
      textureLimit: parameters.textureLimit, statistics: statistics, threads: threads)
    let file: AtomicFile
    do {
      file = try AtomicFile(path: path)
    } catch {
      throw GIFError(error)
    }
    do {
      var writer = try FrameWriter(
        frames: frames, retained: retained, mapper: mapper, parameters: parameters,
        loopCount: options.loopCount, file: file,
        threads: threads)
      try writer.write(schedule, steps: steps)
      try file.commit()
      return GIFEncodingReport(
        bytes: file.bytesWritten, framesWritten: writer.delays.count, framesMerged: writer.merged,
        delays: writer.delays, paletteColors: colors.count, isResampled: schedule.isResampled)
    } catch {
      file.discard()
      throw (error as? FileError).map { GIFError($0) } ?? error
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
    }
  }

  /// Pass 1: colour statistics over every scheduled frame, weighted by delay. The schedule is
  /// cut into contiguous runs that the threads take in turn; each thread adds its runs to one
  /// `ColorStatistics` of its own (a run's first frame counted whole, the rest incrementally, see
  /// `ColorStatistics.add`), and the integer counts are merged, so the result does not depend on
  /// the thread count or on which thread took which run. Frames that fit in `retained` are kept
  /// for pass 2.
  static func statistics(
    of frames: some FrameSequence, schedule: FrameSchedule, maximumColors: Int, threads: Int,
    retained: RetainedFrames, steps: ProgressCounter
  ) throws -> ColorStatistics {
    let entries = schedule.entries
    // More runs than threads keeps every thread busy when frames take unequal time to read;
    // one table per thread (8 MiB each) rather than per run keeps memory and merging small.
    let runs = min(threads * 4, entries.count)
    let workers = min(threads, runs)
    let queue = RunQueue(runs: runs)
    let results = ConcurrentResults<ColorStatistics>(count: workers)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var statistics = ColorStatistics(exactLimit: maximumColors)
      while let run = queue.next() {
        let range = (entries.count * run / runs)..<(entries.count * (run + 1) / runs)
        var remaining = entries[range].reduce(0) { $0 + $1.delay }
        var previous: Surface?
        do {
          for k in range {
            let surface = try checkedFrame(frames, entries[k].source)
            statistics.add(surface, previous: previous, weight: remaining)
            remaining -= entries[k].delay
            previous = surface
            retained.keep(surface, at: k)
            steps.advance()
          }
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
    return merged
  }

  /// Frame `index`, checked to have the sequence's size.
  static func checkedFrame(_ frames: some FrameSequence, _ index: Int) throws -> Surface {
    let surface = try frames.frame(at: index)
    guard surface.width == frames.width, surface.height == frames.height else {
      throw GIFError(
        "frame \(index) is \(surface.width)×\(surface.height), expected \(frames.width)×\(frames.height)"
      )
    }
    return surface
  }
}
