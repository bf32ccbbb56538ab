import SplashGIF

/// What one sink wrote.
public struct RenderOutput: Sendable {
  /// What the output is: an animation file of a registry format, PNG frames, a sheet, or a new
  /// sink's own kind.
  public var format: OutputKind
  /// The file or folder written.
  public var path: String
  /// Bytes written.
  public var bytes: Int
  /// Width of the written frames in pixels (the sheet: its own width).
  public var width: Int
  /// Height of the written frames in pixels (the sheet: its own height).
  public var height: Int
  /// Frames drawn for it (the file may hold fewer: identical frames merge).
  public var frames: Int
  /// Set when this output settled the render's settings (a GIF whose byte budget lowered the
  /// frame rate or scale): the outputs after it receive frames at these.
  public var settings: EncodingSettings?
  /// The GIF encoder's report, for GIF outputs.
  public var encoding: GIFEncodingReport?
  /// The byte budget it was written under; nil: none.
  public var maxBytes: Int?
  /// Every encoding a byte budget tried, in order (empty without a budget).
  public var attempts: [SizeBudget.Attempt]
  /// What the budget lowered, e.g. ["colours 256 → 128"].
  public var reduced: [String]
  /// Frames stored, when the output merges identical ones (GIF: see `encoding`); nil: `frames`.
  public var framesWritten: Int?
  /// Seconds the file plays as its container stores time; nil: the scene's duration.
  public var duration: Double?
  /// The encoder's quality for video, APNG and WebP ("CRF 17", "quality 90", "lossless").
  public var quality: String?
  /// Every encoding a byte budget tried for video, APNG or WebP, in order.
  public var qualityAttempts: [RenderResult.Attempt] = []

  /// An output with these figures (what a sink returns).
  public init(
    format: OutputKind, path: String, bytes: Int, width: Int, height: Int, frames: Int,
    settings: EncodingSettings? = nil, encoding: GIFEncodingReport? = nil, maxBytes: Int? = nil,
    attempts: [SizeBudget.Attempt] = [], reduced: [String] = []
  ) {
    self.format = format
    self.path = path
    self.bytes = bytes
    self.width = width
    self.height = height
    self.frames = frames
    self.settings = settings
    self.encoding = encoding
    self.maxBytes = maxBytes
    self.attempts = attempts
    self.reduced = reduced
  }
}
