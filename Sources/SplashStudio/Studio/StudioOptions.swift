/// What `splashreel preview` serves: the scene, the device and scale the page opens with, the
/// port, and where exports go.
package struct StudioOptions: Sendable {
  package var source: SceneSource
  /// A catalog name or `WxH@S`; nil: the scene's own device.
  package var device: String?
  /// Pixels per point of the frames, 1...3.
  package var scale: Int
  /// Frames per second of the frame plan (frame stepping, the timeline, exports).
  package var fps: Int
  /// 0: a free port.
  package var port: Int
  /// The folder exports are written to (relative to the current directory).
  package var outputFolder: String
  /// A golden (a GIF, or a folder of PNG frames) the page compares the edit with; nil: none.
  package var golden: String?
  package var watching: FileWatcher.Mode
  package var limits: HTTPLimits

  package init(
    source: SceneSource, device: String? = nil, scale: Int = 1, fps: Int = 30, port: Int = 0,
    outputFolder: String = "Output", golden: String? = nil, watching: FileWatcher.Mode = .native,
    limits: HTTPLimits = HTTPLimits()
  ) {
    self.source = source
    self.device = device
    self.scale = scale
    self.fps = fps
    self.port = port
    self.outputFolder = outputFolder
    self.golden = golden
    self.watching = watching
    self.limits = limits
  }
}
