import Foundation
import SplashFiles

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches a config or an image with a deadline and a byte limit: files by reading them, http(s)
/// through an ephemeral `URLSession` whose body is streamed and abandoned as soon as it passes the
/// limit.
public enum Fetcher {
  /// The bytes at `location`, or an error naming it.
  public static func fetch(_ location: ResourceLocation, kind: FetchKind, limits: FetchLimits) throws(LaunchError)
    -> [UInt8]
  {
    if location.isRemote {
      return try fetchRemote(location, kind: kind, limits: limits)
    }
    return try readFile(location, kind: kind, limit: kind.byteLimit(limits))
  }

  // MARK: Files

  private static func readFile(_ location: ResourceLocation, kind: FetchKind, limit: Int) throws(LaunchError) -> [UInt8]
  {
    let name = location.displayName
    do {
      return try RegularFile.read(location.url.path, limit: limit)
    } catch {
      switch error.stage {
      case .refused where error.detail?.hasPrefix("is a directory") == true:
        throw LaunchError("\(name): is a directory, not a \(kind.rawValue) file")
      case .refused where error.detail?.hasSuffix("not a regular file") == true:
        throw LaunchError("\(name): \(error.detail!)")
      case .refused:
        throw tooLarge(name, kind: kind, limit: limit)
      default:
        if error.code == ENOENT { throw LaunchError("\(name): no such file") }
        throw LaunchError("\(name): cannot open (\(error.reason))")
      }
    }
  }

  static func tooLarge(_ name: String, kind: FetchKind, limit: Int) -> LaunchError {
    LaunchError("\(name): larger than the \(kind.rawValue) limit of \(FetchLimits.describe(bytes: limit))")
  }

  // MARK: HTTP

  private static func fetchRemote(_ location: ResourceLocation, kind: FetchKind, limits: FetchLimits)
    throws(LaunchError) -> [UInt8]
  {
    let name = location.displayName
    var address: String?
    if let host = location.url.host {
      switch AddressPolicy.check(host: host) {
      case .refused(let refusal): throw LaunchError("\(name): \(refusal)")
      case .allowed(let checked): address = checked
      }
    }
    let configuration = URLSessionConfiguration.ephemeral
    // Our deadline below is the authority: Foundation on Linux rounds sub-second timeouts down to
    // zero, so its own timers get a margin of at least a second.
    let backstop = limits.timeout.rounded(.up) + 1
    configuration.timeoutIntervalForRequest = backstop
    configuration.timeoutIntervalForResource = backstop
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    let transfer = Transfer(
      url: location.url, limit: kind.byteLimit(limits), redirects: limits.redirects, timeout: backstop)
    let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
    defer { session.invalidateAndCancel() }
    let task = session.dataTask(with: PinnedRequest.make(location.url, address: address, timeout: backstop))
    task.resume()
    if transfer.done.wait(timeout: .now() + limits.timeout) == .timedOut {
      transfer.fail(.timedOut)
      task.cancel()
      _ = transfer.done.wait(timeout: .now() + 5)
    }
    switch transfer.outcome {
    case .success(let bytes):
      return bytes
    case .failure(let failure):
      throw LaunchError("\(name): \(failure.message(kind: kind, limits: limits))")
    }
  }
}

/// Why an http(s) fetch failed.
enum TransferFailure: Error, Equatable {
  case status(Int)
  case tooLarge
  case timedOut
  case redirectScheme(String)
  case tooManyRedirects
  /// A request or redirect to a link-local address (`AddressPolicy`).
  case forbiddenAddress(String)
  /// A content-coded body that could expand past the limit: the coding and the declared length.
  case compressed(String, Int64)
  /// A transport failure; `detail` is what the network library said (libcurl's message on Linux).
  case network(URLError.Code, detail: String?)

  func message(kind: FetchKind, limits: FetchLimits) -> String {
    switch self {
    case .status(let code):
      return "HTTP status \(code) (\(HTTPURLResponse.localizedString(forStatusCode: code)))"
    case .tooLarge:
      return "larger than the \(kind.rawValue) limit of \(FetchLimits.describe(bytes: kind.byteLimit(limits)))"
    case .timedOut:
      return "no complete response within \(FetchLimits.describe(seconds: limits.timeout)) (--timeout)"
    case .redirectScheme(let target):
      return "redirected to \(target); only http and https redirects are followed"
    case .tooManyRedirects:
      return "more than \(limits.redirects) redirects"
    case .forbiddenAddress(let refusal):
      return "redirected to \(refusal)"
    case .compressed(let coding, let length):
      let size = length < 0 ? "of unknown length" : "of \(length) bytes"
      return
        "the server sent a \(coding)-compressed body \(size), which could expand past the \(kind.rawValue) limit of \(FetchLimits.describe(bytes: kind.byteLimit(limits))); serve it uncompressed"
    case .network(let code, let detail):
      switch code {
      case .timedOut: return TransferFailure.timedOut.message(kind: kind, limits: limits)
      case .cannotConnectToHost: return "cannot connect to the server (connection refused)"
      case .cannotFindHost, .dnsLookupFailed: return "cannot resolve the host name"
      case .networkConnectionLost: return "the connection was lost before the whole body arrived"
      case .notConnectedToInternet: return "no network connection"
      case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
        .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
        return "the TLS connection failed"
      case .httpTooManyRedirects: return TransferFailure.tooManyRedirects.message(kind: kind, limits: limits)
      case .unsupportedURL: return "unsupported URL"
      default:
        guard let detail, !detail.isEmpty else { return "network error \(code.rawValue)" }
        return "network error \(code.rawValue): " + detail.split(whereSeparator: \.isNewline).joined(separator: " ")
      }
    }
  }
}

/// The delegate of one transfer: collects the body under the limit and records the first failure.
private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  let done = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private let limit: Int
  private let maximumRedirects: Int
  private let timeout: Double
  /// The URL being fetched as the config or the redirects name it (the request may go to its
  /// checked address instead: `PinnedRequest`); relative redirects resolve against it.
  private var current: URL
  private var redirects = 0
  private var body: [UInt8] = []
  private var failure: TransferFailure?

  init(url: URL, limit: Int, redirects: Int, timeout: Double) {
    current = url
    self.limit = limit
    self.maximumRedirects = redirects
    self.timeout = timeout
  }

  var outcome: Result<[UInt8], TransferFailure> {
    lock.withLock {
      if let failure { return .failure(failure) }
      return .success(body)
    }
  }

  /// Records `failure` unless an earlier one is already known.
  func fail(_ failure: TransferFailure) {
    lock.withLock {
      if self.failure == nil { self.failure = failure }
    }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      fail(.status(http.statusCode))
      completionHandler(.cancel)
      return
    }
    // Deflate expands at most 1032:1; a coded body is taken only when even that stays in the limit.
    if let http = response as? HTTPURLResponse, let coding = http.value(forHTTPHeaderField: "Content-Encoding"),
      coding.lowercased() != "identity",
      !(0...Int64(limit / 1032)).contains(response.expectedContentLength)
    {
      fail(.compressed(coding.lowercased(), response.expectedContentLength))
      completionHandler(.cancel)
      return
    }
    if response.expectedContentLength > Int64(limit) {
      fail(.tooLarge)
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let over = lock.withLock {
      if failure != nil { return true }
      if body.count + data.count > limit {
        failure = .tooLarge
        return true
      }
      body.append(contentsOf: data)
      return false
    }
    if over { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    // Foundation on Linux turns `Location: file:///x` into a path on the same host, so the header
    // itself is checked: a server must not redirect us to another scheme.
    let location = response.value(forHTTPHeaderField: "Location") ?? ""
    let locationScheme = ResourceLocation.schemeOf(location)?.lowercased()
    let outcome: Result<URLRequest, TransferFailure> = lock.withLock {
      redirects += 1
      if let locationScheme, locationScheme != "http" && locationScheme != "https" {
        return .failure(.redirectScheme(location))
      }
      // Relative to the URL asked for, not to the address the request went to.
      let target = URL(string: location, relativeTo: current)?.absoluteURL ?? request.url
      let scheme = target?.scheme?.lowercased()
      guard let target, scheme == "http" || scheme == "https" else {
        return .failure(.redirectScheme(target?.absoluteString ?? location))
      }
      var address: String?
      if let host = target.host {
        switch AddressPolicy.check(host: host) {
        case .refused(let refusal): return .failure(.forbiddenAddress(refusal))
        case .allowed(let checked): address = checked
        }
      }
      if redirects > maximumRedirects { return .failure(.tooManyRedirects) }
      current = target
      return .success(PinnedRequest.make(target, address: address, timeout: timeout))
    }
    switch outcome {
    case .success(let next):
      completionHandler(next)
    case .failure(let refusal):
      fail(refusal)
      completionHandler(nil)
      task.cancel()
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    if let error {
      let code = (error as? URLError)?.code ?? .unknown
      let detail = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String
      if code != .cancelled { fail(.network(code, detail: detail)) }
    }
    lock.withLock {
      if failure == nil, error != nil || task.response == nil { failure = .network(.unknown, detail: nil) }
    }
    done.signal()
  }
}
