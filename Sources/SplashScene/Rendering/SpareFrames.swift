import Foundation
import SplashRaster

/// Frames an encoder is done with (`SceneFrames.recycle(_:)`), drawn into again instead of new
/// memory.
///
/// A tall phone's @3x frame is 15 MB. Allocated and freed once per frame among an encoder's
/// smaller buffers, such frames leave holes in the heap that the next frame does not quite fit,
/// so the process grows by a frame now and then; reused, they stay where they are. Pixels never
/// depend on it: a spare is overwritten whole (with the kept surface the frame starts from, or
/// with the background), and a spare still shared with another holder is copied on write.
final class SpareFrames: @unchecked Sendable {
  let width: Int
  let height: Int
  /// How many spares are kept at most.
  let capacity: Int
  private let lock = NSLock()
  private var spares: [Surface] = []

  /// Keeps up to `budget` bytes of `width` × `height` frames (at least one).
  init(width: Int, height: Int, budget: Int) {
    self.width = width
    self.height = height
    capacity = max(1, budget / max(1, width * height * 4))
  }

  /// How many spares are kept now.
  var count: Int { lock.withLock { spares.count } }

  /// Where the pixels of the spare the next frame will be drawn into are (for tests: holding
  /// the spare itself would make the frame a copy).
  var nextAddress: UnsafeRawPointer? {
    lock.withLock { spares.last?.pixels.withUnsafeBytes { $0.baseAddress } }
  }

  /// Keeps `frame` for a later frame when it has the frames' size and there is room.
  func keep(_ frame: consuming Surface) {
    guard frame.width == width, frame.height == height else { return }
    lock.lock()
    defer { lock.unlock() }
    if spares.count < capacity { spares.append(frame) }
  }

  /// A spare to write a whole frame into, if one is kept.
  func take() -> Surface? {
    lock.withLock { spares.popLast() }
  }

  /// A frame holding `start`'s pixels: a spare they are copied into (in `threads` parts, 0 =
  /// every core), or else `start` itself (copied when it is first drawn on).
  func frame(startingFrom start: Surface, threads: Int = 1) -> Surface {
    guard var spare = lock.withLock({ spares.popLast() }) else { return start }
    let parts = max(1, threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount)
    spare.pixels.withUnsafeMutableBytes { target in
      start.pixels.withUnsafeBytes { source in
        nonisolated(unsafe) let (target, source) = (target, source)
        // A tall phone's @3x frame is 15 MB: one thread alone does not reach the memory's speed.
        DispatchQueue.concurrentPerform(iterations: parts) { part in
          let range = (source.count * part / parts)..<(source.count * (part + 1) / parts)
          UnsafeMutableRawBufferPointer(rebasing: target[range]).copyMemory(
            from: UnsafeRawBufferPointer(rebasing: source[range]))
        }
      }
    }
    return spare
  }

  /// A frame filled with `color`: a spare, or a new surface.
  func frame(filledWith color: PremultipliedColor) -> Surface {
    guard var spare = lock.withLock({ spares.popLast() }) else {
      return try! Surface(width: width, height: height, fill: color)
    }
    spare.fill(color)
    return spare
  }
}
