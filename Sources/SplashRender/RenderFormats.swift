/// The file outputs a path's extension can choose: the one registration a new file sink needs.
public enum RenderFormats {
  /// Every file output, in the order help texts list them.
  public static let all: [RenderFormat] = [RenderFormat(GIFSink.self), RenderFormat(AnimationFileSink.self)]

  /// The sink that writes `path`, chosen by its extension (case-insensitive).
  public static func sink(for path: String, settings: FileOutputSettings) throws(RenderError) -> any RenderSink {
    let name = path.split(separator: "/").last ?? ""
    let ext = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
    for format in all where format.fileExtensions.contains(ext) {
      return format.make(path, settings)
    }
    let known = all.flatMap(\.fileExtensions).map { "." + $0 }.joined(separator: ", ")
    throw RenderError("\(path): cannot tell the output format from the name; end it in \(known)")
  }
}

/// One registered file output: its extensions and how to make its sink.
public struct RenderFormat: Sendable {
  /// Lowercase, without the dot.
  public let fileExtensions: [String]
  /// The sink writing a path with the shared file settings.
  public let make: @Sendable (String, FileOutputSettings) -> any RenderSink

  /// The format `Sink` writes.
  public init<Sink: FileRenderSink>(_: Sink.Type) {
    fileExtensions = Sink.fileExtensions
    make = { path, settings in Sink(path: path, settings: settings) }
  }
}
