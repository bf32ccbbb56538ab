/// What `AnimationExporter` wrote.
public struct ExportReport: Sendable, Equatable {
  public let format: ExportFormat
  /// The size of the file in bytes.
  public let bytes: Int
  /// Frames taken from the sequence.
  public let frames: Int
  /// Frames stored: fewer than `frames` in APNG, where identical frames are merged.
  public let framesWritten: Int
  /// The size of the frames given.
  public let width: Int
  public let height: Int
  /// The picture size in the file: video pads an odd width or height by one pixel.
  public let storedWidth: Int
  public let storedHeight: Int
  /// Seconds the file plays: frames / fps, as exactly as the container stores time.
  public let duration: Double
  /// The encoder's quality number ("CRF 20", "quality 90", "lossless").
  public let level: String
}
