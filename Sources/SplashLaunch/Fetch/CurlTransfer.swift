internal import CCurl
import Foundation

/// One http(s) request through a libcurl easy handle, without following redirects: the body under
/// a byte limit, or why there is none.
///
/// libcurl calls back on the thread that runs the transfer, and a callback that returns less than
/// it was given stops the transfer at once, so a body past the limit is never read further. (The
/// earlier `URLSession` version cancelled from its delegate queue, and on Linux that cancel could
/// wait without end on the queue busy reading an endless body, which grew without bound.)
final class CurlTransfer {
  /// How one request ended.
  enum Outcome: Equatable {
    case body([UInt8])
    /// A 301, 302, 303, 307 or 308 answer and its `Location` header, as written.
    case redirect(String)
    case failure(TransferFailure)
  }

  /// What the callbacks see: the limit, the answer so far, and why they stopped the transfer.
  private final class State {
    let limit: Int
    var status = 0
    var location: String?
    var encoded = false
    var declaredLength: Int?
    var body: [UInt8] = []
    /// Set by a callback that stopped the transfer.
    var stopped: Outcome?

    init(limit: Int) { self.limit = limit }
  }

  // Once per process, before the first handle (thread-safe in the libcurl versions we build with).
  private static let initialized: Bool = splashreel_curl_global_init() == CURLE_OK

  /// Requests `url`; when `resolve` is given ("host:port:address"), the connection goes to that
  /// address and no lookup happens. `timeout` covers the connection and the whole body.
  static func run(url: URL, resolve: String?, limit: Int, timeout: Double) -> Outcome {
    guard initialized, let handle = curl_easy_init() else {
      return .failure(.network(code: Int32(CURLE_FAILED_INIT.rawValue), detail: "libcurl cannot start a transfer"))
    }
    defer { curl_easy_cleanup(handle) }
    let state = State(limit: limit)
    let context = Unmanaged.passUnretained(state).toOpaque()
    var headers: UnsafeMutablePointer<curl_slist>?
    // Ask for the body as it is; one that comes compressed anyway is decoded (every coding libcurl
    // knows) before the byte count sees it, so the limit holds for what the body expands to.
    headers = curl_slist_append(headers, "Accept-Encoding: identity")
    defer { curl_slist_free_all(headers) }
    var resolveList: UnsafeMutablePointer<curl_slist>?
    if let resolve { resolveList = curl_slist_append(resolveList, resolve) }
    defer { curl_slist_free_all(resolveList) }
    var message = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    let milliseconds = max(1, Int((timeout * 1000).rounded(.up)))
    let (code, said) = message.withUnsafeMutableBufferPointer { message -> (CURLcode, String) in
      splashreel_curl_set_string(handle, CURLOPT_URL, url.absoluteString)
      splashreel_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
      splashreel_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0)
      // No signals: the process has threads, and the deadline is libcurl's own timer.
      splashreel_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
      // The whole transfer, connecting included.
      splashreel_curl_set_long(handle, CURLOPT_TIMEOUT_MS, milliseconds)
      splashreel_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")
      splashreel_curl_set_list(handle, CURLOPT_HTTPHEADER, headers)
      splashreel_curl_set_list(handle, CURLOPT_RESOLVE, resolveList)
      splashreel_curl_set_string(handle, CURLOPT_USERAGENT, "splashreel launch-image")
      splashreel_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, message.baseAddress)
      splashreel_curl_set_callback(handle, CURLOPT_HEADERFUNCTION, headerLine)
      splashreel_curl_set_pointer(handle, CURLOPT_HEADERDATA, context)
      splashreel_curl_set_callback(handle, CURLOPT_WRITEFUNCTION, bodyBytes)
      splashreel_curl_set_pointer(handle, CURLOPT_WRITEDATA, context)
      let code = curl_easy_perform(handle)
      return (code, String(cString: message.baseAddress!))
    }
    if let stopped = state.stopped { return stopped }
    guard code == CURLE_OK else {
      var detail = said.split(whereSeparator: \.isNewline).joined(separator: " ")
      if detail.isEmpty { detail = String(cString: curl_easy_strerror(code)) }
      return .failure(failure(code, detail: detail, errno: splashreel_curl_os_errno(handle)))
    }
    // The head was judged at its end (`headerLine`): what is left is a body within the limit.
    return .body(state.body)
  }

  /// libcurl's failure in the words of `TransferFailure`.
  private static func failure(_ code: CURLcode, detail: String, errno: Int32) -> TransferFailure {
    switch code {
    case CURLE_OPERATION_TIMEDOUT:
      return .timedOut
    case CURLE_COULDNT_CONNECT:
      // The system's reason, not libcurl's sentence (which names the milliseconds it took).
      return .cannotConnect(errno != 0 ? String(cString: strerror(errno)).lowercased() : detail)
    case CURLE_COULDNT_RESOLVE_HOST:
      return .cannotResolve
    case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_HTTP2, CURLE_HTTP2_STREAM:
      return .connectionLost(detail)
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
      CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_CRL_BADFILE:
      return .tls(detail)
    case CURLE_BAD_CONTENT_ENCODING:
      return .undecodable(detail)
    default:
      return .network(code: Int32(code.rawValue), detail: detail)
    }
  }

  /// What the answer's head decides before any body: a redirect, an error status, a declared
  /// length over the limit; nil to read the body.
  private static func verdict(_ state: State) -> Outcome? {
    if [301, 302, 303, 307, 308].contains(state.status), let location = state.location {
      return .redirect(location)
    }
    if !(200..<300).contains(state.status) { return .failure(.status(state.status)) }
    // A coded body's declared length is not what it decodes to: the count while reading decides.
    if !state.encoded, let length = state.declaredLength, length > state.limit { return .failure(.tooLarge) }
    return nil
  }

  /// Records the head of each answer (a 100 Continue, then the real one); at its end, stops the
  /// transfer when the head already decides it.
  private static let headerLine: curl_write_callback = { bytes, size, count, context in
    let state = Unmanaged<State>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasPrefix("HTTP/") {
      let parts = trimmed.split(separator: " ")
      state.status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
      state.location = nil
      state.encoded = false
      state.declaredLength = nil
    } else if let colon = trimmed.firstIndex(of: ":") {
      let name = trimmed[..<colon].lowercased()
      let value = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch name {
      case "location": state.location = value
      case "content-encoding": state.encoded = value.lowercased() != "identity"
      case "content-length": state.declaredLength = Int(value)
      default: break
      }
    } else if trimmed.isEmpty, state.status >= 200, let early = verdict(state) {
      state.stopped = early
      return 0
    }
    return length
  }

  /// Appends body bytes while they stay within the limit; stops the transfer past it.
  private static let bodyBytes: curl_write_callback = { bytes, size, count, context in
    let state = Unmanaged<State>.fromOpaque(context!).takeUnretainedValue()
    let length = size * count
    guard state.body.count + length <= state.limit else {
      state.stopped = .failure(.tooLarge)
      return 0
    }
    state.body.append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: length))
    return length
  }
}
