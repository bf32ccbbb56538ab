import Foundation
import SplashTestSupport
import Testing

@testable import SplashLaunch

/// Small byte limits so the failure paths are quick: 1000-byte configs, 2000-byte images. The
/// timeout stays generous: the machine running the tests may be busy.
private let quick = FetchLimits(timeout: 60, configBytes: 1000, imageBytes: 2000)
/// A short deadline, only for the tests about deadlines.
private let short = FetchLimits(timeout: 0.5, configBytes: 1000, imageBytes: 2000)

private func fetch(_ url: String, _ kind: FetchKind = .config, limits: FetchLimits = quick) throws(LaunchError)
  -> [UInt8]
{
  try Fetcher.fetch(ResourceLocation.parse(url), kind: kind, limits: limits)
}

private func failure(_ url: String, _ kind: FetchKind = .config, limits: FetchLimits = quick) -> String? {
  do {
    _ = try fetch(url, kind, limits: limits)
    return nil
  } catch {
    return error.description
  }
}

@Test func theDefaultsAreTenSecondsOneAndTwentyMegabytes() {
  let limits = FetchLimits()
  #expect(limits.timeout == 10)
  #expect(limits.configBytes == 1_048_576)
  #expect(limits.imageBytes == 20_971_520)
  #expect(limits.redirects == 5)
}

@Test func fetches200AndFollowsRedirects() throws {
  try TestServer.with { server throws in
    try server.put("c.json", "{\"errno\": 0}")
    #expect(try fetch(server.url("/files/c.json")) == Array("{\"errno\": 0}".utf8))
    #expect(try fetch(server.url("/redirect/301/files/c.json")) == Array("{\"errno\": 0}".utf8))
    #expect(try fetch(server.url("/redirect/302/files/c.json")) == Array("{\"errno\": 0}".utf8))
    #expect(try fetch(server.url("/redirect/307/files/c.json")) == Array("{\"errno\": 0}".utf8))
  }
}

@Test func errorStatusesAreNamed() throws {
  try TestServer.with { server throws in
    #expect(
      failure(server.url("/files/missing.json")) == server.url("/files/missing.json") + ": HTTP status 404 (Not Found)")
    #expect(
      failure(server.url("/status/500")) == server.url("/status/500") + ": HTTP status 500 (Internal Server Error)")
    #expect(failure(server.url("/status/503")) == server.url("/status/503") + ": HTTP status 503 (Service Unavailable)")
  }
}

@Test func slowAndStallingServersTimeOut() throws {
  try TestServer.with { server throws in
    try server.put("c.json", String(repeating: " ", count: 100) + "{}")
    // The server would answer after 60 s; the message can only come from our 0.5 s deadline.
    #expect(
      failure(server.url("/slow/60/c.json"), limits: short) == server.url("/slow/60/c.json")
        + ": no complete response within 0.5 s (--timeout)")
    // Headers and half the body arrive, then nothing: the deadline covers the whole body.
    #expect(
      failure(server.url("/stall/60/c.json"), limits: short) == server.url("/stall/60/c.json")
        + ": no complete response within 0.5 s (--timeout)")
    // A slow answer inside the deadline is fine.
    #expect(try fetch(server.url("/slow/0.3/c.json")).count == 102)
  }
}

@Test func bodiesOverTheLimitAreAbandoned() throws {
  try TestServer.with { server throws in
    #expect(try fetch(server.url("/huge/1000")).count == 1000)
    #expect(
      failure(server.url("/huge/1001")) == server.url("/huge/1001") + ": larger than the config limit of 1000 bytes")
    #expect(
      failure(server.url("/huge/2001"), .image) == server.url("/huge/2001")
        + ": larger than the image limit of 2000 bytes")
    // No Content-Length and no end: the stream is cut at the limit, every time (URLSession on
    // Linux once kept reading such a body without bound while its cancel waited).
    for _ in 0..<20 {
      #expect(
        failure(server.url("/endless")) == server.url("/endless") + ": larger than the config limit of 1000 bytes")
    }
    // The real defaults.
    let defaults = FetchLimits(timeout: 60)
    #expect(try fetch(server.url("/huge/1048576"), limits: defaults).count == 1_048_576)
    #expect(
      failure(server.url("/huge/1048577"), limits: defaults)
        == server.url("/huge/1048577") + ": larger than the config limit of 1 MB (1048576 bytes)")
    #expect(
      failure(server.url("/huge/104857600"), .image, limits: defaults)
        == server.url("/huge/104857600") + ": larger than the image limit of 20 MB (20971520 bytes)")
    #expect(
      failure(server.url("/endless"), .image, limits: defaults)
        == server.url("/endless") + ": larger than the image limit of 20 MB (20971520 bytes)")
  }
}

@Test func redirectsAreBoundedAndStayOnHTTP() throws {
  try TestServer.with { server throws in
    #expect(failure(server.url("/loop/1")) == server.url("/loop/1") + ": more than 5 redirects")
    let toFile = server.url("/redirect-to?url=file:///etc/hostname")
    #expect(
      failure(toFile) == toFile + ": redirected to file:///etc/hostname; only http and https redirects are followed")
    let toClosedPort = server.url("/redirect-to?url=http://127.0.0.1:1/x")
    #expect(failure(toClosedPort) == toClosedPort + ": cannot connect to the server (connection refused)")
  }
}

@Test func linkLocalAddressesAreNeverContactedAlsoAfterARedirect() throws {
  let metadata = "http://169.254.169.254/latest/meta-data/"
  let refusal =
    "is a link-local address (169.254.0.0/16 or fe80::/10, where cloud metadata services answer); launch-image never connects to those"
  #expect(failure(metadata) == metadata + ": 169.254.169.254 " + refusal)
  #expect(failure("http://[fe80::1]/c.json") == "http://[fe80::1]/c.json: fe80::1 " + refusal)
  // 2852039166 is 169.254.169.254 written as one number: the lookup's answer is what counts.
  #expect(
    failure("http://2852039166/c.json") == "http://2852039166/c.json: 2852039166 (its address 169.254.169.254) "
      + refusal)
  try TestServer.with { server throws in
    let redirect = server.url("/redirect-to?url=http://169.254.169.254/latest/meta-data/")
    #expect(failure(redirect) == redirect + ": redirected to 169.254.169.254 " + refusal)
  }
}

@Test func aRequestIsPinnedToTheCheckedAddressUnderItsName() throws {
  let named = PinnedAddress.resolveEntry(for: URL(string: "http://example.test:8080/a?b=1")!, address: "192.0.2.7")
  #expect(named == "example.test:8080:192.0.2.7")
  // https too (the name stays the request's, for the certificate); IPv6 in brackets.
  #expect(
    PinnedAddress.resolveEntry(for: URL(string: "https://example.test/a")!, address: "192.0.2.7")
      == "example.test:443:192.0.2.7")
  #expect(
    PinnedAddress.resolveEntry(for: URL(string: "http://example.test/a")!, address: "2001:db8::1")
      == "example.test:80:[2001:db8::1]")
  // A literal address is already what was checked; no answer, nothing to pin.
  for url in ["http://192.0.2.7/a", "http://[2001:db8::1]/a"] {
    #expect(PinnedAddress.resolveEntry(for: URL(string: url)!, address: "192.0.2.7") == nil)
  }
  #expect(PinnedAddress.resolveEntry(for: URL(string: "http://example.test/a")!, address: nil) == nil)
  #expect(AddressPolicy.check(host: "127.0.0.1") == .allowed(address: "127.0.0.1"))
  #expect(AddressPolicy.check(host: "localhost") == .allowed(address: "127.0.0.1"))
}

@Test func aNameIsLookedUpOnceAndTheServerStillSeesIt() throws {
  try TestServer.with { server throws in
    // localhost is checked, then connected to as 127.0.0.1; the server sees the name it was asked by.
    let host = "localhost:\(server.port)"
    #expect(try fetch("http://\(host)/host") == Array(host.utf8))
    // A redirect relative to the named URL stays on that name, pinned again.
    #expect(try fetch("http://\(host)/redirect/302/host") == Array(host.utf8))
    #expect(try fetch("http://\(host)/redirect-to?url=http://\(host)/host") == Array(host.utf8))
  }
}

@Test func aCompressedBodyIsLimitedByWhatItDecodesTo() throws {
  try TestServer.with { server throws in
    // 9750 bytes that expand to 10 MB: the limit counts what the body decodes to.
    let bomb = server.url("/gzip/10000000")
    #expect(failure(bomb, .image) == bomb + ": larger than the image limit of 2000 bytes")
    #expect(try fetch(server.url("/gzip/2000"), .image) == [UInt8](repeating: 0, count: 2000))
  }
}

@Test func filesAreReadWithTheSameLimit() throws {
  let scratch = TemporaryFolder("launch-fetch")
  let directory = scratch.url
  let path = directory.appendingPathComponent("c.json").path
  try Data(repeating: 0x20, count: 1000).write(to: URL(fileURLWithPath: path))
  #expect(try fetch(path).count == 1000)
  #expect(try fetch("file://" + path).count == 1000)
  try Data(repeating: 0x20, count: 1001).write(to: URL(fileURLWithPath: path))
  #expect(failure(path) == path + ": larger than the config limit of 1000 bytes")
  #expect(failure(path + "x") == path + "x: no such file")
  #expect(failure(directory.path) == directory.path + ": is a directory, not a config file")
  // A device that never ends, or a FIFO that would wait for a writer, is not read at all.
  #expect(failure("/dev/zero", .image) == "/dev/zero: is a character device, not a regular file")
  let fifo = directory.appendingPathComponent("fifo").path
  #expect(mkfifo(fifo, 0o600) == 0)
  #expect(failure(fifo) == fifo + ": is a FIFO, not a regular file")
}

@Test func httpsRefusesAnUntrustedCertificate() throws {
  try TestServer.with(tls: true) { server throws in
    try server.put("c.json", "{}")
    let url = "https://127.0.0.1:\(server.tlsPort!)/files/c.json"
    #expect(failure(url) == url + ": the TLS connection failed (SSL certificate problem: self-signed certificate)")
    // The same route over plain http works: the refusal is the certificate's.
    #expect(try fetch(server.url("/files/c.json")) == Array("{}".utf8))
  }
}
