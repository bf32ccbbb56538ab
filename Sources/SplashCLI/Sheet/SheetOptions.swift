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
  static func options(prefix: String = "") -> [Option] { Keys(prefix: prefix).options }

  /// Reads the options `keys` spell; `frames` and `every` exclude each other.
  init(_ args: Arguments, keys: Keys = .plain) throws(UsageError) {
    columns = args[keys.columns]
    tileWidth = args[keys.tileWidth]
    if args[keys.byChange] {
      guard !args.isGiven(keys.every) else {
        throw UsageError("give --\(keys.every.option.name) or --\(keys.byChange.option.name), not both")
      }
      selection = .byChange(count: args[keys.frames])
    } else if let seconds = args[keys.every] {
      guard !args.isGiven(keys.frames) else {
        throw UsageError("give --\(keys.frames.option.name) or --\(keys.every.option.name), not both")
      }
      selection = .every(interval: Int((seconds * 1_000_000).rounded()))
    } else {
      selection = .evenly(count: args[keys.frames])
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
