import Foundation
import SplashGIF
import SplashScene

/// The animated GIF output: the frames through `GIFEncoder` (shared palette, stable dither,
/// deltas), down the size budget's ladder (`SizeBudget`) when there is a byte budget.
public struct GIFSink: FileRenderSink {
  public static let fileExtensions = ["gif"]

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
  /// 32 MiB when frames are small (at most 2 MiB, so at least 16 fit), none for large ones,
  /// where a couple of kept frames would save little time and cost much memory (a @3x render of
  /// a tall phone must stay under 200 MB). The GIF does not depend on it.
  public static func retainedFrameBytes(frameBytes: Int) -> Int {
    frameBytes <= largeFrameBytes ? 32 << 20 : 0
  }

  /// Frames above this many bytes (2 MiB) are large: not kept between passes, read one at a time.
  static let largeFrameBytes = 2 << 20

  /// Whether the encoder reads frames one at a time, each drawn by every thread: for the large
  /// frames (over 2 MiB) it does not keep between its passes, where a frame in flight per thread
  /// (each with the surfaces drawing it needs) would be most of the memory. The GIF does not
  /// depend on it.
  public static func readsOneFrameAtATime(frameBytes: Int) -> Bool {
    frameBytes > largeFrameBytes
  }

  public func write(_ context: RenderContext) throws -> RenderOutput {
    // Delays are whole hundredths and viewers slow 10 ms ones down: 50 fps is the fastest a GIF plays.
    guard context.fps <= 50 else {
      throw RenderError("\(path): fps \(context.fps) is faster than GIF plays (at most 50)")
    }
    try OutputFolder.create(for: path)
    let start = EncodingSettings(colors: colors, fps: Double(context.fps), scale: context.exportScale)
    let settings: EncodingSettings
    let report: GIFEncodingReport
    var attempts: [SizeBudget.Attempt] = []
    var reduced: [String] = []
    if let maxBytes {
      let outcome = try SizeBudget(maxBytes: maxBytes).encode(
        to: path, start: start,
        observe: { attempt in
          let verdict = attempt.fits ? "fits" : "over"
          context.report(
            .line("\(path): \(attempt.setting.summary): \(attempt.bytes) bytes, \(verdict) --max-bytes \(maxBytes)"))
        }, { settings, file in try encode(context, settings, to: file) })
      if !outcome.changes.isEmpty {
        context.report(.line("\(path): reduced to fit \(maxBytes) bytes: " + outcome.changes.joined(separator: ", ")))
      }
      (settings, report, attempts, reduced) = (outcome.setting, outcome.report, outcome.attempts, outcome.changes)
    } else {
      (settings, report) = (start, try encode(context, start, to: path))
    }
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
      format: "gif", path: path, bytes: report.bytes, width: width, height: height, frames: frames.frameCount,
      settings: settings, encoding: report, maxBytes: maxBytes, attempts: attempts, reduced: reduced)
  }

  /// One encoding of the render at `settings` into `file`.
  private func encode(_ context: RenderContext, _ settings: EncodingSettings, to file: String) throws
    -> GIFEncodingReport
  {
    let scene = context.sceneFrames(fps: Int(settings.fps), exportScale: settings.scale)
    let frames = try context.outputFrames(scene)
    var options = GIFEncodingOptions()
    options.loopCount = loop
    options.threads = context.request.threads
    options.colors = settings.colors
    options.fixedPalettes = fixedPalettes
    options.lossy = lossy
    let frameBytes = frames.width * frames.height * 4
    options.retainedFrameBytes = Self.retainedFrameBytes(frameBytes: frameBytes)
    options.readsOneFrameAtATime = Self.readsOneFrameAtATime(frameBytes: frameBytes)
    let label = context.label
    let report = context.report
    return try GIFEncoder(options: options).encode(frames, fps: scene.plan.effectiveFPS, to: file) { done, total in
      let half = total / 2
      report(
        .progress(done <= half ? "\(label): drawing \(done)/\(half)" : "\(label): encoding \(done - half)/\(half)"))
      if done == total { report(.progressDone) }
    }
  }
}
