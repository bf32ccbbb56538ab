import Foundation
import SplashFiles
import SplashFrames
import SplashGD
import SplashRaster

/// Pass 2 of the encoder: reads and maps frames a chunk at a time on several threads, computes
/// deltas against the screen in order, LZW-codes each delta on a background thread while the
/// next frames are read, mapped and compared, and appends the blocks to the file in order.
struct FrameWriter<Frames: FrameSequence> {
  let frames: Frames
  let retained: RetainedFrames
  /// The palettes in schedule order; one covers every entry unless the animation has cuts.
  let parts: [PalettePart]
  let parameters: GIFEncoder.Parameters
  let file: AtomicFile
  let threads: Int
  /// Frames read and mapped one at a time, each by every thread (see
  /// `GIFEncodingOptions.readsOneFrameAtATime`).
  let oneAtATime: Bool
  private var canvas: DisplayedCanvas
  /// Frames handed to the coder, oldest first, not yet written; the last one's delay grows
  /// while the next frames merge into it.
  private var coding: [Coding] = []
  private let coders = LZWCodingQueue()
  /// How many frames may be coding at once: one when frames are large (each holds a delta of
  /// up to a frame's indices), else one per thread.
  private let framesInFlight: Int
  /// The source frame of the previous scheduled entry.
  private var previousSurface: Surface?
  private(set) var delays: [Int] = []
  private(set) var merged = 0
  /// Per palette part, the stand-ins lossy coding may use; empty when coding is exact.
  private let nearColors: [NearColors]
  private var coder: LossyLZWCoder?
  /// Index planes whose frames are done, for the next frames to be mapped into. At @3x a plane
  /// is 4 MB: made and freed for every frame among 15 MB frames, planes would split the holes
  /// those leave in the heap (which then grows by a frame now and then), or, in mappings of
  /// their own, cost page faults every time.
  private var sparePlanes: [[UInt8]] = []
  /// The coding of the first frame, whose indices are also the screen's until it next changes.
  private var screenJob: LZWCodingQueue.Job?

  /// A frame compared with the screen, being coded: its rectangle, how long it shows and the
  /// palette part its indices refer to.
  private struct Coding {
    var job: LZWCodingQueue.Job
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    var usesTransparency: Bool
    var delay: Int
    var part: Int
  }

  /// The longest delay one frame can hold.
  static var maximumDelay: Int { 65535 }

  init(
    frames: Frames, retained: RetainedFrames, parts: [PalettePart],
    parameters: GIFEncoder.Parameters, loopCount: Int, file: AtomicFile, threads: Int, oneAtATime: Bool = false
  ) throws {
    self.oneAtATime = oneAtATime
    self.frames = frames
    self.retained = retained
    self.parts = parts
    self.parameters = parameters
    self.file = file
    self.threads = threads
    framesInFlight = oneAtATime ? 1 : max(1, threads)
    canvas = DisplayedCanvas(width: frames.width, height: frames.height)
    if parameters.lossy > 0 {
      nearColors = parts.map { NearColors(points: $0.mapper.points, greyLevels: NearColors.reach * parameters.lossy) }
      coder = LossyLZWCoder()
    } else {
      nearColors = []
    }
    let global = parts.first { !$0.isLocal }!
    try file.write(
      try GIFWriter.header(
        width: frames.width, height: frames.height, palette: global.table, loopCount: loopCount))
  }

  /// The palette part of schedule entry `entry`.
  private func part(of entry: Int) -> Int {
    parts.firstIndex { $0.range.contains(entry) }!
  }

  mutating func write(_ schedule: FrameSchedule, steps: ProgressCounter) throws {
    // On an error, no coding outlives the call.
    defer {
      for frame in coding { _ = frame.job.result }
      coding = []
    }
    let chunkSize = oneAtATime ? 1 : Self.chunkSize(frameBytes: frames.width * frames.height * 4, threads: threads)
    var start = 0
    let entries = schedule.entries
    // Each frame is compared with the screen once the next frame's mapping is known (the
    // tolerance applies only to pixels that change again), so the last frame of a chunk waits
    // for the next chunk.
    var waiting: Waiting?
    while start < entries.count {
      let chunk = Array(entries[start..<min(entries.count, start + chunkSize)])
      var surfaces = try read(chunk, from: start)
      // A frame that is the one before it (the same storage: a sequence handing out the same
      // surface again, as a renderer's kept static frame) changes nothing: it gets no plane
      // (none is made, mapped or compared), which its part's mapping would fill with the
      // transparent index alone.
      let repeats = surfaces.indices.map { k in
        guard start + k > 0, let before = k == 0 ? previousSurface : surfaces[k - 1] else { return false }
        return surfaces[k].sharesPixels(with: before) && part(of: start + k) == part(of: start + k - 1)
      }
      var mapped = chunk.indices.map { repeats[$0] ? [] : plane() }
      map(surfaces, into: &mapped, from: start)
      for (k, entry) in chunk.enumerated() {
        let part = part(of: start + k)
        let frame = Waiting(surface: surfaces[k], mapped: Self.take(&mapped[k]), delay: entry.delay, part: part)
        if let current = waiting.take() {
          // The frame before a new palette is its part's last: written exactly. A frame that
          // changes nothing is as no next frame for the tolerances (they apply only where the
          // next frame changes too).
          let next = current.part == part && !frame.mapped.isEmpty ? frame.mapped : nil
          try apply(consume current, next: next)
        }
        waiting = frame
      }
      // The chunk's frames are done but the last (waiting, and the next chunk's previous one);
      // so is the previous chunk's last.
      if let done = previousSurface.take() { frames.recycle(done) }
      previousSurface = surfaces.popLast()
      while let done = surfaces.popLast() { frames.recycle(done) }
      steps.advance(by: chunk.count)
      start += chunk.count
    }
    if let last = waiting.take() {
      try apply(consume last, next: nil)
    }
    try writeCoded(keeping: 0)
    try file.write(try GIFWriter.trailer())
  }

  /// The array in `array`, leaving it empty: the caller then holds the only reference.
  private static func take(_ array: inout [UInt8]) -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &array)
    return taken
  }

  /// Frames read and mapped together: two per thread, so a slow frame does not idle the others,
  /// but no more than 32 MiB of them (at least one per thread): a tall phone's @3x frame is
  /// 15 MB. The file does not depend on it.
  static func chunkSize(frameBytes: Int, threads: Int) -> Int {
    max(threads, min(max(4, threads * 2), (32 << 20) / max(1, frameBytes)))
  }

  /// A mapped frame waiting for the next one's mapping.
  private struct Waiting {
    var surface: Surface
    var mapped: [UInt8]
    var delay: Int
    var part: Int
  }

  /// Compares one mapped frame with the screen; a frame that changes nothing lengthens the one
  /// before it. At the first frame of a new palette part every changed pixel is written.
  private mutating func apply(_ frame: consuming Waiting, next: [UInt8]?) throws {
    reapCodedPlanes()
    if frame.mapped.isEmpty {
      // The frame before it again (see `write`).
      coding[coding.count - 1].delay += frame.delay
      merged += 1
      return
    }
    // The screen is about to change: the first frame's coding lets go of the indices it shares
    // with it first (waiting for it if need be), else the screen would be copied.
    if let job = screenJob.take() { recycle(job.takeIndices()) }
    let part = parts[frame.part]
    let first = canvas.isBlank
    if canvas.palettePart != frame.part {
      canvas.switchPalette(to: frame.part, unknown: part.transparent)
    }
    let lossy = coder != nil
    // The canvas builds the delta in the frame's mapped indices: the writer keeps no other
    // reference to them.
    var mapped = Self.take(&frame.mapped)
    var delta = frame.surface.pixels.withUnsafeBufferPointer { s in
      (next ?? []).withUnsafeBufferPointer { n in
        canvas.apply(
          building: &mapped, source: s, next: next == nil ? nil : n, transparent: part.transparent,
          points: part.mapper.points,
          tolerance: parameters.tolerance, loneTolerance: parameters.loneTolerance,
          threads: threads, keepsPrevious: lossy)
      }
    }
    recycle(Self.take(&mapped))
    // Lossy coding chooses what reaches the screen, so it runs here, in frame order, and the
    // canvas then holds what viewers show.
    if lossy, var coded = delta {
      var written = [UInt8](repeating: 0, count: coded.indices.count)
      let sourcePoints = Self.points(of: frame.surface, in: coded)
      let data = coded.indices.withUnsafeBufferPointer { target in
        written.withUnsafeMutableBufferPointer { written in
          (coded.previous ?? []).withUnsafeBufferPointer { previous in
            sourcePoints.withUnsafeBufferPointer { sourcePoints in
              part.mapper.points.withUnsafeBufferPointer { palette in
                coder!.code(
                  target: target, previous: coded.previous == nil ? nil : previous,
                  transparent: part.transparent, near: nearColors[frame.part], colorCount: part.table.count,
                  source: LossyLZWCoder.Source(
                    points: sourcePoints, palette: palette, allowance: parameters.lossyAllowance),
                  rate: parameters.lossyRate, written: written)
              }
            }
          }
        }
      }
      canvas.show(written, for: coded, transparent: part.transparent)
      coded.usesTransparency = written.contains(part.transparent)
      coded.indices = written
      coded.previous = nil
      coded.imageData = data
      delta = coded
    }
    if let delta {
      // Every frame before this one now has its final delay.
      try writeCoded(keeping: framesInFlight - 1)
      let job =
        delta.imageData.map { coders.finished($0) } ?? coders.start(delta.indices, colorCount: part.table.count)
      coding.append(
        Coding(
          job: job, left: delta.left, top: delta.top, width: delta.width, height: delta.height,
          usesTransparency: delta.usesTransparency, delay: frame.delay, part: frame.part))
      if first { screenJob = job }
    } else {
      coding[coding.count - 1].delay += frame.delay
      merged += 1
    }
  }

  /// The perceptual coordinates of the source pixels under `delta`'s rectangle.
  private static func points(of surface: Surface, in delta: FrameDelta) -> [PerceptualSpace.Point] {
    var points = [PerceptualSpace.Point](
      repeating: PerceptualSpace.Point(x: 0, y: 0, z: 0), count: delta.width * delta.height)
    surface.pixels.withUnsafeBufferPointer { pixels in
      points.withUnsafeMutableBufferPointer { points in
        for y in 0..<delta.height {
          var i = ((delta.top + y) * surface.width + delta.left) * 4
          for x in 0..<delta.width {
            points[y * delta.width + x] = PerceptualSpace.point(Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
            i += 4
          }
        }
      }
    }
    return points
  }

  /// Takes the chunk's frames from those kept by pass 1, reading the others in parallel.
  private func read(_ chunk: [FrameSchedule.Entry], from start: Int) throws -> [Surface] {
    let frames = self.frames
    let retained = self.retained
    if oneAtATime {
      return try chunk.indices.map { k in
        try retained.take(start + k) ?? GIFEncoder.checkedFrame(frames, chunk[k].source, threads: threads)
      }
    }
    let results = ConcurrentResults<Surface>(count: chunk.count)
    DispatchQueue.concurrentPerform(iterations: chunk.count) { k in
      if let kept = retained.take(start + k) {
        results.set(k, .success(kept))
      } else {
        results.set(k, Result { try GIFEncoder.checkedFrame(frames, chunk[k].source) })
      }
    }
    return try (0..<chunk.count).map { try results.value($0) }
  }

  /// A plane for one frame's indices: a spare one (its old indices are all overwritten by the
  /// mapping), or a new one. (Waiting for the coding of an earlier frame to free its plane
  /// would save memory only at frames that change much, where it would stall the pipeline:
  /// +1 s on a 6 s @3x zoom.)
  private mutating func plane() -> [UInt8] {
    let count = frames.width * frames.height
    reapCodedPlanes()
    guard var plane = sparePlanes.popLast() else { return [UInt8](repeating: 0, count: count) }
    if plane.count < count { plane.append(contentsOf: repeatElement(0, count: count - plane.count)) }
    return plane
  }

  /// Takes back the planes of frames already coded but not yet written (their delay grows while
  /// the next frames change nothing), rather than when they are written.
  private mutating func reapCodedPlanes() {
    for frame in coding where frame.job.isCoded { recycle(frame.job.takeIndices()) }
  }

  /// Keeps `plane`'s storage for the next chunk's frames when it can hold one. Each frame gives
  /// a plane back once compared (or once coded) before the next frame takes one, so one spare
  /// per frame of a chunk is enough; more would only sit idle.
  private mutating func recycle(_ plane: consuming [UInt8]) {
    let limit = oneAtATime ? 1 : Self.chunkSize(frameBytes: frames.width * frames.height * 4, threads: threads)
    // The first frame's plane is also the screen: a spare would be copied when next written.
    if plane.capacity >= frames.width * frames.height && sparePlanes.count < limit && !canvas.isScreen(plane) {
      sparePlanes.append(plane)
    }
  }

  /// Maps the chunk's frames (schedule entries from `start` on) in parallel into `mapped` (a
  /// plane per frame), each with its part's palette; a pixel equal to the previous entry's is
  /// marked with the transparent index (also across a cut: an unchanged pixel keeps the old
  /// palette's colour on screen).
  private func map(_ surfaces: [Surface], into mapped: inout [[UInt8]], from start: Int) {
    let previous = [previousSurface] + surfaces.dropLast().map { Optional($0) }
    let parts = self.parts
    let partOf = (0..<surfaces.count).map { part(of: start + $0) }
    if oneAtATime {
      // One frame: its rows in four bands per thread, taken in turn, so that a thread slowed
      // by other work on the machine (or by the coding of the frame before) does not leave the
      // others waiting at the end. Rows are mapped independently: the bands do not change a byte.
      let height = frames.height
      let bands = threads > 1 ? min(height, threads * 4) : 1
      for k in surfaces.indices where !mapped[k].isEmpty {
        let part = parts[partOf[k]]
        mapped[k].withUnsafeMutableBufferPointer { buffer in
          nonisolated(unsafe) let out = buffer
          DispatchQueue.concurrentPerform(iterations: bands) { band in
            part.mapper.map(
              surfaces[k], previous: previous[k], unchanged: part.transparent, into: out,
              rows: RowBand.rows(band, of: bands, height: height))
          }
        }
      }
      return
    }
    mapped.withUnsafeMutableBufferPointer { buffer in
      // Each frame writes only its own plane.
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: surfaces.count) { k in
        guard !slots[k].isEmpty else { return }
        let part = parts[partOf[k]]
        slots[k].withUnsafeMutableBufferPointer { out in
          part.mapper.map(
            surfaces[k], previous: previous[k], unchanged: part.transparent, into: out)
        }
      }
    }
  }

  /// Appends the oldest frames handed to the coder to the file (waiting for their data) until
  /// `keeping` are left. A delay longer than a GIF frame can hold continues in empty 1×1 frames.
  private mutating func writeCoded(keeping: Int) throws {
    while coding.count > keeping {
      let frame = coding.removeFirst()
      defer { recycle(frame.job.takeIndices()) }
      let part = parts[frame.part]
      let transparent = Int(part.transparent)
      var blocks = [
        GIFFrameBlock.bytes(
          imageData: frame.job.result, left: frame.left, top: frame.top, width: frame.width, height: frame.height,
          delay: min(frame.delay, Self.maximumDelay), transparentIndex: frame.usesTransparency ? transparent : nil,
          colorCount: part.table.count, localPalette: part.isLocal ? part.table : nil)
      ]
      delays.append(min(frame.delay, Self.maximumDelay))
      var remaining = frame.delay - Self.maximumDelay
      while remaining > 0 {
        let delay = max(FrameSchedule.minimumDelay, min(remaining, Self.maximumDelay))
        blocks.append(
          GIFFrameBlock.bytes(
            imageData: coders.code([part.transparent], colorCount: part.table.count), left: 0, top: 0, width: 1,
            height: 1, delay: delay, transparentIndex: transparent, colorCount: part.table.count,
            localPalette: part.isLocal ? part.table : nil))
        delays.append(delay)
        remaining -= Self.maximumDelay
      }
      for block in blocks { try file.write(block) }
    }
  }
}
