import SplashVideo

/// `--format` and `--quality` for `render` and `encode`: which formats to write and how well.
struct FormatOption: Sendable {
  /// The formats to write, in the order given (one unless `render --all`).
  let formats: [ExportFormat]
  /// `--quality` for video, APNG and WebP; nil: each format's default.
  let quality: ExportQuality?

  /// `--format LIST` as `render` declares it (a comma list with `--all`).
  static let formatList = formatOption(list: true)
  /// `--format NAME` as `encode` and `launch-image` declare it.
  static let formatName = formatOption(list: false)

  /// `--format`; with `list` (`render`) a comma list is allowed with `--all`.
  private static func formatOption(list: Bool) -> OptionKey<String?> {
    let about = ExportFormat.allCases.map { "\($0.rawValue): \($0.traits.about)" }.joined(separator: "; ")
    return .text(
      "format", list ? "LIST" : "NAME",
      help: """
        \(formatNames)\(list ? " (with --all: a comma list, e.g. gif,mp4)" : ""). Default: from the --out \
        extension (\(ExportFormat.extensions.joined(separator: " "))), else gif; it must match that extension. \
        \(about).
        """)
  }

  /// "gif, mp4, mov, webm, apng or webp", from the registry.
  static var formatNames: String {
    let names = ExportFormat.names
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }

  /// The extensions for `--out` help and errors: ".gif, .mp4, .m4v, …, .webp".
  static var extensionList: String { ExportFormat.extensions.joined(separator: ", ") }

  /// The `--quality` words video, APNG and WebP take, in the order help and errors list them.
  static let qualityNames = ["high", "medium", "low", "lossless"]

  /// `--quality` as `render` declares it (video, APNG and WebP only).
  static let quality: OptionKey<String?> = .choice("quality", qualityNames, help: qualityHelp)

  /// What `--quality` does for video, APNG and WebP, with the levels and limits of the registry.
  static var qualityHelp: String {
    let levels = qualityNames.compactMap(ExportQuality.init(rawValue:)).filter { $0 != .lossless }
    let defaults = ExportFormat.allCases.compactMap { format in
      format.traits.defaultQuality.map { "\(format.displayName) \($0.rawValue)" }
    }
    let lossless = ExportFormat.allCases.filter { $0.traits.qualities?.contains(.lossless) ?? false }
    return """
      Video, APNG and WebP: \(levels.map(\.helpSummary).joined(separator: ", ")); \(lossless.map(\.displayName).joined(separator: " and ")) \
      also lossless. APNG's levels are one palette for the whole animation, nearest colour without dithering \
      (small for flat interface colours; photographs show bands). Defaults: \(defaults.joined(separator: ", ")). \
      \(fpsLimits).
      """
  }

  /// "Frame rates up to 50 fps for GIF, 120 for MP4, MOV and WebM, 60 for APNG and WebP."
  static var fpsLimits: String {
    var groups: [(fps: Int, names: [String])] = []
    for format in ExportFormat.allCases {
      if let index = groups.firstIndex(where: { $0.fps == format.maximumFPS }) {
        groups[index].names.append(format.displayName)
      } else {
        groups.append((format.maximumFPS, [format.displayName]))
      }
    }
    let parts = groups.enumerated().map { index, group in
      let names =
        group.names.count > 1
        ? group.names.dropLast().joined(separator: ", ") + " and " + group.names.last! : group.names[0]
      return index == 0 ? "\(group.fps) fps for \(names)" : "\(group.fps) for \(names)"
    }
    return "Frame rates up to " + parts.joined(separator: ", ")
  }

  /// Reads `format` (`formatList` or `formatName`) and `--quality`; `out` is `--out` when given. An
  /// unknown extension or format, or a --format that contradicts --out, is a usage error before
  /// anything is drawn.
  init(_ args: Arguments, format: OptionKey<String?>, out: String?, allowsList: Bool) throws(UsageError) {
    formats = try Self.formats(args[format], out: out, allowsList: allowsList)
    quality = try Self.quality(args[Self.quality], for: formats)
  }

  /// The formats `--format` and `--out` name (GIF when neither does).
  static func formats(_ format: String?, out: String?, allowsList: Bool) throws(UsageError) -> [ExportFormat] {
    var formats: [ExportFormat] = []
    if let raw = format {
      for name in raw.split(separator: ",", omittingEmptySubsequences: false) {
        guard let format = ExportFormat(name: name.trimmingCharacters(in: .whitespaces)) else {
          throw UsageError(
            "--format must be \(formatNames)\(allowsList ? " (or a comma list of them)" : ""), got '\(raw)'"
          )
        }
        if !formats.contains(format) { formats.append(format) }
      }
      if formats.count > 1 && !allowsList { throw UsageError("--format takes one format here, got '\(raw)'") }
    }
    if let out {
      // The extension must name the format, so a file's content always matches its name.
      let named: ExportFormat
      do { named = try ExportFormat(path: out) } catch { throw UsageError(error.description, cause: error) }
      if let given = formats.first, formats.count > 1 || given != named {
        throw UsageError(
          "--format \(format!) does not match --out \(out) (a .\(named.fileExtension) file)")
      }
      formats = [named]
    }
    return formats.isEmpty ? [.gif] : formats
  }

  /// `--quality` as given (already one of the declared words), checked against every format.
  static func quality(_ given: String?, for formats: [ExportFormat]) throws(UsageError) -> ExportQuality? {
    guard let raw = given else { return nil }
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
  func checkFPS(_ args: Arguments, _ key: OptionKey<Int>) throws(UsageError) -> Int {
    let fps = args[key]
    guard fps <= maximumFPS else {
      throw UsageError("--fps must be an integer in 1...\(maximumFPS), got '\(args.text(key) ?? String(fps))'")
    }
    return fps
  }
}
