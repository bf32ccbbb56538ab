import Foundation
import SplashGIF
import SplashRaster

/// The frames a contact sheet shows, with their times, and the animation they come from.
public struct KeyFrames: Sendable {
  /// One chosen frame.
  public struct Frame: Sendable {
    /// Its position in the animation (0-based).
    public let index: Int
    /// When it appears, in microseconds from the start.
    public let start: Int
    public let surface: Surface

    public init(index: Int, start: Int, surface: Surface) {
      self.index = index
      self.start = start
      self.surface = surface
    }
  }

  public let frames: [Frame]
  /// Frames in the whole animation.
  public let frameCount: Int
  /// The animation's length in microseconds.
  public let duration: Int

  public init(frames: [Frame], frameCount: Int, duration: Int) {
    self.frames = frames
    self.frameCount = frameCount
    self.duration = duration
  }

  /// The key frames of the GIF at `path`, read in two passes (timing and, for `byChange`, the
  /// changes first, then only the chosen frames are kept), so memory does not grow with the
  /// length of the animation. Delays of 0 or 1 cs count as 10 cs, as browsers play them.
  public static func gif(_ path: String, selection: KeyFrameSelection) throws(GIFError) -> KeyFrames {
    var timing = try GIFDecoder(contentsOf: path)
    var starts: [Int] = []
    var changes: [Int] = []
    var meter = FrameChange()
    var clock = 0
    while let frame = try timing.next() {
      starts.append(clock)
      clock += GIFFrame.playedDelay(frame.delay) * 10_000
      if selection.needsChanges { changes.append(meter.measure(frame.surface)) }
    }
    let wanted = selection.pick(starts: starts, changes: selection.needsChanges ? changes : nil)
    var decoder = try GIFDecoder(contentsOf: path)
    var frames: [Frame] = []
    var next = 0
    while next < wanted.count, let frame = try decoder.next() {
      if frame.index == wanted[next] {
        frames.append(Frame(index: frame.index, start: starts[frame.index], surface: frame.surface))
        next += 1
      }
    }
    return KeyFrames(frames: frames, frameCount: starts.count, duration: clock)
  }

  /// Tiles labelled with each frame's time and index, e.g. "0.43 s · frame 13".
  public var tiles: [ContactSheet.Tile] {
    frames.map { ContactSheet.Tile(frame: $0.surface, label: Self.label(start: $0.start, index: $0.index)) }
  }

  /// "0.43 s · frame 13": seconds with two decimals (rounded to nearest), then the 0-based index.
  package static func label(start: Int, index: Int) -> String {
    "\(seconds(start)) s · frame \(index)"
  }

  /// Microseconds as seconds with two decimals, rounded to nearest ("1.03").
  package static func seconds(_ microseconds: Int) -> String {
    let hundredths = (microseconds + 5_000) / 10_000
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
