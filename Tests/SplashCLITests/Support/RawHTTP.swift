import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A test's HTTP client over a plain socket to 127.0.0.1, so a test controls every byte (the
/// `Host` header, malformed requests) and reads the raw answer.
struct RawHTTP {
  let port: Int

  /// One answer: status, headers (names lowercased) and body.
  struct Answer {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// A connected socket to `host`:`port` (127.0.0.1 unless told), with a receive timeout.
  static func connect(port: Int, host: String = "127.0.0.1", timeout: Int = 5) -> Int32? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    inet_pton(AF_INET, host, &address.sin_addr)
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      return nil
    }
    return fd
  }

  /// Sends `bytes` as they are and reads until the server closes (or the timeout); nil when the
  /// connection could not be made.
  func exchange(_ bytes: [UInt8], timeout: Int = 5) -> [UInt8]? {
    guard let fd = Self.connect(port: port, timeout: timeout) else { return nil }
    defer { close(fd) }
    var sent = 0
    while sent < bytes.count {
      let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard n > 0 else { break }
      sent += n
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard n > 0 else { break }
      received += buffer[..<n]
    }
    return received
  }

  /// A request with `Connection: close`, `Host: host` (this server's by default) and `headers`.
  func request(
    _ method: String, _ target: String, host: String? = nil, headers: [String: String] = [:], body: [UInt8] = []
  ) -> Answer? {
    var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
    head += "\r\n"
    guard let raw = exchange(Array(head.utf8) + body) else { return nil }
    return Self.parse(raw)
  }

  func get(_ target: String, host: String? = nil) -> Answer? { request("GET", target, host: host) }

  /// Splits a raw answer (Content-Length or read to the end; chunked bodies joined).
  static func parse(_ raw: [UInt8]) -> Answer? {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard let end = (0..<max(0, raw.count - 3)).first(where: { Array(raw[$0..<$0 + 4]) == separator }) else {
      return nil
    }
    let lines = String(decoding: raw[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var body = Array(raw[(end + 4)...])
    if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunked(body) }
    return Answer(status: status, headers: headers, body: body)
  }

  static func dechunked(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var k = 0
    while k < bytes.count {
      guard let lineEnd = (k..<bytes.count - 1).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 }),
        let size = Int(String(decoding: bytes[k..<lineEnd], as: UTF8.self).split(separator: ";")[0], radix: 16),
        size > 0
      else { break }
      let start = lineEnd + 2
      out += bytes[start..<min(bytes.count, start + size)]
      k = start + size + 2
    }
    return out
  }
}

/// An open `/events` stream: the events' text as it arrives.
final class EventStreamReader: @unchecked Sendable {
  private let fd: Int32
  private let lock = NSCondition()
  private var text = ""
  private var thread: Thread?

  init?(port: Int) {
    guard let fd = RawHTTP.connect(port: port, timeout: 1) else { return nil }
    self.fd = fd
    let head = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n"
    _ = Array(head.utf8).withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    let thread = Thread { [self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n == 0 { break }
        if n < 0 {
          if errno == EAGAIN || errno == EINTR { continue }
          break
        }
        lock.withLock {
          text += String(decoding: buffer[..<n], as: UTF8.self)
          lock.broadcast()
        }
      }
    }
    self.thread = thread
    thread.start()
  }

  /// Waits up to `seconds` for a `data:` line of event `name` after the first `skip` such
  /// events; returns it.
  func wait(for name: String, after skip: Int = 0, seconds: Double = 5) -> String? {
    let deadline = Date(timeIntervalSinceNow: seconds)
    return lock.withLock {
      while true {
        let found = Self.events(in: text).filter { $0.name == name }
        if found.count > skip { return found[skip].data }
        if !lock.wait(until: deadline) { return nil }
      }
    }
  }

  /// How many events of `name` arrived so far.
  func count(of name: String) -> Int { lock.withLock { Self.events(in: text).filter { $0.name == name }.count } }

  static func events(in text: String) -> [(name: String, data: String)] {
    var result: [(String, String)] = []
    // The stream is chunked: its size lines are lines of their own once CR LF is LF.
    for block in text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n") {
      var name = ""
      var data = ""
      for line in block.components(separatedBy: "\n") {
        if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
        if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
      }
      if !name.isEmpty && !data.isEmpty { result.append((name, data)) }
    }
    return result
  }

  func close() { shutdown(fd, Int32(SHUT_RDWR)) }
  deinit { Glibc.close(fd) }
}
