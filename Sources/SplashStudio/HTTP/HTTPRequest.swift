/// One request as the server received it: method, path (without the query), the decoded query
/// arguments, the headers (names lowercased) and the body (at most `HTTPLimits.bodyBytes`).
public struct HTTPRequest: Sendable {
  public var method: String
  public var path: String
  public var query: [String: String]
  public var headers: [String: String]
  public var body: [UInt8]
  /// Whether the body was longer than the limit (the rest was dropped): answered 413.
  public var bodyTooLarge: Bool

  public init(
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
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
