import Foundation
import SplashDiff
import SplashRaster
import SplashVideo

/// `splashreel diff <expected> <actual>`: compares two animations frame by frame, aligned by time.
enum DiffCommand: Command {
  static let name = "diff"
  static let summary = "Compare two animations (GIF, APNG, WebP, MP4/MOV/WebM, PNG frames) frame by frame."
  static let options =
    Option.list(out, linkBase) + comparisonOptions + RecordingOptions.options + Option.list(fps, json, quiet)
    + DiffInputs.options

  static let out: OptionKey<String?> = .text(
    "out", "DIR",
    help: """
      Write into DIR (created if needed): diff.gif (the expected frame faded, changed pixels red, \
      excused anti-aliasing yellow), side-by-side.gif (expected | actual | diff), both on the \
      comparison's timeline; contact-sheet.png (evenly spaced and failing samples, failing framed \
      red); report.json (every sample) and summary.md (for a pull-request comment); report.html, the \
      review page (expected and actual played in sync; side by side, wipe, blend, toggle, diff and \
      zoom views; a timeline of the samples with the failing ones marked), with its lossless pictures \
      in DIR/samples/. It works offline, from file:// or a server.
      """)
  static let fps: OptionKey<Double> = .number(
    "fps", "N", default: 30, in: 0.001...1000,
    help:
      "Frame rate of PNG folders and of scene renders (whole frames per second for scenes), {range}. Default {default}."
  )
  static let json: OptionKey<Bool> = .flag(
    "json", help: "Print report.json to standard output instead of the text summary.")
  static let quiet: OptionKey<Bool> = .flag(
    "quiet",
    help: """
      Print nothing when the animations are the same (no report, no progress line); when they differ, \
      the report as usual. Errors are always printed; --json always prints the report.
      """)

  /// The side of the largest square frame `PixelBudget` lets in (4096).
  private static let largestFrameSide = Int(Double(PixelBudget.maximumPixelsPerImage).squareRoot())

  static let help = """
    Usage: splashreel diff <expected> <actual> [--out DIR] [--threshold T] [--include-aa]
                           [--metric yiq|oklab] [--no-checkerboard]
                           [--max-diff-pixels N] [--max-diff-ratio R] [--fps N] [--window N] [--json]
                           [--min-region PX] [--time-tolerance S]
                           [--ignore X,Y,W,H[px]]... [--scale S] [--device NAME] [--ignore-layer ID]...
                           [--tolerance-motion POINTS,SECONDS]
                           [--align none|auto|S] [--trim-start S] [--trim-end S] [--crop X,Y,W,H]
                           [--actual-scale N | --fit]
                           [--link-base URL] [--quiet]

    Compares what two animations show at every instant. Each side is one of (told by the file's
    first bytes, not its extension):
      GIF           animated or still; delays of 0 or 1 cs play as 10 cs, as in browsers
      PNG           a still, compared with every frame of the other side
      APNG          a PNG with an animation chunk (acTL): exact fractional delays, blend and
                    dispose ops; delays of 10 ms or less play as 100 ms, as in browsers
      WebP          animated (millisecond times, the same 10 ms rule) or still
      MP4, MOV,     any codec FFmpeg decodes here (H.264, HEVC, VP9, AV1…), e.g. a simulator or
      WebM          device screen recording: each frame starts at its presentation timestamp
                    (minus the first frame's), so a variable frame rate compares at the right
                    instants; colours by the stream's tagged matrix and range (untagged: BT.709
                    when HD, else BT.601); a rotation tag is applied in quarter turns
      folder        PNG frames sorted by name, shown at --fps
    The timeline is cut wherever either side's picture changes; each interval compares the two
    pictures with the pixelmatch metric (YIQ colour distance, anti-aliasing detection), as
    pixelmatch 7.2 does: translucent pixels are blended over its checkerboard first, so a
    transparent pixel differs from opaque white (--no-checkerboard: over white, as pixelmatch 5).
    --metric oklab takes pixelmatch's newer OKLab difference instead.

    Inputs are bounded: regular files only; a frame size over \(largestFrameSide)×\(largestFrameSide) pixels, more than \(HelpText.grouped(DecodingLimits.maximumFrames))
    frames or more than \(DecodingLimits.maximumDuration / 1_000_000) s are refused from the file's header before frames are decoded; a
    damaged or truncated file is a one-line error naming it.

    Structure is checked first and reported apart: size, total duration (tolerance: one time step
    of each side: 1 cs per GIF, 1 ms per WebP or WebM, the stream's time base per MP4/MOV) and,
    when both sides change picture equally often, the time of each change.

    A screen recording as the actual: --crop cuts it (a bezel, the status bar), --actual-scale or
    --fit brings it to the expected's size by area averaging, --trim-start/--trim-end cut its ends
    and --align finds (auto) or takes (seconds) the moment it starts playing the expected; it is
    then compared for the expected's duration, and the offset is reported ("actual starts 0.734 s
    later"). A video actual (MP4, MOV, WebM) aligns automatically and allows codec noise:
    --threshold \(HelpText.number(video.threshold)), --min-region \(video.minimumRegion) (smaller regions of differing pixels
    are reported as noise) and --time-tolerance \(HelpText.number(video.timeTolerance)).

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
    let fps = args[Self.fps]
    let inputs = try DiffInputs.open(args, fps: fps)
    var outcome: ComparisonReport
    if let (opened, openedActual) = inputs.sources {
      let video = openedActual is VideoSource
      var comparator = try comparator(args, video: video)
      var (expected, actual) = (opened, openedActual)
      let matching = try RecordingOptions.matching(args, actual: actual, video: video, scale: args[DiffInputs.scale])
      var matchingReport: ComparisonReport.Matching?
      if !matching.isIdentity {
        let prepared = try matching.prepare(expected: inputs.reopenExpected, actual: inputs.reopenActual)
        (expected, actual, matchingReport) = (prepared.expected, prepared.actual, prepared.report)
        if prepared.report.comparedSize.width != opened.width || prepared.report.comparedSize.height != opened.height {
          try inputs.checkIgnoreAfterScaling(prepared.report)
        }
      }
      comparator.ignore = inputs.ignore
      let artefacts = try self.artefacts(args)
      let progress = ProgressLine(console: console, command: Self.name, quiet: args[Self.quiet])
      outcome = try comparator.compare(expected: expected, actual: actual) { observation in
        try artefacts?.observe(observation)
        progress.update(observation.sample.progressText)
      }
      outcome.matching = matchingReport
      outcome.motion = inputs.motion
      if artefacts != nil { progress.update("writing the artefacts") }
      let written = try artefacts?.finish(outcome) ?? []
      progress.finish()
      return report(outcome, written: written, args: args, console: console)
    }
    // The declared sizes differ: reported from the headers, nothing decoded.
    let (expected, actual) = inputs.declared!
    outcome = try comparator(args, video: false).differentSizes(
      expected: expected, named: inputs.names.expected, actual: actual, named: inputs.names.actual)!
    outcome.motion = inputs.motion
    let artefacts = try self.artefacts(args)
    return report(outcome, written: try artefacts?.finish(outcome) ?? [], args: args, console: console)
  }

  /// The `--out` folder's artefacts, nil without `--out`.
  private static func artefacts(_ args: Arguments) throws -> ComparisonArtefacts? {
    try args[Self.out].map { out in
      let artefacts = try ComparisonArtefacts(directory: out)
      artefacts.pageLink = pageLink(out: out, args: args)
      return artefacts
    }
  }

  /// Prints the outcome (text or `--json`; nothing with `--quiet` when it is the same) and the
  /// artefacts written; returns the exit status.
  private static func report(_ outcome: ComparisonReport, written: [String], args: Arguments, console: Console) -> Int32
  {
    if args[Self.quiet] && !args[Self.json] && outcome.outcome == .same { return exitCode(outcome.outcome) }
    if args[Self.json] {
      console.print(String(decoding: outcome.json().dropLast(), as: UTF8.self))
    } else {
      outcome.consoleLines.forEach(console.print)
      if !written.isEmpty { console.print("artefacts: " + written.joined(separator: ", ")) }
    }
    return exitCode(outcome.outcome)
  }

  /// `--link-base URL` (shared with `check`).
  static let linkBase: OptionKey<String?> = .text(
    "link-base", "URL",
    help: """
      Link the review page from summary.md at URL/<path of report.html in the checkout> (e.g. where CI \
      serves its artifacts).
      """)

  /// The review page's URL behind `--link-base`, for summary.md (shared with `check`).
  static func pageLink(out: String, args: Arguments) -> String? {
    args[linkBase].map {
      PreviewMarkdown.link(
        for: (out as NSString).appendingPathComponent(ReviewPage.fileName), base: $0,
        currentDirectory: FileManager.default.currentDirectoryPath)
    }
  }

  /// The options that set the comparison (shared with `check`).
  static let comparisonOptions =
    Option.list(
      threshold, includeAA, metric, noCheckerboard, maxDiffPixels, maxDiffRatio, minRegion, timeTolerance, window)
    + ExplainOptions.options

  static let threshold: OptionKey<Double?> = .number(
    "threshold", "T", in: 0...1,
    help: """
      Colour distance threshold, {range}; smaller is stricter. Default \(HelpText.number(lossless.threshold)), \
      \(HelpText.number(video.threshold)) when the actual is a video recording.
      """)
  static let includeAA: OptionKey<Bool> = .flag(
    "include-aa", help: "Count anti-aliased pixels as differences (default: detect and excuse them).")
  static let metric: OptionKey<ColourDifference> = .choice(
    "metric", default: ColourDifference.yiq,
    help: """
      The colour difference: yiq, pixelmatch's YIQ distance as in pixelmatch 7.2 (the default), or oklab, \
      the OKLab HyAB distance with toe-corrected lightness of pixelmatch's main branch (July 2026, not \
      released yet), which tells apart colours YIQ finds close. Both are 1 between black and white, so \
      --threshold means the same for both.
      """)
  static let noCheckerboard: OptionKey<Bool> = .flag(
    "no-checkerboard",
    help: """
      Blend translucent pixels over white before comparing, as pixelmatch 5 and odiff do, instead of over \
      pixelmatch 7's checkerboard (the default, so that transparent and opaque white differ).
      """)
  static let maxDiffPixels: OptionKey<Int?> = .integer(
    "max-diff-pixels", in: 0...Int(Int32.max),
    help: "A frame passes with at most N differing pixels, {range}. Default: none allowed.")
  static let maxDiffRatio: OptionKey<Double?> = .number(
    "max-diff-ratio", "R", in: 0...1,
    help: """
      A frame passes with at most this share ({range}) of differing pixels. With both limits, a frame \
      must meet both.
      """)
  static let minRegion: OptionKey<Int?> = .integer(
    "min-region", "PX", in: 0...Int(Int32.max),
    help: """
      Connected regions of differing pixels smaller than PX pixels are codec noise and do not count \
      (reported apart); a moved or missing layer leaves larger ones. {range}. Default \(lossless.minimumRegion) \
      (every pixel counts), \(video.minimumRegion) when the actual is a video recording.
      """)
  static let timeTolerance: OptionKey<Double?> = .number(
    "time-tolerance", "S", in: 0...1,
    help: """
      A failing sample passes when the actual matches the expected picture before or after the one on \
      screen and that picture shows within S seconds: a recording's frames fall anywhere within a \
      frame of the expected's. {range}. Default \(HelpText.number(lossless.timeTolerance)), \
      \(HelpText.number(video.timeTolerance)) when the actual is a video recording.
      """)
  static let window: OptionKey<Int> = .integer(
    "window", default: 16, in: 1...4096,
    help: "Side of the square in which the densest change is reported, {range}. Default {default}.")

  /// The comparison defaults for lossless inputs (GIF, PNG, scenes) and for a video actual, whose
  /// codec leaves faint noise and small smudges around edges everywhere.
  static let lossless = ComparisonDefaults(threshold: 0.1, minimumRegion: 0, timeTolerance: 0)
  static let video = ComparisonDefaults(threshold: 0.15, minimumRegion: 16, timeTolerance: 0.04)

  /// The comparator `--threshold`, `--include-aa`, `--metric`, `--no-checkerboard`, `--max-diff-pixels`,
  /// `--max-diff-ratio`, `--min-region`, `--time-tolerance` and `--window` ask for; `video`: the actual is a video recording (its defaults).
  static func comparator(_ args: Arguments, video isVideo: Bool = false) throws(UsageError) -> AnimationComparator {
    let defaults = isVideo ? video : lossless
    let threshold = args[Self.threshold] ?? defaults.threshold
    let maxPixels = args[maxDiffPixels]
    let maxRatio = args[maxDiffRatio]
    let window = args[Self.window]
    var comparator = AnimationComparator(
      metric: PixelMatch(
        threshold: threshold, includeAntiAliased: args[includeAA],
        difference: args[metric], checkerboard: !args[noCheckerboard]),
      maxDiffPixels: maxPixels, maxDiffRatio: maxRatio, densityWindow: window)
    comparator.minimumRegion = args[minRegion] ?? defaults.minimumRegion
    comparator.timeTolerance = RecordingOptions.microseconds(args[timeTolerance] ?? defaults.timeTolerance)
    return comparator
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
