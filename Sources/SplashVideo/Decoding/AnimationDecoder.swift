import SplashRaster

/// One decoded frame of an animation file and when it is on screen, in microseconds from the
/// start of the animation.
package struct DecodedFrame: Sendable {
  package let surface: Surface
  package let start: Int
  package let duration: Int

  package init(surface: Surface, start: Int, duration: Int) {
    self.surface = surface
    self.start = start
    self.duration = duration
  }
}

/// A decoder of an animation file (video, APNG, animated WebP) that gives its frames one at a
/// time, with what its header declares known before the first frame is decoded.
package protocol AnimationDecoder {
  /// The name used in messages (the path as the user gave it).
  var name: String { get }
  /// Frame size in pixels, as the frames are shown.
  var width: Int { get }
  var height: Int { get }
  /// The frame count the header declares; nil when the container does not say.
  var declaredFrameCount: Int? { get }
  /// The duration the header declares, in microseconds; nil when the container does not say.
  var declaredDuration: Int? { get }
  /// How finely the file expresses time, in microseconds (0: exactly).
  var timeQuantum: Int { get }
  /// Whether the file is a single still picture rather than an animation.
  var isStill: Bool { get }
  /// The next frame; nil after the last.
  mutating func next() throws(VideoError) -> DecodedFrame?
}

/// Bounds on what one input file may make splashreel decode, so a hostile or mistaken file
/// (a two-hour recording, a header claiming millions of frames) is refused before it costs
/// minutes or gigabytes. Frame sizes are bounded by `PixelBudget`.
package enum DecodingLimits {
  /// The most frames of one input: 10 minutes at 60 frames per second.
  package static let maximumFrames = 36_000
  /// The longest input, in microseconds (10 minutes).
  package static let maximumDuration = 600_000_000
  /// The largest APNG or WebP file read (they are read whole), in bytes.
  package static let maximumFileSize = 512 << 20
  /// Browsers play a frame delay of 10 ms or less as 100 ms (GIF, APNG and WebP alike); the
  /// decoders do the same, so a comparison sees what a viewer sees.
  package static let shortestPlayedDelay = 10_000
  package static let clampedDelay = 100_000

  /// The delay a browser plays for `delay` microseconds.
  package static func playedDelay(_ delay: Int) -> Int { delay <= shortestPlayedDelay ? clampedDelay : delay }

  /// Throws unless `count` frames fit the limit.
  static func checkFrameCount(_ count: Int, name: String, declared: Bool) throws(VideoError) {
    guard count > maximumFrames else { return }
    throw VideoError(
      declared
        ? "\(name): declares \(count) frames, more than the limit of \(maximumFrames) for a comparison input"
        : "\(name): has more than \(maximumFrames) frames, the limit for a comparison input")
  }

  /// Throws unless an animation lasting `duration` microseconds fits the limit.
  static func checkDuration(_ duration: Int, name: String, declared: Bool) throws(VideoError) {
    guard duration > maximumDuration else { return }
    let limit = maximumDuration / 1_000_000
    let seconds = String(format: "%.3f", Double(duration) / 1_000_000)
    throw VideoError(
      declared
        ? "\(name): declares a duration of \(seconds) s, more than the limit of \(limit) s for a comparison input"
        : "\(name): lasts more than \(limit) s, the limit for a comparison input")
  }
}
