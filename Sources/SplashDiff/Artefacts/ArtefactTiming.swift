import SplashGIF

/// When each compared sample shows in the artefact GIFs: the comparison's own timeline, in the
/// centiseconds a GIF can express.
///
/// Sample boundaries are rounded to the nearest centisecond (exact for GIF inputs). GIF viewers
/// play delays under 2 cs as 10 cs, so a sample that would start less than 2 cs after the
/// previous shown one does not get a frame of its own: of the two, the one with more differing
/// pixels is shown for that slot (a failing instant is never hidden behind a passing one). The
/// last frame lasts to the end of the comparison (at least 2 cs).
enum ArtefactTiming {
  /// One observed sample: its time in microseconds, how many pixels differ, whether it passed.
  struct Sample: Sendable, Equatable {
    var start: Int
    var end: Int
    var differentPixels: Int
    var passed = true
  }

  /// The GIF schedule; `entries[k].source` is a sample's position in `samples`.
  static func schedule(_ samples: [Sample]) throws(GIFError) -> FrameSchedule {
    var kept: [(sample: Int, start: Int)] = []
    for (i, sample) in samples.enumerated() {
      let start = centiseconds(sample.start)
      if let last = kept.last, start - last.start < FrameSchedule.minimumDelay {
        if sample.differentPixels > samples[last.sample].differentPixels { kept[kept.count - 1].sample = i }
      } else {
        kept.append((i, start))
      }
    }
    let end = centiseconds(samples.last?.end ?? 0)
    var entries: [FrameSchedule.Entry] = []
    for (k, slot) in kept.enumerated() {
      let next = k + 1 < kept.count ? kept[k + 1].start : max(end, slot.start + FrameSchedule.minimumDelay)
      entries.append(FrameSchedule.Entry(source: slot.sample, delay: next - slot.start))
    }
    return try FrameSchedule(entries: entries)
  }

  /// Microseconds to the nearest centisecond (halves up).
  static func centiseconds(_ microseconds: Int) -> Int { (microseconds + 5_000) / 10_000 }
}
