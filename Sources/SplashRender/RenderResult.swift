import Foundation
import SplashGIF
import SplashVideo

/// What one render wrote (`Render.run`), led by its GIF (or its first output when it has no GIF):
/// printed by `render --json` and `--markdown`, recorded by `batch`. Every output is in `outputs`.
public struct RenderResult: Sendable, Encodable {
  /// One encoding tried under a byte budget.
  public struct Attempt: Sendable, Encodable {
    /// GIF: the palette size; nil for other formats.
    public let colors: Int?
    /// Video, APNG, WebP: "CRF 20", "quality 90", "lossless"; nil for GIF.
    public let quality: String?
    /// The frame rate tried.
    public let fps: Double
    /// The pixels per point tried.
    public let scale: Int
    /// The size of that encoding.
    public let bytes: Int
    /// Whether it fitted the budget.
    public let fits: Bool
  }

  /// The scene's name.
  public let scene: String
  /// The device's name (`iphone-15`, or `WxH@S` for a custom screen).
  public let device: String
  /// The marketing names of the device ("iPhone 14 Pro Max, 15 Plus, …" or "custom").
  public let models: String
  /// The path of the lead output (empty when the render wrote no file).
  public let output: String
  /// What the lead output is (`.file(.gif)`, `.file(.mp4)`, …; JSON prints its `name`).
  public let format: OutputKind
  /// Width of the lead output's frames in pixels (device frame included).
  public let width: Int
  /// Height of the lead output's frames in pixels.
  public let height: Int
  /// Frames drawn (the GIF may hold fewer: identical frames are merged).
  public let frames: Int
  /// Frames the lead file stores.
  public let framesWritten: Int
  /// The frame rate written (lower than asked when a byte budget lowered it).
  public let fps: Int
  /// Seconds the GIF plays.
  public let duration: Double
  /// Size of the lead file.
  public let bytes: Int
  /// The palette limit the GIF was written with; nil for other formats.
  public let colors: Int?
  /// The encoder's quality for video, APNG and WebP ("CRF 17"); nil for GIF.
  public let quality: String?
  /// Pixels per point written (lower than asked when a byte budget lowered it).
  public let scale: Int
  /// Whether the device was drawn around the frames.
  public let deviceFrame: Bool
  /// The lead output's byte budget; nil: none.
  public let maxBytes: Int?
  /// What the byte budget lowered, e.g. ["colours 256 → 128"].
  public let reduced: [String]
  /// Every encoding the byte budget tried, in order (empty without a budget).
  public let attempts: [Attempt]
  /// The contact sheet, when one was written.
  public let sheet: String?
  /// Every output in the order written (not part of the JSON).
  public let outputs: [RenderOutput]

  /// A result with these figures (what a render reports; tests and pages build them too).
  public init(
    scene: String, device: String, models: String, output: String, format: OutputKind = .file(.gif), width: Int,
    height: Int,
    frames: Int, framesWritten: Int, fps: Int, duration: Double, bytes: Int, colors: Int?, quality: String? = nil,
    scale: Int, deviceFrame: Bool, maxBytes: Int?, reduced: [String], attempts: [Attempt], sheet: String?,
    outputs: [RenderOutput] = []
  ) {
    self.scene = scene
    self.device = device
    self.models = models
    self.output = output
    self.format = format
    self.width = width
    self.height = height
    self.frames = frames
    self.framesWritten = framesWritten
    self.fps = fps
    self.duration = duration
    self.bytes = bytes
    self.colors = colors
    self.quality = quality
    self.scale = scale
    self.deviceFrame = deviceFrame
    self.maxBytes = maxBytes
    self.reduced = reduced
    self.attempts = attempts
    self.sheet = sheet
    self.outputs = outputs
  }

  init(context: RenderContext) {
    let outputs = context.previous
    let lead = outputs.first { $0.format == .file(.gif) } ?? outputs.first { $0.format.format != nil } ?? outputs.first
    let device = context.request.device
    let settings =
      lead?.settings
      ?? EncodingSettings(colors: 256, fps: Double(context.fps), scale: context.exportScale)
    let frames = context.sceneFrames(fps: Int(settings.fps), exportScale: settings.scale)
    scene = context.scene.name
    self.device = device.name
    models = device.models
    output = lead?.path ?? ""
    format = lead?.format ?? .file(.gif)
    width = lead?.width ?? frames.width
    height = lead?.height ?? frames.height
    self.frames = frames.frameCount
    framesWritten = lead?.encoding?.framesWritten ?? lead?.framesWritten ?? lead?.frames ?? 0
    fps = Int(settings.fps)
    duration = lead?.encoding.map { Double($0.totalDelay) / 100 } ?? lead?.duration ?? frames.plan.duration
    bytes = lead?.bytes ?? 0
    colors = lead?.quality == nil ? settings.colors : nil
    quality = lead?.quality
    scale = settings.scale
    deviceFrame = context.request.deviceFrame != nil
    maxBytes = lead?.maxBytes
    reduced = lead?.reduced ?? []
    attempts =
      (lead?.attempts ?? []).map {
        Attempt(
          colors: $0.setting.colors, quality: nil, fps: $0.setting.fps, scale: $0.setting.scale, bytes: $0.bytes,
          fits: $0.fits)
      } + (lead?.qualityAttempts ?? [])
    sheet = outputs.first { $0.format == .sheet }?.path
    self.outputs = outputs
  }

  /// Whether the lead file is a video (MP4, MOV, WebM), which pages link to rather than show.
  public var isVideo: Bool { format.isVideo }

  private enum CodingKeys: String, CodingKey {
    case scene, device, models, output, format, width, height, frames, framesWritten, fps, duration, bytes, colors
    case quality, scale
    case deviceFrame, maxBytes, reduced, attempts, sheet
  }

  /// Every key always, `null` for what is absent, so machines see one shape.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scene, forKey: .scene)
    try container.encode(device, forKey: .device)
    try container.encode(models, forKey: .models)
    try container.encode(output, forKey: .output)
    try container.encode(format, forKey: .format)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(frames, forKey: .frames)
    try container.encode(framesWritten, forKey: .framesWritten)
    try container.encode(fps, forKey: .fps)
    try container.encode(duration, forKey: .duration)
    try container.encode(bytes, forKey: .bytes)
    try container.encode(colors, forKey: .colors)
    try container.encode(quality, forKey: .quality)
    try container.encode(scale, forKey: .scale)
    try container.encode(deviceFrame, forKey: .deviceFrame)
    try container.encode(maxBytes, forKey: .maxBytes)
    try container.encode(reduced, forKey: .reduced)
    try container.encode(attempts, forKey: .attempts)
    try container.encode(sheet, forKey: .sheet)
  }

  /// Pretty JSON with sorted keys, slashes unescaped.
  package static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(value), as: UTF8.self)
  }
}
