import Foundation
import SplashDiff

/// `splashreel diff <expected> <actual>`: compares two animations frame by frame, aligned by time.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "Compare two animations (GIF, PNG or folder of PNG frames) frame by frame."
  static let options: [Option] =
    [
      .text(
        "out", "DIR",
        help: """
          Write into DIR (created if needed): diff.gif (the expected frame faded, changed pixels red, \
          excused anti-aliasing yellow), side-by-side.gif (expected | actual | diff), both on the \
          comparison's timeline; contact-sheet.png (evenly spaced and failing samples, failing framed \
          red); report.json (every sample) and summary.md (for a pull-request comment); report.html, the \
          review page (expected and actual played in sync; side by side, wipe, blend, toggle, diff and \
          zoom views; a timeline of the samples with the failing ones marked), with its lossless pictures \
          in DIR/samples/. It works offline, from file:// or a server.
          """),
      linkBaseOption,
    ] + comparisonOptions
    + [
      .number(
        "fps", "N", default: 30, in: 0.001...1000,
        help:
          "Frame rate of PNG folders and of scene renders (whole frames per second for scenes), {range}. Default {default}."
      ),
      .flag("json", help: "Print report.json to standard output instead of the text summary."),
    ] + DiffInputs.options

  static let help = """
    Usage: splashreel diff <expected> <actual> [--out DIR] [--threshold T] [--include-aa]
                           [--max-diff-pixels N] [--max-diff-ratio R] [--fps N] [--window N] [--json]
                           [--ignore X,Y,W,H[px]]... [--scale S] [--device NAME] [--ignore-layer ID]...
                           [--tolerance-motion POINTS,SECONDS]
                           [--link-base URL]

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
    \(HelpText.options(options))

    Exit status:
      0  the animations are the same within the tolerance
      1  error (unreadable input, cannot write --out)
      2  usage error
      3  pixels differ beyond the tolerance
      4  structure differs (size, duration or frame timing)
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    guard args.positionals.count == 2 else {
      throw UsageError("expected two inputs, <expected> and <actual>, got \(args.positionals.count)")
    }
    let fps = args.double("fps")!
    var comparator = try comparator(args)

    let inputs = try DiffInputs.open(args, fps: fps)
    comparator.ignore = inputs.ignore
    let artefacts = try args.value("out").map { out in
      let artefacts = try ComparisonArtefacts(directory: out)
      artefacts.pageLink = pageLink(out: out, args: args)
      return artefacts
    }
    var outcome: ComparisonReport
    if let (expected, actual) = inputs.sources {
      outcome = try comparator.compare(expected: expected, actual: actual, observe: artefacts?.observe)
    } else {
      let (expected, actual) = inputs.declared!
      outcome = comparator.differentSizes(
        expected: expected, named: inputs.names.expected, actual: actual, named: inputs.names.actual)!
    }
    outcome.motion = inputs.motion
    let written = try artefacts?.finish(outcome) ?? []
    if args.flag("json") {
      console.print(String(decoding: outcome.json().dropLast(), as: UTF8.self))
    } else {
      outcome.consoleLines.forEach(console.print)
      if !written.isEmpty { console.print("artefacts: " + written.joined(separator: ", ")) }
    }
    return exitCode(outcome.outcome)
  }

  /// `--link-base URL` (shared with `check`).
  static let linkBaseOption = Option.text(
    "link-base", "URL",
    help: """
      Link the review page from summary.md at URL/<path of report.html in the checkout> (e.g. where CI \
      serves its artifacts).
      """)

  /// The review page's URL behind `--link-base`, for summary.md (shared with `check`).
  static func pageLink(out: String, args: Arguments) -> String? {
    args.value("link-base").map {
      PreviewMarkdown.link(
        for: (out as NSString).appendingPathComponent(ReviewPage.fileName), base: $0,
        currentDirectory: FileManager.default.currentDirectoryPath)
    }
  }

  /// The options that set the comparison (shared with `check`).
  static let comparisonOptions: [Option] =
    [
      .number(
        "threshold", "T", default: 0.1, in: 0...1,
        help: "Colour distance threshold, {range}; smaller is stricter. Default {default}."),
      .flag("include-aa", help: "Count anti-aliased pixels as differences (default: detect and excuse them)."),
      .integer(
        "max-diff-pixels", default: nil, in: 0...Int(Int32.max),
        help: "A frame passes with at most N differing pixels, {range}. Default: none allowed."),
      .number(
        "max-diff-ratio", "R", default: nil, in: 0...1,
        help: """
          A frame passes with at most this share ({range}) of differing pixels. With both limits, a frame \
          must meet both.
          """),
      .integer(
        "window", default: 16, in: 1...4096,
        help: "Side of the square in which the densest change is reported, {range}. Default {default}."),
    ] + ExplainOptions.options

  /// The comparator `--threshold`, `--include-aa`, `--max-diff-pixels`, `--max-diff-ratio` and `--window` ask for.
  static func comparator(_ args: Arguments) throws(UsageError) -> AnimationComparator {
    let threshold = args.double("threshold")!
    let maxPixels = args.intIfGiven("max-diff-pixels")
    let maxRatio = args.double("max-diff-ratio")
    let window = args.int("window")
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
