import Foundation
import SplashDiff
import SplashFiles
import SplashRaster
import SplashRender
import SplashScene
import SplashVideo

/// `splashreel render`: a scene (or preset) on a device, as an animated GIF and optionally PNG frames.
enum RenderCommand: Command {
  static let name = "render"
  static let summary = "Render a preset or scene file for a device as a GIF, MP4, WebM, APNG or WebP."
  static let options =
    Option.list(
      device, fps, scale, out, FormatOption.formatList, FormatOption.quality, frames, loop, threads, all, background,
      quiet, maxDuration, cleanFrames) + PreviewOptions.options

  static let device: OptionKey<[String]> = .repeatable(
    "device", "NAME",
    help: """
      The screen: a catalog name (splashreel devices) or WxH@S, e.g. 390x844@3. Default: the \
      scene's "device". With --all it may be given several times; without it each preset uses its \
      own device.
      """)
  static let fps: OptionKey<Int> = .integer(
    "fps", default: 30, in: 1...ExportFormat.allCases.map(\.maximumFPS).max()!,
    help: "Frames per second, {range} (default {default}). \(FormatOption.fpsLimits) (what each plays as written).")
  static let scale: OptionKey<Int> = .integer(
    "scale", "1|2|3", default: 1, in: 1...3,
    help: """
      Pixels per point of the output (default {default}). Frames are drawn at the device's scale (or at \
      this one if it is higher) and area-averaged down to it.
      """)
  static let out: OptionKey<String?> = .text(
    "out", "PATH",
    help: """
      The file to write (default Output/<name>-<device>.gif, or the --format's extension; in <name> \
      each run of characters other than A-Z a-z 0-9 . _ - becomes -); its extension picks the \
      format. Not with --all.
      """)
  static let frames: OptionKey<String?> = .text(
    "frames", "DIR",
    help: """
      Also write every frame as DIR/frame-0000.png, … at the export size (with --all: \
      DIR/<name>-<device>/frame-0000.png, …; inside the device with --device-frame).
      """)
  static let loop: OptionKey<Int> = .integer(
    "loop", default: 0, in: 0...65535,
    help: "How many times a GIF, APNG or WebP plays, {range}: 0 = forever (default), 1 = once, N times.")
  static let threads: OptionKey<Int> = .integer(
    "threads", default: 0, in: 0...64,
    help: """
      Worker threads for drawing and encoding, {range} (default {default}: every core). The file is \
      byte-for-byte the same whatever the count.
      """)
  static let all: OptionKey<Bool> = .flag(
    "all",
    help: """
      Render every preset (for --device, or each preset's own device), and write Output/index.html, \
      a gallery of them that plays each one on hover.
      """)
  static let background: OptionKey<String?> = .text(
    "background", "COLOR",
    help:
      "The window colour behind every layer: a name, #RRGGBB or #RRGGBBAA (default: the scene's; white for a Lottie file)."
  )
  static let quiet: OptionKey<Bool> = .flag("quiet", help: "Print nothing but errors.")
  static let maxDuration: OptionKey<Double?> = .number(
    "max-duration", "S", in: 0.01...SceneLimits.maximumDuration,
    help:
      "Refuse scenes longer than S seconds ({range}). Default: \(HelpText.number(RenderLimits.defaultMaximumDuration))."
  )
  static let cleanFrames: OptionKey<Bool> = .flag(
    "clean-frames",
    help: """
      With --frames: delete the folder's old frame-*.png files first (a folder that holds other \
      files is refused; without it any non-empty one is).
      """)

  static let help = """
    Usage: splashreel render <preset|scene.json> [--device NAME] [options]
           splashreel render --all [--device NAME]... [options]

    Draws the scene frame by frame exactly as UIKit times it, at the device's pixel size, and
    writes an animated GIF, or the format the --out extension or --format names (MP4, MOV, WebM,
    APNG, animated WebP). A preset is one of the bundled scenes (splashreel presets); anything
    ending in .json or containing a / is a scene file (see docs/scene-format.md).

    Frames: round(duration × fps) frames spread evenly over the scene's length; frame n shows
    t = n / fps whenever duration × fps is a whole number (otherwise the rate is nudged so the
    frames fill the length exactly). The instant t = duration is not a frame: the last frame lasts
    until the end, so the GIF lasts the scene's duration to the hundredth of a second.

    Options:
    \(HelpText.options(options))

    Prints the device-dependent choices the scene made (which override applied, which image
    variant), then one line per file: path, format (except GIF), frames, length, size, bytes.
    A progress line is drawn on standard error when it is a terminal. Files are written under a
    temporary name and renamed when complete: on an error nothing is left behind.

    Examples:
      splashreel render ad-splash --device iphone-8
      splashreel render welcome-back --device iphone-15-pro --scale 3 --fps 50
      splashreel render my-scene.json --device 390x844@3 --frames frames/
      splashreel render --all --device iphone-8 --device iphone-15-pro
      splashreel render ad-splash --device iphone-15-pro-max --scale 3 --max-bytes 5M --markdown --sheet
      splashreel render ad-splash --device iphone-16-pro-max --scale 3 --out ad-splash.mp4 --markdown
      splashreel render --all --device iphone-15-pro --format gif,mp4,webp
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    let preview = try PreviewOptions(args)
    let report = args[PreviewOptions.json] || args[PreviewOptions.markdown]
    // An empty path, a directory or a device is named as such before its extension is read.
    if !args[Self.all], let out = args[Self.out] { try OutputPath.check(out) }
    let output = try FormatOption(
      args, format: FormatOption.formatList, out: args[Self.all] ? nil : args[Self.out], allowsList: args[Self.all])
    if output.formats.count > 1 && preview.sheet != nil {
      throw UsageError("--sheet with several formats would write each sheet twice; give one --format")
    }
    if args.isGiven(PreviewOptions.lossy), let other = output.formats.first(where: { $0 != .gif }) {
      throw UsageError("--lossy shapes a GIF; \(other.displayName) has its own --quality")
    }
    let fps = try output.checkFPS(args, Self.fps)
    let scale = args[Self.scale]
    let loop = args[Self.loop]
    let threads = args[Self.threads]
    let quiet = args[Self.quiet] || report
    var jobs: [(scene: Scene, device: String?)] = []
    if args[Self.all] {
      guard args.positionals.isEmpty else { throw UsageError("--all renders every preset; give no scene with it") }
      guard args[Self.out] == nil else {
        throw UsageError("--out names one GIF; with --all the names are Output/<name>-<device>.gif")
      }
      let devices = args[Self.device]
      for preset in Presets.names {
        let scene = try Presets.load(preset)
        jobs += devices.isEmpty ? [(scene, nil)] : devices.map { (scene, $0) }
      }
    } else {
      guard args.positionals.count == 1 else {
        throw UsageError(
          args.positionals.isEmpty
            ? "missing the preset or scene file (splashreel presets lists the presets)"
            : "expected one preset or scene file, got \(args.positionals.count)")
      }
      guard args[Self.device].count <= 1 else {
        throw UsageError("--device given more than once; only --all takes several")
      }
      jobs = [(try loadScene(args.positionals[0]), args[Self.device].first)]
    }
    if let colour = args[Self.background] {
      guard let background = Color(parsing: colour) else {
        throw UsageError("--background must be a colour such as white, #FFFFFF or #00000080, got '\(colour)'")
      }
      for k in jobs.indices { jobs[k].scene.background = background }
    }
    var results: [RenderResult] = []
    for (scene, deviceName) in jobs {
      // Listing a scene's inputs reads its Lottie files: once per scene, not per output.
      let inputs = [scene.file] + scene.inputFiles
      // A Lottie file plays at its own frame rate unless --fps is given (within the formats' limit).
      let fps =
        args.isGiven(Self.fps) ? fps : scene.frameRate.map { max(1, min(Int($0.rounded()), output.maximumFPS)) } ?? fps
      guard let name = deviceName ?? scene.defaultDevice else {
        throw UsageError("\(scene.file) names no device; give --device (splashreel devices lists them)")
      }
      let device = try DeviceCatalog.device(named: name)
      for format in output.formats {
        let path =
          (args[Self.all] ? nil : args[Self.out])
          ?? Render.defaultPath(scene: scene.name, device: device.name, extension: format.fileExtension)
        try OutputPath.check(path)
        try OutputPath.check(path, isNotAnyOf: inputs)
        // PNG frames are the same for every format: written with the first.
        let frames =
          format == output.formats[0]
          ? args[Self.frames].map {
            PNGFramesSink(folder: $0, subfolderPerRender: args[Self.all], clean: args[Self.cleanFrames])
          } : nil
        var request = RenderRequest(
          scene: scene, device: device, fps: fps, scale: scale, threads: threads,
          deviceFrame: preview.deviceFrame,
          outputs: try preview.outputs(file: path, loop: loop, quality: output.quality, frames: frames))
        request.maximumDuration = args[Self.maxDuration] ?? RenderLimits.defaultMaximumDuration
        results.append(
          try Render.run(request, report: ConsoleReporter.reporter(for: console, command: Self.name, quiet: quiet)))
      }
    }
    // The gallery shows images (GIF, APNG, WebP); video files are linked from --markdown.
    let images = results.filter { !$0.isVideo }
    let gallery = args[Self.all] ? try GalleryEntries.writePage(for: images) : nil
    if args[PreviewOptions.json] {
      console.print(args[Self.all] ? RenderResult.json(results) : RenderResult.json(results[0]))
    } else if args[PreviewOptions.markdown] {
      console.print(
        PreviewMarkdown.snippet(
          results, linkBase: args[PreviewOptions.linkBase], currentDirectory: FileManager.default.currentDirectoryPath,
          gallery: gallery))
    }
    return ExitCode.success
  }

  /// A preset name, or a path to a scene file (anything ending in .json or .lottie, or containing a /).
  static func loadScene(_ argument: String) throws(SceneError) -> Scene {
    if argument.hasSuffix(".json") || argument.hasSuffix(".lottie") || argument.contains("/") {
      return try Scene.load(path: argument)
    }
    return try Presets.load(argument)
  }
}
