import Foundation
import SplashLaunch
import SplashRender
import SplashScene
import SplashVideo

/// `splashreel launch-image`: a server-configured launch image, across two launches.
enum LaunchImageCommand: Command {
  static let name = "launch-image"
  static let summary =
    "Preview a server-configured launch image: fetch the config, cache the image, show the next launch."
  static let options = Option.list(
    config, device, cache, home, variant, out, FormatOption.formatName, FormatOption.quality, timeout, quiet)

  static let config: OptionKey<String?> = .text(
    "config", "SOURCE", help: "The config: an http, https or file URL, or a path. Required.")
  static let device: OptionKey<String?> = .text(
    "device", "D", help: "A catalog device (see 'splashreel devices') or a screen WxH@S. Required.")
  static let cache: OptionKey<String> = .text(
    "cache", "DIR", default: "Output/cache",
    help: """
      The cache folder; each device has its own entry in DIR/.launch-image-state.json. \
      Default: {default}.
      """)
  static let home: OptionKey<String?> = .text(
    "home", "IMAGE",
    help: """
      The home screen shown after the launch image (png, jpg, jpeg, gif, webp), drawn aspectFill. \
      Default: the presets' Assets/shared/home.
      """)
  static let variant: OptionKey<String?> = .text(
    "variant", "V", help: "Use micro, small, middle or big whatever the screen.")
  static let out: OptionKey<String?> = .text(
    "out", "PATH",
    help: """
      The animation of the next launch, at 1 pixel per point (drawn at the device's scale, then \
      area-averaged); its extension picks the format (\(ExportFormat.extensions.joined(separator: " "))). Default: \
      Output/launch-image-next-<device>.gif, or the --format's extension.
      """)
  static let timeout: OptionKey<Double> = .number(
    "timeout", "S", default: FetchLimits.defaultTimeout, in: 0.001...600,
    help: """
      Seconds each download may take in all (connection, redirects, body), {range}. Default: \
      {default}. Limits: \(FetchLimits.defaultConfigBytes >> 20) MB per config, \(FetchLimits.defaultImageBytes >> 20) MB per image; at most \(FetchLimits.defaultRedirects) redirects, http(s) only.
      """)
  static let quiet: OptionKey<Bool> = .flag("quiet", help: "Print nothing but errors and warnings.")

  static let help = """
    Usage: splashreel launch-image --config <URL or file> --device D [--cache DIR] [--home IMAGE]
                                   [--variant V] [--out GIF] [--timeout S] [--quiet]

    Does what an app with a remotely configured launch image does, for one device. The app works
    across two launches: during a launch it reads a JSON config from a server and, when
    "show" is 1, downloads the picture for its screen into its cache and remembers the file name;
    only the NEXT launch shows that picture full-screen (scaled to fill) for 3 s before the home
    screen appears at once. When "show" is 0 it deletes the cached picture, so the next launch
    shows none. This command runs that first launch against --cache (standing in for the app's
    Caches folder and user defaults), says what the next launch shows, and renders the next launch
    as an animated GIF: the cached picture over the whole screen (scaleToFill) for 3 s, then the
    home screen at once, held 0.5 s (3.5 s in all, as the launch-image preset). Without a cached
    picture the GIF is the home screen alone.

    The config:
      {"errno": 0, "result": {"launch_image": {"show": 1,
        "micro": URL, "small": URL, "middle": URL, "big": URL}}}
    Every key is required. "show" may be 0, 1, true, false, "0" or "1". A non-zero errno is an
    error that quotes it (and errmsg). Image URLs may be absolute (http, https, file) or relative to
    the config; a config read over http(s) may only point to http(s) images.

    Which picture: screens 480, 568, 667 and 736 pt high get micro, small, middle and big, as in the
    original; any other screen gets the variant whose screen (320x480, 320x568, 375x667, 414x736)
    has the nearest aspect ratio (height / width), the larger one on a tie. --variant overrides.

    When the config or the picture cannot be fetched, or the picture is not an image, the picture
    cached by an earlier run stays and the next launch shows it, as in the app; a warning on
    standard error says so. With nothing cached that is an error.

    Options:
    \(HelpText.options(options))

    Cached names come from the URL's last path component, made safe: percent-decoded, only the
    part after the last / or \\, characters other than A-Z a-z 0-9 . _ - replaced by _, leading dots
    dropped, at most 100 characters; a name with nothing left becomes launch-image-<hash>.

    Exit status: 0 success, 1 error (config, network, cache), 2 usage error.

    Example (the committed config; its image paths are relative to it):
      splashreel launch-image --config Assets/launch-image/example-config.json --device iphone-8
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    guard args.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(args.positionals[0])'; the config is given with --config")
    }
    guard let configText = args[Self.config] else { throw UsageError("--config is required (a URL or a file)") }
    guard let deviceName = args[Self.device] else {
      throw UsageError("--device is required (a catalog name such as iphone-8, or WxH@S)")
    }
    var variant: Variant?
    if let text = args[Self.variant] {
      guard let chosen = Variant(name: text) else {
        throw UsageError("--variant must be micro, small, middle or big, got '\(text)'")
      }
      variant = chosen
    }
    let timeout = args[Self.timeout]
    let device = try DeviceCatalog.device(named: deviceName)
    let cache = LaunchCache(directory: URL(fileURLWithPath: args[Self.cache]))
    let flow = LaunchFlow(
      config: try ResourceLocation.parse(configText), device: device.name, screenWidth: device.width,
      screenHeight: device.height, variantOverride: variant, cache: cache, limits: FetchLimits(timeout: timeout))
    let home: NextLaunchScene.Home = args[Self.home].map { .file(URL(fileURLWithPath: $0)) } ?? .preset
    let output = try FormatOption(args, format: FormatOption.formatName, out: args[Self.out], allowsList: false)
    let out =
      args[Self.out]
      ?? Render.defaultPath(
        scene: NextLaunchScene.name, device: device.name, extension: output.formats[0].fileExtension)
    let sink = try RenderFormats.sink(for: out, settings: FileOutputSettings(quality: output.quality))
    let outcome = try flow.run()
    report(outcome, flow: flow, console: console, quiet: args[Self.quiet])
    let scene = try NextLaunchScene.make(launchImage: outcome.nextLaunch, cache: cache, home: home)
    try Render.run(
      RenderRequest(scene: scene, device: device, fps: fps, outputs: [sink]),
      report: ConsoleReporter.reporter(for: console, command: Self.name, quiet: args[Self.quiet]))
    return ExitCode.success
  }

  /// Frames per second of the render: every change of the next launch (3 s) and its end (3.5 s)
  /// fall on a frame, and identical frames merge, so a higher rate gives the same GIF.
  static let fps = 2

  /// What happened, one fact a line; the fallback warning goes to standard error even with --quiet.
  static func report(_ outcome: LaunchOutcome, flow: LaunchFlow, console: Console, quiet: Bool) {
    let say: (String) -> Void = { if !quiet { console.print($0) } }
    let cacheName = { (file: String) in relativePath(flow.cache.directory.appendingPathComponent(file)) }
    if let show = outcome.show {
      say("config: \(flow.config.displayName) (show = \(show ? 1 : 0))")
    }
    if let choice = outcome.choice {
      say("variant: \(choice.explanation)")
    }
    switch outcome.update {
    case .downloaded(let entry, let byteCount, let width, let height):
      say("downloaded: \(entry.url) (\(byteCount) bytes, \(width)x\(height) px) -> \(cacheName(entry.file))")
    case .purged(let removed):
      say("purged: " + (removed.isEmpty ? "nothing was cached" : removed.map(cacheName).joined(separator: ", ")))
    case .keptCache(let reason):
      let kept = outcome.nextLaunch.map { cacheName($0.file) } ?? ""
      console.printError(
        "splashreel \(name): warning: \(reason); the next launch shows the image cached earlier (\(kept))")
    }
    if let next = outcome.nextLaunch {
      say("next launch: \(cacheName(next.file)) full-screen (scaleToFill) for 3 s, then the home screen")
    } else {
      say("next launch: no launch image; the home screen at once")
    }
  }

  /// `path` relative to the current directory when it lies below it, else absolute.
  static func relativePath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let here = FileManager.default.currentDirectoryPath
    return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
  }
}
