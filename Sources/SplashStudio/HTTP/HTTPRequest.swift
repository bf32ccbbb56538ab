/// One request as the server received it: method, path (without the query), the decoded query
/// arguments, the headers (names lowercased) and the body (at most `HTTPLimits.bodyBytes`).
package struct HTTPRequest: Sendable {
  package var method: String
  package var path: String
  package var query: [String: String]
  package var headers: [String: String]
  package var body: [UInt8]
  /// Whether the body was longer than the limit (the rest was dropped): answered 413.
  package var bodyTooLarge: Bool

  package init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: [UInt8] = [],
    bodyTooLarge: Bool = false
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
    self.bodyTooLarge = bodyTooLarge
  }

  /// The header `name` (any case).
  package func header(_ name: String) -> String? { headers[name.lowercased()] }
}
