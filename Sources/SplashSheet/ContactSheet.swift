import SplashGD
import SplashRaster

/// A grid of frames with their timestamps in one PNG-ready picture, for places where a GIF does
/// not animate (e-mail, printed reviews, some pull-request views).
public struct ContactSheet: Sendable {
  /// One frame to show and the text under it.
  public struct Tile: Sendable {
    public var frame: Surface
    public var label: String

    public init(frame: Surface, label: String) {
      self.frame = frame
      self.label = label
    }
  }

  /// The picture: opaque, on the style's background.
  public let surface: Surface
  public let layout: ContactSheetLayout

  /// Draws `tiles` (all frames of one size) in `columns` columns under an optional `title`.
  ///
  /// Each frame is area-averaged to the thumbnail size (never enlarged), framed by a one-pixel
  /// border and composited over the background, so transparent parts of a frame (the corners
  /// of a device frame) show the sheet behind them. Labels and the title are drawn with
  /// `SplashGD.TextRenderer` in the style's font.
  public init(tiles: [Tile], columns: Int, title: String? = nil, style: ContactSheetStyle = ContactSheetStyle())
    throws(SheetError)
  {
    guard let first = tiles.first else { throw SheetError("a contact sheet needs at least one frame") }
    guard columns >= 1 else { throw SheetError("a contact sheet needs at least one column, got \(columns)") }
    if let odd = tiles.first(where: { $0.frame.width != first.frame.width || $0.frame.height != first.frame.height }) {
      throw SheetError(
        "contact sheet frames differ in size: \(odd.frame.width)×\(odd.frame.height) and \(first.frame.width)×\(first.frame.height)"
      )
    }
    let (thumbnailWidth, thumbnailHeight) = Self.thumbnailSize(
      frameWidth: first.frame.width, frameHeight: first.frame.height, tileWidth: style.tileWidth)
    let labelStyle = TextStyle(family: style.fontFamily, pointSize: style.labelSize, color: style.labelColor)
    let labels = try tiles.map { tile throws(SheetError) in try Self.text(tile.label, labelStyle) }
    var titleText: RenderedText?
    if let title {
      let titleStyle = TextStyle(family: style.fontFamily, pointSize: style.titleSize, color: style.titleColor)
      do {
        titleText = try TextRenderer.render(title, style: titleStyle)
      } catch {
        var fallback = titleStyle
        fallback.family = style.fallbackFontFamily
        titleText = try Self.text(title, fallback)
      }
    }
    let layout = ContactSheetLayout(
      count: tiles.count, columns: columns, thumbnailWidth: thumbnailWidth, thumbnailHeight: thumbnailHeight,
      style: style, labelWidth: labels.map(\.advance).max()!, label: (labels[0].ascent, labels[0].descent),
      title: titleText.map { ($0.ascent, $0.descent, $0.advance) })
    var sheet: Surface
    do {
      sheet = try Surface(width: layout.width, height: layout.height, fill: style.background.premultiplied)
    } catch {
      throw SheetError("contact sheet of \(layout.width)×\(layout.height) pixels: \(error.description)", cause: error)
    }
    if let titleText, let baseline = layout.titleBaseline {
      Self.place(titleText, penX: style.margin, baseline: baseline, on: &sheet)
    }
    let border = style.border.premultiplied
    for (index, geometry) in layout.tiles.enumerated() {
      let thumbnail = tiles[index].frame.resized(width: geometry.width, height: geometry.height)
      sheet.fill(
        Rect(
          x: Double(geometry.x - 1), y: Double(geometry.y - 1), width: Double(geometry.width + 2),
          height: Double(geometry.height + 2)),
        color: border)
      sheet.fill(
        Rect(
          x: Double(geometry.x), y: Double(geometry.y), width: Double(geometry.width), height: Double(geometry.height)),
        color: style.background.premultiplied)
      sheet.draw(thumbnail, transform: Transform2D(translationX: Double(geometry.x), y: Double(geometry.y)))
      let label = labels[index]
      Self.place(label, penX: geometry.labelCenter - label.advance / 2, baseline: geometry.labelBaseline, on: &sheet)
    }
    surface = sheet
    self.layout = layout
  }

  /// The thumbnail size for frames of `frameWidth` × `frameHeight`: `tileWidth` wide (or the
  /// frame's width when narrower), the height in proportion, rounded to nearest, at least 1.
  package static func thumbnailSize(frameWidth: Int, frameHeight: Int, tileWidth: Int) -> (width: Int, height: Int) {
    let width = max(1, min(tileWidth, frameWidth))
    let height = max(1, (2 * frameHeight * width + frameWidth) / (2 * frameWidth))
    return (width, height)
  }

  /// Composites `text` with its pen origin at (`penX`, `baseline`).
  static func place(_ text: RenderedText, penX: Int, baseline: Int, on sheet: inout Surface) {
    sheet.draw(
      text.surface,
      transform: Transform2D(translationX: Double(penX - text.originX), y: Double(baseline - text.baseline)))
  }

  private static func text(_ string: String, _ style: TextStyle) throws(SheetError) -> RenderedText {
    do {
      return try TextRenderer.render(string, style: style)
    } catch {
      throw SheetError("contact sheet: \(error.description)", cause: error)
    }
  }
}
