import Foundation
import SplashGIF
import SplashScene
import SplashVideo

extension EncodeCommand {
  /// Options that only shape a GIF.
  static let gifOnlyOptions = ["colors", "dither", "palettes", "lossy"]

  /// `encode` into MP4, MOV, WebM, APNG or WebP through SplashVideo.
  static func export(
    _ frames: PNGFolderFrames, fps: Double, format: ExportFormat, out: String, args: Arguments, console: Console
  ) throws -> Int32 {
    if let given = gifOnlyOptions.first(where: args.isGiven) {
      throw UsageError("--\(given) shapes a GIF; \(out) is \(format.displayName)")
    }
    var options = ExportOptions()
    options.quality = try FormatOption.quality(args, for: [format])
    options.loopCount = args.int("loop")
    let quiet = args.flag("quiet")
    let maxBytes = try ByteBudget.parse(args)
    let inputScale = args.int("input-scale")
    let rate = min(fps, Double(format.maximumFPS))
    let progress = ProgressLine(console: console, command: Self.name, quiet: quiet)
    func encode(_ setting: ExportBudget.Setting, to path: String) throws -> ExportReport {
      var attempt = options
      attempt.level = setting.level
      let sequence: any FrameSequence =
        setting.scale == inputScale && setting.fps == fps
        ? frames
        : ScaledFrames(
          ResampledFrames(frames, from: fps, to: setting.fps), numerator: setting.scale, denominator: inputScale)
      return try AnimationExporter(format: format, options: attempt).export(sequence, fps: setting.fps, to: path) {
        done, total in
        progress.update("encoding \(done)/\(total)")
        if done == total { progress.finish() }
      }
    }
    let start = ExportBudget.Setting(
      format: format, level: options.level(for: format, pixels: frames.width * frames.height), fps: rate,
      scale: inputScale)
    let report: ExportReport
    if let maxBytes {
      let outcome = try ExportBudget(maxBytes: maxBytes).export(
        to: out, start: start,
        observe: { attempt in
          guard !quiet else { return }
          console.print(
            "\(out): \(attempt.setting.summary): \(attempt.bytes) bytes, \(attempt.fits ? "fits" : "over") --max-bytes \(maxBytes)"
          )
        }, encode)
      if !quiet && !outcome.changes.isEmpty {
        console.print("\(out): reduced to fit \(maxBytes) bytes: " + outcome.changes.joined(separator: ", "))
      }
      report = outcome.report
    } else {
      report = try encode(start, to: out)
    }
    // Said once the file is written: an error must stay the only line on stderr.
    if rate < fps && !quiet {
      console.printError(
        "splashreel encode: notice: \(Self.format(fps)) fps is faster than \(format.displayName) plays smoothly; resampled to \(format.maximumFPS) fps"
      )
    }
    if !quiet {
      let padded =
        report.storedWidth != report.width || report.storedHeight != report.height
        ? " (stored \(report.storedWidth)x\(report.storedHeight), padded)" : ""
      console.print(
        "\(out): \(format.displayName), \(count(report.frames, "frame")), \(report.width)x\(report.height)\(padded), \(report.level), \(report.bytes) bytes, \(SceneNumber.seconds(report.duration))"
      )
    }
    return ExitCode.success
  }
}
