import Foundation
import SplashDiff
import SplashFiles
import SplashRender
import SplashScene
import SplashSheet
import SplashVideo

/// `splashreel sheet`: key frames of a GIF or a scene with their timestamps, in one PNG.
enum SheetCommand: Command {
  static let name = "sheet"
  static let summary = "Lay out key frames of a GIF or scene, with their times, as one PNG."
  static let options =
    SheetOptions.options() + Option.list(device, fps, scale) + DeviceFrameOption.options + Option.list(out, quiet)

  static let device: OptionKey<String?> = .text(
    "device", "NAME",
    help: """
      Scenes: the screen (default: the scene's "device"). A GIF: the device it shows, needed for \
      --device-frame; the GIF must have its shape.
      """)
  static let fps: OptionKey<Int> = .integer(
    "fps", default: 30, in: 1...ExportFormat.gif.maximumFPS,
    help: "Scenes: frames per second of the render the frames come from, {range} (default {default}).")
  static let scale: OptionKey<Int> = .integer(
    "scale", "1|2|3", default: 1, in: 1...3,
    help: "Scenes: pixels per point of the frames before they become thumbnails (default {default}).")
  static let out: OptionKey<String?> = .text(
    "out", "PATH",
    help: """
      The PNG (default: for a GIF, beside it as <name>-sheet.png; for a scene, \
      Output/<name>-<device>-sheet.png). Written under a temporary name and renamed when complete.
      """)
  static let quiet: OptionKey<Bool> = .flag("quiet", help: "Print nothing but errors (no progress line, no summary).")

  static let help = """
    Usage: splashreel sheet <file.gif|preset|scene.json> [options]

    Picks key frames and lays them out left to right, top to bottom on a white PNG, each with its
    time and frame number under it and a title line above (DejaVu Sans): a preview for places
    where a GIF does not animate (printed reviews, e-mail, some pull-request views).

    A GIF is read with splashreel's decoder, as browsers play it (delays of 0 or 1 cs count as
    10 cs). A preset or scene file (anything ending in .json or containing a /) is rendered exactly
    as 'splashreel render' renders it, drawing only the chosen frames.

    Options:
    \(HelpText.options(options))

    Prints the PNG's path, how many frames it shows of how many, its columns and size (nothing with
    --quiet).

    Examples:
      splashreel sheet Output/ad-splash-iphone-15-pro.gif
      splashreel sheet welcome-back --device iphone-15-pro-max --frames 6 --columns 3 --device-frame
      splashreel sheet my-scene.json --device 390x844@3 --every 0.25 --out review.png
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty
          ? "missing the GIF, preset or scene file"
          : "expected one GIF, preset or scene file, got \(args.positionals.count)")
    }
    let input = args.positionals[0]
    let quiet = args[Self.quiet]
    if ["png", "jpg", "jpeg", "webp"].contains((input as NSString).pathExtension.lowercased()) {
      throw UsageError("\(input): one picture has no frames to lay out; give a GIF, a preset or a scene file (.json)")
    }
    if let out = args[Self.out] { try OutputPath.check(out, isNotAnyOf: [input]) }
    let options = try SheetOptions(args)
    let frameOptions = try DeviceFrameOption.parse(args)
    let keys: KeyFrames
    let title: String
    let out: String
    if input.lowercased().hasSuffix(".gif") {
      for option in [Self.fps, Self.scale] where args.isGiven(option) {
        throw UsageError("--\(option.option.name) is for scenes; a GIF has its own frames")
      }
      var gifKeys = try KeyFrames.gif(input, selection: options.selection)
      let size = gifKeys.frames[0].surface
      if let frameOptions {
        guard let deviceName = args[Self.device] else {
          throw UsageError("--device-frame on a GIF needs --device (the device the GIF shows)")
        }
        let device = try DeviceCatalog.device(named: deviceName)
        guard size.width * device.height == size.height * device.width else {
          throw UsageError(
            "\(input) is \(size.width)×\(size.height) pixels, not the shape of \(device.name) (\(device.width)×\(device.height) points)"
          )
        }
        let frame = try DeviceFrame(
          device: device, screenWidth: size.width, screenHeight: size.height, options: frameOptions)
        gifKeys = gifKeys.transformed(frame.framing)
      }
      keys = gifKeys
      title =
        "\((input as NSString).lastPathComponent) · \(size.width)×\(size.height) · \(KeyFrames.seconds(keys.duration)) s · \(keys.frameCount) frames"
      out = args[Self.out] ?? String(input.dropLast(4)) + "-sheet.png"
    } else {
      let scene = try RenderCommand.loadScene(input)
      guard let deviceName = args[Self.device] ?? scene.defaultDevice else {
        throw UsageError("\(scene.file) names no device; give --device (splashreel devices lists them)")
      }
      let device = try DeviceCatalog.device(named: deviceName)
      let fps = args[Self.fps]
      let scale = args[Self.scale]
      let out = args[Self.out] ?? "Output/\(Render.defaultName(scene: scene.name, device: device.name))-sheet.png"
      let sheet = SheetSink(path: out, selection: options.selection, columns: options.columns, style: options.style)
      try Render.run(
        RenderRequest(
          scene: scene, device: device, fps: fps, scale: scale, deviceFrame: frameOptions, outputs: [sheet]),
        report: ConsoleReporter.reporter(for: console, command: Self.name, quiet: quiet, choices: false))
      return ExitCode.success
    }
    let parent = OutputPath.parent(of: out)
    if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
    let sheet = try ContactSheet.write(keys, title: title, columns: options.columns, style: options.style, to: out)
    if !quiet { console.print(sheet.summary(of: keys, path: out)) }
    return ExitCode.success
  }
}
