/// Which instants a render shows: `frameCount` frames spread evenly over `[0, duration)`.
///
/// The count is `round(duration × fps)` (at least 1) and frame n shows t = n · duration / count.
/// When `duration × fps` is a whole number — every preset at 10, 20, 30 or 50 fps — that is exactly
/// t = n / fps. Otherwise the rate is nudged to `count / duration` so that the frames still fill the
/// scene's length exactly: a GIF written at `effectiveFPS` lasts `duration` to the centisecond.
///
/// The instant t = duration itself is not a frame: the last frame lasts until the end and the GIF
/// then loops to t = 0. Give a scene a `duration` past its last change to hold its final state.
public struct FramePlan: Sendable, Hashable {
  public let duration: Double
  /// The rate asked for.
  public let fps: Int
  public let frameCount: Int

  public init(duration: Double, fps: Int) {
    precondition(duration > 0 && fps > 0, "a frame plan needs a positive duration and rate")
    self.duration = duration
    self.fps = fps
    frameCount = max(1, Int((duration * Double(fps)).rounded()))
  }

  /// Whether `duration × fps` is a whole number, so frames sit exactly at n / fps.
  public var isExact: Bool { abs(duration * Double(fps) - Double(frameCount)) < 1e-9 }

  /// Frames per second as shown: `fps` when exact, else `frameCount / duration`.
  public var effectiveFPS: Double { isExact ? Double(fps) : Double(frameCount) / duration }

  /// The instant frame `n` shows, in seconds.
  public func time(ofFrame n: Int) -> Double {
    isExact ? Double(n) / Double(fps) : Double(n) * duration / Double(frameCount)
  }
}
