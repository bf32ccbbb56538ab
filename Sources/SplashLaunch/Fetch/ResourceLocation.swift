import Foundation
import SplashScene

/// Where a config or an image comes from, and how errors name it.
public struct ResourceLocation: Sendable, Equatable {
  /// An `http`, `https` or `file` URL.
  public let url: URL

  /// Whether the bytes come over the network.
  public var isRemote: Bool { url.scheme != "file" }

  /// How messages name the resource: the path as typed for plain paths, the path of file URLs,
  /// the whole URL for http(s).
  public let displayName: String

  public init(url: URL, displayName: String? = nil) {
    self.url = url
    self.displayName = displayName ?? (url.scheme == "file" ? url.path : url.absoluteString)
  }

  /// Reads what the user typed for `--config`: an http, https or file URL, or a plain path
  /// (relative to the current directory).
  public static func parse(_ text: String) throws(LaunchError) -> ResourceLocation {
    if text.isEmpty { throw LaunchError("the config location is empty") }
    if let scheme = schemeOf(text) {
      guard ["http", "https", "file"].contains(scheme.lowercased()) else {
        throw LaunchError("\(text): unsupported URL scheme '\(scheme)' (use http, https, file or a path)")
      }
      guard let url = URL(string: text), url.host != nil || scheme.lowercased() == "file" else {
        throw LaunchError("\(text): not a valid URL")
      }
      return ResourceLocation(url: url)
    }
    return ResourceLocation(url: URL(fileURLWithPath: text), displayName: text)
  }

  /// Resolves an image reference from a config read at `self`: absolute URLs as they are, other
  /// references relative to the config (as a browser would).
  ///
  /// A config that came over the network may only point to http(s) images: a server must not make
  /// the tool copy local files into the cache.
  public func resolve(_ reference: String, path: String) throws(LaunchError) -> ResourceLocation {
    let url: URL?
    if let scheme = Self.schemeOf(reference) {
      guard ["http", "https", "file"].contains(scheme.lowercased()) else {
        throw LaunchError(
          "\(displayName): \(path) has unsupported URL scheme '\(scheme)': \(JSONValue.string(reference).brief)")
      }
      url = URL(string: reference)
    } else {
      url = URL(string: reference, relativeTo: self.url)?.absoluteURL
    }
    guard let url, url.scheme != nil else {
      throw LaunchError("\(displayName): \(path) is not a valid URL: \(JSONValue.string(reference).brief)")
    }
    let resolved = ResourceLocation(url: url)
    if isRemote && !resolved.isRemote {
      throw LaunchError(
        "\(displayName): \(path) points to a local file, which a remote config may not: \(JSONValue.string(reference).brief)"
      )
    }
    if resolved.isRemote && url.host == nil {
      throw LaunchError("\(displayName): \(path) has no host: \(JSONValue.string(reference).brief)")
    }
    return resolved
  }

  /// The RFC 3986 scheme of `text` (letters, digits, `+-.` before a colon), if any.
  /// A single letter is taken for a Windows drive, not a scheme.
  static func schemeOf(_ text: String) -> String? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let scheme = text[..<colon]
    guard scheme.count > 1, let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return String(scheme)
  }
}
