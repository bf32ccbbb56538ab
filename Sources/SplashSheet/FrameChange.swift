import SplashRaster

/// How much a picture changes from one frame to the next, for `KeyFrameSelection.byChange`:
/// both frames are area-averaged to at most 64 pixels wide and the absolute differences of their
/// premultiplied channels summed (an integer, so the choice is exact and repeatable).
package struct FrameChange: Sendable {
  private var previous: Surface?

  package init() {}

  /// The largest width compared.
  package static let sampleWidth = 64

  /// The change from the frame given before (0 for the first).
  package mutating func measure(_ frame: Surface) -> Int {
    let width = min(Self.sampleWidth, frame.width)
    let height = max(1, (frame.height * width + frame.width / 2) / frame.width)
    let sample = frame.resized(width: width, height: height)
    defer { previous = sample }
    guard let previous, previous.width == width, previous.height == height else { return 0 }
    var sum = 0
    sample.pixels.withUnsafeBufferPointer { now in
      previous.pixels.withUnsafeBufferPointer { before in
        for i in now.indices { sum += abs(Int(now[i]) - Int(before[i])) }
      }
    }
    return sum
  }
}
