import Foundation
import SplashDiff
import SplashGIF
import SplashScene

/// What `render` (and `batch`) add for pull requests and CI: a palette size, a byte budget, the
/// device drawn around the preview and a contact sheet.
struct PreviewOptions: Sendable {
  /// Palette colours the GIF starts with (2…256).
  var colors = 256
  /// `--max-bytes`: re-encode with less until the GIF fits (see `SizeBudget`).
  var maxBytes: Int?
  /// `--device-frame`: draw the device around every frame.
  var deviceFrame: DeviceFrame.Options?
  /// `--sheet`: also write a contact sheet of the GIF's key frames.
  var sheet: SheetOptions?
  /// Where the sheet goes; nil: beside the GIF, `<name>-sheet.png`.
  var sheetPath: String?

  init() {}

  static let optionNames: Set<String> = SheetOptions.optionNames(prefix: "sheet-").union([
    "colors", "max-bytes", "link-base",
  ])
  static let flagNames: Set<String> = DeviceFrameOption.flagNames.union(SheetOptions.flagNames(prefix: "sheet-"))
    .union(["sheet", "markdown", "json"])

  /// The help `render` shows for these options (its description column is 18).
  static var help: String {
    let column = 18
    return [
      HelpText.options([("--colors N", ["Palette colours of the GIF, 2...256 (default 256)."])], column: column),
      ByteBudget.help(column: column),
      DeviceFrameOption.help(column: column),
      HelpText.options(
        [
          (
            "--sheet",
            [
              "Also write a contact sheet of key frames beside each GIF,",
              "<name>-<device>-sheet.png (see 'splashreel sheet'), shaped by:",
            ]
          )
        ], column: column),
      SheetOptions.help(prefix: "sheet-", column: column),
      HelpText.options(
        [
          (
            "--markdown",
            [
              "Print a snippet for a pull-request description instead of the usual lines:",
              "the image link (relative to the git checkout's root), device, duration,",
              "frame count, size, what --max-bytes lowered, the sheet.",
            ]
          ),
          (
            "--link-base URL",
            ["With --markdown: put URL/ before each link, e.g.", "https://github.com/OWNER/REPO/raw/BRANCH."]
          ),
          (
            "--json",
            [
              "Print what was written as JSON instead (an array with --all): scene,",
              "device, models, output, width, height, frames, framesWritten, fps, duration,",
              "bytes, colors, scale, deviceFrame, maxBytes, reduced, attempts, sheet.",
            ]
          ),
        ], column: column),
    ].joined(separator: "\n")
  }

  /// Reads the options of `args`.
  init(_ args: Arguments) throws(UsageError) {
    colors = try args.int("colors", default: 256, in: 2...256)
    maxBytes = try ByteBudget.parse(args)
    deviceFrame = try DeviceFrameOption.parse(args)
    let sheetOptions = try SheetOptions(args, prefix: "sheet-")
    if args.flag("sheet") {
      sheet = sheetOptions
    } else if let given = SheetOptions.optionNames(prefix: "sheet-").sorted().first(where: { args.value($0) != nil }) {
      throw UsageError("--\(given) shapes the contact sheet; add --sheet")
    } else if args.flag("sheet-by-change") {
      throw UsageError("--sheet-by-change shapes the contact sheet; add --sheet")
    }
    if args.flag("markdown") && args.flag("json") { throw UsageError("give --markdown or --json, not both") }
    if args.value("link-base") != nil && !args.flag("markdown") {
      throw UsageError("--link-base is for --markdown")
    }
  }
}

extension RenderJob {
  /// The frames `--frames DIR` writes: inside the device with `--device-frame`.
  func framedForPNGs(_ frames: SceneFrames) throws -> any FrameSequence {
    guard let options = preview.deviceFrame else { return frames }
    return FramedFrames(
      frames,
      in: try DeviceFrame(device: device, screenWidth: frames.width, screenHeight: frames.height, options: options))
  }

  /// Encodes the GIF (down the size budget's ladder when there is one), writes the sheet, prints
  /// the summary line unless quiet, and says what was written.
  func encodePreview(resolved: ResolvedScene, renderer: FrameRenderer, path: String, label: String, console: Console)
    throws
    -> RenderResult
  {
    let start = EncodingSettings(colors: preview.colors, fps: Double(fps), scale: exportScale)
    let showProgress = console.isTerminal && !quiet
    /// The frames of one attempt, before any device frame.
    func sceneFrames(_ settings: EncodingSettings) -> SceneFrames {
      SceneFrames(
        renderer: renderer, plan: FramePlan(duration: resolved.duration, fps: Int(settings.fps)),
        exportScale: settings.scale)
    }
    func deviceFrame(for frames: SceneFrames) throws -> DeviceFrame? {
      try preview.deviceFrame.map { options throws(SceneError) in
        try DeviceFrame(device: device, screenWidth: frames.width, screenHeight: frames.height, options: options)
      }
    }
    func encode(_ settings: EncodingSettings, to file: String) throws -> GIFEncodingReport {
      let frames = sceneFrames(settings)
      var options = GIFEncodingOptions()
      options.loopCount = loop
      options.threads = threads
      options.colors = settings.colors
      let progress: @Sendable (Int, Int) -> Void = { done, total in
        guard showProgress else { return }
        let half = total / 2
        let stage = done <= half ? "drawing \(done)/\(half)" : "encoding \(done - half)/\(half)"
        console.writeError("\rsplashreel render: \(label): \(stage)   ")
        if done == total { console.writeError("\r\u{1B}[K") }
      }
      if let frame = try deviceFrame(for: frames) {
        let framed = FramedFrames(frames, in: frame)
        options.retainedFrameBytes = RenderCommand.retainedFrameBytes(frameBytes: framed.width * framed.height * 4)
        return try GIFEncoder(options: options).encode(
          framed, fps: frames.plan.effectiveFPS, to: file, progress: progress)
      }
      options.retainedFrameBytes = RenderCommand.retainedFrameBytes(frameBytes: frames.width * frames.height * 4)
      return try GIFEncoder(options: options).encode(
        frames, fps: frames.plan.effectiveFPS, to: file, progress: progress)
    }

    let settings: EncodingSettings
    let report: GIFEncodingReport
    var attempts: [SizeBudget.Attempt] = []
    var reduced: [String] = []
    if let maxBytes = preview.maxBytes {
      let outcome = try ByteBudget.encode(
        maxBytes: maxBytes, to: path, start: start, quiet: quiet, console: console, encode)
      (settings, report, attempts, reduced) = (outcome.settings, outcome.report, outcome.attempts, outcome.changes)
    } else {
      (settings, report) = (start, try encode(start, to: path))
    }
    let frames = sceneFrames(settings)
    let frame = try deviceFrame(for: frames)
    let width = frame?.width ?? frames.width
    let height = frame?.height ?? frames.height
    if !quiet {
      let seconds = String(format: "%.2f", Double(report.totalDelay) / 100)
      console.print(
        "\(path): \(frames.frameCount) frames at \(Int(settings.fps)) fps, \(seconds) s, \(width)x\(height), \(report.framesWritten) written (\(report.framesMerged) identical merged), \(report.bytes) bytes"
      )
    }
    let sheetPath = try writeSheet(
      of: frames, deviceFrame: frame, scene: resolved.name, fps: Int(settings.fps), beside: path, console: console)
    return RenderResult(
      scene: resolved.name, device: device.name, models: device.models, output: path, width: width, height: height,
      frames: frames.frameCount, framesWritten: report.framesWritten, fps: Int(settings.fps),
      duration: Double(report.totalDelay) / 100, bytes: report.bytes, colors: settings.colors, scale: settings.scale,
      deviceFrame: frame != nil, maxBytes: preview.maxBytes, reduced: reduced,
      attempts: attempts.map {
        RenderResult.Attempt(
          colors: $0.settings.colors, fps: $0.settings.fps, scale: $0.settings.scale, bytes: $0.bytes, fits: $0.fits)
      }, sheet: sheetPath)
  }
}
