import Foundation

/// The committed decoder fixtures (Tests/SplashGIFTests/Fixtures/Decoding, written by make_fixtures.py).
enum DecodingFixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Decoding")

  /// What Pillow decoded from one fixture.
  struct Expected: Decodable, Sendable {
    let width: Int
    let height: Int
    let loop: Int?
    let frames: Int
    let delays: [Int]
  }

  static let expected: [String: Expected] = {
    let data = try! Data(contentsOf: directory.appendingPathComponent("expected.json"))
    return try! JSONDecoder().decode([String: Expected].self, from: data)
  }()

  static var names: [String] { expected.keys.sorted() }

  static func path(_ name: String) -> String {
    directory.appendingPathComponent(name + ".gif").path
  }

  static func bytes(_ name: String) -> [UInt8] {
    [UInt8](try! Data(contentsOf: URL(fileURLWithPath: path(name))))
  }

  /// Pillow's frames, premultiplied RGBA, concatenated.
  static func pillowFrames(_ name: String) -> [UInt8] {
    [UInt8](try! Data(contentsOf: directory.appendingPathComponent(name + ".rgba")))
  }
}
