/// A play resolved against its Lottie file: the frames it goes between, how it loops and how fast,
/// and the one rule for the frame shown `elapsed` seconds after it starts.
///
/// With `from`, `to` (composition frames), frame rate `fr` and speed `s`, one pass lasts
/// `D = |to − from| / (fr · |s|)` seconds. At `e` seconds the pass is `c = e / D` and the
/// position within it `p = c − ⌊c⌋` (`loop`, `repeat`); `autoReverse` and `repeatBackwards` run
/// odd passes backwards (`p = 1 − p`). Playback ends after `D` (`playOnce`), `n·D` (`repeat(n)`)
/// or `2n·D` (`repeatBackwards(n)`, each repeat both ways), then holds its last position (the
/// end, or the start for `repeatBackwards`); `loop` and `autoReverse` never end. The position
/// is the frame `x = from + (to − from)·p` (`to + (from − to)·p` when `s < 0`), and the frame
/// shown is `⌊x⌋`, clamped to `ip … op − 1`: rlottie renders whole frames only, so a 30 fps
/// Lottie in a 60 fps export shows each frame twice where lottie-ios would draw in-between
/// frames (a 24 fps one alternates 3 and 2 exports per frame at 60 fps).
package struct LottiePlayback: Sendable, Hashable {
  package let from: Double
  package let to: Double
  package let loopMode: LottiePlay.LoopMode
  package let speed: Double
  package let frameRate: Double
  /// The composition's in and out frames (the clamp of the frame shown).
  package let inPoint: Double
  package let outPoint: Double

  package init(
    from: Double, to: Double, loopMode: LottiePlay.LoopMode, speed: Double, frameRate: Double, inPoint: Double,
    outPoint: Double
  ) {
    self.from = from
    self.to = to
    self.loopMode = loopMode
    self.speed = speed
    self.frameRate = frameRate
    self.inPoint = inPoint
    self.outPoint = outPoint
  }

  /// Seconds of one pass from `from` to `to`.
  package var passDuration: Double { abs(to - from) / (frameRate * abs(speed)) }

  /// Seconds until playback ends (the step's completion); nil for `loop` and `autoReverse`.
  package var duration: Double? {
    switch loopMode {
    case .playOnce: passDuration
    case .repeat(let n): n * passDuration
    case .repeatBackwards(let n): 2 * n * passDuration
    case .loop, .autoReverse: nil
    }
  }

  /// The position in composition frames `elapsed` seconds after the play starts (fractional).
  package func position(atElapsed elapsed: Double) -> Double {
    let (start, end) = speed < 0 ? (to, from) : (from, to)
    let pass = passDuration
    guard pass > 0 else { return start }
    let e = max(0, elapsed)
    if let duration, e >= duration {
      if case .repeatBackwards = loopMode { return start }
      // A fractional repeat count ends inside a pass.
      if case .repeat(let n) = loopMode, n != n.rounded(.down) {
        return start + (end - start) * (n - n.rounded(.down))
      }
      return end
    }
    // Frames elapsed, divided by frames per pass, rather than seconds by seconds: n / 60 s of a
    // 30 fps file is exactly n / 2 frames.
    let frames = e * frameRate * abs(speed)
    let cycle = frames / abs(to - from)
    let whole = cycle.rounded(.down)
    var p = cycle - whole
    let reverses: Bool
    switch loopMode {
    case .autoReverse, .repeatBackwards: reverses = Int(whole) % 2 == 1
    default: reverses = false
    }
    if reverses { p = 1 - p }
    return start + (end - start) * p
  }

  /// The whole frame rlottie renders `elapsed` seconds after the play starts.
  package func frame(atElapsed elapsed: Double) -> Int {
    Self.wholeFrame(position(atElapsed: elapsed), inPoint: inPoint, outPoint: outPoint)
  }

  /// `⌊x⌋` (with a hair of tolerance for sums like 0.1 · 30) clamped to `ip … op − 1`.
  package static func wholeFrame(_ x: Double, inPoint: Double, outPoint: Double) -> Int {
    let last = (outPoint - 1).rounded(.up)
    let first = inPoint.rounded(.up)
    return Int(min(last, max(first, (x + 1e-9).rounded(.down))))
  }
}
