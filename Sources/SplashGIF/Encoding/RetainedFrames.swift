import Foundation
import SplashFrames
import SplashRaster

/// Frames read in pass 1 and kept for pass 2, up to a byte budget: the first entries that fit,
/// so memory is bounded by the budget, not by the number of frames, and a sequence that fits is
/// read (decoded, rendered) only once. Each frame is released as pass 2 takes it.
final class RetainedFrames: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Surface?]
  let limit: Int

  init(count: Int, frameBytes: Int, budget: Int) {
    limit = min(count, budget / max(1, frameBytes))
    slots = Array(repeating: nil, count: limit)
  }

  func keep(_ surface: Surface, at entry: Int) {
    guard entry < limit else { return }
    lock.withLock { slots[entry] = surface }
  }

  /// Whether entry `entry`'s frame is in the store (or is to be kept there when read).
  func holds(_ entry: Int) -> Bool {
    entry < limit && lock.withLock { slots[entry] != nil }
  }

  /// Hands `frame`, entry `entry`'s, back to `frames` (`FrameSequence.recycle`) unless the store
  /// keeps it for pass 2.
  func release(_ frame: consuming Surface?, of entry: Int, to frames: some FrameSequence) {
    if let frame, !holds(entry) { frames.recycle(frame) }
  }

  /// The kept frame of schedule entry `entry`, left in the store.
  func peek(_ entry: Int) -> Surface? {
    guard entry < limit else { return nil }
    return lock.withLock { slots[entry] }
  }

  /// The kept frame of schedule entry `entry`, removed from the store.
  func take(_ entry: Int) -> Surface? {
    guard entry < limit else { return nil }
    return lock.withLock {
      defer { slots[entry] = nil }
      return slots[entry]
    }
  }
}
