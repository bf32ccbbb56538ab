import Foundation
import SplashGIF
import SplashScene
import SplashVideo

/// MP4 and MOV (H.264), WebM (VP9), APNG (`.png`) and animated WebP: the frames through
/// SplashVideo's `AnimationExporter`, down `ExportBudget`'s ladder (quality, then frame rate or
/// scale) when there is a byte budget.
public struct AnimationFileSink: FileRenderSink {
  public static let formats = ExportFormat.allCases.filter { $0 != .gif }

  /// The file to write; its folder is created when missing.
  public var path: String
  /// The format; nil: the one `path`'s extension names.
  public var format: ExportFormat?
  /// `--quality`; nil: the format's default.
  public var quality: ExportQuality?
  /// How many times APNG and WebP play: 0 = forever (video players loop on their own terms).
  public var loop: Int
  /// Lower the quality, then the frame rate (APNG) or scale until the file is at most this many
  /// bytes; nil: no limit.
  public var maxBytes: Int?

  public init(
    path: String, format: ExportFormat? = nil, quality: ExportQuality? = nil, loop: Int = 0, maxBytes: Int? = nil
  ) {
    self.path = path
    self.format = format
    self.quality = quality
    self.loop = loop
    self.maxBytes = maxBytes
  }

  public init(path: String, settings: FileOutputSettings) {
    self.init(path: path, quality: settings.quality, loop: settings.loop, maxBytes: settings.maxBytes)
  }

  public func write(_ context: RenderContext) throws -> RenderOutput {
    let format = try resolvedFormat()
    guard context.fps <= format.maximumFPS else {
      throw RenderError(
        "\(path): fps \(context.fps) is faster than \(format.displayName) plays (at most \(format.maximumFPS))")
    }
    try OutputFolder.create(for: path)
    let outcome = try encode(context)
    let (setting, written) = (outcome.setting, outcome.report)
    let seconds = SceneNumber.seconds(written.duration)
    let padded =
      written.storedWidth != written.width || written.storedHeight != written.height
      ? " (stored \(written.storedWidth)x\(written.storedHeight), padded)" : ""
    context.report(
      .line(
        "\(path): \(format.displayName), \(written.frames) rendered frames at \(Int(setting.fps)) fps, \(seconds), \(written.width)x\(written.height)\(padded), \(written.level), \(written.bytes) bytes"
      ))
    // Outputs after this one receive frames at the rate and scale the budget settled on.
    let settled =
      setting.fps == context.startFPS && setting.scale == context.startScale
      ? nil : EncodingSettings(colors: 256, fps: setting.fps, scale: setting.scale)
    var output = RenderOutput(
      format: .file(format), path: path, bytes: written.bytes, width: written.width, height: written.height,
      frames: written.frames, settings: settled, maxBytes: maxBytes, reduced: outcome.changes)
    output.framesWritten = written.framesWritten
    output.duration = written.duration
    output.quality = written.level
    output.qualityAttempts = outcome.attempts.map {
      RenderResult.Attempt(
        colors: nil, quality: ExportBudget.levelName($0.setting.level, format), fps: $0.setting.fps,
        scale: $0.setting.scale, bytes: $0.bytes, fits: $0.fits)
    }
    return output
  }

  /// Encodes the frames of `source` into `path` (whose folder must exist) through
  /// `AnimationExporter`, down `ExportBudget`'s ladder when there is a byte budget, reporting each
  /// attempt and what was lowered. The source must not start faster than the format plays.
  public func encode(_ source: some FrameSource) throws -> ExportBudget.Outcome {
    let format = try resolvedFormat()
    var options = ExportOptions()
    options.quality = quality
    options.loopCount = loop
    options.threads = source.threads
    let first = try source.frames(fps: source.startFPS, scale: source.startScale).frames
    let start = ExportBudget.Setting(
      format: format, level: options.level(for: format, pixels: first.width * first.height), fps: source.startFPS,
      scale: source.startScale)
    let report = source.report
    func encode(_ setting: ExportBudget.Setting, to file: String) throws -> ExportReport {
      var attempt = options
      attempt.level = setting.level
      let (frames, fps) = try source.frames(fps: setting.fps, scale: setting.scale)
      return try AnimationExporter(format: format, options: attempt).export(frames, fps: fps, to: file) {
        done, total in
        report(source.progress("encoding \(done)/\(total)"))
        if done == total { report(.progressDone) }
      }
    }
    guard let maxBytes else { return .init(unbudgeted: start, report: try encode(start, to: path)) }
    return try BudgetLines.run(path: path, maxBytes: maxBytes, report: report) { observe in
      try ExportBudget(maxBytes: maxBytes).export(to: path, start: start, observe: observe, encode)
    }
  }

  /// The format written: `format`, else the one the path's extension names; never GIF.
  private func resolvedFormat() throws -> ExportFormat {
    let format = try self.format ?? ExportFormat(path: path)
    guard format != .gif else { throw RenderError("\(path): GIFs are written by GIFSink") }
    return format
  }
}
