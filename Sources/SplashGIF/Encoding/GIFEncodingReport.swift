/// What the encoder wrote.
public struct GIFEncodingReport: Sendable, Equatable {
  /// The size of the GIF file in bytes.
  public var bytes: Int
  /// Frames in the file.
  public var framesWritten: Int
  /// Scheduled frames that were identical to the one before and merged into it.
  public var framesMerged: Int
  /// The delay of each written frame in centiseconds.
  public var delays: [Int]
  /// Colours in the palette, not counting the transparent entry.
  public var paletteColors: Int
  /// Whether the input was above 50 fps and resampled to 50 fps.
  public var isResampled: Bool

  /// The total length in centiseconds.
  public var totalDelay: Int { delays.reduce(0, +) }
}
