import SplashGD
import SplashMotion
import SplashRaster

/// Lays out and draws the labels that are more than one tail-truncated line (`LabelLayout`),
/// once per string when a render's assets are made: frames only composite the result, so a
/// label is never laid out again while its text stays the same.
enum LabelBlocks {
  /// The block of `string` in `layer`'s bounds (`size` points, before launch, on whole pixels of
  /// `renderScale`), or nil for a label drawn as one line as before: one line (`numberOfLines`
  /// 1), tail truncation, no spacing or kern, not justified, no newline, and every character in
  /// the label's own font.
  static func label(
    _ string: String, layer: ResolvedLayer, style: TextStyle, size: SIMD2<Double>, renderScale: Int
  ) throws(GDError) -> RenderAssets.Label? {
    // A family that is not found goes the one-line way, which names it in its error.
    let covered = (try? TextRenderer.covers(string, style: style)) ?? true
    guard layer.needsLabelLayout(for: string) || !covered else { return nil }
    let scale = Double(renderScale)
    let options = layer.labelOptions(
      width: Int((size.x * scale + 1e-9).rounded(.down)), height: Int((size.y * scale + 1e-9).rounded(.down)),
      scale: scale)
    let layout = try LabelLayout.make(string, style: style, options: options)
    let text = try LabelDrawing.render(layout, style: style, options: options)
    return RenderAssets.Label(
      text: text, shown: layout.lines.map(\.text).joined(separator: "\n"), scale: scale, isBlock: true)
  }
}
