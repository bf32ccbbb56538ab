extension SheetOptions {
  /// The contact-sheet options spelled with one prefix: `sheet --frames` (`.plain`) or
  /// `render --sheet-frames` (`.prefixed`). Declared once, unprefixed; a prefix renames them.
  struct Keys: Sendable {
    let columns: OptionKey<Int>
    let frames: OptionKey<Int>
    let every: OptionKey<Double?>
    let byChange: OptionKey<Bool>
    let tileWidth: OptionKey<Int>

    /// `sheet`'s spelling.
    static let plain = Keys(prefix: "")
    /// `render --sheet`'s spelling (`--frames` there is the PNG frames folder).
    static let prefixed = Keys(prefix: "sheet-")

    /// The options spelled `--<prefix><name>`.
    init(prefix: String) {
      columns = Self.columns.prefixed(prefix)
      frames = Self.frames.prefixed(prefix)
      every = Self.every.prefixed(prefix)
      byChange = Self.byChange.prefixed(prefix)
      tileWidth = Self.tileWidth.prefixed(prefix)
    }

    /// The declarations, in help's order.
    var options: [Option] { Option.list(columns, frames, every, byChange, tileWidth) }

    private static let columns: OptionKey<Int> = .integer(
      "columns", default: 4, in: 1...50,
      help: "Tiles per row, {range} (default {default}; fewer when there are fewer frames).")
    private static let frames: OptionKey<Int> = .integer(
      "frames", default: 8, in: 1...200,
      help: """
        How many instants, evenly spaced from the first frame to the last, each showing the nearest \
        frame, {range} (default {default}). A frame chosen twice (a long hold) is shown once.
        """)
    private static let every: OptionKey<Double?> = .number(
      "every", "S", in: 0.01...600,
      help: "Instead: an instant every S seconds from 0 ({range}), then the last frame.")
    private static let byChange: OptionKey<Bool> = .flag(
      "by-change",
      help: """
        Space the frames evenly in how much the picture changes instead of in time: a hold gets one \
        frame, fast motion several (every frame is drawn to measure it).
        """)
    private static let tileWidth: OptionKey<Int> = .integer(
      "tile-width", "W", default: 240, in: 16...4000,
      help: "Thumbnail width in pixels, {range} (default {default}; never enlarged).")
  }
}
