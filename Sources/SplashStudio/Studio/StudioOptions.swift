/// What `splashreel preview` serves: the scene, the device and scale the page opens with, the
/// port, and where exports go.
public struct StudioOptions: Sendable {
  public var source: SceneSource
  /// A catalog name or `WxH@S`; nil: the scene's own device.
  public var device: String?
  /// Pixels per point of the frames, 1...3.
  public var scale: Int
  /// Frames per second of the frame plan (frame stepping, the timeline, exports).
  public var fps: Int
  /// 0: a free port.
  public var port: Int
  /// The folder exports are written to (relative to the current directory).
  public var outputFolder: String
  /// A golden (a GIF, or a folder of PNG frames) the page compares the edit with; nil: none.
  public var golden: String?
  public var watching: FileWatcher.Mode
  public var limits: HTTPLimits

  public init(
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
