import Foundation
import SplashDiff

/// `splashreel diff <expected> <actual>`: compares two animations frame by frame, aligned by time.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "Compare two animations (GIF, PNG or folder of PNG frames) frame by frame."
  static let help = """
    Usage: splashreel diff <expected> <actual> [--out DIR] [--threshold T] [--include-aa]
                           [--max-diff-pixels N] [--max-diff-ratio R] [--fps N] [--window N] [--json]
                           [--ignore X,Y,W,H[px]]... [--scale S] [--device NAME] [--ignore-layer ID]...
                           [--tolerance-motion POINTS,SECONDS]

    Compares what two animations show at every instant. Each side is an animated GIF, a PNG (a
    still, compared with every frame of the other side) or a folder of PNG frames (sorted by name,
    shown at --fps). The timeline is cut wherever either side's picture changes; each interval
    compares the two pictures with the pixelmatch metric (YIQ colour distance, anti-aliasing
    detection). GIF delays of 0 or 1 cs play as 10 cs, as in browsers.

    Structure is checked first and reported apart: size, total duration (tolerance 1 cs per GIF
    side) and, when both sides change picture equally often, the time of each change.

    Either input may be a scene file (.json): it is rendered on --device (else the scene's own
    device) at --fps and --scale, as 'splashreel render' draws it. When both are scene files, a
    motion diff comes first: both timelines are sampled at every frame instant and each layer's
    changes are listed in the scene's words ("avatar: y +2 pt from 2.0 s to the end", "caption:
    alpha reaches 1 at 3.5 s instead of 3.25 s (curve easeInOut → linear)", "slogan: removed",
    "new layer badge from 1.2 s"; layers matched by id). The pixel comparison still decides the
    exit status.

    Options:
      --out DIR              Write into DIR (created if needed): diff.gif (the expected frame faded,
                             changed pixels red, excused anti-aliasing yellow), side-by-side.gif
                             (expected | actual | diff), both on the comparison's timeline;
                             contact-sheet.png (evenly spaced and failing samples, failing framed red);
                             report.json (every sample) and summary.md (for a pull-request comment).
      --threshold T          Colour distance threshold, 0...1; smaller is stricter. Default 0.1.
      --include-aa           Count anti-aliased pixels as differences (default: detect and excuse them).
      --max-diff-pixels N    A frame passes with at most N differing pixels. Default: none allowed.
      --max-diff-ratio R     A frame passes with at most this share (0...1) of differing pixels.
                             With both limits, a frame must meet both.
      --fps N                Frame rate of PNG folders and of scene renders (1...50). Default 30.
      --window N             Side of the square in which the densest change is reported. Default 16.
      --json                 Print report.json to standard output instead of the text summary.
      --ignore X,Y,W,H       Leave a rectangle out: points of the device, or pixels with a px suffix
                             (0,0,750,40px). Repeatable. Ignored pixels are not counted, are drawn
                             hatched in the pictures and are listed in report.json and summary.md.
                             A scene's own "regression": {"ignore": [...]} is added.
      --scale S              Pixels per point of the inputs (for --ignore in points), and the scale
                             scene files are rendered at: 1, 2 or 3. Default 1.
      --device NAME          The screen scene files are rendered on: a catalog name or WxH@S.
      --ignore-layer ID      With scene files: leave out the layer's on-screen bounds (with its
                             sublayers) at each instant. Repeatable.
      --tolerance-motion P,S With two scene files: motion changes below P points of movement and S
                             seconds of shift are reported as equal. Default 0.1,0.01. Alpha and
                             colours count as equal below half an 8-bit step.

    Exit status:
      0  the animations are the same within the tolerance
      1  error (unreadable input, cannot write --out)
      2  usage error
      3  pixels differ beyond the tolerance
      4  structure differs (size, duration or frame timing)
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(
      arguments, options: comparisonOptions.union(["out", "fps"]).union(DiffInputs.options),
      flags: comparisonFlags.union(["json"]))
    guard args.positionals.count == 2 else {
      throw UsageError("expected two inputs, <expected> and <actual>, got \(args.positionals.count)")
    }
    let fps = try args.double("fps", default: 30, in: 0.001...1000)!
    var comparator = try comparator(args)

    let inputs = try DiffInputs.open(args, fps: fps)
    let (expected, actual) = (inputs.expected, inputs.actual)
    comparator.ignore = inputs.ignore
    var outcome: ComparisonReport
    var written: [String] = []
    if let out = args.value("out") {
      let artefacts = try ComparisonArtefacts(directory: out)
      outcome = try comparator.compare(expected: expected, actual: actual, observe: artefacts.observe)
      outcome.motion = inputs.motion
      written = try artefacts.finish(outcome)
    } else {
      outcome = try comparator.compare(expected: expected, actual: actual)
      outcome.motion = inputs.motion
    }
    if args.flag("json") {
      console.print(String(decoding: outcome.json().dropLast(), as: UTF8.self))
    } else {
      outcome.consoleLines.forEach(console.print)
      if !written.isEmpty { console.print("artefacts: " + written.joined(separator: ", ")) }
    }
    return exitCode(outcome.outcome)
  }

  /// The options that set the comparison (shared with `check`).
  static let comparisonOptions = Set(["threshold", "max-diff-pixels", "max-diff-ratio", "window"])
    .union(ExplainOptions.options)
  static let comparisonFlags: Set<String> = ["include-aa"]

  /// The comparator `--threshold`, `--include-aa`, `--max-diff-pixels`, `--max-diff-ratio` and `--window` ask for.
  static func comparator(_ args: Arguments) throws(UsageError) -> AnimationComparator {
    let threshold = try args.double("threshold", default: 0.1, in: 0...1)!
    let maxPixels =
      args.value("max-diff-pixels") == nil ? nil : try args.int("max-diff-pixels", default: 0, in: 0...Int(Int32.max))
    let maxRatio = try args.double("max-diff-ratio", default: nil, in: 0...1)
    let window = try args.int("window", default: 16, in: 1...4096)
    return AnimationComparator(
      metric: PixelMatch(threshold: threshold, includeAntiAliased: args.flag("include-aa")),
      maxDiffPixels: maxPixels, maxDiffRatio: maxRatio, densityWindow: window)
  }

  /// 0 same, 3 pixels differ, 4 structure differs.
  static func exitCode(_ outcome: ComparisonReport.Outcome) -> Int32 {
    switch outcome {
    case .same: return ExitCode.success
    case .pixelsDiffer: return ExitCode.pixelsDiffer
    case .structureDiffers: return ExitCode.structureDiffers
    }
  }
}
