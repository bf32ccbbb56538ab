import Foundation
import SplashRaster

/// Frames part-drawn before, keyed by the steps that drew them, shared by every frame of a render.
///
/// Launch animations move a few layers over pictures that stay put. When a frame's first steps
/// (`DrawOp`) are those of a kept surface, the frame starts from that surface (one copy) and
/// draws only the rest; a frame whose every step is kept is that surface itself. A surface is
/// kept after the steps a frame shares with one of the two frames drawn last, so what stays
/// static is drawn once. The pixels are the same either way, whichever thread drew what first.
final class DrawPrefixCache: @unchecked Sendable {
  private struct Entry {
    let steps: [DrawOp]
    let surface: Surface
    /// `surface` resized to an export size (`resized(_:width:height:make:)`), once asked for.
    var resized: Surface?
  }

  private let lock = NSLock()
  /// Least recently used first.
  private var entries: [Entry] = []
  /// The steps of the frames drawn last, newest last.
  private var recent: [[DrawOp]] = []
  /// How many surfaces are kept at most.
  let capacity: Int

  /// Keeps at most `budget` bytes of surfaces of `frameBytes` each (at least one).
  init(frameBytes: Int, budget: Int) {
    capacity = min(4, max(1, budget / max(1, frameBytes)))
  }

  /// The kept surface with the most leading steps of `steps`, and how many steps it holds.
  func start(for steps: [DrawOp]) -> (count: Int, surface: Surface)? {
    lock.withLock {
      var best: Int?
      for (k, entry) in entries.enumerated()
      where entry.steps.count <= steps.count && entry.steps[...] == steps.prefix(entry.steps.count) {
        if best.map({ entries[$0].steps.count < entry.steps.count }) ?? true { best = k }
      }
      guard let best else { return nil }
      let entry = entries.remove(at: best)
      entries.append(entry)
      return (entry.steps.count, entry.surface)
    }
  }

  /// Whether `surface` is one of the kept surfaces (the same storage).
  func holds(_ surface: Surface) -> Bool {
    lock.withLock { entries.contains { $0.surface.sharesPixels(with: surface) } }
  }

  /// Whether `surface` is a kept surface's resized copy (the same storage).
  func holdsResized(_ surface: Surface) -> Bool {
    lock.withLock { entries.contains { $0.resized?.sharesPixels(with: surface) ?? false } }
  }

  /// Kept surface `surface` resized to `width` × `height` by `make`, made once while `surface`
  /// is kept (the frames drawn from it are resized against it, `SceneFrames`).
  func resized(_ surface: Surface, width: Int, height: Int, make: () -> Surface) -> Surface {
    let index = { (entries: [Entry]) in entries.firstIndex { $0.surface.sharesPixels(with: surface) } }
    let kept = lock.withLock { () -> Surface? in
      guard let k = index(entries), let resized = entries[k].resized, resized.width == width,
        resized.height == height
      else { return nil }
      return resized
    }
    if let kept { return kept }
    // Made outside the lock, so frames drawn from other surfaces do not wait; whichever thread
    // stores first, the pixels are the same.
    let made = make()
    lock.withLock {
      if let k = index(entries) { entries[k].resized = made }
    }
    return made
  }

  /// How many leading steps `steps` shares with a recently drawn frame, and records it as drawn.
  func shared(by steps: [DrawOp]) -> Int {
    lock.withLock {
      let count = recent.map { Self.commonPrefix($0, steps) }.max() ?? 0
      recent.append(steps)
      if recent.count > 2 { recent.removeFirst() }
      return count
    }
  }

  /// Keeps `surface` as the result of `steps`, forgetting the least recently used surface when full.
  func keep(_ surface: Surface, after steps: ArraySlice<DrawOp>) {
    lock.withLock {
      guard !entries.contains(where: { $0.steps[...] == steps }) else { return }
      entries.append(Entry(steps: Array(steps), surface: surface, resized: nil))
      if entries.count > capacity { entries.removeFirst() }
    }
  }

  private static func commonPrefix(_ a: [DrawOp], _ b: [DrawOp]) -> Int {
    var n = 0
    while n < a.count && n < b.count && a[n] == b[n] { n += 1 }
    return n
  }
}
