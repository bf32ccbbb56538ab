import SplashDiff
import SplashGD
import SplashRaster
import SplashScene
import SplashSheet

/// Contact sheets for `sheet` and `render --sheet`: key frames of a scene or a GIF, optionally
/// inside the device, laid out and written as a PNG.
enum SheetBuilder {
  /// The key frames of a render; only the chosen frames are drawn (every frame is, to measure
  /// the changes, for `byChange`).
  static func keyFrames(of frames: SceneFrames, selection: KeyFrameSelection, deviceFrame: DeviceFrame?) throws
    -> KeyFrames
  {
    let starts = (0..<frames.frameCount).map { Int((frames.plan.time(ofFrame: $0) * 1_000_000).rounded()) }
    var changes: [Int]?
    if selection.needsChanges {
      var meter = FrameChange()
      changes = try (0..<frames.frameCount).map { meter.measure(try frames.frame(at: $0)) }
    }
    let chosen = try selection.pick(starts: starts, changes: changes).map { index in
      let surface = try frames.frame(at: index)
      return KeyFrames.Frame(index: index, start: starts[index], surface: deviceFrame?.framing(surface) ?? surface)
    }
    return KeyFrames(
      frames: chosen, frameCount: frames.frameCount, duration: Int((frames.plan.duration * 1_000_000).rounded()))
  }

  /// `keys` with every frame drawn inside `deviceFrame`.
  static func framed(_ keys: KeyFrames, in deviceFrame: DeviceFrame) -> KeyFrames {
    KeyFrames(
      frames: keys.frames.map { .init(index: $0.index, start: $0.start, surface: deviceFrame.framing($0.surface)) },
      frameCount: keys.frameCount, duration: keys.duration)
  }

  /// Lays out `keys` under `title` and writes the PNG (atomically) to `path`.
  @discardableResult
  static func write(_ keys: KeyFrames, title: String, options: SheetOptions, to path: String) throws -> ContactSheet {
    let sheet = try ContactSheet(tiles: keys.tiles, columns: options.columns, title: title, style: options.style)
    try PNGEncoder.write(sheet.surface, to: path)
    return sheet
  }

  /// "Output/x-sheet.png: contact sheet of 8 of 90 frames, 4 columns, 1096×1210".
  static func summary(_ sheet: ContactSheet, keys: KeyFrames, path: String) -> String {
    let columns = Set(sheet.layout.tiles.map(\.x)).count
    return
      "\(path): contact sheet of \(keys.frames.count) of \(keys.frameCount) frames, \(columns) columns, \(sheet.layout.width)×\(sheet.layout.height)"
  }

  /// The title of a scene's sheet: "ad-splash on iphone-15-pro · 3.00 s · 90 frames at 30 fps".
  static func title(scene: String, device: String, keys: KeyFrames, fps: Int) -> String {
    "\(scene) on \(device) · \(KeyFrames.seconds(keys.duration)) s · \(keys.frameCount) frames at \(fps) fps"
  }
}
