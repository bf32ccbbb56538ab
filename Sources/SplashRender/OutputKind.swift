import SplashVideo

/// What one output of a render is: an animation file of a format the registry lists
/// (`ExportFormat`), a folder of PNG frames, a contact sheet, or a sink's own kind.
///
/// Its `name` is what `render --json` and `report.json` print ("gif", "mp4", "png-frames",
/// "sheet", …).
public enum OutputKind: Hashable, Sendable, Encodable, CustomStringConvertible {
  /// An animation file: GIF, MP4, MOV, WebM, APNG or WebP.
  case file(ExportFormat)
  /// A folder of numbered PNG frames (`PNGFramesSink`).
  case pngFrames
  /// A contact sheet picture (`SheetSink`).
  case sheet
  /// A sink written outside splashreel, named by it.
  case custom(String)

  /// The name reports print: the format's raw value ("gif", "mp4"), "png-frames", "sheet", or the
  /// custom sink's name.
  public var name: String {
    switch self {
    case .file(let format): format.rawValue
    case .pngFrames: "png-frames"
    case .sheet: "sheet"
    case .custom(let name): name
    }
  }

  /// The kind a report names: a registry format by its raw value, the PNG frames and sheet
  /// names, else a custom kind.
  public init(name: String) {
    if let format = ExportFormat(rawValue: name) {
      self = .file(format)
    } else if name == "png-frames" {
      self = .pngFrames
    } else if name == "sheet" {
      self = .sheet
    } else {
      self = .custom(name)
    }
  }

  /// The animation format, when the output is an animation file.
  public var format: ExportFormat? {
    if case .file(let format) = self { return format }
    return nil
  }

  /// Whether it is a video (MP4, MOV, WebM), which pages link to rather than show.
  public var isVideo: Bool { format?.isVideo ?? false }

  public var description: String { name }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
