import SplashRaster
import SplashScene
import SplashSheet

/// A contact sheet of the render's key frames, with their times, as one PNG (inside the device
/// when the request draws the device frame). After a GIF it shows the frames the GIF was
/// finally encoded from.
public struct SheetSink: RenderSink {
  /// The PNG; its folder is created when missing.
  public var path: String
  public var selection: KeyFrameSelection
  /// Tiles per row (fewer when there are fewer frames).
  public var columns: Int
  public var style: ContactSheetStyle

  public init(
    path: String, selection: KeyFrameSelection = .evenly(count: 8), columns: Int = 4,
    style: ContactSheetStyle = ContactSheetStyle()
  ) {
    self.path = path
    self.selection = selection
    self.columns = columns
    self.style = style
  }

  public func write(_ context: RenderContext) throws -> RenderOutput {
    let frames = context.sceneFrames()
    let deviceFrame = try context.deviceFrame(for: frames)
    let starts = (0..<frames.frameCount).map { Int((frames.plan.time(ofFrame: $0) * 1_000_000).rounded()) }
    // One long step: the progress line shows it when it takes over a second.
    context.report(.progress("\(context.label): drawing the key frames of the sheet"))
    defer { context.report(.progressDone) }
    var transform: (@Sendable (Surface) -> Surface)?
    if let deviceFrame { transform = { deviceFrame.framing($0) } }
    let keys = try KeyFrames.of(
      frames, starts: starts, duration: Int((frames.plan.duration * 1_000_000).rounded()), selection: selection,
      transform: transform)
    let title = Self.title(scene: context.scene.name, device: context.request.device.name, keys: keys, fps: context.fps)
    try OutputFolder.create(for: path)
    let sheet = try ContactSheet.write(keys, title: title, columns: columns, style: style, to: path)
    context.report(.line(sheet.summary(of: keys, path: path)))
    return RenderOutput(
      format: .sheet, path: path, bytes: OutputFolder.size(of: path), width: sheet.layout.width,
      height: sheet.layout.height, frames: keys.frames.count)
  }

  /// The title of a scene's sheet: "ad-splash on iphone-15-pro · 3.00 s · 90 frames at 30 fps".
  package static func title(scene: String, device: String, keys: KeyFrames, fps: Int) -> String {
    "\(scene) on \(device) · \(KeyFrames.seconds(keys.duration)) s · \(keys.frameCount) frames at \(fps) fps"
  }
}
