/// One preview listed by the gallery page (`index.html`): a scene rendered on a device.
package struct GalleryEntry: Sendable, Codable, Equatable {
  /// The job's name, `<scene>-<device>`.
  package var id: String
  package var scene: String
  package var device: String
  /// The device's marketing names ("iPhone 15 Pro", "custom").
  package var models: String
  /// The GIF, relative to the page's folder.
  package var gif: String
  package var width: Int
  package var height: Int
  /// Pixels per point of the GIF.
  package var scale: Int
  package var fps: Int
  /// Frames drawn.
  package var frames: Int
  /// Seconds the GIF plays.
  package var duration: Double
  package var bytes: Int
  /// What a size budget lowered ("colours 256 → 128"), empty when nothing was.
  package var reduced: [String]
  /// The contact sheet, relative to the page's folder, when one was written.
  package var sheet: String?
  /// "rendered", "up-to-date" or "failed".
  package var status: String
  /// Why a failed job failed.
  package var error: String?

  package init(
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
