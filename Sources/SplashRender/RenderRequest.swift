import SplashScene

/// What to render: a scene on a device at a frame rate and export scale, and the outputs to
/// write, in order.
public struct RenderRequest: Sendable {
  public var scene: Scene
  public var device: Device
  /// Frames per second, 1...120 (each output checks what its format plays: GIF 50, APNG and WebP 60).
  public var fps: Int
  /// Pixels per point of the frames the outputs receive, 1...3.
  public var exportScale: Int
  /// Worker threads for drawing and encoding; 0 = every core. Outputs do not depend on it.
  public var threads: Int
  /// Draw the device around every frame every output receives; nil: the bare screen.
  public var deviceFrame: DeviceFrame.Options?
  /// Where the frames go, written in this order (a GIF whose byte budget lowers the frame rate
  /// or scale hands its settings to the outputs after it).
  public var outputs: [any RenderSink]
  /// The longest scene rendered, in seconds; a longer one is an error before anything is drawn.
  public var maximumDuration = RenderLimits.defaultMaximumDuration

  public init(
    scene: Scene, device: Device, fps: Int = 30, exportScale: Int = 1, threads: Int = 0,
    deviceFrame: DeviceFrame.Options? = nil, outputs: [any RenderSink]
  ) {
    self.scene = scene
    self.device = device
    self.fps = fps
    self.exportScale = exportScale
    self.threads = threads
    self.deviceFrame = deviceFrame
    self.outputs = outputs
  }
}
