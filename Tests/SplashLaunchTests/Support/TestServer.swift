import Foundation
import SplashTestSupport

/// The acceptance tests' HTTP server: `Server/launch_server.py` on 127.0.0.1, an ephemeral port, a
/// private temporary root (and, when asked, a second port speaking TLS with a self-signed certificate). Each test starts its own, so tests run in parallel safely; the server
/// exits when its stdin closes, so it never outlives the test process.
final class TestServer: @unchecked Sendable {
  /// The directory the server's `/files/NAME` and `?serve=NAME` routes read.
  let root: URL
  private let folder = TemporaryFolder("launch-server")
  let port: Int
  /// The TLS port, when started with `tls: true`.
  let tlsPort: Int?
  private let process: Process
  private let input: Pipe

  /// Starts a server, runs `body`, stops the server.
  static func with<T>(tls: Bool = false, _ body: (TestServer) throws -> T) throws -> T {
    let server = try TestServer(tls: tls)
    defer { server.stop() }
    return try body(server)
  }

  private init(tls: Bool) throws {
    root = folder.url
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Server")
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", folder.appendingPathComponent("launch_server.py").path, root.path]
      + (tls ? ["--tls", folder.appendingPathComponent("tls-cert.pem").path, folder.appendingPathComponent("tls-key.pem").path] : [])
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line = Data()
    while !line.contains(UInt8(ascii: "\n")) {
      let more = output.fileHandleForReading.availableData
      if more.isEmpty { break }
      line.append(more)
    }
    let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let ports = text.split(separator: " ").dropFirst().compactMap { Int($0) }
    guard text.hasPrefix("PORT "), ports.count == (tls ? 2 : 1) else {
      process.terminate()
      throw TestServerError(description: "launch_server.py did not start: '\(text)'")
    }
    port = ports[0]
    tlsPort = tls ? ports[1] : nil
  }

  /// `http://127.0.0.1:PORT` followed by `path`.
  func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

  /// Writes a file the server then serves.
  func put(_ name: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: root.appendingPathComponent(name))
  }

  func put(_ name: String, _ text: String) throws {
    try put(name, Array(text.utf8))
  }

  private func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}

struct TestServerError: Error, CustomStringConvertible {
  let description: String
}
