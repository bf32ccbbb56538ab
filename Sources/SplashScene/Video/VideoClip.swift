import Foundation
import SplashFiles
import SplashVideo

/// A video layer's file, opened and timed once when the scene resolves: its container (told by
/// its first bytes), its frame size and when each frame is on screen, from one timing pass of
/// `VideoDecoder` (every frame decoded, none converted or kept). Bounded as recordings are
/// (`DecodingLimits`: frame count and duration, `PixelBudget`: frame size), plus
/// `SceneLimits.maximumVideoBytes` of file.
///
/// The frame shown `e` seconds after playback starts is the one whose presentation time covers
/// `e` (rounded to the nearest microsecond, as the decoder rounds timestamps): the last frame whose
/// start is at most `e`. Before playback the first frame shows (a paused AVPlayer at time zero);
/// after the end the last frame stays, or, looping, `e` wraps at the end of the last frame (an
/// AVPlayer seeking to zero at its end).
package struct VideoClip: Sendable, Hashable {
  /// How messages name the file (as the scene writes it).
  package let file: String
  /// Where it is.
  package let url: URL
  package let container: VideoContainer
  /// Frame size in pixels, as shown (upright).
  package let width: Int
  package let height: Int
  /// When each frame starts, in microseconds from the first; increasing, the first 0.
  package let starts: [Int]
  /// When the last frame ends, in microseconds: the video's length.
  package let end: Int

  /// Seconds the video lasts: when its last frame ends.
  package var duration: Double { Double(end) / 1_000_000 }

  /// The frame on screen `elapsed` seconds after playback starts (see the type's rule).
  package func frameIndex(atElapsed elapsed: Double, loops: Bool) -> Int {
    guard elapsed > 0 else { return 0 }
    var time = Int((elapsed * 1_000_000).rounded())
    if time >= end {
      guard loops, end > 0 else { return starts.count - 1 }
      time %= end
    }
    // The last start at or before `time`.
    var (low, high) = (0, starts.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= time { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Opens and times the video at `url`; `file` is how messages name it.
  package static func load(contentsOf url: URL, file: String) throws(VideoError) -> VideoClip {
    let path = url.path
    do {
      try RegularFile.checkBeforeOpening(path, limit: SceneLimits.maximumVideoBytes, kind: "a video layer")
    } catch {
      throw VideoError("\(file): \(error.detail ?? error.reason)", cause: error)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw VideoError("\(file): cannot read the file") }
    let head = [UInt8](handle.readData(ofLength: 12))
    try? handle.close()
    guard let container = VideoContainer(signature: head) else {
      throw VideoError("\(file): not an MP4, MOV or WebM video (told by its first bytes)")
    }
    let decoder = try VideoDecoder(contentsOf: path, container: container, name: file)
    var starts: [Int] = []
    var end = 0
    while let span = try decoder.nextSpan() {
      starts.append(span.lowerBound)
      end = span.upperBound
    }
    return VideoClip(
      file: file, url: url, container: container, width: decoder.width, height: decoder.height, starts: starts,
      end: end)
  }
}
