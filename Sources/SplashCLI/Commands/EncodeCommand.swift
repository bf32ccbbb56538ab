import Foundation
import SplashFiles
import SplashFrames
import SplashGIF
import SplashRender
import SplashScene
import SplashVideo

/// `splashreel encode`: turns a folder of PNG frames into an animated GIF with splashreel's
/// encoder (the same one `render` uses).
enum EncodeCommand: Command {
  static let name = "encode"
  static let summary = "Encode a folder of PNG frames as a small GIF, MP4, WebM, APNG or WebP."
  static let options = Option.list(
    fps, out, FormatOption.formatName, colors, dither, quality, palettes, lossy, loop, quiet, ByteBudget.maxBytes,
    inputScale)

  static let fps: OptionKey<Double?> = .number(
    "fps", "N", in: 0.01...1000, help: "Frames per second of the input, {range}. Required.")
  static let out: OptionKey<String?> = .text(
    "out", "PATH", help: "The file to write: \(FormatOption.extensionList) (.png is APNG). Required.")
  static let colors: OptionKey<Int> = .integer(
    "colors", default: 256, in: 2...256,
    help: "Palette size, {range}, one entry reserved for transparency (default {default}).")
  static let dither: OptionKey<GIFEncodingOptions.Dither> = .choice(
    "dither", default: GIFEncodingOptions.Dither.auto,
    help: """
      auto (default): an 8×8 Bayer pattern mixing the two palette colours around each source colour \
      where the source is smooth, none where its own texture (film grain, photographic noise) \
      already mixes them. ordered: the pattern everywhere. none: nearest colour only; smallest, \
      gradients may band.
      """)
  static let quality: OptionKey<String?> = .choice(
    "quality", gifQualities + ["lossless"],
    help: """
      GIF (default medium): high: rewrite every pixel whose palette colour changes, full dither. \
      medium: a pixel that changes again in the next frame keeps the colour on screen when that adds \
      at most 2.5 grey levels of error over the new colour (5 for a lone changed pixel between kept \
      ones); a pixel's last change is exact; softer dither. low: 4 (8) grey levels, softer still; \
      smallest.
      """ + "\n" + FormatOption.qualityHelp)
  static let palettes: OptionKey<GIFEncodingOptions.Palettes> = .choice(
    "palettes", default: GIFEncodingOptions.Palettes.auto,
    help: """
      auto (default): a palette of its own for each part after a cut (at least half the pixels change \
      colour class from one frame to the next; parts of at least 0.5 s, up to 8) when that cuts the \
      colour error by a quarter or more. At a cut every changed pixel is rewritten (unchanged ones \
      stay), and frames of later parts carry local colour tables (up to 768 bytes a frame). shared: \
      one palette for every frame.
      """)
  static let lossy: OptionKey<Int> = .integer(
    "lossy", "N", default: 0, in: GIFEncodingOptions.lossyRange,
    help: """
      Lossy LZW, {range} (default {default}: exact): a changed pixel may take another palette colour, or \
      keep the one on screen, when that lets LZW reuse a longer string and the colour adds at most N \
      grey levels to its error against the source (and lies within 2N of the exact colour); larger N \
      also weighs bytes more against error (8 about halves a photo-like cross-fade). Pixels that do \
      not change are written exactly, so nothing static flickers; errors never build up from frame \
      to frame.
      """)
  static let loop: OptionKey<Int> = .integer(
    "loop", default: 0, in: 0...65536,
    help: "How many times the animation plays, {range}: 0 = forever (default), 1 = once, N = N times.")
  static let quiet: OptionKey<Bool> = .flag(
    "quiet", help: "Print nothing but errors (no progress line, notice or summary).")
  static let inputScale: OptionKey<Int> = .integer(
    "input-scale", "1|2|3", default: 3, in: 1...3,
    help: """
      With --max-bytes: the scale the frames were drawn at (default {default}), so the scale steps \
      resize them to 2/3 and 1/3 of their size (@2x and @1x); 2 steps to half the size; 1 never \
      resizes.
      """)

  static let help = """
    Usage: splashreel encode <folder> --fps N --out OUT\(ExportFormat.extensions.joined(separator: "|")) [options]

    The extension of OUT (or --format) picks the format. Everything below describes GIF; MP4
    and MOV (H.264), WebM (VP9), APNG (.png) and animated WebP take --quality, --loop,
    --max-bytes (a quality search, then the scale) and --input-scale; see --format.

    Encodes every .png file of <folder> as one frame of an animated GIF, in file-name order with
    numbers compared as numbers (frame2.png before frame10.png); names starting with a dot are
    skipped. Any other file or folder in it, a file that is not a PNG, or frames of different
    sizes are an error that names the file, and nothing is written (diff reads folders the same way).

    The GIF has one palette for all frames (built from every frame, weighted by how long and
    how large each colour is on screen; one per part where the animation cuts to a different
    picture, see --palettes), a dither pattern fixed to the screen so that pixels that do not
    change never flicker, and writes only what changed from frame to frame (identical frames
    are merged). Delays are whole hundredths of a second, accumulated so the
    total equals the animation's length (30 fps plays 3, 3, 4, 3, 3, 4 … cs). GIF viewers play
    at most \(ExportFormat.gif.maximumFPS) frames per second, so faster input is resampled to \(ExportFormat.gif.maximumFPS) fps (with a notice).
    Input alpha is composited over black. The file is written to a temporary name beside OUT
    and renamed when complete.

    Options:
    \(HelpText.options(options))

    Prints one line when done: frames written, frames merged, palette colours (and cuts), bytes,
    length.

    Examples:
      splashreel encode captures/ --fps 30 --out preview.gif
      splashreel encode frames/ --fps 60 --out small.gif --colors 128 --quality low --loop 1
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty
          ? "missing the frame folder"
          : "expected one frame folder, got \(args.positionals.count) arguments")
    }
    guard let fps = args[Self.fps] else {
      throw UsageError("--fps is required (frames per second of the input)")
    }
    guard let out = args[Self.out] else {
      throw UsageError("--out is required (the file to write: \(FormatOption.extensionList))")
    }
    // Before the extension is read and any encoder runs: an empty path, a directory or a device
    // is named as such, and an output inside the frame folder would replace a frame.
    try OutputPath.check(out)
    try OutputPath.check(out, isNotAnyOf: [args.positionals[0]])
    let outputFormat = try FormatOption.formats(args[FormatOption.formatName], out: out, allowsList: false)[0]
    if outputFormat != .gif {
      return try export(
        try PNGFolderFrames(directory: args.positionals[0]), fps: fps, format: outputFormat, out: out, args: args,
        console: console)
    }
    var sink = GIFSink(
      path: out, colors: args[Self.colors], loop: args[Self.loop], maxBytes: try ByteBudget.parse(args),
      lossy: args[Self.lossy])
    sink.dither = args[Self.dither]
    let quality = args[Self.quality] ?? GIFEncodingOptions.Quality.medium.rawValue
    guard let gifQuality = GIFEncodingOptions.Quality(rawValue: quality) else {
      throw UsageError("--quality \(quality) is for WebP; a GIF takes \(gifQualities.joined(separator: ", "))")
    }
    sink.quality = gifQuality
    sink.palettes = args[Self.palettes]
    let quiet = args[Self.quiet]
    let frames = try PNGFolderFrames(directory: args.positionals[0])
    ProcessMemory.prepareForDecoding()
    // With --max-bytes the size budget re-encodes with fewer colours, fewer frames, smaller frames.
    let outcome = try sink.encode(
      source(frames, fps: fps, scale: args[Self.inputScale], args: args, console: console))
    // Said once the GIF is written: an error must stay the only line on stderr.
    let limit = ExportFormat.gif.maximumFPS
    if fps > Double(limit) && !quiet {
      console.printError(
        "splashreel encode: notice: \(format(fps)) fps is faster than GIF viewers play; resampled to \(limit) fps")
    }
    if !quiet { printSummary(outcome.report, out: out, console: console) }
    return ExitCode.success
  }

  /// The folder's frames for a sink, made at `fps` and `scale` (`--input-scale`) and starting at
  /// `startFPS`; the sink's lines and progress go to `console`.
  static func source(
    _ frames: PNGFolderFrames, fps: Double, scale: Int, startFPS: Double? = nil, args: Arguments, console: Console
  ) -> FixedRateFrames {
    FixedRateFrames(
      frames, fps: fps, scale: scale, startFPS: startFPS,
      report: ConsoleReporter.reporter(for: console, command: Self.name, quiet: args[Self.quiet]))
  }

  /// The `--quality` words a GIF takes.
  static let gifQualities = GIFEncodingOptions.Quality.allCases.map(\.rawValue)

  static func printSummary(_ report: GIFEncodingReport, out: String, console: Console) {
    let seconds = SceneNumber.seconds(microseconds: report.totalDelay * 10_000)
    console.print(
      "\(out): \(count(report.framesWritten, "stored frame")) (\(report.framesMerged) identical merged), \(palettes(report)), \(report.bytes) bytes, \(seconds)"
    )
  }

  /// "255 colours", or "2 palettes (255 + 200 colours, cut at frame 60)" after cuts (frames
  /// numbered from 0 as scheduled).
  static func palettes(_ report: GIFEncodingReport) -> String {
    guard report.palettes.count > 1 else { return count(report.paletteColors, "colour") }
    let colours = report.palettes.map { String($0.colors) }.joined(separator: " + ")
    let cuts = report.palettes.dropFirst().map { String($0.frames.lowerBound) }.joined(
      separator: ", ")
    return
      "\(report.palettes.count) palettes (\(colours) colours, \(report.palettes.count == 2 ? "cut" : "cuts") at frame\(report.palettes.count == 2 ? "" : "s") \(cuts))"
  }

  static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
