/// A stretch of another source's time, played from 0: `[from, to)` of the base becomes `[0, to − from)`.
///
/// This is how an alignment, `--trim-start` and `--trim-end` are applied. Frames wholly outside the
/// window are skipped (still decoded) and the frames at its edges are cut to it; a negative `from`
/// (the base starts later than the window) shows the base's first frame from 0. Frames keep their
/// numbers in the base, so reports name the recording's own frames.
package struct TimeWindowSource<Base: AnimationSource>: AnimationSourceAdapter {
  package private(set) var base: Base
  /// The window in the base's time, microseconds; `to` nil: until the base ends.
  package let from: Int
  package let to: Int?
  /// Added to the base's quantum: how far the window's start may be from the true instant (the
  /// precision of an automatic alignment).
  package let extraQuantum: Int
  private var index = 0
  private var finished = false

  package init(_ base: Base, from: Int, to: Int? = nil, extraQuantum: Int = 0) {
    precondition(to.map { $0 > from } ?? true, "empty window \(from)..<\(to!)")
    self.base = base
    self.from = from
    self.to = to
    self.extraQuantum = extraQuantum
  }

  package var timeQuantum: Int { base.timeQuantum + extraQuantum }

  package mutating func next() throws -> TimedFrame? {
    while !finished, let frame = try base.next() {
      defer { index += 1 }
      let number = frame.number ?? index
      if base.isStill { return TimedFrame(surface: frame.surface, start: 0, duration: 0, number: number) }
      let first = index == 0
      var start = frame.start
      var end = frame.end
      if first && start > from { start = from }  // the base starts after the window: hold its first frame
      if let to, end >= to {
        end = to
        finished = true
      }
      start = max(start, from)
      guard end > start else {
        if finished && start >= end { return nil }
        continue
      }
      return TimedFrame(surface: frame.surface, start: start - from, duration: end - start, number: number)
    }
    return nil
  }
}
