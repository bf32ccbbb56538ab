import Dispatch
import Foundation
import SplashFrames
import SplashGD
import SplashRaster

/// PNG frames written from the frames another output draws anyway (`render --frames` beside a GIF
/// or a video without a byte budget), instead of drawing every frame once more for them.
///
/// The first time that output reads frame k (`TappedFrames`), frame k is deflated and written on
/// a background queue, a bounded number of frames at a time, so the output's own threads keep
/// drawing. `finish` waits for the writes and writes any frame the output did not read. The
/// files are those `PNGFramesSink` writes on its own: the same frames, the same encoder.
package final class FrameTap: @unchecked Sendable {
  /// The folder the frames go to (prepared by `PNGFramesSink`).
  let folder: String
  /// The settings the frames are drawn at: only frames read at these are taken.
  let fps: Int
  let exportScale: Int
  private let lock = NSLock()
  private var taken: [Bool]
  private var bytes = 0
  private var failure: (any Error)?
  /// The last frame deflated and its PNG.
  private var last: (frame: Surface, png: [UInt8])?
  private let queue = DispatchQueue(label: "splashreel.frame-tap", attributes: .concurrent)
  private let group = DispatchGroup()
  /// Frames being written at once: each holds a frame the output would otherwise hand back.
  private let slots: DispatchSemaphore

  /// Frames in flight: as many as fit in 24 MiB (at least one, at most `threads`).
  static func slots(frameBytes: Int, threads: Int) -> Int {
    max(1, min(threads, (24 << 20) / max(1, frameBytes)))
  }

  init(folder: String, fps: Int, exportScale: Int, frameCount: Int, frameBytes: Int, threads: Int) {
    self.folder = folder
    self.fps = fps
    self.exportScale = exportScale
    taken = Array(repeating: false, count: frameCount)
    slots = DispatchSemaphore(value: Self.slots(frameBytes: frameBytes, threads: threads))
  }

  /// Writes `frame` as frame `index` unless it was taken already (an encoder reads frames twice).
  func take(_ frame: Surface, at index: Int) {
    let first = lock.withLock {
      guard taken.indices.contains(index), !taken[index], failure == nil else { return false }
      taken[index] = true
      return true
    }
    guard first else { return }
    slots.wait()
    group.enter()
    queue.async { [self] in
      defer {
        slots.signal()
        group.leave()
      }
      do {
        let written = try PNGFramesSink.write(index: index, in: folder) { () throws(GDError) in try png(of: frame) }
        lock.withLock { bytes += written }
      } catch {
        lock.withLock { if failure == nil { failure = error } }
      }
    }
  }

  /// `frame` deflated, or the last frame's PNG again when `frame` has the same pixels (the still
  /// stretches of an animation are deflated once).
  private func png(of frame: Surface) throws(GDError) -> [UInt8] {
    // The comparison outside the lock: the kept frame is a value, shared, not copied.
    if let last = lock.withLock({ last }), last.frame.hasSamePixels(as: frame) { return last.png }
    let png = try DeflatePNG.encode(frame, level: PNGFramesSink.compressionLevel)
    if frame.pixels.count <= Self.largestKeptFrame { lock.withLock { last = (frame, png) } }
    return png
  }

  /// Frames above 8 MiB (@3x screens) are not kept for the comparison: it would hold one more.
  static let largestKeptFrame = 8 << 20

  /// Waits for the frames in flight, after the output reading them failed.
  func abandon() { group.wait() }

  /// Waits for the frames in flight, writes those `frames` holds that were never read, and
  /// returns the bytes of all the files; throws the first write's error.
  func finish(_ frames: any FrameSequence) throws -> Int {
    group.wait()
    if let failure = lock.withLock({ failure }) { throw failure }
    for index in taken.indices where !taken[index] {
      let frame = try frames.frame(at: index)
      bytes += try PNGFramesSink.write(frame, index: index, in: folder)
      frames.recycle(frame)
    }
    return bytes
  }
}

/// `base` with every frame read also handed to a `FrameTap`.
struct TappedFrames: FrameSequence {
  let base: any FrameSequence
  let tap: FrameTap

  var frameCount: Int { base.frameCount }
  var width: Int { base.width }
  var height: Int { base.height }
  var workingFrameBytes: Int { base.workingFrameBytes }

  func frame(at index: Int) throws -> Surface {
    let frame = try base.frame(at: index)
    tap.take(frame, at: index)
    return frame
  }

  func frame(at index: Int, threads: Int) throws -> Surface {
    let frame = try base.frame(at: index, threads: threads)
    tap.take(frame, at: index)
    return frame
  }

  func recycle(_ frame: consuming Surface) { base.recycle(frame) }
}
