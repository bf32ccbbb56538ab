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
  static let options: [Option] =
    [
      .text(
        "device", "NAME", repeatable: true,
        help: """
          The screen: a catalog name (splashreel devices) or WxH@S, e.g. 390x844@3. Default: the \
          scene's "device". With --all it may be given several times; without it each preset uses its \
          own device.
          """),
      .integer(
        "fps", default: 30, in: 1...ExportFormat.allCases.map(\.maximumFPS).max()!,
        help: "Frames per second, {range} (default {default}). \(FormatOption.fpsLimits) (what each plays as written)."),
      .integer(
        "scale", "1|2|3", default: 1, in: 1...3,
        help: """
          Pixels per point of the output (default {default}). Frames are drawn at the device's scale (or at \
          this one if it is higher) and area-averaged down to it.
          """),
      .text(
        "out", "PATH",
        help: """
          The file to write (default Output/<name>-<device>.gif, or the --format's extension; in <name> \
          each run of characters other than A-Z a-z 0-9 . _ - becomes -); its extension picks the \
          format. Not with --all.
          """),
      FormatOption.formatOption(list: true),
      FormatOption.qualityOption,
      .text(
        "frames", "DIR",
        help: """
          Also write every frame as DIR/frame-0000.png, … at the export size (with --all: \
          DIR/<name>-<device>/frame-0000.png, …; inside the device with --device-frame).
          """),
      .integer(
        "loop", default: 0, in: 0...65535,
        help: "How many times a GIF, APNG or WebP plays, {range}: 0 = forever (default), 1 = once, N times."),
      .integer(
        "threads", default: 0, in: 0...64,
        help: """
          Worker threads for drawing and encoding, {range} (default {default}: every core). The file is \
          byte-for-byte the same whatever the count.
          """),
      .flag(
        "all",
        help: """
          Render every preset (for --device, or each preset's own device), and write Output/index.html, \
          a gallery of them that plays each one on hover.
          """),
      .text(
        "background", "COLOR",
        help:
          "The window colour behind every layer: a name, #RRGGBB or #RRGGBBAA (default: the scene's; white for a Lottie file)."
      ),
      .flag("quiet", help: "Print nothing but errors."),
      .number(
        "max-duration", "S", default: nil, in: 0.01...SceneLimits.maximumDuration,
        help: "Refuse scenes longer than S seconds ({range}). Default: 120."),
      .flag(
        "clean-frames",
        help: """
          With --frames: delete the folder's old frame-*.png files first (a folder that holds other \
          files is refused; without it any non-empty one is).
          """),
    ] + PreviewOptions.options

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
    let report = args.flag("json") || args.flag("markdown")
    // An empty path, a directory or a device is named as such before its extension is read.
    if !args.flag("all"), let out = args.value("out") { try OutputPath.check(out) }
    let output = try FormatOption(args, out: args.flag("all") ? nil : args.value("out"), allowsList: args.flag("all"))
    if output.formats.count > 1 && preview.sheet != nil {
      throw UsageError("--sheet with several formats would write each sheet twice; give one --format")
    }
    if args.isGiven("lossy"), let other = output.formats.first(where: { $0 != .gif }) {
      throw UsageError("--lossy shapes a GIF; \(other.displayName) has its own --quality")
    }
    let fps = try output.checkFPS(args)
    let scale = args.int("scale")
    let loop = args.int("loop")
    let threads = args.int("threads")
    let quiet = args.flag("quiet") || report
    var jobs: [(scene: Scene, device: String?)] = []
    if args.flag("all") {
      guard args.positionals.isEmpty else { throw UsageError("--all renders every preset; give no scene with it") }
      guard args.value("out") == nil else {
        throw UsageError("--out names one GIF; with --all the names are Output/<name>-<device>.gif")
      }
      let devices = args.values("device")
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
      guard args.values("device").count <= 1 else {
        throw UsageError("--device given more than once; only --all takes several")
      }
      jobs = [(try loadScene(args.positionals[0]), args.values("device").first)]
    }
    if let colour = args.value("background") {
      guard let background = Color(parsing: colour) else {
        throw UsageError("--background must be a colour such as white, #FFFFFF or #00000080, got '\(colour)'")
      }
      for k in jobs.indices { jobs[k].scene.background = background }
    }
    var results: [RenderResult] = []
    for (scene, deviceName) in jobs {
      // A Lottie file plays at its own frame rate unless --fps is given (within the formats' limit).
      let fps =
        args.isGiven("fps") ? fps : scene.frameRate.map { max(1, min(Int($0.rounded()), output.maximumFPS)) } ?? fps
      guard let name = deviceName ?? scene.defaultDevice else {
        throw UsageError("\(scene.file) names no device; give --device (splashreel devices lists them)")
      }
      let device = try DeviceCatalog.device(named: name)
      for format in output.formats {
        let path =
          (args.flag("all") ? nil : args.value("out"))
          ?? Render.defaultPath(scene: scene.name, device: device.name, extension: format.fileExtension)
        try OutputPath.check(path)
        try OutputPath.check(path, isNotAnyOf: [scene.file] + scene.inputFiles)
        // PNG frames are the same for every format: written with the first.
        let frames =
          format == output.formats[0]
          ? args.value("frames").map {
            PNGFramesSink(folder: $0, subfolderPerRender: args.flag("all"), clean: args.flag("clean-frames"))
          } : nil
        var request = RenderRequest(
          scene: scene, device: device, fps: fps, scale: scale, threads: threads,
          deviceFrame: preview.deviceFrame,
          outputs: try preview.outputs(file: path, loop: loop, quality: output.quality, frames: frames))
        request.maximumDuration = args.double("max-duration") ?? RenderLimits.defaultMaximumDuration
        results.append(
          try Render.run(request, report: ConsoleReporter.reporter(for: console, command: Self.name, quiet: quiet)))
      }
    }
    // The gallery shows images (GIF, APNG, WebP); video files are linked from --markdown.
    let images = results.filter { !$0.isVideo }
    let gallery = args.flag("all") ? try GalleryEntries.writePage(for: images) : nil
    if args.flag("json") {
      console.print(args.flag("all") ? RenderResult.json(results) : RenderResult.json(results[0]))
    } else if args.flag("markdown") {
      console.print(
        PreviewMarkdown.snippet(
          results, linkBase: args.value("link-base"), currentDirectory: FileManager.default.currentDirectoryPath,
          gallery: gallery))
    }
    return ExitCode.success
  }

  /// A preset name, or a path to a scene file (anything ending in .json or containing a /).
  static func loadScene(_ argument: String) throws(SceneError) -> Scene {
    if argument.hasSuffix(".json") || argument.contains("/") {
      return try Scene.load(contentsOf: URL(fileURLWithPath: argument), file: argument)
    }
    return try Presets.load(argument)
  }
}
