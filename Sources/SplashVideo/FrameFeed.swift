import Foundation
import SplashFrames
import SplashRaster

/// Hands an encoder the frames of a sequence in order while other threads draw the next ones,
/// so drawing and encoding overlap. One batch of `workers` frames waits while the next is drawn:
/// the encoders have threads of their own, and each frame waiting at @3x is 15 MB.
struct FrameFeed {
  let frames: any FrameSequence
  let workers: Int

  init(_ frames: any FrameSequence, threads: Int) {
    self.frames = frames
    let cores = threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount
    workers = max(1, min(cores, frames.frameCount))
  }

  /// Calls `body` with each frame index and frame in order, handing each frame back to the
  /// sequence once `body` returns (`FrameSequence.recycle`); the first error (from drawing or
  /// from `body`) stops the feed and is rethrown.
  func forEach(_ body: (Int, Surface) throws -> Void) throws {
    let count = frames.frameCount
    let queue = BatchQueue(capacity: 1)
    let frames = self.frames
    let workers = self.workers
    let producer = Thread {
      var start = 0
      while start < count && !queue.isCancelled {
        let (first, end) = (start, min(count, start + workers))
        let slots = ResultSlots<Surface>(count: end - start)
        DispatchQueue.concurrentPerform(iterations: end - start) { offset in
          slots.set(offset, Result { try frames.frame(at: first + offset) })
        }
        if !queue.push(slots.values) { return }
        start = end
      }
    }
    producer.stackSize = 1 << 20
    producer.start()
    defer { queue.cancel() }
    var index = 0
    while index < count {
      guard let batch = queue.pop() else { break }
      for result in batch {
        let frame = try result.get()
        try body(index, frame)
        // Drawn into again for a later frame (a writer that keeps the frame only makes that
        // frame be drawn into new memory instead).
        frames.recycle(frame)
        index += 1
      }
    }
  }
}

/// A bounded queue of batches between the drawing thread and the encoder.
private final class BatchQueue: @unchecked Sendable {
  private let condition = NSCondition()
  private var batches: [[Result<Surface, any Error>]] = []
  private var cancelled = false
  private let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  var isCancelled: Bool {
    condition.lock()
    defer { condition.unlock() }
    return cancelled
  }

  /// Waits for room; false when the consumer has stopped.
  func push(_ batch: [Result<Surface, any Error>]) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while batches.count >= capacity && !cancelled { condition.wait() }
    guard !cancelled else { return false }
    batches.append(batch)
    condition.broadcast()
    return true
  }

  /// Waits for the next batch; nil once cancelled.
  func pop() -> [Result<Surface, any Error>]? {
    condition.lock()
    defer { condition.unlock() }
    while batches.isEmpty && !cancelled { condition.wait() }
    guard !batches.isEmpty else { return nil }
    let batch = batches.removeFirst()
    condition.broadcast()
    return batch
  }

  func cancel() {
    condition.lock()
    cancelled = true
    batches.removeAll()
    condition.broadcast()
    condition.unlock()
  }
}
