import SplashVideo

/// `--format` and `--quality` for `render` and `encode`: which formats to write and how well.
struct FormatOption: Sendable {
  /// The formats to write, in the order given (one unless `render --all`).
  let formats: [ExportFormat]
  /// `--quality` for video, APNG and WebP; nil: each format's default.
  let quality: ExportQuality?

  /// `--format`; with `list` (`render`) a comma list is allowed with `--all`.
  static func formatOption(list: Bool) -> Option {
    .text(
      "format", list ? "LIST" : "NAME",
      help: """
        gif, mp4, mov, webm, apng or webp\(list ? " (with --all: a comma list, e.g. gif,mp4)" : ""). Default: \
        from the --out extension (.gif .mp4 .mov .webm .png .webp), else gif; it must match that \
        extension. MP4/MOV are H.264 (what pull requests and iOS play), WebM is VP9, .png is APNG \
        (plays in READMEs), .webp is animated WebP.
        """)
  }

  /// The `--quality` words video, APNG and WebP take, in the order help and errors list them.
  static let qualityNames = ["high", "medium", "low", "lossless"]

  /// `--quality` as `render` declares it (video, APNG and WebP only).
  static let qualityOption = Option(
    name: "quality", kind: .value, valueName: qualityNames.joined(separator: "|"), rule: .choice(qualityNames),
    defaultValue: nil, help: qualityHelp)

  /// What `--quality` does for video, APNG and WebP.
  static let qualityHelp = """
    Video and WebP: high (default; H.264 CRF 17, VP9 CRF 28, WebP 90), medium (21, 34, 80) or low \
    (27, 42, 60); WebP also lossless. APNG: lossless (default), or one palette for the whole \
    animation of 255 (high), 128 (medium) or 64 (low) colours, nearest colour without dithering \
    (small for flat interface colours; photographs show bands). Frame rates up to 120 fps for \
    video, 60 for APNG and WebP.
    """

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

  /// `--quality` (already one of `qualityNames`), checked against every format.
  static func quality(_ args: Arguments, for formats: [ExportFormat]) throws(UsageError) -> ExportQuality? {
    guard let raw = args.value("quality") else { return nil }
    guard let quality = ExportQuality(rawValue: raw) else {
      throw UsageError("--quality must be one of \(qualityNames.joined(separator: ", ")), got '\(raw)'")
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

  /// `--fps` (declared up to video's 120) checked against the formats, with the message the
  /// parser gives for a value out of range.
  func checkFPS(_ args: Arguments) throws(UsageError) -> Int {
    let fps = args.int("fps")
    guard fps <= maximumFPS else {
      throw UsageError("--fps must be an integer in 1...\(maximumFPS), got '\(args.value("fps") ?? String(fps))'")
    }
    return fps
  }
}
