import SplashRender
import SplashVideo

extension PreviewOptions {
  /// The outputs `render` writes with these options, in order: the PNG frames when asked for,
  /// the file at `file` (its extension picks the sink: `RenderFormats`), then the contact sheet
  /// (beside the file unless `sheetPath` is set).
  func outputs(file: String, loop: Int, quality: ExportQuality? = nil, frames: PNGFramesSink? = nil) throws
    -> [any RenderSink]
  {
    var outputs: [any RenderSink] = frames.map { [$0] } ?? []
    let settings = FileOutputSettings(colors: colors, loop: loop, maxBytes: maxBytes, quality: quality, lossy: lossy)
    outputs.append(try RenderFormats.sink(for: file, settings: settings))
    if let sheet {
      let path = sheetPath ?? Self.removingExtension(file) + "-sheet.png"
      outputs.append(SheetSink(path: path, selection: sheet.selection, columns: sheet.columns, style: sheet.style))
    }
    return outputs
  }

  /// `path` without its extension ("Output/a.mp4" → "Output/a").
  static func removingExtension(_ path: String) -> String {
    let name = path.split(separator: "/").last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path }
    return String(path.dropLast(name.distance(from: dot, to: name.endIndex)))
  }
}
