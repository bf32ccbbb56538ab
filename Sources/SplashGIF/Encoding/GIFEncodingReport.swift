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
  /// Colours in the global palette, not counting the transparent entry.
  public var paletteColors: Int
  /// The palettes in schedule order: one for the whole animation, or one per part after cuts
  /// to a different picture (each part after the global one as local colour tables).
  public var palettes: [Palette]
  /// Whether the input was above 50 fps and resampled to 50 fps.
  public var isResampled: Bool

  /// A palette and the scheduled frames that use it.
  public struct Palette: Sendable, Equatable {
    /// Schedule entries (0-based, before merging identical frames).
    public var frames: Range<Int>
    /// Colours, not counting the transparent entry.
    public var colors: Int

    public init(frames: Range<Int>, colors: Int) {
      self.frames = frames
      self.colors = colors
    }
  }

  /// The total length in centiseconds.
  public var totalDelay: Int { delays.reduce(0, +) }
}
