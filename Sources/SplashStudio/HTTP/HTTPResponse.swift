/// What the server sends back: a status, headers and either bytes or a stream of server-sent events.
package struct HTTPResponse: Sendable {
  package enum Body: Sendable {
    case bytes([UInt8])
    /// `text/event-stream`: the subscription's events until it ends or the server stops.
    case events(EventSubscription)
  }

  package var status: Int
  package var headers: [(String, String)]
  package var body: Body

  package init(status: Int, headers: [(String, String)] = [], body: Body) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// `bytes` with `type` as its content type.
  package static func bytes(_ bytes: [UInt8], type: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, headers: [("Content-Type", type)], body: .bytes(bytes))
  }

  /// A plain-text message (errors, refusals), ending in a newline.
  package static func text(_ text: String, status: Int) -> HTTPResponse {
    bytes(Array((text + "\n").utf8), type: "text/plain; charset=utf-8", status: status)
  }

  /// JSON bytes.
  package static func json(_ bytes: [UInt8], status: Int = 200) -> HTTPResponse {
    self.bytes(bytes, type: "application/json", status: status)
  }
}
