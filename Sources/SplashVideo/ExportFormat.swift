import SplashGIF

/// The animation formats splashreel writes. `traits` is the one registry of what the rest of the
/// tool knows about each — extensions, names, frame-rate ceiling, `--quality` levels, video or
/// image, how Markdown shows it — read by `render`, `encode`, `batch`, `launch-image`,
/// `--format`, their help, the pipeline's sinks (`RenderFormats`) and the Markdown snippet.
/// Every extension listed here works everywhere a file name picks the format.
///
/// Adding a format: a case here with its `traits`, its writer, one line in `AnimationExporter`,
/// and its levels in `ExportOptions.level(for:pixels:)` and `ExportBudget` when it has a quality.
public enum ExportFormat: String, Sendable, CaseIterable, Codable {
  case gif, mp4, mov, webm, apng, webp

  /// How a Markdown snippet shows a file of the format.
  package enum MarkdownEmbedding: Sendable {
    /// `![title](file)`: GitHub plays GIF, APNG and WebP inline.
    case image
    /// `[▶ title (…)](file)`: GitHub strips `<video>` tags, so a video is a link.
    case link
  }

  /// What splashreel knows about one format.
  public struct Traits: Sendable {
    /// "GIF", "MP4", "MOV", "WebM", "APNG", "WebP".
    public let displayName: String
    /// Lowercase extensions without the dot that name the format; the first is the one written.
    public let extensions: [String]
    /// What the format is, for help ("H.264, what pull requests and iOS play").
    public let about: String
    /// The fastest frame rate that plays as written.
    public let maximumFPS: Int
    /// The `--quality` levels it takes, best last; nil when it has none (GIF: `--colors`,
    /// `--lossy` and its own encoder's qualities shape it).
    public let qualities: [ExportQuality]?
    /// The quality it gets when none is asked for.
    public let defaultQuality: ExportQuality?
    /// A video container (played by a `<video>` element, not an `<img>`; the gallery leaves it out).
    public let isVideo: Bool
    /// Whether frames may keep transparent pixels in the file; the others show them over black.
    public let keepsAlpha: Bool
    /// How `render --markdown` shows it.
    package let markdown: MarkdownEmbedding
  }

  /// The registry: one entry per format.
  public var traits: Traits {
    // Delays of 10 ms or less play as 100 ms in browsers (GIF, APNG and WebP alike); GIF's are
    // whole hundredths, so it stops at 50 fps (`FrameSchedule`), the image formats at 60 (17 ms);
    // video carries exact timestamps.
    let imageFPS = 60
    let videoFPS = 120
    let lossy: [ExportQuality] = [.low, .medium, .high]
    switch self {
    case .gif:
      return Traits(
        displayName: "GIF", extensions: ["gif"], about: "animated GIF, plays everywhere",
        maximumFPS: Int(FrameSchedule.maximumFramesPerSecond), qualities: nil, defaultQuality: nil, isVideo: false,
        keepsAlpha: false, markdown: .image)
    case .mp4:
      // Lossless H.264 needs the High 4:4:4 profile, which browsers and QuickTime do not play.
      return Traits(
        displayName: "MP4", extensions: ["mp4", "m4v"], about: "H.264, what pull requests and iOS play",
        maximumFPS: videoFPS, qualities: lossy, defaultQuality: .high, isVideo: true, keepsAlpha: false,
        markdown: .link)
    case .mov:
      return Traits(
        displayName: "MOV", extensions: ["mov"], about: "H.264 in QuickTime's container", maximumFPS: videoFPS,
        qualities: lossy, defaultQuality: .high, isVideo: true, keepsAlpha: false, markdown: .link)
    case .webm:
      return Traits(
        displayName: "WebM", extensions: ["webm"], about: "VP9", maximumFPS: videoFPS, qualities: lossy,
        defaultQuality: .high, isVideo: true, keepsAlpha: false, markdown: .link)
    case .apng:
      // Lossless by default: its lossy levels are palettes, which a photograph shows as bands.
      return Traits(
        displayName: "APNG", extensions: ["png", "apng"], about: "animated PNG, plays in READMEs",
        maximumFPS: imageFPS, qualities: lossy + [.lossless], defaultQuality: .lossless, isVideo: false,
        keepsAlpha: true, markdown: .image)
    case .webp:
      return Traits(
        displayName: "WebP", extensions: ["webp"], about: "animated WebP", maximumFPS: imageFPS,
        qualities: lossy + [.lossless], defaultQuality: .high, isVideo: false, keepsAlpha: true, markdown: .image)
    }
  }

  /// Every extension of every format, with the dot, in the order help lists them
  /// (".gif", ".mp4", ".m4v", …).
  public static var extensions: [String] { allCases.flatMap { $0.traits.extensions.map { "." + $0 } } }

  /// The format names `--format` takes, in order ("gif", "mp4", …).
  public static var names: [String] { allCases.map(\.rawValue) }

  /// The format named by `path`'s extension (case-insensitive; `.png` is APNG).
  public init(path: String) throws(VideoError) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      throw VideoError(
        "\(path): no file extension to choose the format by; end it in \(Self.extensions.joined(separator: ", "))"
      )
    }
    let ext = name[name.index(after: dot)...].lowercased()
    guard let format = Self(extension: ext) else {
      throw VideoError(
        "\(path): unknown extension '.\(ext)'; use \(Self.extensions.joined(separator: ", "))")
    }
    self = format
  }

  /// The format for a `--format` value: a format name or one of its extensions ("png" is APNG).
  public init?(name: String) {
    let lowered = name.lowercased()
    if let format = Self(rawValue: lowered) {
      self = format
    } else if let format = Self(extension: lowered.hasPrefix(".") ? String(lowered.dropFirst()) : lowered) {
      self = format
    } else {
      return nil
    }
  }

  /// The format one of whose `traits.extensions` is `ext` (lowercase, without the dot).
  public init?(extension ext: String) {
    guard let format = Self.allCases.first(where: { $0.traits.extensions.contains(ext) }) else { return nil }
    self = format
  }

  /// The extension written for this format, without the dot.
  public var fileExtension: String { traits.extensions[0] }

  /// "GIF", "MP4", "MOV", "WebM", "APNG", "WebP".
  public var displayName: String { traits.displayName }

  /// Whether this is a video container (played by a `<video>` element, not an `<img>`).
  public var isVideo: Bool { traits.isVideo }

  /// The fastest frame rate that plays as written (`traits.maximumFPS`).
  public var maximumFPS: Int { traits.maximumFPS }

  /// Whether frames may have transparent pixels in the file (APNG and WebP); video and GIF
  /// previews show them over black.
  public var keepsAlpha: Bool { traits.keepsAlpha }
}
