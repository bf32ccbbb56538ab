import SplashRaster

/// A palette the encoder uses as it is instead of building one: from `start` centiseconds into
/// the animation until the next fixed palette starts.
///
/// `splashreel check` encodes a fresh render with its GIF golden's palettes
/// (`FixedPalette.palettes(of:)`), so the only differences are the scene's own: with a palette
/// rebuilt from the changed statistics, pixels that did not change could map to slightly
/// different colours and show up as noise far from the real change.
public struct FixedPalette: Sendable, Hashable {
  /// When the palette takes over, in centiseconds (the first one starts at 0).
  public var start: Int
  /// Its colours, without the transparent entry (1…255).
  public var colors: [Color]
  /// Whether it is the file's global colour table (exactly one is); the others are written as
  /// local tables on each frame that uses them.
  public var isGlobal: Bool

  public init(start: Int, colors: [Color], isGlobal: Bool) {
    self.start = start
    self.colors = colors
    self.isGlobal = isGlobal
  }

  /// The palettes of a GIF splashreel wrote, in order, or nil when they cannot be told: the
  /// colours of a table are those before its transparent index, so some frame of each palette
  /// must use transparency (all but the first frame of a part normally do), and exactly one
  /// table must be global.
  public static func palettes(of frames: [GIFFrame]) -> [FixedPalette]? {
    var reader = PaletteReader()
    for frame in frames { reader.add(frame) }
    return reader.palettes
  }

  /// The palettes of the GIF file at `path`, read a frame at a time (only the tables are kept),
  /// or nil as `palettes(of:)` says.
  public static func palettes(ofFile path: String) throws(GIFError) -> [FixedPalette]? {
    var decoder = try GIFDecoder(contentsOf: path)
    var reader = PaletteReader()
    while let frame = try decoder.next() { reader.add(frame) }
    return reader.palettes
  }
}

/// Collects the palettes of consecutive frames (see `FixedPalette.palettes(of:)`).
private struct PaletteReader {
  var found: [FixedPalette] = []
  var transparent: [Int?] = []

  mutating func add(_ frame: GIFFrame) {
    let table = frame.colorTable
    if let last = found.last, last.isGlobal == !frame.hasLocalColorTable,
      !frame.hasLocalColorTable || last.colors == table
    {
      // Same table as the frame before: the same palette goes on.
      if transparent[transparent.count - 1] == nil {
        transparent[transparent.count - 1] = frame.transparentIndex
      }
      return
    }
    found.append(
      FixedPalette(start: frame.start, colors: table, isGlobal: !frame.hasLocalColorTable))
    transparent.append(frame.transparentIndex)
  }

  /// The palettes, each cut at its transparent index, or nil when that cannot be told.
  var palettes: [FixedPalette]? {
    var palettes = found
    guard palettes.filter(\.isGlobal).count == 1 else { return nil }
    for k in palettes.indices {
      guard let index = transparent[k], (1...255).contains(index), index < palettes[k].colors.count
      else { return nil }
      palettes[k].colors = Array(palettes[k].colors[0..<index])
    }
    return palettes
  }
}
