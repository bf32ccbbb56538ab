extension RenderResult {
  /// A result from its figures, for pages and reports built from results recorded elsewhere (a batch
  /// state, another shard) and for tests; `outputs` is empty.
  package init(
    scene: String, device: String, models: String, output: String, width: Int, height: Int, frames: Int,
    framesWritten: Int, fps: Int, duration: Double, bytes: Int, colors: Int, scale: Int, deviceFrame: Bool,
    maxBytes: Int?, reduced: [String], attempts: [Attempt], sheet: String?
  ) {
    self.scene = scene
    self.device = device
    self.models = models
    self.output = output
    self.width = width
    self.height = height
    self.frames = frames
    self.framesWritten = framesWritten
    self.fps = fps
    self.duration = duration
    self.bytes = bytes
    self.colors = colors
    self.scale = scale
    self.deviceFrame = deviceFrame
    self.maxBytes = maxBytes
    self.reduced = reduced
    self.attempts = attempts
    self.sheet = sheet
    self.outputs = []
  }
}
