import SplashVideo

/// One output of a render: a GIF, PNG frames, a contact sheet, … A sink reads the frames it
/// needs from the context and writes its file(s) atomically; it reports through
/// `context.report` and never prints.
///
/// Adding an output is one type conforming to this protocol, plus one entry in
/// `RenderFormats.all` when it writes a file whose extension names it (see docs/library.md).
public protocol RenderSink: Sendable {
  /// Writes this output of the render `context` describes and says what was written.
  func write(_ context: RenderContext) throws -> RenderOutput
}

/// A sink that writes one file chosen by its extension (`render --out x.gif`).
public protocol FileRenderSink: RenderSink {
  /// The formats this sink writes; their extensions are `ExportFormat.traits`'.
  static var formats: [ExportFormat] { get }
  /// The sink writing `path` with the settings every file output shares.
  init(path: String, settings: FileOutputSettings)
}

/// The settings shared by the outputs that write one file.
public struct FileOutputSettings: Sendable, Equatable {
  /// Palette colours, 2...256 (formats without a palette ignore it).
  public var colors = 256
  /// How many times the animation plays: 0 = forever.
  public var loop = 0
  /// Re-encode with less until the file fits (formats that support a budget); nil: no limit.
  public var maxBytes: Int?
  /// Video, APNG and WebP quality (GIF ignores it); nil: the format's default.
  public var quality: ExportQuality?
  /// GIF lossy LZW (`GIFEncodingOptions.lossy`, 0 = exact); other formats ignore it.
  public var lossy = 0

  public init(
    colors: Int = 256, loop: Int = 0, maxBytes: Int? = nil, quality: ExportQuality? = nil, lossy: Int = 0
  ) {
    self.colors = colors
    self.loop = loop
    self.maxBytes = maxBytes
    self.quality = quality
    self.lossy = lossy
  }
}

/// An output that reads every frame of the render at the context's settings, each at least
/// once (a GIF reads each twice), and settles on no other settings: PNG frames requested just before it are written from
/// the frames it draws (`FrameTap`) instead of being drawn once more.
protocol FrameCarrier: RenderSink {
  /// Whether this output reads the frames so: not when a byte budget may redraw them smaller.
  var readsEveryFrame: Bool { get }
}

extension GIFSink: FrameCarrier {
  var readsEveryFrame: Bool { maxBytes == nil }
}

extension AnimationFileSink: FrameCarrier {
  var readsEveryFrame: Bool { maxBytes == nil }
}
