import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The request that fetches a URL once its host has been checked (`AddressPolicy`): for http, the
/// checked address in the URL and the host in a `Host` header, so the connection goes to the
/// address that was checked and no second lookup can answer differently (a DNS answer that changes
/// between the check and the connection); for https, the URL as it is (the certificate must match
/// the host name, so the TLS layer looks the name up again).
enum PinnedRequest {
  /// The request for `url`, connecting to `address` when that pins it; always asks for the body
  /// uncompressed.
  static func make(_ url: URL, address: String?, timeout: Double) -> URLRequest {
    var request = URLRequest(url: pinnedURL(url, address: address) ?? url)
    request.timeoutInterval = timeout
    if request.url != url, let host = url.host {
      request.setValue(url.port.map { "\(host):\($0)" } ?? host, forHTTPHeaderField: "Host")
    }
    // Ask for the body as it is: a compressed body is only taken when it cannot expand past the
    // limit (see `Transfer`), since it is decompressed before the byte count sees it.
    request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
    return request
  }

  /// `url` with its host replaced by `address`: http URLs whose host is a name only.
  static func pinnedURL(_ url: URL, address: String?) -> URL? {
    guard let address, url.scheme?.lowercased() == "http", let host = url.host, !isLiteralAddress(host),
      var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
    else { return nil }
    components.percentEncodedHost = address.contains(":") ? "[\(address)]" : address
    return components.url
  }

  /// Whether `host` is an IPv4 or IPv6 address written out (with or without brackets).
  static func isLiteralAddress(_ host: String) -> Bool {
    let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    var buffer = in6_addr()
    return inet_pton(AF_INET, bare, &buffer) == 1 || inet_pton(AF_INET6, bare, &buffer) == 1
  }
}
