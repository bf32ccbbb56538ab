/// The studio's refusals, checked before any route: requests whose `Host` is not this server
/// (DNS rebinding), methods other than GET, HEAD and POST, oversized bodies, and state-changing
/// requests without the run's token or from another origin.
struct RequestGuard: Sendable {
  let port: Int
  let token: String

  /// The `Host` values a browser sends for this server.
  var hosts: Set<String> { ["127.0.0.1:\(port)", "localhost:\(port)"] }
  /// The origins the page itself has.
  var origins: Set<String> { Set(hosts.map { "http://" + $0 }) }

  /// The refusal for `request`, or nil when it may be served.
  func refusal(_ request: HTTPRequest) -> HTTPResponse? {
    guard let host = request.header("host"), hosts.contains(host) else {
      return .text("refused: the Host must be 127.0.0.1:\(port) or localhost:\(port)", status: 403)
    }
    guard ["GET", "HEAD", "POST"].contains(request.method) else {
      return HTTPResponse(
        status: 405, headers: [("Allow", "GET, HEAD, POST"), ("Content-Type", "text/plain; charset=utf-8")],
        body: .bytes(Array("method \(request.method) is not allowed\n".utf8)))
    }
    if request.bodyTooLarge { return .text("the request body is too large", status: 413) }
    guard request.method == "POST" else { return nil }
    if let origin = request.header("origin"), !origins.contains(origin) {
      return .text("refused: a request from \(origin) cannot change anything", status: 403)
    }
    if let site = request.header("sec-fetch-site"), site != "same-origin" {
      return .text("refused: a \(site) request cannot change anything", status: 403)
    }
    guard let given = request.header("x-splashreel-token"), Self.same(given, token) else {
      return .text("refused: the request needs this run's token (X-Splashreel-Token)", status: 403)
    }
    return nil
  }

  /// Compares in time independent of where the strings differ.
  static func same(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    guard x.count == y.count else { return false }
    var difference: UInt8 = 0
    for k in x.indices { difference |= x[k] ^ y[k] }
    return difference == 0
  }
}
