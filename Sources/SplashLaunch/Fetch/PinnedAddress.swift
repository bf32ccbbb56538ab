import Foundation

/// The `CURLOPT_RESOLVE` entry that pins a request to the address `AddressPolicy` checked, for
/// http and https alike: libcurl then connects there without a second lookup, so a DNS answer that
/// changes between the check and the connection (DNS rebinding) cannot redirect it, while the
/// request keeps its host name (the `Host` header, TLS's server name and certificate check).
enum PinnedAddress {
  /// "host:port:address" for `url`, or nil when there is nothing to pin: no checked address, or a
  /// host that is an address already.
  static func resolveEntry(for url: URL, address: String?) -> String? {
    guard let address, let host = url.host, !isLiteralAddress(host) else { return nil }
    let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    return "\(host):\(port):" + (address.contains(":") ? "[\(address)]" : address)
  }

  /// Whether `host` is an IPv4 or IPv6 address written out (with or without brackets).
  static func isLiteralAddress(_ host: String) -> Bool {
    let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    var buffer = in6_addr()
    return inet_pton(AF_INET, bare, &buffer) == 1 || inet_pton(AF_INET6, bare, &buffer) == 1
  }
}
