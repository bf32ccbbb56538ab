import SplashRaster

/// Where everything on a contact sheet goes, in sheet pixels: a title line at the top, then tiles
/// left to right, top to bottom, each a thumbnail with its label centred below it.
///
///     margin | cell | gap | cell | … | margin
///
/// A cell is as wide as the thumbnail or the widest label, whichever is wider; the thumbnail is
/// centred in it (rounded to the left).
/// Vertically: margin, the title line (when there is a title) and `titleGap`, then rows of
/// thumbnail + `labelGap` + label line, `gap` between rows, and the bottom margin.
public struct ContactSheetLayout: Sendable, Equatable {
  /// One tile's geometry.
  public struct Tile: Sendable, Equatable {
    /// Where the thumbnail is drawn (x, y, width, height).
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    /// The label's baseline, and the horizontal centre it is centred on.
    public let labelBaseline: Int
    public let labelCenter: Int
  }

  public let width: Int
  public let height: Int
  /// The title's baseline (its left edge is at `margin`); nil without a title.
  public let titleBaseline: Int?
  public let tiles: [Tile]

  /// Lays out `count` thumbnails of `thumbnailWidth` × `thumbnailHeight`.
  ///
  /// - Parameters:
  ///   - labelWidth: the advance of the widest label, in pixels.
  ///   - label: the ascent and descent of the label font, in pixels.
  ///   - title: the ascent and descent of the title font and the title's advance; nil when there
  ///     is no title. A title wider than the grid widens the sheet (the grid stays on the left).
  public init(
    count: Int, columns: Int, thumbnailWidth: Int, thumbnailHeight: Int, style: ContactSheetStyle,
    labelWidth: Int, label: (ascent: Int, descent: Int), title: (ascent: Int, descent: Int, width: Int)?
  ) {
    precondition(count >= 1 && columns >= 1, "a sheet has at least one tile and one column")
    let columns = min(columns, count)
    let rows = (count + columns - 1) / columns
    let m = style.margin
    let cell = max(thumbnailWidth, labelWidth)
    width = max(2 * m + columns * cell + (columns - 1) * style.gap, 2 * m + (title?.width ?? 0))
    var top = m
    if let title {
      titleBaseline = m + title.ascent
      top += title.ascent + title.descent + style.titleGap
    } else {
      titleBaseline = nil
    }
    let rowHeight = thumbnailHeight + style.labelGap + label.ascent + label.descent
    height = top + rows * rowHeight + (rows - 1) * style.gap + m
    tiles = (0..<count).map { index in
      let cellX = m + (index % columns) * (cell + style.gap)
      let y = top + (index / columns) * (rowHeight + style.gap)
      return Tile(
        x: cellX + (cell - thumbnailWidth) / 2, y: y, width: thumbnailWidth, height: thumbnailHeight,
        labelBaseline: y + thumbnailHeight + style.labelGap + label.ascent, labelCenter: cellX + cell / 2)
    }
  }
}

/// Sizes, fonts and colours of a contact sheet.
public struct ContactSheetStyle: Sendable, Equatable {
  /// The widest a thumbnail is drawn, in pixels; frames narrower than this are not enlarged.
  public var tileWidth = 240
  public var margin = 24
  /// Between tiles, horizontally and vertically.
  public var gap = 16
  /// Between a thumbnail and its label.
  public var labelGap = 6
  /// Between the title line and the first row.
  public var titleGap = 14
  /// The font of the title and labels (a fontconfig family name).
  public var fontFamily = "DejaVu Sans"
  /// Used for a title that `fontFamily` has no glyphs for (scene names in Chinese).
  public var fallbackFontFamily = "WenQuanYi Micro Hei"
  public var labelSize = 13.0
  public var titleSize = 15.0
  public var background = Color.white
  /// The one-pixel line around each thumbnail.
  public var border = Color(r: 0xD1, g: 0xD1, b: 0xD6)
  public var titleColor = Color(r: 0x1C, g: 0x1C, b: 0x1E)
  public var labelColor = Color(r: 0x3C, g: 0x3C, b: 0x43)

  public init() {}
}
