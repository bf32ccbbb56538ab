import Foundation
import SplashRaster

/// Reads a source and merges identical consecutive frames into pictures, so that comparison
/// samples change only when something on screen changes. Holds at most two frames.
struct PictureStream<Source: AnimationSource> {
  /// A run of identical frames.
  struct Picture {
    let surface: Surface
    let firstFrame: Int
    let start: Int
    var end: Int
    private(set) var straight: StraightImage?

    /// The straight-alpha pixels, converted once per picture.
    mutating func straightImage() -> StraightImage {
      if let straight { return straight }
      let image = StraightImage(surface)
      straight = image
      return image
    }
  }

  private(set) var source: Source
  private var lookahead: (frame: TimedFrame, index: Int)?
  private(set) var framesRead = 0
  private(set) var changeTimes: [Int] = []
  private(set) var totalDuration = 0

  init(_ source: Source) {
    self.source = source
  }

  mutating func next() throws -> Picture? {
    let first: (frame: TimedFrame, index: Int)
    if let pending = lookahead {
      first = pending
      lookahead = nil
    } else {
      guard let frame = try read() else { return nil }
      first = frame
    }
    var picture = Picture(
      surface: first.frame.surface, firstFrame: first.frame.number ?? first.index, start: first.frame.start,
      end: first.frame.end)
    while let next = try read() {
      if next.frame.surface.hasSamePixels(as: picture.surface) {
        picture.end = next.frame.end
      } else {
        lookahead = next
        break
      }
    }
    changeTimes.append(picture.start)
    return picture
  }

  private mutating func read() throws -> (frame: TimedFrame, index: Int)? {
    guard let frame = try source.next() else { return nil }
    defer { framesRead += 1 }
    totalDuration = frame.end
    return (frame, framesRead)
  }
}
