import Foundation

/// The addresses a launch-image fetch never connects to: link-local IPv4 (169.254.0.0/16, where
/// cloud metadata services answer, e.g. 169.254.169.254), link-local IPv6 (fe80::/10), and the
/// same through IPv4-mapped IPv6 (::ffff:169.254.x.x). A config is untrusted input, and an image
/// URL (or a redirect) that reaches such a service could read a machine's credentials.
///
/// The rule applies to the host of every request and every redirect: a literal address is checked
/// as written, a name by looking it up (`getaddrinfo`) and refusing it when any answer is such an
/// address. The request then connects to the first address of that checked answer (see
/// `PinnedAddress`), http and https alike, so a second lookup cannot bring a different answer.
enum AddressPolicy {
  /// The outcome of checking a host: why it may not be contacted, or the address to connect to
  /// (nil when the lookup failed: the fetch itself then reports the host).
  enum Verdict: Equatable {
    case refused(String)
    case allowed(address: String?)
  }

  /// Looks `host` up once and checks every answer.
  static func check(host: String) -> Verdict {
    let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    var hints = addrinfo()
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(bare, nil, &hints, &list) == 0, let first = list else {
      return .allowed(address: nil)  // The fetch itself reports a host that does not resolve.
    }
    defer { freeaddrinfo(first) }
    var node: UnsafeMutablePointer<addrinfo>? = first
    var chosen: String?
    var chosenIsIPv4 = false
    while let entry = node {
      if let address = entry.pointee.ai_addr {
        if let text = forbidden(address) {
          let answer = text == bare ? "" : " (its address \(text))"
          return .refused(
            "\(host)\(answer) is a link-local address (169.254.0.0/16 or fe80::/10, where cloud metadata services answer); launch-image never connects to those"
          )
        }
        // The first IPv4 answer, else the first IPv6 one: many servers still listen on IPv4 only.
        let isIPv4 = Int32(address.pointee.sa_family) == AF_INET
        if chosen == nil || (isIPv4 && !chosenIsIPv4), let text = numeric(address) {
          chosen = text
          chosenIsIPv4 = isIPv4
        }
      }
      node = entry.pointee.ai_next
    }
    return .allowed(address: chosen)
  }

  /// Any IPv4 or IPv6 address as text (IPv6 without brackets).
  private static func numeric(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
      return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
        var value = v4.pointee.sin_addr
        return text(AF_INET, &value)
      }
    case AF_INET6:
      return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
        var value = v6.pointee.sin6_addr
        return text(AF_INET6, &value)
      }
    default:
      return nil
    }
  }

  /// The address as text when it is link-local, else nil.
  private static func forbidden(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
    switch Int32(address.pointee.sa_family) {
    case AF_INET:
      return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
        var value = v4.pointee.sin_addr
        let octets = withUnsafeBytes(of: &value) { Array($0) }
        return octets[0] == 169 && octets[1] == 254 ? text(AF_INET, &value) : nil
      }
    case AF_INET6:
      return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
        var value = v6.pointee.sin6_addr
        let b = withUnsafeBytes(of: &value) { Array($0) }
        let linkLocal = b[0] == 0xFE && b[1] & 0xC0 == 0x80
        let mapped = b[0..<10].allSatisfy { $0 == 0 } && b[10] == 0xFF && b[11] == 0xFF && b[12] == 169 && b[13] == 254
        return linkLocal || mapped ? text(AF_INET6, &value) : nil
      }
    default:
      return nil
    }
  }

  private static func text<T>(_ family: Int32, _ value: inout T) -> String {
    var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    _ = withUnsafeBytes(of: &value) { address in
      inet_ntop(family, address.baseAddress, &buffer, socklen_t(buffer.count))
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
