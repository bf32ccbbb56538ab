import SplashFrames
import SplashGIF

/// Writes a frame sequence in any `ExportFormat`: MP4, MOV, WebM, APNG or animated WebP here, GIF
/// through SplashGIF's `GIFEncoder` at its default settings (`GIFSink` and `encode` give it more:
/// palette size, dither, byte budget). The file appears at the path only when complete; on any
/// error nothing is there.
///
///     let report = try AnimationExporter(format: .mp4).export(frames, fps: 60, to: "preview.mp4")
public struct AnimationExporter: Sendable {
  public let format: ExportFormat
  public var options: ExportOptions
  /// The libavcodec encoder to use instead of the format's (tests name one that is missing).
  var encoderName: String?

  /// An exporter for `format`.
  public init(format: ExportFormat, options: ExportOptions = ExportOptions()) {
    self.format = format
    self.options = options
  }

  /// Encodes every frame of `frames` (at least one) shown for 1/`fps` s each into `path`.
  ///
  /// - Parameter progress: called with (frames encoded, frames) as the encode proceeds.
  public func export(
    _ frames: any FrameSequence, fps: Double, to path: String, progress: (Int, Int) -> Void = { _, _ in }
  ) throws -> ExportReport {
    guard frames.frameCount >= 1 else { throw VideoError("\(path): no frames to write") }
    guard fps > 0, fps.isFinite else { throw VideoError("\(path): the frame rate must be positive, got \(fps)") }
    let feed = FrameFeed(frames, threads: options.threads)
    let level = options.level(for: format, pixels: frames.width * frames.height)
    switch format {
    case .mp4, .mov, .webm:
      var writer = FFmpegVideoWriter(format: format, crf: level!)
      if let encoderName { writer.encoderName = encoderName }
      return try writer.write(feed, fps: fps, to: path, progress: progress)
    case .apng:
      return try APNGWriter(loopCount: options.loopCount, colors: level).write(
        feed, fps: fps, to: path, progress: progress)
    case .webp:
      return try WebPWriter(quality: level, loopCount: options.loopCount).write(
        feed, fps: fps, to: path, progress: progress)
    case .gif:
      return try writeGIF(frames, fps: fps, to: path, progress: progress)
    }
  }

  /// A GIF with the encoder's defaults, the loop count and threads of `options`.
  private func writeGIF(
    _ frames: any FrameSequence, fps: Double, to path: String, progress: (Int, Int) -> Void
  ) throws -> ExportReport {
    var gif = GIFEncodingOptions()
    gif.loopCount = options.loopCount
    gif.threads = options.threads
    let report = try withoutActuallyEscaping(progress) { progress in
      // The encoder reports from its worker threads one step at a time, in order.
      nonisolated(unsafe) let progress = progress
      return try GIFEncoder(options: gif).encode(frames, fps: fps, to: path) { done, total in progress(done, total) }
    }
    return ExportReport(
      format: .gif, bytes: report.bytes, frames: frames.frameCount, framesWritten: report.framesWritten,
      width: frames.width, height: frames.height, storedWidth: frames.width, storedHeight: frames.height,
      duration: Double(report.totalDelay) / 100, level: "\(report.paletteColors) colours")
  }
}
