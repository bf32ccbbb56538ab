import SplashRaster
import SplashTestSupport

@testable import SplashDiff

/// Frames with explicit times (µs), as a variable-frame-rate recording has them.
struct TimedFramesSource: AnimationSource {
  let name: String
  let width: Int
  let height: Int
  var timeQuantum = 0
  var isStill = false
  let frames: [TimedFrame]
  private var index = 0

  init(name: String, frames: [TimedFrame]) {
    self.name = name
    self.width = frames[0].surface.width
    self.height = frames[0].surface.height
    self.frames = frames
  }

  mutating func next() throws -> TimedFrame? {
    guard index < frames.count else { return nil }
    defer { index += 1 }
    return frames[index]
  }
}

enum Pictures {
  static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
  static let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
  static let grey = PremultipliedColor(r: 128, g: 128, b: 128, a: 255)
  static let red = PremultipliedColor(r: 220, g: 30, b: 30, a: 255)

  /// A `width`×`height` picture of `background` with `width`×… boxes of `color` filled in.
  static func picture(
    _ width: Int, _ height: Int, background: PremultipliedColor = white, boxes: [(PixelRect, PremultipliedColor)] = []
  ) -> Surface {
    var surface = try! Surface(width: width, height: height, fill: background)
    for (box, color) in boxes {
      for y in box.y..<box.maxY where (0..<height).contains(y) {
        for x in box.x..<box.maxX where (0..<width).contains(x) { surface[x, y] = color }
      }
    }
    return surface
  }

  /// Frame n of a 2 s, 30 fps, 48×32 animation: still for 0.5 s, a 6×6 black square slides from
  /// x 4 to x 38 (frames 15…36), a red bar flashes at frames 45…47, then still.
  static func animationFrame(_ n: Int) -> Surface {
    let x = n < 15 ? 4 : n > 36 ? 38 : 4 + (n - 15) * 34 / 21
    var boxes: [(PixelRect, PremultipliedColor)] = [(PixelRect(x: x, y: 10, width: 6, height: 6), black)]
    if (45...47).contains(n) { boxes.append((PixelRect(x: 0, y: 26, width: 48, height: 4), red)) }
    return picture(48, 32, boxes: boxes)
  }

  static let animationFrames = 60

  static func expected() throws -> SurfaceSequenceSource {
    try SurfaceSequenceSource(name: "expected", frames: (0..<animationFrames).map(animationFrame), fps: 30)
  }

  /// A recording of the animation played from `lead` µs: a grey home screen until then, frames
  /// every 16–17 ms with `random` jitter (some dropped), for `lead` + 2 s + `tail`.
  static func recording(lead: Int, tail: Int = 300_000, random: inout SplitMix64, shift: (Int) -> Int = { $0 })
    -> TimedFramesSource
  {
    var frames: [TimedFrame] = []
    var time = 0
    let end = lead + 2_000_000 + tail
    while time < end {
      let step = random.int(in: 0...9) == 0 ? 33_333 : random.int(in: 16_000...17_400)
      let surface: Surface
      if time < lead {
        surface = picture(48, 32, background: grey)
      } else {
        let n = min(animationFrames - 1, shift(time - lead) * 30 / 1_000_000)
        surface = animationFrame(max(0, n))
      }
      let duration = min(step, end - time)
      frames.append(TimedFrame(surface: surface, start: time, duration: duration))
      time += duration
    }
    return TimedFramesSource(name: "recording", frames: frames)
  }
}
