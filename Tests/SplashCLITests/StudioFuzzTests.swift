import Foundation
import SplashGD
import SplashStudio
import SplashTestSupport
import Testing

@testable import SplashCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Malformed requests over raw sockets: every one is answered or closed within the idle timeout,
/// and the server still answers a good request after all of them.
@Test func studioSurvivesMalformedRequests() throws {
  let work = try PreviewWorkspace()
  defer { try? FileManager.default.removeItem(at: work.folder) }
  try work.writeScenes()
  var limits = HTTPLimits()
  limits.idleSeconds = 2
  let studio = try Studio(
    StudioOptions(source: .file(URL(fileURLWithPath: work.path("a.json")), shown: "a.json"), limits: limits))
  defer { studio.stop() }
  let http = RawHTTP(port: studio.port)
  let host = "Host: 127.0.0.1:\(studio.port)\r\n"
  var cases: [[UInt8]] = [
    [], Array("\r\n\r\n".utf8), Array("GET\r\n\r\n".utf8), Array("GET / HTTP/9.9\r\n\r\n".utf8),
    Array("GET /frame.png?t=\(String(repeating: "9", count: 5000)) HTTP/1.1\r\n\(host)\r\n".utf8),
    Array("GET / HTTP/1.1\r\n\(host)X: \(String(repeating: "a", count: 40000))\r\n\r\n".utf8),
    Array("POST /export HTTP/1.1\r\n\(host)Content-Length: 99999999999\r\n\r\nabc".utf8),
    Array("POST /export HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\nzz\r\n".utf8),
    Array("GET /%00%ff%fe/../ HTTP/1.1\r\n\(host)\r\n".utf8),
    Array("GET /frame.png?t=0&t=1&scale=%ZZ HTTP/1.1\r\n\(host)\r\n".utf8),
    Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\nHost: evil\r\n\r\n".utf8),
    Array("GET /scene.json HTTP/1.1\r\n\(host)Connection: close\r\n\r\n".utf8),
  ]
  var random = SplitMix64(state: 29)
  for _ in 0..<40 {
    var bytes = Array("GET /frame.png?t=0.1 HTTP/1.1\r\n\(host)\r\n".utf8)
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
    }
    cases.append(bytes)
  }
  let started = Date()
  // Every case on a thread of its own, all at once (more than the connection limit).
  let done = DispatchGroup()
  for bytes in cases {
    done.enter()
    Thread {
      _ = http.exchange(bytes, timeout: 4)
      done.leave()
    }.start()
  }
  done.wait()
  // The slowest case is a request that never ends, closed by the 2 s idle timeout.
  #expect(Date().timeIntervalSince(started) < 10)
  let status = try #require(http.get("/status.json"))
  #expect(status.status == 200 && status.text.hasPrefix(#"{"error":null,"generation":1,"#))
}

/// `splashreel preview` as a process: prints the URL, serves, and stops cleanly on SIGINT.
@Test func previewCommandStopsOnInterrupt() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let binary = root.appendingPathComponent(".build/debug/splashreel").path
  let work = try PreviewWorkspace()
  defer { try? FileManager.default.removeItem(at: work.folder) }
  try work.writeScenes()
  let process = Process()
  process.executableURL = URL(fileURLWithPath: binary)
  process.arguments = ["preview", work.path("a.json"), "--no-open", "--port", "0", "--scale", "2"]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  defer { if process.isRunning { process.terminate() } }
  // The first line: preview: http://127.0.0.1:PORT/?token=<32 hex digits>
  var line = [UInt8]()
  while line.last != 10, let byte = try output.fileHandleForReading.read(upToCount: 1)?.first { line.append(byte) }
  let text = String(decoding: line, as: UTF8.self)
  let pattern = #/^preview: http://127\.0\.0\.1:(\d+)/\?token=[0-9a-f]{32}\n$/#
  let match = try #require(text.wholeMatch(of: pattern), "\(text)")
  let port = try #require(Int(match.1))
  let frame = try #require(RawHTTP(port: port).get("/frame.png?t=0.1"))
  #expect(frame.status == 200)
  let picture = try ImageDecoder.decode(bytes: frame.body, name: "frame")
  #expect(picture.width == 80 && picture.height == 160)
  kill(process.processIdentifier, SIGINT)
  let rest = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  #expect(process.terminationStatus == 0)
  #expect(String(decoding: rest, as: UTF8.self) == "preview: stopped\n")
  #expect(RawHTTP.connect(port: port) == nil)
}
