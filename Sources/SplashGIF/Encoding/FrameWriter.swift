import Foundation
import SplashFiles
import SplashGD
import SplashRaster

/// Pass 2 of the encoder: reads and maps frames a chunk at a time on several threads, computes
/// deltas against the screen in order, LZW-codes the chunk's frames in parallel through libgd,
/// and appends the blocks to the file in order.
struct FrameWriter<Frames: FrameSequence> {
  let frames: Frames
  let retained: RetainedFrames
  let mapper: PaletteMapper
  let parameters: GIFEncoder.Parameters
  let file: AtomicFile
  let threads: Int
  let transparent: UInt8
  private var canvas: DisplayedCanvas
  /// The last frame waiting for its delay to be known (the next frames may merge into it).
  private var pending: (delta: FrameDelta, delay: Int)?
  /// The source frame of the previous scheduled entry.
  private var previousSurface: Surface?
  private(set) var delays: [Int] = []
  private(set) var merged = 0

  /// The longest delay one frame can hold.
  static var maximumDelay: Int { 65535 }

  init(
    frames: Frames, retained: RetainedFrames, mapper: PaletteMapper,
    parameters: GIFEncoder.Parameters, loopCount: Int, file: AtomicFile, threads: Int
  ) throws {
    self.frames = frames
    self.retained = retained
    self.mapper = mapper
    self.parameters = parameters
    self.file = file
    self.threads = threads
    transparent = UInt8(mapper.colors.count)
    canvas = DisplayedCanvas(width: frames.width, height: frames.height)
    // The transparent entry's colour is never shown; black keeps the table tidy.
    let table = mapper.colors + [Color.black]
    try file.write(
      try GIFWriter.header(
        width: frames.width, height: frames.height, palette: table, loopCount: loopCount))
  }

  mutating func write(_ schedule: FrameSchedule, steps: ProgressCounter) throws {
    let chunkSize = max(4, threads * 2)
    var start = 0
    let entries = schedule.entries
    // Each frame is compared with the screen once the next frame's mapping is known (the
    // tolerance applies only to pixels that change again), so the last frame of a chunk waits
    // for the next chunk.
    var waiting: (surface: Surface, mapped: [UInt8], delay: Int)?
    while start < entries.count {
      let chunk = Array(entries[start..<min(entries.count, start + chunkSize)])
      let surfaces = try read(chunk, from: start)
      let mapped = map(surfaces)
      var finished: [(delta: FrameDelta, delay: Int)] = []
      for (k, entry) in chunk.enumerated() {
        if let current = waiting {
          apply(current, next: mapped[k], finished: &finished)
        }
        waiting = (surfaces[k], mapped[k], entry.delay)
      }
      previousSurface = surfaces.last
      try emit(finished)
      steps.advance(by: chunk.count)
      start += chunk.count
    }
    var finished: [(delta: FrameDelta, delay: Int)] = []
    if let last = waiting { apply(last, next: nil, finished: &finished) }
    if let pending { finished.append(pending) }
    pending = nil
    try emit(finished)
    try file.write(try GIFWriter.trailer())
  }

  /// Compares one mapped frame with the screen; a frame that changes nothing lengthens the one
  /// before it.
  private mutating func apply(
    _ frame: (surface: Surface, mapped: [UInt8], delay: Int), next: [UInt8]?,
    finished: inout [(delta: FrameDelta, delay: Int)]
  ) {
    let delta = frame.mapped.withUnsafeBufferPointer { m in
      frame.surface.pixels.withUnsafeBufferPointer { s in
        (next ?? []).withUnsafeBufferPointer { n in
          canvas.apply(
            mapped: m, source: s, next: next == nil ? nil : n, transparent: transparent,
            points: mapper.points,
            tolerance: parameters.tolerance, loneTolerance: parameters.loneTolerance,
            threads: threads)
        }
      }
    }
    if let delta {
      if let pending { finished.append(pending) }
      pending = (delta, frame.delay)
    } else {
      pending!.delay += frame.delay
      merged += 1
    }
  }

  /// Takes the chunk's frames from those kept by pass 1, reading the others in parallel.
  private func read(_ chunk: [FrameSchedule.Entry], from start: Int) throws -> [Surface] {
    let results = ConcurrentResults<Surface>(count: chunk.count)
    let frames = self.frames
    let retained = self.retained
    DispatchQueue.concurrentPerform(iterations: chunk.count) { k in
      if let kept = retained.take(start + k) {
        results.set(k, .success(kept))
      } else {
        results.set(k, Result { try GIFEncoder.checkedFrame(frames, chunk[k].source) })
      }
    }
    return try (0..<chunk.count).map { try results.value($0) }
  }

  /// Maps the chunk's frames in parallel; each pixel equal to the previous entry's is marked
  /// with the transparent index.
  private func map(_ surfaces: [Surface]) -> [[UInt8]] {
    let count = frames.width * frames.height
    var mapped = [[UInt8]](repeating: [], count: surfaces.count)
    let previous = [previousSurface] + surfaces.dropLast().map { Optional($0) }
    let mapper = self.mapper
    let transparent = self.transparent
    mapped.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: surfaces.count) { k in
        var indices = [UInt8](repeating: 0, count: count)
        indices.withUnsafeMutableBufferPointer { out in
          mapper.map(surfaces[k], previous: previous[k], unchanged: transparent, into: out)
        }
        slots[k] = indices
      }
    }
    return mapped
  }

  /// LZW-codes finished frames in parallel and appends them in order. A delay longer than a
  /// GIF frame can hold continues in empty 1×1 frames.
  private mutating func emit(_ finished: [(delta: FrameDelta, delay: Int)]) throws {
    guard !finished.isEmpty else { return }
    var blocks: [(delta: FrameDelta, delay: Int)] = []
    for (delta, delay) in finished {
      var remaining = delay
      blocks.append((delta, min(remaining, Self.maximumDelay)))
      remaining -= Self.maximumDelay
      while remaining > 0 {
        let filler = FrameDelta(
          left: 0, top: 0, width: 1, height: 1, indices: [transparent], usesTransparency: true)
        blocks.append((filler, max(FrameSchedule.minimumDelay, min(remaining, Self.maximumDelay))))
        remaining -= Self.maximumDelay
      }
    }
    let results = ConcurrentResults<[UInt8]>(count: blocks.count)
    let jobs = blocks
    let colorCount = mapper.colors.count + 1
    let transparent = Int(self.transparent)
    DispatchQueue.concurrentPerform(iterations: blocks.count) { k in
      let (delta, delay) = jobs[k]
      results.set(
        k,
        Result {
          try GIFWriter.frame(
            indices: delta.indices, left: delta.left, top: delta.top, width: delta.width,
            height: delta.height,
            delay: delay, transparentIndex: delta.usesTransparency ? transparent : nil,
            colorCount: colorCount)
        })
    }
    for k in 0..<blocks.count {
      try file.write(try results.value(k))
      delays.append(blocks[k].delay)
    }
  }
}
