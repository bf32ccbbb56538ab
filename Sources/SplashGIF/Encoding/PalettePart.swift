import SplashRaster

/// The palette a run of schedule entries is mapped with: the whole animation's, or one part's
/// after a cut (see `PaletteSegments`).
struct PalettePart: Sendable {
  /// The schedule entries that use it.
  let range: Range<Int>
  let mapper: PaletteMapper
  /// Whether frames carry it as a local colour table (false: it is the file's global table).
  let isLocal: Bool

  /// The palette's colours, without the transparent entry.
  var colors: [Color] { mapper.colors }
  /// The transparent index: the entry after the colours.
  var transparent: UInt8 { UInt8(mapper.colors.count) }
  /// The table as written: the colours, then black for the transparent entry (never shown).
  var table: [Color] { mapper.colors + [Color.black] }
}
