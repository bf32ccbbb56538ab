import SplashRender

extension PreviewOptions {
  /// The outputs `render` writes with these options, in order: the PNG frames when asked for,
  /// the GIF at `gif`, then the contact sheet (beside the GIF unless `sheetPath` is set).
  func outputs(gif: String, loop: Int, frames: PNGFramesSink? = nil) -> [any RenderSink] {
    var outputs: [any RenderSink] = frames.map { [$0] } ?? []
    outputs.append(GIFSink(path: gif, colors: colors, loop: loop, maxBytes: maxBytes))
    if let sheet {
      let path = sheetPath ?? (gif.hasSuffix(".gif") ? String(gif.dropLast(4)) : gif) + "-sheet.png"
      outputs.append(SheetSink(path: path, selection: sheet.selection, columns: sheet.columns, style: sheet.style))
    }
    return outputs
  }
}
