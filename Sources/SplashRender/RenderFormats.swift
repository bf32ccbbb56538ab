import SplashVideo

/// The file outputs a path's extension can choose: which sink writes each `ExportFormat` (whose
/// `traits` are the registry of extensions, names and limits). A new file sink is one line here.
public enum RenderFormats {
  /// Every file output, in the order help texts list them; the first that lists a format writes it.
  public static let all: [RenderFormat] = [RenderFormat(GIFSink.self), RenderFormat(AnimationFileSink.self)]

  /// Every extension a path may end in, lowercase without the dot, in the registry's order
  /// ("gif", "mp4", "m4v", …): those of the formats some sink writes.
  package static var fileExtensions: [String] {
    ExportFormat.allCases.filter { format in all.contains { $0.formats.contains(format) } }
      .flatMap(\.traits.extensions)
  }

  /// The sink that writes `path`, chosen by its extension (case-insensitive, any extension
  /// `ExportFormat.traits` lists: `.m4v` is MP4, `.apng` APNG).
  public static func sink(for path: String, settings: FileOutputSettings) throws(RenderError) -> any RenderSink {
    let format: ExportFormat
    do {
      format = try ExportFormat(path: path)
    } catch {
      throw RenderError(error.description, cause: error)
    }
    return try sink(for: format, path: path, settings: settings)
  }

  /// The sink that writes `format` to `path`.
  public static func sink(for format: ExportFormat, path: String, settings: FileOutputSettings) throws(RenderError)
    -> any RenderSink
  {
    guard let entry = all.first(where: { $0.formats.contains(format) }) else {
      throw RenderError("\(path): no output writes \(format.displayName)")
    }
    return entry.make(path, settings)
  }
}

/// One registered file output: its formats and how to make its sink.
public struct RenderFormat: Sendable {
  /// The formats it writes.
  public let formats: [ExportFormat]
  /// The sink writing a path with the shared file settings.
  public let make: @Sendable (String, FileOutputSettings) -> any RenderSink

  /// The format `Sink` writes.
  public init<Sink: FileRenderSink>(_: Sink.Type) {
    formats = Sink.formats
    make = { path, settings in Sink(path: path, settings: settings) }
  }
}
