import Foundation
import SplashTestSupport
import Testing

/// The generated artwork under Assets/ is what Assets/SHA256SUMS lists (scripts/make-assets.py writes
/// both; `scripts/make-assets.py --check` tells whether the script still reproduces them).
struct AssetChecksumTests {
  static let assets: URL = {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    return root.appendingPathComponent("Assets")
  }()

  /// `sha256sum --check --strict SHA256SUMS` in `folder`: its exit status and the lines it printed.
  static func verify(_ folder: URL) throws -> (status: Int32, lines: [String]) {
    var process = Subprocess("/usr/bin/sha256sum", ["--check", "--strict", "SHA256SUMS"])
    process.directory = folder.path
    process.mergesErrors = true
    let run = try process.run()
    return (run.status, run.output.split(separator: "\n").map(String.init))
  }

  /// The names SHA256SUMS lists, relative to Assets/.
  static func listed(in folder: URL) throws -> [String] {
    let text = try String(contentsOf: folder.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
    return text.split(separator: "\n").map { line in
      #expect(line.count > 66 && line.prefix(64).allSatisfy(\.isHexDigit) && line.dropFirst(64).hasPrefix("  "))
      return String(line.dropFirst(66))
    }
  }

  @Test func everyCommittedImageIsListedAndMatches() throws {
    let names = try Self.listed(in: Self.assets)
    let images = FileManager.default.enumerator(atPath: Self.assets.path)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }.sorted()
    #expect(names == images)
    #expect(names.count == 16)
    let result = try Self.verify(Self.assets)
    #expect(result.lines == names.map { "\($0): OK" })
    #expect(result.status == 0)
  }

  @Test func aChangedImageFailsTheCheck() throws {
    let scratch = TemporaryFolder("sums")
    let folder = scratch.url("sums")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("ad-splash"), withIntermediateDirectories: true)
    let logo = "ad-splash/start_logo@2x.png"
    let line = try String(contentsOf: Self.assets.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
      .split(separator: "\n").first { $0.hasSuffix("  " + logo) }!
    try Data((line + "\n").utf8).write(to: folder.appendingPathComponent("SHA256SUMS"))
    var bytes = try Data(contentsOf: Self.assets.appendingPathComponent(logo))
    try bytes.write(to: folder.appendingPathComponent(logo))
    #expect(try Self.verify(folder).status == 0)
    bytes[bytes.count / 2] ^= 1
    try bytes.write(to: folder.appendingPathComponent(logo))
    let changed = try Self.verify(folder)
    #expect(changed.status == 1)
    #expect(changed.lines.first == "\(logo): FAILED")
  }
}
