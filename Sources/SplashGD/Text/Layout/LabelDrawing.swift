import SplashRaster

/// Draws a `LabelLayout` into a surface the size of the label's bounds.
package enum LabelDrawing {
  /// The layout's lines, each piece rasterised by `TextRenderer` and composited at its pen
  /// position (whole pixels: the x rounded, the line's baseline), into a transparent surface of
  /// `options.width` × `options.height` pixels (at least 1 × 1). Ink outside the bounds is cut,
  /// as a label's backing store cuts it.
  ///
  /// The result's metrics describe the bounds as one box: `baseline` and `originX` 0, `advance`
  /// the width, `ascent` 0 and `descent` the height, so it is placed at the bounds' origin.
  package static func render(_ layout: LabelLayout, style: TextStyle, options: LabelOptions) throws(GDError)
    -> RenderedText
  {
    let width = max(1, options.width)
    let height = max(1, options.height)
    guard PixelBudget.fits(width: width, height: height) else {
      throw GDError(
        "a label of \(width)×\(height) pixels is more than the limit of \(PixelBudget.maximumPixelsPerImage)")
    }
    var block: Surface
    do {
      block = try Surface(width: width, height: height)
    } catch {
      throw GDError("text surface: \(error)", cause: error)
    }
    for line in layout.lines {
      for piece in line.pieces where !piece.text.isEmpty {
        var pieceStyle = style
        pieceStyle.family = piece.family
        let drawn = try TextRenderer.render(piece.text, style: pieceStyle)
        let penX = line.x + Int(piece.x.rounded())
        block.draw(
          drawn.surface,
          transform: Transform2D(
            translationX: Double(penX - drawn.originX), y: Double(line.baseline - drawn.baseline)))
      }
    }
    let face = try TextRenderer.face(for: style)
    return RenderedText(
      surface: block, baseline: 0, originX: 0, advance: width, ascent: 0, descent: height, fontPath: face.path,
      fontStyle: face.style, fontWeight: face.weight)
  }
}
