import SplashFrames
import SplashGIF

/// Where a file output's frames come from, at whatever frame rate and scale its byte budget tries:
/// a render's (`RenderContext`: the scene drawn again at each setting) or finished frames
/// (`FixedRateFrames`: a PNG folder for `encode`, resampled and resized). `GIFSink` and
/// `AnimationFileSink` encode from either, so the budget search and its lines exist once.
public protocol FrameSource: Sendable {
  /// How progress lines name the frames ("ad-splash on iphone-8"); empty: they name nothing
  /// (`encode` has one input).
  var label: String { get }
  /// The frame rate and scale an output starts from, before a budget lowers them.
  var startFPS: Double { get }
  var startScale: Int { get }
  /// Worker threads for encoding; 0 = every core.
  var threads: Int { get }
  /// Where outputs send their lines and progress.
  var report: RenderReporter { get }
  /// The frames at `fps` and `scale` (at most the start's), and the rate they play at.
  func frames(fps: Double, scale: Int) throws -> (frames: any FrameSequence, fps: Double)
  /// What a GIF's two passes are called in progress lines: ("drawing", "encoding") for a render,
  /// ("reading", "writing") for files.
  var passNames: (first: String, second: String) { get }
}

extension FrameSource {
  public var passNames: (first: String, second: String) { ("drawing", "encoding") }

  /// A progress event: `text` after the label.
  func progress(_ text: String) -> RenderEvent { .progress(label.isEmpty ? text : "\(label): \(text)") }
}

extension RenderContext: FrameSource {
  public var startFPS: Double { Double(fps) }
  public var startScale: Int { exportScale }
  public var threads: Int { request.threads }

  /// The scene drawn at `fps` and `scale` (inside the device frame when asked), playing at the
  /// plan's rate (nudged so the frames fill the scene's length).
  public func frames(fps: Double, scale: Int) throws -> (frames: any FrameSequence, fps: Double) {
    let scene = sceneFrames(fps: Int(fps), exportScale: scale)
    let frames = try outputFrames(scene)
    guard let frameTap, Double(frameTap.fps) == fps, frameTap.exportScale == scale else {
      return (frames, scene.plan.effectiveFPS)
    }
    return (TappedFrames(base: frames, tap: frameTap), scene.plan.effectiveFPS)
  }
}

/// Finished frames shown at a fixed rate, drawn at a known scale (`encode`'s PNG folder): a lower
/// rate shows source frame ⌊k · sourceFPS / fps⌋ (`ResampledFrames`), a lower scale resizes by
/// scale / sourceScale (`ScaledFrames`, area-averaged).
public struct FixedRateFrames: FrameSource {
  public let base: any FrameSequence
  /// Frames per second the frames were made at.
  public let sourceFPS: Double
  /// Pixels per point the frames were drawn at.
  public let sourceScale: Int
  public let startFPS: Double
  public let label: String
  public let threads: Int
  public let report: RenderReporter

  /// `frames` made at `fps` and drawn at `scale`; outputs start at `startFPS` (default: `fps`;
  /// lower for a format that plays no faster).
  public init(
    _ frames: any FrameSequence, fps: Double, scale: Int, startFPS: Double? = nil, label: String = "", threads: Int = 0,
    report: @escaping RenderReporter = { _ in }
  ) {
    base = frames
    sourceFPS = fps
    sourceScale = scale
    self.startFPS = startFPS ?? fps
    self.label = label
    self.threads = threads
    self.report = report
  }

  public var startScale: Int { sourceScale }
  public var passNames: (first: String, second: String) { ("reading", "writing") }

  public func frames(fps: Double, scale: Int) throws -> (frames: any FrameSequence, fps: Double) {
    guard fps != sourceFPS || scale != sourceScale else { return (base, fps) }
    return (resampled(base, fps: fps, scale: scale), fps)
  }

  private func resampled(_ frames: some FrameSequence, fps: Double, scale: Int) -> any FrameSequence {
    ScaledFrames(ResampledFrames(frames, from: sourceFPS, to: fps), numerator: scale, denominator: sourceScale)
  }
}
