internal import CMicroHTTPD
import Foundation

/// An HTTP/1.1 server on 127.0.0.1 through libmicrohttpd (the only owner of its pointers): a
/// thread per connection, bounded by `HTTPLimits`, each complete request handed to `handler`.
///
/// It never listens on another address: the address is fixed in the C shim.
package final class HTTPServer: @unchecked Sendable {
  /// Answers one request (on the connection's thread).
  package typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  /// The port it listens on (the one the system chose when asked for 0).
  package let port: Int
  private let lock = NSLock()
  private var daemon: OpaquePointer?
  private var context: Unmanaged<ServerContext>?

  /// Starts listening on 127.0.0.1:`port` (0: a free port).
  ///
  /// - Throws: `StudioError` when the port cannot be bound (in use, or not allowed).
  package init(port: Int, limits: HTTPLimits = HTTPLimits(), handler: @escaping Handler) throws(StudioError) {
    guard (0...65535).contains(port) else { throw StudioError("port must be in 0...65535, got \(port)") }
    let context = Unmanaged.passRetained(ServerContext(handler: handler, limits: limits))
    guard
      let daemon = splashreel_mhd_start_loopback(
        UInt16(port), accessHandler, context.toOpaque(), requestCompleted, UInt32(limits.connections),
        limits.headerBytes, UInt32(limits.idleSeconds))
    else {
      context.release()
      throw StudioError("cannot listen on 127.0.0.1:\(port) (\(String(cString: strerror(errno))))")
    }
    self.daemon = daemon
    self.context = context
    self.port = Int(splashreel_mhd_bound_port(daemon))
  }

  /// Stops listening and waits for the connections' threads (end event streams first).
  package func stop() {
    let (daemon, context) = lock.withLock {
      defer {
        self.daemon = nil
        self.context = nil
      }
      return (self.daemon, self.context)
    }
    if let daemon { MHD_stop_daemon(daemon) }
    context?.release()
  }

  deinit { stop() }
}

/// What the C callbacks reach through their context pointer.
final class ServerContext: Sendable {
  let handler: HTTPServer.Handler
  let limits: HTTPLimits
  init(handler: @escaping HTTPServer.Handler, limits: HTTPLimits) {
    self.handler = handler
    self.limits = limits
  }
}

/// A request being received: its headers and body so far (libmicrohttpd calls the access handler
/// once for the headers, then per piece of body, then once more when the body is complete).
final class PendingRequest {
  var body: [UInt8] = []
  var tooLarge = false
}

/// Collects one kind of connection values (headers or query arguments) into a dictionary.
final class ValueCollector {
  var values: [String: String] = [:]
  let lowercased: Bool
  init(lowercased: Bool) { self.lowercased = lowercased }
}

private let collectValue: MHD_KeyValueIterator = { context, _, key, value in
  guard let context, let key else { return .YES }
  let collector = Unmanaged<ValueCollector>.fromOpaque(context).takeUnretainedValue()
  let name = String(cString: key)
  collector.values[collector.lowercased ? name.lowercased() : name] = value.map { String(cString: $0) } ?? ""
  return .YES
}

private func values(of connection: OpaquePointer, kind: MHD_ValueKind, lowercased: Bool) -> [String: String] {
  let collector = ValueCollector(lowercased: lowercased)
  let pointer = Unmanaged.passUnretained(collector).toOpaque()
  _ = MHD_get_connection_values(connection, kind, collectValue, pointer)
  return withExtendedLifetime(collector) { collector.values }
}

private let accessHandler: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, uploadData, uploadSize, requestContext in
  guard let context, let connection, let requestContext, let uploadSize else { return .NO }
  let server = Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue()
  guard let stored = requestContext.pointee else {
    requestContext.pointee = Unmanaged.passRetained(PendingRequest()).toOpaque()
    return .YES
  }
  let pending = Unmanaged<PendingRequest>.fromOpaque(stored).takeUnretainedValue()
  if uploadSize.pointee > 0 {
    let count = uploadSize.pointee
    if let uploadData, pending.body.count + count <= server.limits.bodyBytes {
      uploadData.withMemoryRebound(to: UInt8.self, capacity: count) {
        pending.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
      }
    } else {
      pending.tooLarge = true
    }
    uploadSize.pointee = 0
    return .YES
  }
  let request = HTTPRequest(
    method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
    query: values(of: connection, kind: .GET_ARGUMENT_KIND, lowercased: false),
    headers: values(of: connection, kind: .HEADER_KIND, lowercased: true), body: pending.body,
    bodyTooLarge: pending.tooLarge)
  return send(server.handler(request), on: connection)
}

private let requestCompleted: MHD_RequestCompletedCallback = { _, _, requestContext, _ in
  guard let requestContext, let stored = requestContext.pointee else { return }
  Unmanaged<PendingRequest>.fromOpaque(stored).release()
  requestContext.pointee = nil
}

private let readEvents: MHD_ContentReaderCallback = { context, _, buffer, maximum in
  guard let context, let buffer else { return -1 }
  let subscription = Unmanaged<EventSubscription>.fromOpaque(context).takeUnretainedValue()
  guard let bytes = subscription.next(maximum: maximum) else { return -1 }
  bytes.withUnsafeBytes { raw in
    UnsafeMutableRawPointer(buffer).copyMemory(from: raw.baseAddress!, byteCount: bytes.count)
  }
  return bytes.count
}

private let endEvents: MHD_ContentReaderFreeCallback = { context in
  guard let context else { return }
  let subscription = Unmanaged<EventSubscription>.fromOpaque(context).takeRetainedValue()
  subscription.cancel()
}

private func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
  let made: OpaquePointer?
  switch response.body {
  case .bytes(let bytes):
    made = bytes.withUnsafeBytes { raw in
      MHD_create_response_from_buffer(
        raw.count, UnsafeMutableRawPointer(mutating: raw.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!),
        .RESPMEM_MUST_COPY)
    }
  case .events(let subscription):
    made = MHD_create_response_from_callback(
      UInt64.max, 4096, readEvents, Unmanaged.passRetained(subscription).toOpaque(), endEvents)
  }
  guard let made else { return .NO }
  defer { MHD_destroy_response(made) }
  for (name, value) in response.headers { _ = MHD_add_response_header(made, name, value) }
  return MHD_queue_response(connection, UInt32(response.status), made)
}
