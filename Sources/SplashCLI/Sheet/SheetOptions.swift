import SplashDiff
import SplashSheet

/// The contact-sheet options of `sheet` (`--columns`, `--frames`, …) and of `render --sheet`,
/// where they are spelled with a `sheet-` prefix (`--sheet-frames`, since `--frames` there is the
/// PNG frames folder).
struct SheetOptions: Sendable, Equatable {
  var columns = 4
  var selection = KeyFrameSelection.evenly(count: 8)
  var tileWidth = 240

  static func optionNames(prefix: String = "") -> Set<String> {
    Set(["columns", "frames", "every", "tile-width"].map { prefix + $0 })
  }

  static func flagNames(prefix: String = "") -> Set<String> { [prefix + "by-change"] }

  static func help(prefix p: String = "", column: Int = 22) -> String {
    let entries = [
      ("--\(p)columns N", ["Tiles per row, 1...50 (default 4; fewer when there are fewer frames)."]),
      (
        "--\(p)frames N",
        [
          "How many instants, evenly spaced from the first frame to the last, each",
          "showing the nearest frame, 1...200 (default 8). A frame chosen twice (a",
          "long hold) is shown once.",
        ]
      ),
      ("--\(p)every S", ["Instead: an instant every S seconds from 0, then the last frame."]),
      (
        "--\(p)by-change",
        [
          "Space the frames evenly in how much the picture changes instead of in",
          "time: a hold gets one frame, fast motion several (every frame is drawn",
          "to measure it).",
        ]
      ),
      ("--\(p)tile-width W", ["Thumbnail width in pixels, 16...4000 (default 240; never enlarged)."]),
    ]
    return HelpText.options(entries, column: column)
  }

  /// Reads the options spelled with `prefix`; `frames` and `every` exclude each other.
  init(_ args: Arguments, prefix: String = "") throws(UsageError) {
    columns = try args.int(prefix + "columns", default: 4, in: 1...50)
    tileWidth = try args.int(prefix + "tile-width", default: 240, in: 16...4000)
    if args.flag(prefix + "by-change") {
      guard args.value(prefix + "every") == nil else {
        throw UsageError("give --\(prefix)every or --\(prefix)by-change, not both")
      }
      selection = .byChange(count: try args.int(prefix + "frames", default: 8, in: 1...200))
    } else if args.value(prefix + "every") != nil {
      guard args.value(prefix + "frames") == nil else {
        throw UsageError("give --\(prefix)frames or --\(prefix)every, not both")
      }
      let seconds = try args.double(prefix + "every", default: nil, in: 0.01...600)!
      selection = .every(interval: Int((seconds * 1_000_000).rounded()))
    } else {
      selection = .evenly(count: try args.int(prefix + "frames", default: 8, in: 1...200))
    }
  }

  init() {}

  var style: ContactSheetStyle {
    var style = ContactSheetStyle()
    style.tileWidth = tileWidth
    return style
  }
}
