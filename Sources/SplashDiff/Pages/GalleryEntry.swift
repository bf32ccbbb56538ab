/// One preview listed by the gallery page (`index.html`): a scene rendered on a device.
public struct GalleryEntry: Sendable, Codable, Equatable {
  /// The job's name, `<scene>-<device>`.
  public var id: String
  public var scene: String
  public var device: String
  /// The device's marketing names ("iPhone 15 Pro", "custom").
  public var models: String
  /// The GIF, relative to the page's folder.
  public var gif: String
  public var width: Int
  public var height: Int
  /// Pixels per point of the GIF.
  public var scale: Int
  public var fps: Int
  /// Frames drawn.
  public var frames: Int
  /// Seconds the GIF plays.
  public var duration: Double
  public var bytes: Int
  /// What a size budget lowered ("colours 256 → 128"), empty when nothing was.
  public var reduced: [String]
  /// The contact sheet, relative to the page's folder, when one was written.
  public var sheet: String?
  /// "rendered", "up-to-date" or "failed".
  public var status: String
  /// Why a failed job failed.
  public var error: String?

  public init(
    id: String, scene: String, device: String, models: String, gif: String, width: Int, height: Int, scale: Int,
    fps: Int, frames: Int, duration: Double, bytes: Int, reduced: [String] = [], sheet: String? = nil,
    status: String = "rendered", error: String? = nil
  ) {
    self.id = id
    self.scene = scene
    self.device = device
    self.models = models
    self.gif = gif
    self.width = width
    self.height = height
    self.scale = scale
    self.fps = fps
    self.frames = frames
    self.duration = duration
    self.bytes = bytes
    self.reduced = reduced
    self.sheet = sheet
    self.status = status
    self.error = error
  }
}
