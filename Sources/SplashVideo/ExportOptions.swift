/// How `AnimationExporter` writes a file.
public struct ExportOptions: Sendable {
  /// `--quality`; nil: the format's default (`ExportQuality.default(for:)`).
  public var quality: ExportQuality?
  /// The encoder's own quality number, set by a size budget's search: the CRF for video, the
  /// lossy quality 0…100 for WebP, the palette colours for APNG. Overrides `quality`.
  public var level: Int?
  /// How many times APNG and WebP play: 0 = forever. Video players loop on their own terms.
  public var loopCount = 0
  /// Workers that draw frames ahead of the encoder; 0 = every core. The file is the same
  /// whatever the count.
  public var threads = 0

  public init() {}

  /// The quality in effect for `format` (GIF, which has no level, reads as high).
  package func effectiveQuality(for format: ExportFormat) -> ExportQuality {
    quality ?? format.traits.defaultQuality ?? .high
  }

  /// The encoder's quality number for `format` and frames of `pixels` pixels: CRF for video,
  /// 0…100 for lossy WebP, palette colours for lossy APNG, nil for lossless output.
  package func level(for format: ExportFormat, pixels: Int) -> Int? {
    if let level { return level }
    let quality = effectiveQuality(for: format)
    switch format {
    case .mp4, .mov: return quality.h264CRF(pixels: pixels) ?? ExportQuality.high.h264CRF(pixels: pixels)
    case .webm: return quality.vp9CRF ?? ExportQuality.high.vp9CRF
    case .webp: return quality.webpQuality
    case .apng: return quality.apngColors
    case .gif: return nil
    }
  }

  /// "CRF 20", "quality 90", "128 colours", "lossless": what `level(for:pixels:)` means, for
  /// reports.
  package func levelSummary(for format: ExportFormat, pixels: Int) -> String {
    ExportBudget.levelName(level(for: format, pixels: pixels), format)
  }
}
