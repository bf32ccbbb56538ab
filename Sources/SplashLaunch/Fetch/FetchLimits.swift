/// How long a fetch may take and how many bytes it may bring.
///
/// The defaults: 10 s per request (connection, redirects and the whole body), at most 1 MB for a
/// config and 20 MB for an image. A download stops as soon as it passes the limit, so hostile servers
/// cannot make us buffer without bound.
public struct FetchLimits: Sendable, Equatable {
  /// Seconds one request may take from start to last byte.
  public var timeout: Double
  /// The most bytes a config may have.
  public var configBytes: Int
  /// The most bytes an image may have.
  public var imageBytes: Int
  /// The most redirects one request follows.
  public var redirects: Int

  public static let defaultTimeout = 10.0
  public static let defaultConfigBytes = 1 << 20
  public static let defaultImageBytes = 20 << 20
  public static let defaultRedirects = 5

  public init(
    timeout: Double = FetchLimits.defaultTimeout, configBytes: Int = FetchLimits.defaultConfigBytes,
    imageBytes: Int = FetchLimits.defaultImageBytes, redirects: Int = FetchLimits.defaultRedirects
  ) {
    self.timeout = timeout
    self.configBytes = configBytes
    self.imageBytes = imageBytes
    self.redirects = redirects
  }
}

/// What is being fetched; it picks the byte limit and names it in errors.
public enum FetchKind: String, Sendable {
  case config
  case image

  func byteLimit(_ limits: FetchLimits) -> Int {
    self == .config ? limits.configBytes : limits.imageBytes
  }

  /// "larger than the image limit of 20 MB (20971520 bytes)": a file or a download past `limit`.
  func overLimit(_ limit: Int) -> String {
    "larger than the \(rawValue) limit of \(FetchLimits.describe(bytes: limit))"
  }
}

extension FetchLimits {
  /// "1 MB (1048576 bytes)" for whole mebibytes, else "1000 bytes".
  static func describe(bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB (\(bytes) bytes)" }
    return "\(bytes) bytes"
  }

  /// "0.5 s", "10 s".
  static func describe(seconds: Double) -> String {
    if seconds == seconds.rounded(), abs(seconds) < 1e15 { return "\(Int(seconds)) s" }
    return "\(seconds) s"
  }
}
