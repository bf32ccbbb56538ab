import SplashDiff

/// The contact-sheet options `sheet` and `render --sheet` share.
struct SheetOptions: Sendable, Equatable {
  var columns = 4
  var selection = KeyFrameSelection.evenly(count: 8)
  var tileWidth = 240

  static let optionNames: Set<String> = ["columns", "frames", "every", "tile-width"]

  static let help = """
      --columns N         Tiles per row, 1...50 (default 4; fewer when there are fewer frames).
      --frames N          How many instants, evenly spaced from the first frame to the last, each
                          showing the nearest frame, 1...200 (default 8). A frame chosen twice (a
                          long hold) is shown once.
      --every S           Instead: an instant every S seconds from 0, then the last frame.
      --tile-width W      Thumbnail width in pixels, 16...4000 (default 240; never enlarged).
    """

  /// Reads the options; `--frames` and `--every` exclude each other.
  init(_ args: Arguments) throws(UsageError) {
    columns = try args.int("columns", default: 4, in: 1...50)
    tileWidth = try args.int("tile-width", default: 240, in: 16...4000)
    if args.value("every") != nil {
      guard args.value("frames") == nil else { throw UsageError("give --frames or --every, not both") }
      let seconds = try args.double("every", default: nil, in: 0.01...600)!
      selection = .every(interval: Int((seconds * 1_000_000).rounded()))
    } else {
      selection = .evenly(count: try args.int("frames", default: 8, in: 1...200))
    }
  }

  init() {}

  var style: ContactSheetStyle {
    var style = ContactSheetStyle()
    style.tileWidth = tileWidth
    return style
  }
}
