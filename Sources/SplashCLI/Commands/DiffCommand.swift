import Foundation
import SplashDiff

/// `splashreel diff <expected> <actual>`: compares two animations frame by frame, aligned by time.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "Compare two animations (GIF, PNG or folder of PNG frames) frame by frame."
  static let help = """
    Usage: splashreel diff <expected> <actual> [--out DIR] [--threshold T] [--include-aa]
                           [--max-diff-pixels N] [--max-diff-ratio R] [--fps N] [--window N] [--json]
                           [--link-base URL]

    Compares what two animations show at every instant. Each side is an animated GIF, a PNG (a
    still, compared with every frame of the other side) or a folder of PNG frames (sorted by name,
    shown at --fps). The timeline is cut wherever either side's picture changes; each interval
    compares the two pictures with the pixelmatch metric (YIQ colour distance, anti-aliasing
    detection). GIF delays of 0 or 1 cs play as 10 cs, as in browsers.

    Structure is checked first and reported apart: size, total duration (tolerance 1 cs per GIF
    side) and, when both sides change picture equally often, the time of each change.

    Options:
      --out DIR              Write into DIR (created if needed): diff.gif (the expected frame faded,
                             changed pixels red, excused anti-aliasing yellow), side-by-side.gif
                             (expected | actual | diff), both on the comparison's timeline;
                             contact-sheet.png (evenly spaced and failing samples, failing framed red);
                             report.json (every sample) and summary.md (for a pull-request comment);
                             report.html, the review page (expected and actual played in sync;
                             side by side, wipe, blend, toggle, diff and zoom views; a timeline
                             of the samples with the failing ones marked), with its lossless
                             pictures in DIR/samples/. It works offline, from file:// or a server.
      --link-base URL        Link the review page from summary.md at URL/<path of DIR/report.html
                             in the checkout> (e.g. where CI serves its artifacts).
      --threshold T          Colour distance threshold, 0...1; smaller is stricter. Default 0.1.
      --include-aa           Count anti-aliased pixels as differences (default: detect and excuse them).
      --max-diff-pixels N    A frame passes with at most N differing pixels. Default: none allowed.
      --max-diff-ratio R     A frame passes with at most this share (0...1) of differing pixels.
                             With both limits, a frame must meet both.
      --fps N                Frame rate of PNG folders. Default 30.
      --window N             Side of the square in which the densest change is reported. Default 16.
      --json                 Print report.json to standard output instead of the text summary.

    Exit status:
      0  the animations are the same within the tolerance
      1  error (unreadable input, cannot write --out)
      2  usage error
      3  pixels differ beyond the tolerance
      4  structure differs (size, duration or frame timing)
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(
      arguments, options: comparisonOptions.union(["out", "fps", "link-base"]), flags: comparisonFlags.union(["json"]))
    guard args.positionals.count == 2 else {
      throw UsageError("expected two inputs, <expected> and <actual>, got \(args.positionals.count)")
    }
    let fps = try args.double("fps", default: 30, in: 0.001...1000)!
    let comparator = try comparator(args)

    let expected = try AnimationInput.open(args.positionals[0], fps: fps)
    let actual = try AnimationInput.open(args.positionals[1], fps: fps)
    let outcome: ComparisonReport
    var written: [String] = []
    if let out = args.value("out") {
      let artefacts = try ComparisonArtefacts(directory: out)
      artefacts.pageLink = pageLink(out: out, args: args)
      outcome = try comparator.compare(expected: expected, actual: actual, observe: artefacts.observe)
      written = try artefacts.finish(outcome)
    } else {
      outcome = try comparator.compare(expected: expected, actual: actual)
    }
    if args.flag("json") {
      console.print(String(decoding: outcome.json().dropLast(), as: UTF8.self))
    } else {
      outcome.consoleLines.forEach(console.print)
      if !written.isEmpty { console.print("artefacts: " + written.joined(separator: ", ")) }
    }
    return exitCode(outcome.outcome)
  }

  /// The review page's URL behind `--link-base`, for summary.md (shared with `check`).
  static func pageLink(out: String, args: Arguments) -> String? {
    args.value("link-base").map {
      PreviewMarkdown.link(
        for: (out as NSString).appendingPathComponent(ReviewPage.fileName), base: $0,
        currentDirectory: FileManager.default.currentDirectoryPath)
    }
  }

  /// The options that set the comparison (shared with `check`).
  static let comparisonOptions: Set<String> = ["threshold", "max-diff-pixels", "max-diff-ratio", "window"]
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
