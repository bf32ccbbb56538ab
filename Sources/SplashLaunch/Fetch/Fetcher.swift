import Foundation
import SplashFiles

#if canImport(FoundationNetworking)
  import FoundationNetworking  // HTTPURLResponse's status texts only: transfers are libcurl's
#endif

/// Fetches a config or an image with a deadline and a byte limit: files by reading them, http(s)
/// through libcurl (`CurlTransfer`), whose body is streamed and abandoned as soon as it passes the
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
    LaunchError("\(name): \(kind.overLimit(limit))")
  }

  // MARK: HTTP

  /// Follows at most `limits.redirects` redirects, each to an http(s) URL whose host passes
  /// `AddressPolicy`, all within one deadline.
  private static func fetchRemote(_ location: ResourceLocation, kind: FetchKind, limits: FetchLimits)
    throws(LaunchError) -> [UInt8]
  {
    let name = location.displayName
    let deadline = Date().addingTimeInterval(limits.timeout)
    var current = location.url
    var redirects = 0
    while true {
      var resolve: String?
      if let host = current.host {
        switch AddressPolicy.check(host: host) {
        case .refused(let refusal):
          let failure =
            redirects == 0 ? refusal : TransferFailure.forbiddenAddress(refusal).message(kind: kind, limits: limits)
          throw LaunchError("\(name): \(failure)")
        case .allowed(let address): resolve = PinnedAddress.resolveEntry(for: current, address: address)
        }
      }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else {
        throw LaunchError("\(name): \(TransferFailure.timedOut.message(kind: kind, limits: limits))")
      }
      let outcome = CurlTransfer.run(url: current, resolve: resolve, limit: kind.byteLimit(limits), timeout: left)
      switch outcome {
      case .body(let bytes):
        return bytes
      case .failure(let failure):
        throw LaunchError("\(name): \(failure.message(kind: kind, limits: limits))")
      case .redirect(let target):
        redirects += 1
        switch redirection(to: target, from: current, redirects: redirects, limit: limits.redirects) {
        case .success(let next): current = next
        case .failure(let failure): throw LaunchError("\(name): \(failure.message(kind: kind, limits: limits))")
        }
      }
    }
  }

  /// Where a `Location` header leads, resolved against the URL asked for; only http(s), at most
  /// `limit` times (the loop above checks its host like the first one's).
  private static func redirection(to location: String, from current: URL, redirects: Int, limit: Int)
    -> Result<URL, TransferFailure>
  {
    // The header itself is checked: a server must not redirect us to another scheme.
    if let scheme = ResourceLocation.schemeOf(location)?.lowercased(), scheme != "http" && scheme != "https" {
      return .failure(.redirectScheme(location))
    }
    guard let target = URL(string: location, relativeTo: current)?.absoluteURL,
      ["http", "https"].contains(target.scheme?.lowercased() ?? "")
    else {
      return .failure(.redirectScheme(location))
    }
    if redirects > limit { return .failure(.tooManyRedirects) }
    return .success(target)
  }
}

/// Why an http(s) fetch failed.
enum TransferFailure: Error, Equatable {
  case status(Int)
  case tooLarge
  case timedOut
  case redirectScheme(String)
  case tooManyRedirects
  /// A redirect to a link-local address (`AddressPolicy`).
  case forbiddenAddress(String)
  /// No connection: the system's reason (`connection refused`).
  case cannotConnect(String)
  case cannotResolve
  /// The answer stopped short; libcurl's words.
  case connectionLost(String)
  case tls(String)
  /// A `Content-Encoding` body that does not decode.
  case undecodable(String)
  /// Any other libcurl failure: its code and its words.
  case network(code: Int32, detail: String)

  func message(kind: FetchKind, limits: FetchLimits) -> String {
    switch self {
    case .status(let code):
      return "HTTP status \(code) (\(HTTPURLResponse.localizedString(forStatusCode: code)))"
    case .tooLarge:
      return kind.overLimit(kind.byteLimit(limits))
    case .timedOut:
      return "no complete response within \(FetchLimits.describe(seconds: limits.timeout)) (--timeout)"
    case .redirectScheme(let target):
      return "redirected to \(target); only http and https redirects are followed"
    case .tooManyRedirects:
      return "more than \(limits.redirects) redirects"
    case .forbiddenAddress(let refusal):
      return "redirected to \(refusal)"
    case .cannotConnect(let reason): return "cannot connect to the server (\(reason))"
    case .cannotResolve: return "cannot resolve the host name"
    case .connectionLost(let said): return "the connection was lost before the whole body arrived (\(said))"
    case .tls(let said): return "the TLS connection failed (\(said))"
    case .undecodable(let said): return "the body cannot be decoded (\(said))"
    case .network(let code, let said): return "network error (libcurl \(code)): \(said)"
    }
  }
}
