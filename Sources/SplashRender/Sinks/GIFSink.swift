import Foundation
import SplashGIF
import SplashScene
import SplashVideo

/// The animated GIF output: the frames through `GIFEncoder` (shared palette, stable dither,
/// deltas), down the size budget's ladder (`SizeBudget`) when there is a byte budget.
public struct GIFSink: FileRenderSink {
  public static let formats: [ExportFormat] = [.gif]

  /// The GIF to write; its folder is created when missing.
  public var path: String
  /// Palette colours the GIF starts with, 2...256.
  public var colors: Int
  /// How many times the GIF plays: 0 = forever.
  public var loop: Int
  /// Re-encode with fewer colours, then a lower frame rate, then a lower scale until the GIF is
  /// at most this many bytes; nil: no limit.
  public var maxBytes: Int?
  /// Encode with these palettes instead of building them (a golden's own, so only changes
  /// differ); empty: build them as `render` does.
  public var fixedPalettes: [FixedPalette]
  /// Lossy LZW in grey levels (`GIFEncodingOptions.lossy`); 0 codes every pixel exactly.
  public var lossy: Int
  /// The encoder's dither, quality and palettes (`encode --dither`, `--quality`, `--palettes`);
  /// the defaults are `render`'s.
  public var dither = GIFEncodingOptions().dither
  public var quality = GIFEncodingOptions().quality
  public var palettes = GIFEncodingOptions().palettes

  public init(
    path: String, colors: Int = 256, loop: Int = 0, maxBytes: Int? = nil, fixedPalettes: [FixedPalette] = [],
    lossy: Int = 0
  ) {
    self.path = path
    self.colors = colors
    self.loop = loop
    self.maxBytes = maxBytes
    self.fixedPalettes = fixedPalettes
    self.lossy = lossy
  }

  public init(path: String, settings: FileOutputSettings) {
    self.init(
      path: path, colors: settings.colors, loop: settings.loop, maxBytes: settings.maxBytes, lossy: settings.lossy)
  }

  /// Bytes of frames the encoder may keep between its two passes instead of drawing them again:
  /// 32 MiB when frames are small (at most 2 MiB, so at least 16 fit), 24 MiB when such frames
  /// are drawn in a large surface (`workingFrameBytes` over 2 MiB: a @1x GIF of a @3x phone,
  /// drawn at @3x, where the drawing already holds 45 MB of surfaces), none for large frames,
  /// where a couple of kept frames would save little time and cost much memory. The GIF does not
  /// depend on it. weibo-welcome at @1x on an iPhone 16 Pro Max peaks at 155 MB with 32 MiB,
  /// 147 MB with 24 MiB in the same CPU time, 139 MB with 16 MiB but 20 % more CPU time.
  package static func retainedFrameBytes(frameBytes: Int, workingFrameBytes: Int) -> Int {
    guard frameBytes <= largeFrameBytes else { return 0 }
    return workingFrameBytes > largeFrameBytes ? 24 << 20 : 32 << 20
  }

  /// Frames above this many bytes (2 MiB) are large: not kept between passes, read one at a time.
  static let largeFrameBytes = 2 << 20

  /// Whether the encoder reads frames one at a time, each drawn by every thread: when the
  /// frames are drawn in large surfaces (over 2 MiB), where a frame in flight per thread (each
  /// with the surfaces drawing it needs) would be most of the memory. `workingFrameBytes` is
  /// the surface a frame is drawn in (`FrameSequence.workingFrameBytes`): a @1x GIF of a @3x
  /// phone is drawn at @3x, 15 MB a frame, though its frames are 1.7 MB. The GIF does not depend
  /// on it.
  package static func readsOneFrameAtATime(workingFrameBytes: Int) -> Bool {
    workingFrameBytes > largeFrameBytes
  }

  public func write(_ context: RenderContext) throws -> RenderOutput {
    let limit = ExportFormat.gif.maximumFPS
    guard context.fps <= limit else {
      throw RenderError("\(path): fps \(context.fps) is faster than GIF plays (at most \(limit))")
    }
    try OutputFolder.create(for: path)
    let outcome = try encode(context)
    let settings = outcome.setting
    let report = outcome.report
    let frames = context.sceneFrames(fps: Int(settings.fps), exportScale: settings.scale)
    let frame = try context.deviceFrame(for: frames)
    let width = frame?.width ?? frames.width
    let height = frame?.height ?? frames.height
    let seconds = SceneNumber.seconds(microseconds: report.totalDelay * 10_000)
    context.report(
      .line(
        "\(path): \(frames.frameCount) rendered frames at \(Int(settings.fps)) fps, \(report.framesWritten) stored "
          + "(\(report.framesMerged) identical merged), \(seconds), \(width)x\(height), \(report.bytes) bytes"
      ))
    return RenderOutput(
      format: .file(.gif), path: path, bytes: report.bytes, width: width, height: height, frames: frames.frameCount,
      settings: settings, encoding: report, maxBytes: maxBytes, attempts: outcome.attempts, reduced: outcome.changes)
  }

  /// Encodes the frames of `source` into `path` (whose folder must exist), down the size
  /// budget's ladder when there is a byte budget, reporting each attempt and what was lowered.
  /// Faster than 50 fps, the encoder resamples to 50 (`FrameSchedule`); `write` refuses that.
  public func encode(_ source: some FrameSource) throws -> SizeBudget.Outcome {
    let start = EncodingSettings(colors: colors, fps: source.startFPS, scale: source.startScale)
    guard let maxBytes else { return .init(unbudgeted: start, report: try encode(source, start, to: path)) }
    return try BudgetLines.run(path: path, maxBytes: maxBytes, report: source.report) { observe in
      try SizeBudget(maxBytes: maxBytes).encode(to: path, start: start, observe: observe) { settings, file in
        try encode(source, settings, to: file)
      }
    }
  }

  /// One encoding of `source` at `settings` into `file`.
  private func encode(_ source: some FrameSource, _ settings: EncodingSettings, to file: String) throws
    -> GIFEncodingReport
  {
    let (frames, fps) = try source.frames(fps: settings.fps, scale: settings.scale)
    var options = GIFEncodingOptions()
    options.loopCount = loop
    options.threads = source.threads
    options.colors = settings.colors
    options.fixedPalettes = fixedPalettes
    options.lossy = lossy
    options.dither = dither
    options.quality = quality
    options.palettes = palettes
    let frameBytes = frames.width * frames.height * 4
    options.retainedFrameBytes = Self.retainedFrameBytes(
      frameBytes: frameBytes, workingFrameBytes: frames.workingFrameBytes)
    options.readsOneFrameAtATime = Self.readsOneFrameAtATime(workingFrameBytes: frames.workingFrameBytes)
    let report = source.report
    let (first, second) = source.passNames
    return try GIFEncoder(options: options).encode(frames, fps: fps, to: file) { done, total in
      let half = total / 2
      report(source.progress(done <= half ? "\(first) \(done)/\(half)" : "\(second) \(done - half)/\(half)"))
      if done == total { report(.progressDone) }
    }
  }
}
