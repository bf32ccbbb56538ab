/// Which frames of an animation a contact sheet shows.
///
/// Frames are chosen by time, not by index, so a GIF whose identical frames were merged (one long
/// frame) is sampled as it plays. Each requested instant takes the frame whose start is nearest
/// to it (the earlier one on a tie); a frame picked twice is shown once, so a sheet can have
/// fewer tiles than requested when the animation holds still. The first and the last frame are
/// always shown.
public enum KeyFrameSelection: Sendable, Equatable {
  /// `count` instants evenly spaced from the first frame's start to the last frame's start:
  /// t_k = k · T / (count − 1), k = 0 … count − 1 (count 1 shows the first frame only).
  case evenly(count: Int)
  /// An instant every `interval` microseconds from 0 while it is before the last frame's start,
  /// then the last frame.
  case every(interval: Int)
  /// `count` frames evenly spaced in how much the picture has changed rather than in time: with
  /// C_i the change accumulated up to frame i (see `FrameChange`), frame k is the first whose
  /// C_i reaches k · C / (count − 1). A hold gets one frame, fast motion several; the first frame
  /// and the frame where the last change lands are always shown. Needs `changes` in `pick`.
  case byChange(count: Int)

  /// Whether `pick` needs each frame's change from the one before.
  package var needsChanges: Bool {
    if case .byChange = self { return true }
    return false
  }

  /// The indices of the frames to show, ascending and distinct, for frames starting at `starts`
  /// (microseconds from the first frame, ascending, starting at 0); `changes[i]` is how much frame
  /// i differs from frame i − 1 (0 for frame 0), needed by `byChange` only.
  package func pick(starts: [Int], changes: [Int]? = nil) -> [Int] {
    guard let last = starts.last else { return [] }
    var instants: [Int] = []
    switch self {
    case .byChange(let count):
      precondition(count >= 1, "a contact sheet shows at least one frame")
      guard let changes, changes.count == starts.count else { preconditionFailure("byChange needs a change per frame") }
      var accumulated: [Int] = []
      var total = 0
      for change in changes {
        total += change
        accumulated.append(total)
      }
      if count == 1 || total == 0 { return [0] }
      var picked: [Int] = []
      var i = 0
      for k in 0..<count {
        let target = (2 * k * total + (count - 1)) / (2 * (count - 1))
        while accumulated[i] < target { i += 1 }
        if picked.last != i { picked.append(i) }
      }
      return picked
    case .evenly(let count):
      precondition(count >= 1, "a contact sheet shows at least one frame")
      if count == 1 { return [0] }
      // Rounded to nearest in integers, so instants land exactly on frames where they should.
      instants = (0..<count).map { k in (2 * k * last + (count - 1)) / (2 * (count - 1)) }
    case .every(let interval):
      precondition(interval > 0, "the interval between frames must be positive")
      var t = 0
      while t < last {
        instants.append(t)
        t += interval
      }
      instants.append(last)
    }
    var picked: [Int] = []
    for t in instants {
      let index = Self.nearest(t, in: starts)
      if picked.last != index { picked.append(index) }
    }
    return picked
  }

  /// The index of the start nearest to `t` (the earlier on a tie), by binary search.
  static func nearest(_ t: Int, in starts: [Int]) -> Int {
    var low = 0
    var high = starts.count - 1
    // The last start at or before t.
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= t { low = mid } else { high = mid - 1 }
    }
    if low + 1 < starts.count, starts[low + 1] - t < t - starts[low] { return low + 1 }
    return low
  }
}
