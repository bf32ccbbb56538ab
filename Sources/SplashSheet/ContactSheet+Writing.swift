import SplashGD

extension ContactSheet {
  /// Lays out `keys` under `title` in `columns` and writes the PNG atomically to `path`.
  @discardableResult
  public static func write(
    _ keys: KeyFrames, title: String, columns: Int, style: ContactSheetStyle = ContactSheetStyle(), to path: String
  ) throws -> ContactSheet {
    let sheet = try ContactSheet(tiles: keys.tiles, columns: columns, title: title, style: style)
    try PNGEncoder.write(sheet.surface, to: path)
    return sheet
  }

  /// "Output/x-sheet.png: contact sheet of 8 of 90 frames, 4 columns, 1096×1210".
  package func summary(of keys: KeyFrames, path: String) -> String {
    let columns = Set(layout.tiles.map(\.x)).count
    return
      "\(path): contact sheet of \(keys.frames.count) of \(keys.frameCount) frames, \(columns) columns, \(layout.width)×\(layout.height)"
  }
}
