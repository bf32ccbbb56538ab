/// The animation formats splashreel writes. This is the one place that maps a file name's
/// extension (or `--format`) to a format.
public enum ExportFormat: String, Sendable, CaseIterable, Codable {
  case gif, mp4, mov, webm, apng, webp

  /// The extensions `init(path:)` takes, in the order help lists them.
  public static let extensions = [".gif", ".mp4", ".mov", ".webm", ".png", ".webp"]

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

  private init?(extension ext: String) {
    switch ext {
    case "gif": self = .gif
    case "mp4", "m4v": self = .mp4
    case "mov": self = .mov
    case "webm": self = .webm
    case "png", "apng": self = .apng
    case "webp": self = .webp
    default: return nil
    }
  }

  /// The extension written for this format, without the dot.
  public var fileExtension: String { self == .apng ? "png" : rawValue }

  /// "GIF", "MP4", "MOV", "WebM", "APNG", "WebP".
  public var displayName: String {
    switch self {
    case .gif: "GIF"
    case .mp4: "MP4"
    case .mov: "MOV"
    case .webm: "WebM"
    case .apng: "APNG"
    case .webp: "WebP"
    }
  }

  /// Whether this is a video container (played by a `<video>` element, not an `<img>`).
  public var isVideo: Bool { self == .mp4 || self == .mov || self == .webm }

  /// The fastest frame rate that plays as written. GIF delays are whole hundredths and
  /// browsers slow delays of 10 ms or less to 100 ms (also for APNG and WebP), so GIF stops at
  /// 50 fps and the image formats at 60; video carries exact timestamps.
  public var maximumFPS: Int {
    switch self {
    case .gif: 50
    case .apng, .webp: 60
    case .mp4, .mov, .webm: 120
    }
  }

  /// Whether frames may have transparent pixels in the file (APNG and WebP); video and GIF
  /// previews show them over black.
  public var keepsAlpha: Bool { self == .apng || self == .webp }
}
