import SplashScene

/// What to render: a scene on a device at a frame rate and scale, and the outputs to write, in
/// order.
///
/// ```swift
/// let request = RenderRequest(
///   scene: try Presets.load("welcome-back"), device: "iphone-15", fps: 30, scale: 2,
///   outputs: [GIFSink(path: "Output/welcome.gif")])
/// ```
public struct RenderRequest: Sendable {
  /// The scene to render (a file, a preset or one built in Swift).
  public var scene: Scene
  /// The screen to render on: a catalog device, a custom `WxH@S` one, or a name literal
  /// (`"iphone-15"`), which rendering checks against the catalog.
  public var device: Device
  /// Frames per second, 1...120 (each output checks what its format plays: GIF 50, APNG and WebP 60).
  public var fps: Int
  /// Pixels per point of the frames the outputs receive, 1...3 (the frames are drawn at the
  /// device's own scale, then area-averaged to this one).
  public var scale: Int
  /// Worker threads for drawing and encoding; 0 = every core. Outputs do not depend on it.
  public var threads: Int
  /// Draw the device around every frame every output receives; nil: the bare screen.
  public var deviceFrame: DeviceFrame.Options?
  /// Where the frames go, written in this order (a GIF whose byte budget lowers the frame rate
  /// or scale hands its settings to the outputs after it).
  public var outputs: [any RenderSink]
  /// The longest scene rendered, in seconds; a longer one is an error before anything is drawn.
  public var maximumDuration = RenderLimits.defaultMaximumDuration

  /// A request for `scene` on `device` at `fps` and `scale` into `outputs`.
  public init(
    scene: Scene, device: Device, fps: Int = 30, scale: Int = 1, threads: Int = 0,
    deviceFrame: DeviceFrame.Options? = nil, outputs: [any RenderSink]
  ) {
    self.scene = scene
    self.device = device
    self.fps = fps
    self.scale = scale
    self.threads = threads
    self.deviceFrame = deviceFrame
    self.outputs = outputs
  }

  @available(*, deprecated, renamed: "init(scene:device:fps:scale:threads:deviceFrame:outputs:)")
  public init(
    scene: Scene, device: Device, fps: Int = 30, exportScale: Int, threads: Int = 0,
    deviceFrame: DeviceFrame.Options? = nil, outputs: [any RenderSink]
  ) {
    self.init(
      scene: scene, device: device, fps: fps, scale: exportScale, threads: threads, deviceFrame: deviceFrame,
      outputs: outputs)
  }

  @available(*, deprecated, renamed: "scale")
  public var exportScale: Int {
    get { scale }
    set { scale = newValue }
  }
}
