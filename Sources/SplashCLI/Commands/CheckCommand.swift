import Foundation
import SplashDiff
import SplashScene

/// `splashreel check <preset|scene.json> --device D --golden PATH`: renders and compares with the
/// golden, recording it when the mode says so.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "Render a scene and compare it with its golden (recorded when missing)."
  static let help = """
    Usage: splashreel check <preset|scene.json> --device NAME --golden PATH [--record MODE]
                            [--fps N] [--scale S] [--out DIR] [--threshold T] [--include-aa]
                            [--max-diff-pixels N] [--max-diff-ratio R] [--window N] [--json]
                            [--link-base URL]

    Renders the scene on the device exactly as 'splashreel render' does and compares it with its
    golden frame by frame, aligned by time (see 'splashreel diff'). A golden ending in .gif is the
    GIF 'render' writes for these options; the fresh render goes through the same encoding, with
    the golden's own palettes, before it is compared, so an unchanged scene matches exactly and a
    change shows only where it is. Any other golden path is a folder of PNG frames
    (frame-0000.png, …): lossless, larger.

    Recording: --record, else the environment variable SPLASHREEL_RECORD, else missing. When the
    environment has CI=true the mode is always never (a CI run never writes goldens).
      missing  write the golden when it does not exist yet; otherwise compare
      all      write the golden; compare nothing
      failed   compare; on a failure write the new golden (the check still fails)
      never    compare only; a missing golden is an error

    Options:
      --device NAME          The screen: a catalog name (splashreel devices) or WxH@S. Required.
      --golden PATH          The golden: a .gif file or a folder of PNG frames. Required.
      --record MODE          missing | all | failed | never (see above).
      --fps N                Frames per second, 1...50. Default 30.
      --scale 1|2|3          Pixels per point of the compared frames. Default 1.
      --out DIR              Where a failure's artefacts go (created if needed): diff.gif,
                             side-by-side.gif, contact-sheet.png, report.json, summary.md and
                             report.html, the review page (see 'splashreel help diff').
                             Default Output/failures/<golden name without extension>.
      --link-base URL        Link the review page from summary.md at URL/<path of report.html
                             in the checkout> (e.g. where CI serves its artifacts).
      --threshold T          Colour distance threshold, 0...1; smaller is stricter. Default 0.1.
      --include-aa           Count anti-aliased pixels as differences (default: excuse them).
      --max-diff-pixels N    A frame passes with at most N differing pixels. Default: none allowed.
      --max-diff-ratio R     A frame passes with at most this share (0...1) of differing pixels.
      --window N             Side of the square in which the densest change is reported. Default 16.
      --json                 Print report.json (after a recording: what was written) instead of text.

    Prints what was recorded, or the comparison (first failing frame and its time) and the paths
    of the artefacts.

    Exit status:
      0  the render matches its golden, or the golden was recorded (missing, or --record all)
      1  error (bad scene, unreadable golden, missing golden with recording off)
      2  usage error
      3  pixels differ beyond the tolerance
      4  structure differs (size, duration or frame timing)
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(
      arguments,
      options: DiffCommand.comparisonOptions.union(["device", "golden", "record", "fps", "scale", "out", "link-base"]),
      flags: DiffCommand.comparisonFlags.union(["json"]))
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty
          ? "missing the preset or scene file (splashreel presets lists the presets)"
          : "expected one preset or scene file, got \(args.positionals.count)")
    }
    guard let deviceName = args.value("device") else {
      throw UsageError("missing --device (splashreel devices lists them)")
    }
    guard let golden = args.value("golden") else {
      throw UsageError("missing --golden PATH (a .gif file or a folder of PNG frames)")
    }
    let fps = try args.int("fps", default: 30, in: 1...50)
    let scale = try args.int("scale", default: 1, in: 1...3)
    let comparator = try DiffCommand.comparator(args)
    let mode: RecordMode
    do {
      mode = try RecordMode.resolve(args.value("record"), environment: console.environment)
    } catch {
      if args.value("record") != nil { throw UsageError(error.description) }
      throw error
    }

    let snapshot = try SceneSnapshot(
      scene: RenderCommand.loadScene(args.positionals[0]), device: DeviceCatalog.device(named: deviceName), fps: fps,
      exportScale: scale)
    let result = try snapshot.check(
      golden: golden, artefacts: args.value("out"), mode: mode, comparator: comparator,
      environment: console.environment,
      pageLink: DiffCommand.pageLink(
        out: args.value("out") ?? SceneSnapshot.defaultArtefacts(golden: golden), args: args)
    )
    let json = args.flag("json")
    switch result.outcome {
    case .recorded(_, _, nil):
      if let recording = result.recording { console.print(json ? recording.json : recording.description) }
      return ExitCode.success
    case .matched(let report):
      printReport(report, json: json, console: console)
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

  private static func printReport(_ report: ComparisonReport, json: Bool, console: Console) {
    if json {
      console.print(String(decoding: report.json().dropLast(), as: UTF8.self))
    } else {
      report.consoleLines.forEach(console.print)
    }
  }
}
