import SplashGIF
import SplashRaster

/// One frame of an animation and when it is on screen. Times are in microseconds from the start.
public struct TimedFrame: Sendable {
  public let surface: Surface
  public let start: Int
  public let duration: Int
  /// The frame's number in reports; nil: its position in the source.
  public let number: Int?

  public init(surface: Surface, start: Int, duration: Int, number: Int? = nil) {
    self.surface = surface
    self.start = start
    self.duration = duration
    self.number = number
  }

  public var end: Int { start + duration }
}

/// One side of a comparison: frames in time order, produced one at a time so memory does not grow
/// with the frame count.
public protocol AnimationSource {
  /// The name used in reports and messages (usually the path).
  var name: String { get }
  /// Frame size in pixels.
  var width: Int { get }
  var height: Int { get }
  /// How finely the source can express time, in microseconds: 10,000 for GIF (hundredths of a
  /// second), 0 for sources with exact times. The duration tolerance is the sum over both sides.
  var timeQuantum: Int { get }
  /// Whether the source is a single still image, shown for as long as the other side lasts.
  var isStill: Bool { get }
  /// The next frame; nil after the last.
  mutating func next() throws -> TimedFrame?
  /// The frame count the file's header declares, known before any frame is decoded; nil when it
  /// does not say (GIF, most WebM).
  var declaredFrameCount: Int? { get }
  /// The duration the file's header declares in microseconds, known before any frame is
  /// decoded; nil when it does not say.
  var declaredDuration: Int? { get }
  /// Whether the frames are drawn for the comparison (a scene's render, one per frame instant)
  /// rather than read from a file that may have merged identical frames (a GIF): reports say
  /// "rendered" or "stored" frames.
  var rendersFrames: Bool { get }
}

extension AnimationSource {
  public var declaredFrameCount: Int? { nil }
  public var declaredDuration: Int? { nil }
  public var rendersFrames: Bool { false }
}

/// A decoded GIF as an animation source. Delays of 0 or 1 cs play as 10 cs, as in browsers.
public struct GIFSource: AnimationSource {
  public let name: String
  public let width: Int
  public let height: Int
  public let timeQuantum = 10_000
  public let isStill = false
  /// When set, frames are numbered as the render they were encoded from (see `init`).
  public let renderFPS: Double?
  private var decoder: GIFDecoder
  private var clock = 0

  /// Opens the GIF at `path`.
  public init(contentsOf path: String) throws(GIFError) {
    try self.init(decoder: GIFDecoder(contentsOf: path))
  }

  /// Opens the GIF at `path`, called `name` in reports. With `renderFPS`, a frame starting at
  /// c cs is numbered ⌈c · fps / 100⌉: the render frame the encoder placed there (frame n of a
  /// render starts at ⌊100 n / fps⌋ cs), so reports name render frames, not GIF frames (the
  /// encoder merges identical frames).
  public init(contentsOf path: String, name: String, renderFPS: Double? = nil) throws(GIFError) {
    try self.init(decoder: GIFDecoder(contentsOf: path), name: name, renderFPS: renderFPS)
  }

  public init(decoder: GIFDecoder, name: String? = nil, renderFPS: Double? = nil) {
    self.decoder = decoder
    self.name = name ?? decoder.name
    self.renderFPS = renderFPS
    width = decoder.width
    height = decoder.height
  }

  /// The delay a viewer uses for a written delay, in hundredths of a second.
  package static func playedDelay(_ delay: Int) -> Int { GIFFrame.playedDelay(delay) }

  public mutating func next() throws -> TimedFrame? {
    guard let frame = try decoder.next() else { return nil }
    let duration = Self.playedDelay(frame.delay) * 10_000
    defer { clock += duration }
    let number = renderFPS.map { fps in Int((Double(clock / 10_000) * fps / 100 - 1e-9).rounded(.up)) }
    return TimedFrame(surface: frame.surface, start: clock, duration: duration, number: number)
  }
}

/// Frames already in memory (or produced by a closure), shown at a fixed frame rate: what the
/// renderer produces and what library callers pass.
public struct SurfaceSequenceSource: AnimationSource {
  public let name: String
  public let width: Int
  public let height: Int
  public let timeQuantum = 0
  public let isStill: Bool
  public let frameCount: Int
  public var rendersFrames: Bool { true }
  private let fps: Double
  private let frame: (Int) throws -> Surface
  private var index = 0

  /// `frameCount` frames of `width`×`height` at `fps`; `frame(i)` produces frame i (called once each, in order).
  public init(
    name: String, width: Int, height: Int, frameCount: Int, fps: Double, isStill: Bool = false,
    frame: @escaping (Int) throws -> Surface
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.frameCount = frameCount
    self.fps = fps
    self.isStill = isStill
    self.frame = frame
  }

  /// Frames in memory at `fps` (all of one size, at least one).
  public init(name: String, frames: [Surface], fps: Double) throws(DiffError) {
    guard let first = frames.first else { throw DiffError("\(name): no frames") }
    if let odd = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
      throw DiffError(
        "\(name): frame \(odd) is \(frames[odd].width)×\(frames[odd].height), frame 0 is \(first.width)×\(first.height)"
      )
    }
    self.init(name: name, width: first.width, height: first.height, frameCount: frames.count, fps: fps) { frames[$0] }
  }

  /// The start of frame `i` in microseconds, rounded to nearest.
  package static func start(of i: Int, fps: Double) -> Int { Int((Double(i) * 1_000_000 / fps).rounded()) }

  public mutating func next() throws -> TimedFrame? {
    guard index < frameCount else { return nil }
    let surface = try frame(index)
    guard surface.width == width, surface.height == height else {
      throw DiffError("\(name): frame \(index) is \(surface.width)×\(surface.height), expected \(width)×\(height)")
    }
    let start = Self.start(of: index, fps: fps)
    let end = Self.start(of: index + 1, fps: fps)
    index += 1
    return TimedFrame(surface: surface, start: start, duration: isStill ? 0 : end - start)
  }
}
