import Foundation
import SplashDiff
import SplashRender
import SplashScene
import SplashVideo

/// `splashreel check <preset|scene.json> --device D --golden PATH`: renders and compares with the
/// golden, recording it when the mode says so.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "Render a scene and compare it with its golden (recorded when missing) or a recording."
  static let options =
    Option.list(device, golden, actual, record, fps, scale, out, DiffCommand.linkBase) + DiffCommand.comparisonOptions
    + RecordingOptions.options + Option.list(json, quiet)

  static let device: OptionKey<String?> = .text(
    "device", "NAME", help: "The screen: a catalog name (splashreel devices) or WxH@S. Required.")
  static let golden: OptionKey<String?> = .text(
    "golden", "PATH",
    help: """
      The golden: a .gif file, or a folder of PNG frames (an existing folder, or a path ending in '/' to \
      record one). Required unless --actual.
      """)
  static let actual: OptionKey<String?> = .text(
    "actual", "PATH",
    help: """
      Compare the render with this recording of the real app instead of a golden (see above): MP4, MOV, \
      WebM, APNG, WebP, GIF or a folder of PNG frames.
      """)
  static let record: OptionKey<String?> = .text(
    "record", "MODE",
    help: "missing | all | failed | never (see above). Default SPLASHREEL_RECORD, else missing; never when CI=true."
  )
  static let fps: OptionKey<Int> = .integer(
    "fps", default: 30, in: 1...ExportFormat.gif.maximumFPS,
    help: "Frames per second, {range}. Default {default}; with --actual, the recording's own rate.")
  static let scale: OptionKey<Int> = .integer(
    "scale", "1|2|3", default: 1, in: 1...3,
    help: """
      Pixels per point of the compared frames. Default {default}; with --actual, the scale at which the \
      device is the recording's size.
      """)
  static let out: OptionKey<String?> = .text(
    "out", "DIR",
    help: """
      Where a failure's artefacts go (created if needed): diff.gif, side-by-side.gif, \
      contact-sheet.png, report.json, summary.md and report.html, the review page (see 'splashreel \
      help diff'). Default Output/failures/<name of the golden or recording without extension>.
      """)
  static let json: OptionKey<Bool> = .flag(
    "json", help: "Print report.json (after a recording: what was written) instead of text.")
  static let quiet: OptionKey<Bool> = .flag(
    "quiet",
    help: """
      Print nothing when the render matches or a golden is recorded (no report, no progress line); a \
      failure prints its report and artefacts as usual. Errors are always printed; --json always prints.
      """)

  static let help = """
    Usage: splashreel check <preset|scene.json> --device NAME --golden PATH [--record MODE]
                            [--fps N] [--scale S] [--out DIR] [--threshold T] [--include-aa]
                            [--metric yiq|oklab] [--no-checkerboard]
                            [--max-diff-pixels N] [--max-diff-ratio R] [--window N] [--json]
                            [--ignore X,Y,W,H[px]]... [--ignore-layer ID]... [--tolerance-motion P,S]
                            [--link-base URL] [--quiet]
           splashreel check <preset|scene.json> --device NAME --actual RECORDING [--fps N] [--scale S]
                            [--align none|auto|S] [--trim-start S] [--trim-end S] [--crop X,Y,W,H]
                            [--actual-scale N | --fit] [--out DIR] [comparison options] [--json]
                            [--quiet]

    Renders the scene on the device exactly as 'splashreel render' does and compares it with its
    golden frame by frame, aligned by time (see 'splashreel diff'). A golden ending in .gif is the
    GIF 'render' writes for these options; the fresh render goes through the same encoding, with
    the golden's own palettes, before it is compared, so an unchanged scene matches exactly and a
    change shows only where it is. An existing folder, or a path ending in '/', is a folder of PNG
    frames (frame-0000.png, …): lossless, larger. Any other path is a usage error, so that a
    forgotten .gif is not recorded as frames.

    Recording a golden also writes <golden>.motion.json beside it (commit both): every layer's
    properties at every frame instant, and the device, scale and frame rate the golden was made
    for. A later check says first, in one line, when it renders for another device, scale or frame
    rate; then it compares the track with the scene being checked and lists per layer what moved
    differently and when ("avatar: y +2 pt from 2.0 s to the end"); the pixel comparison still
    decides the exit status.

    With --actual, the scene is compared with a recording of the real app (a simulator or device
    screen recording, or any animation 'splashreel diff' reads) instead of a golden: it is rendered
    on the device at the scale that gives the recording's pixel size and at the recording's frame
    rate (from its header; --scale and --fps override them), and the recording is the actual side.
    The report, the artefacts of a failure (default Output/failures/<recording name>) and the exit
    status are those of a golden check; nothing is recorded. --align, --trim-start, --trim-end,
    --crop, --actual-scale and --fit work as for 'splashreel diff' (a video aligns automatically
    and allows codec noise: see 'splashreel help diff').

    Recording: --record, else the environment variable SPLASHREEL_RECORD, else missing. When the
    environment has CI=true the mode is always never (a CI run never writes goldens).
      missing  write the golden when it does not exist yet; otherwise compare
      all      write the golden; compare nothing
      failed   compare; on a failure write the new golden (the check still fails)
      never    compare only; a missing golden is an error

    Options:
    \(HelpText.options(options))

    Prints what was recorded, or the comparison (first failing frame and its time) and the paths
    of the artefacts; with --quiet, only a failure's comparison and artefacts.

    Exit status:
      0  the render matches its golden, or the golden was recorded (missing, or --record all)
      1  error (bad scene, unreadable golden, missing golden with recording off)
      2  usage error
      3  pixels differ beyond the tolerance
      4  structure differs (size, duration or frame timing)
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty
          ? "missing the preset or scene file (splashreel presets lists the presets)"
          : "expected one preset or scene file, got \(args.positionals.count)")
    }
    guard let deviceName = args[Self.device] else {
      throw UsageError("missing --device (splashreel devices lists them)")
    }
    if let recording = args[Self.actual] {
      return try compareRecording(recording, deviceName: deviceName, args: args, console: console)
    }
    for option in RecordingOptions.options where args.isGiven(option) {
      throw UsageError("--\(option.name) applies to a recording (--actual), not to a golden")
    }
    guard let golden = args[Self.golden] else {
      throw UsageError("missing --golden PATH (a .gif file or a folder of PNG frames) or --actual RECORDING")
    }
    do {
      _ = try GoldenFormat(path: golden)
    } catch {
      throw UsageError("--golden " + error.description)
    }
    let fps = args[Self.fps]
    let scale = args[Self.scale]
    let comparing = try DiffCommand.comparator(args)
    let mode: RecordMode
    do {
      mode = try RecordMode.resolve(args[Self.record], environment: console.environment)
    } catch {
      if args[Self.record] != nil { throw UsageError(error.description, cause: error) }
      throw error
    }

    var snapshot = try SceneSnapshot(
      scene: RenderCommand.loadScene(args.positionals[0]), device: DeviceCatalog.device(named: deviceName), fps: fps,
      scale: scale)
    let comparator = try CheckExplanation.apply(args, to: &snapshot, comparator: comparing)
    let result = try snapshot.check(
      golden: golden, artefacts: args[Self.out], mode: mode, comparator: comparator,
      environment: console.environment,
      pageLink: DiffCommand.pageLink(
        out: args[Self.out] ?? SceneSnapshot.defaultArtefacts(golden: golden), args: args),
      report: ConsoleReporter.progress(for: console, command: Self.name, quiet: args[Self.quiet])
    )
    let json = args[Self.json]
    let quiet = args[Self.quiet] && !json
    switch result.outcome {
    case .recorded(_, _, nil):
      if !quiet, let recording = result.recording { console.print(json ? recording.json : recording.description) }
      return ExitCode.success
    case .matched(let report):
      if !quiet { printReport(report, json: json, console: console) }
      return ExitCode.success
    case .recorded(_, _, let report?):
      printReport(report, json: json, console: console)
      if !json, let recording = result.recording { console.print(recording.description) }
      return DiffCommand.exitCode(report.outcome)
    case .failed(let report, let artefacts):
      printReport(report, json: json, console: console)
      if !json && !artefacts.isEmpty { console.print("artefacts: " + artefacts.joined(separator: ", ")) }
      return DiffCommand.exitCode(report.outcome)
    }
  }

  /// `check --actual`: the scene's render against a recording.
  private static func compareRecording(_ recording: String, deviceName: String, args: Arguments, console: Console)
    throws -> Int32
  {
    if args[Self.golden] != nil { throw UsageError("--actual and --golden exclude each other: give one") }
    if args[Self.record] != nil { throw UsageError("--record applies to goldens, not to --actual") }
    let device = try DeviceCatalog.device(named: deviceName)
    let source = try AnimationInput.open(recording, fps: 30)
    let video = source is VideoSource
    var comparator = try DiffCommand.comparator(args, video: video)
    var comparison = try RecordingComparison(
      scene: RenderCommand.loadScene(args.positionals[0]), device: device, recording: recording,
      exportScale: args.ifGiven(Self.scale), fps: args.ifGiven(Self.fps))
    // --ignore regions and --ignore-layer, as for a golden.
    comparator.ignore = IgnoreMask(regions: try ExplainOptions.regions(args), scale: Double(comparison.exportScale))
    try ExplainOptions.check(
      comparator.ignore, width: device.width * comparison.exportScale, height: device.height * comparison.exportScale)
    comparison.matching = try RecordingOptions.matching(
      args, actual: source, video: video, scale: comparison.exportScale)
    comparison.ignoreLayers = args[ExplainOptions.ignoreLayer]
    if !comparison.ignoreLayers.isEmpty {
      try ExplainOptions.checkLayers(comparison.ignoreLayers, in: comparison.scene.resolved(for: device))
    }
    let out = args[Self.out] ?? SceneSnapshot.defaultArtefacts(golden: recording)
    let (report, artefacts) = try comparison.compare(
      comparator: comparator, artefacts: out, pageLink: DiffCommand.pageLink(out: out, args: args),
      report: ConsoleReporter.progress(for: console, command: Self.name, quiet: args[Self.quiet]))
    if args[Self.quiet] && !args[Self.json] && report.outcome == .same { return ExitCode.success }
    printReport(report, json: args[Self.json], console: console)
    if !args[Self.json] && !artefacts.isEmpty { console.print("artefacts: " + artefacts.joined(separator: ", ")) }
    return DiffCommand.exitCode(report.outcome)
  }

  private static func printReport(_ report: ComparisonReport, json: Bool, console: Console) {
    if json {
      console.print(String(decoding: report.json().dropLast(), as: UTF8.self))
    } else {
      report.consoleLines.forEach(console.print)
    }
  }
}
