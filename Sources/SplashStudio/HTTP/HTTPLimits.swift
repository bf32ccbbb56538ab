/// Bounds on what one client may make the server hold, so that no request can exhaust memory or
/// threads.
package struct HTTPLimits: Sendable {
  /// Connections open at once (each has a thread); more are refused by libmicrohttpd.
  package var connections: Int = 32
  /// Bytes of one connection's request line and headers (libmicrohttpd answers larger ones itself).
  package var headerBytes: Int = 32 << 10
  /// Bytes of a request body kept; a longer body is answered 413.
  package var bodyBytes: Int = 16 << 10
  /// Seconds a connection may stay idle before it is closed (a client that sends half a request).
  package var idleSeconds: Int = 10

  package init() {}
}
