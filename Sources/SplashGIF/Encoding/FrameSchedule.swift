import Foundation

/// When each source frame is shown in the GIF, in whole centiseconds.
///
/// GIF delays are hundredths of a second, so a frame rate that does not divide 100 cannot be
/// written with one constant delay without drifting. Frame `i` starts at `⌊100·i / fps⌋` cs
/// (accumulate, then round down), so 30 fps plays 3, 3, 4, 3, 3, 4, … cs and the total is
/// the animation's length `⌊100·n / fps⌋` cs.
///
/// Viewers turn delays of 0 or 1 cs into 10 cs, so 50 fps (2 cs) is the fastest GIF that plays
/// at its intended speed. Above 50 fps the sequence is resampled to 50 fps: output frame `k`
/// starts at `2k` cs and shows the latest source frame that had started by then (source frame
/// `⌊k·fps / 50⌋`); the last frame absorbs the remainder so the total stays exact. No delay is
/// ever below 2 cs (only a single frame shorter than 2 cs is lengthened to 2 cs).
public struct FrameSchedule: Sendable, Equatable {
  /// One frame of the GIF before identical frames are merged.
  public struct Entry: Sendable, Equatable {
    /// The index of the source frame shown.
    public var source: Int
    /// How long it stays, in centiseconds.
    public var delay: Int

    public init(source: Int, delay: Int) {
      self.source = source
      self.delay = delay
    }
  }

  /// The frames to write, in order.
  public let entries: [Entry]
  /// Whether the source rate was above 50 fps and the sequence was resampled to 50 fps.
  public let isResampled: Bool

  /// The fastest rate GIF viewers honour.
  public static let maximumFramesPerSecond = 50.0

  /// The shortest delay written, in centiseconds.
  public static let minimumDelay = 2

  /// The schedule of `frameCount` frames shown at `fps` frames per second.
  public init(frameCount: Int, fps: Double) throws(GIFError) {
    guard frameCount > 0 else {
      throw GIFError("cannot encode a GIF with no frames")
    }
    guard fps.isFinite, fps > 0 else {
      throw GIFError("frame rate must be a positive number, got \(fps)")
    }
    let total = Self.start(of: frameCount, fps: fps)
    var entries: [Entry] = []
    if fps <= Self.maximumFramesPerSecond {
      entries.reserveCapacity(frameCount)
      var previous = 0
      for i in 0..<frameCount {
        let next = Self.start(of: i + 1, fps: fps)
        entries.append(Entry(source: i, delay: next - previous))
        previous = next
      }
      isResampled = false
    } else {
      let slots = max(1, total / Self.minimumDelay)
      entries.reserveCapacity(slots)
      for k in 0..<slots {
        // The source frame that started last at or before t = k / 50 s.
        let source = min(
          frameCount - 1, Int((Double(k) * fps / Self.maximumFramesPerSecond + 1e-9).rounded(.down))
        )
        entries.append(Entry(source: source, delay: Self.minimumDelay))
      }
      entries[slots - 1].delay = total - Self.minimumDelay * (slots - 1)
      isResampled = true
    }
    if entries.count == 1 {
      entries[0].delay = max(entries[0].delay, Self.minimumDelay)
    }
    self.entries = entries
  }

  /// An explicit schedule (timing that is not a constant frame rate). Every delay must be at
  /// least `minimumDelay`, since viewers play shorter ones as 10 cs.
  public init(entries: [Entry]) throws(GIFError) {
    guard !entries.isEmpty else {
      throw GIFError("cannot encode a GIF with no frames")
    }
    if let k = entries.firstIndex(where: { $0.delay < Self.minimumDelay }) {
      throw GIFError(
        "schedule entry \(k) lasts \(entries[k].delay) cs; GIF frames need at least \(Self.minimumDelay) cs"
      )
    }
    self.entries = entries
    isResampled = false
  }

  /// The total length in centiseconds.
  public var totalDelay: Int { entries.reduce(0) { $0 + $1.delay } }

  /// The start of source frame `i` in centiseconds: `⌊100·i / fps⌋`, with a tolerance for
  /// rates such as 29.97 whose quotients are not exact in binary.
  static func start(of i: Int, fps: Double) -> Int {
    Int((100 * Double(i) / fps + 1e-9).rounded(.down))
  }
}
