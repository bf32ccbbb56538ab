import SplashDiff
import SplashSheet

/// The contact-sheet options of `sheet` (`--columns`, `--frames`, …) and of `render --sheet`,
/// where they are spelled with a `sheet-` prefix (`--sheet-frames`, since `--frames` there is the
/// PNG frames folder).
struct SheetOptions: Sendable, Equatable {
  var columns: Int
  var selection: KeyFrameSelection
  var tileWidth: Int

  /// The options, spelled `--<prefix><name>`.
  static func options(prefix: String = "") -> [Option] {
    let options: [Option] = [
      .integer(
        "columns", default: 4, in: 1...50,
        help: "Tiles per row, {range} (default {default}; fewer when there are fewer frames)."),
      .integer(
        "frames", default: 8, in: 1...200,
        help: """
          How many instants, evenly spaced from the first frame to the last, each showing the nearest \
          frame, {range} (default {default}). A frame chosen twice (a long hold) is shown once.
          """),
      .number(
        "every", "S", default: nil, in: 0.01...600,
        help: "Instead: an instant every S seconds from 0 ({range}), then the last frame."),
      .flag(
        "by-change",
        help: """
          Space the frames evenly in how much the picture changes instead of in time: a hold gets one \
          frame, fast motion several (every frame is drawn to measure it).
          """),
      .integer(
        "tile-width", "W", default: 240, in: 16...4000,
        help: "Thumbnail width in pixels, {range} (default {default}; never enlarged)."),
    ]
    return options.map { $0.prefixed(prefix) }
  }

  /// Reads the options spelled with `prefix`; `frames` and `every` exclude each other.
  init(_ args: Arguments, prefix: String = "") throws(UsageError) {
    columns = args.int(prefix + "columns")
    tileWidth = args.int(prefix + "tile-width")
    if args.flag(prefix + "by-change") {
      guard !args.isGiven(prefix + "every") else {
        throw UsageError("give --\(prefix)every or --\(prefix)by-change, not both")
      }
      selection = .byChange(count: args.int(prefix + "frames"))
    } else if let seconds = args.double(prefix + "every") {
      guard !args.isGiven(prefix + "frames") else {
        throw UsageError("give --\(prefix)frames or --\(prefix)every, not both")
      }
      selection = .every(interval: Int((seconds * 1_000_000).rounded()))
    } else {
      selection = .evenly(count: args.int(prefix + "frames"))
    }
  }

  /// The declared defaults (what `batch` uses for "sheet": true).
  init() {
    // Parsing nothing cannot fail: every default lies within its range.
    try! self.init(Arguments([], options: Self.options()))
  }

  var style: ContactSheetStyle {
    var style = ContactSheetStyle()
    style.tileWidth = tileWidth
    return style
  }
}
