import SplashVideo

/// `--format` and `--quality` for `render` and `encode`: which formats to write and how well.
struct FormatOption: Sendable {
  /// The formats to write, in the order given (one unless `render --all`).
  let formats: [ExportFormat]
  /// `--quality` for video, APNG and WebP; nil: each format's default.
  let quality: ExportQuality?

  static let optionNames: Set<String> = ["format", "quality"]

  /// The help both commands show (description from `column` on).
  static func help(column: Int, list: Bool) -> String {
    HelpText.options(
      [
        (
          list ? "--format LIST" : "--format NAME",
          [
            "gif, mp4, mov, webm, apng or webp\(list ? " (with --all: a comma list, e.g. gif,mp4)" : "").",
            "Default: from the --out extension (.gif .mp4 .mov .webm .png .webp),",
            "else gif. MP4/MOV are H.264 (what pull requests and iOS play), WebM is",
            "VP9, .png is APNG (plays in READMEs), .webp is animated WebP.",
          ]
        ),
        (
          "--quality Q",
          [
            "Video and WebP: high (default; H.264 CRF 17, VP9 CRF 28, WebP 90),",
            "medium (21, 34, 80) or low (27, 42, 60); WebP also lossless. APNG is",
            "always lossless. Frame rates up to 120 fps for video, 60 for APNG/WebP.",
          ]
        ),
      ], column: column)
  }

  /// Reads `--format` and `--quality`; `out` is `--out` when given. An unknown extension or
  /// format, or a --format that contradicts --out, is a usage error before anything is drawn.
  init(_ args: Arguments, out: String?, allowsList: Bool) throws(UsageError) {
    formats = try Self.formats(args, out: out, allowsList: allowsList)
    quality = try Self.quality(args, for: formats)
  }

  /// The formats `--format` and `--out` name (GIF when neither does).
  static func formats(_ args: Arguments, out: String?, allowsList: Bool) throws(UsageError) -> [ExportFormat] {
    var formats: [ExportFormat] = []
    if let raw = args.value("format") {
      for name in raw.split(separator: ",", omittingEmptySubsequences: false) {
        guard let format = ExportFormat(name: name.trimmingCharacters(in: .whitespaces)) else {
          throw UsageError(
            "--format must be gif, mp4, mov, webm, apng or webp\(allowsList ? " (or a comma list of them)" : ""), got '\(raw)'"
          )
        }
        if !formats.contains(format) { formats.append(format) }
      }
      if formats.count > 1 && !allowsList { throw UsageError("--format takes one format here, got '\(raw)'") }
    }
    if let out {
      // The extension must name the format, so a file's content always matches its name.
      let named: ExportFormat
      do { named = try ExportFormat(path: out) } catch { throw UsageError(error.description) }
      if let given = formats.first, formats.count > 1 || given != named {
        throw UsageError(
          "--format \(args.value("format")!) does not match --out \(out) (a .\(named.fileExtension) file)")
      }
      formats = [named]
    }
    return formats.isEmpty ? [.gif] : formats
  }

  /// `--quality`, checked against every format.
  static func quality(_ args: Arguments, for formats: [ExportFormat]) throws(UsageError) -> ExportQuality? {
    guard let raw = args.value("quality") else { return nil }
    guard let quality = ExportQuality(rawValue: raw) else {
      throw UsageError("--quality must be one of high, medium, low, lossless, got '\(raw)'")
    }
    for format in formats {
      guard let choices = ExportQuality.choices(for: format) else {
        throw UsageError("--quality is for video, APNG and WebP; a GIF is shaped by --colors")
      }
      guard choices.contains(quality) else {
        throw UsageError(
          "--quality \(raw) is not available for \(format.displayName): it takes \(choices.map(\.rawValue).joined(separator: ", "))"
        )
      }
    }
    return quality
  }

  /// The fastest frame rate every chosen format plays.
  var maximumFPS: Int { formats.map(\.maximumFPS).min()! }
}
