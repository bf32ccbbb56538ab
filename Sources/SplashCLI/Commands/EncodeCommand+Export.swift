import Foundation
import SplashFrames
import SplashGIF
import SplashRender
import SplashScene
import SplashVideo

extension EncodeCommand {
  /// Options that only shape a GIF.
  static let gifOnlyOptions: [any OptionDeclaration] = [colors, dither, palettes, lossy]

  /// `encode` into MP4, MOV, WebM, APNG or WebP through `AnimationFileSink`, as `render` writes them.
  static func export(
    _ frames: PNGFolderFrames, fps: Double, format: ExportFormat, out: String, args: Arguments, console: Console
  ) throws -> Int32 {
    if let given = gifOnlyOptions.first(where: { args.isGiven($0) })?.option.name {
      throw UsageError("--\(given) shapes a GIF; \(out) is \(format.displayName)")
    }
    let quiet = args[Self.quiet]
    let rate = min(fps, Double(format.maximumFPS))
    let sink = AnimationFileSink(
      path: out, format: format, quality: try FormatOption.quality(args[Self.quality], for: [format]),
      loop: args[Self.loop],
      maxBytes: try ByteBudget.parse(args))
    let report = try sink.encode(
      source(frames, fps: fps, scale: args[Self.inputScale], startFPS: rate, args: args, console: console)
    ).report
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
