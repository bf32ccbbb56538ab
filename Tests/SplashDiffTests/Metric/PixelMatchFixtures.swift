import Foundation
import SplashDiff

/// The committed pairs of Tests/SplashDiffTests/Fixtures/PixelMatch (written by make_pairs.py with
/// the PyPI `pixelmatch` package).
enum PixelMatchFixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/PixelMatch")

  struct Pair: Decodable, Sendable {
    let name: String
    let what: String
    let width: Int
    let height: Int
    /// "t<threshold>_aa" (anti-aliasing detected) / "t<threshold>_noaa" (included) → pixelmatch's count.
    let counts: [String: Int]


    /// Image A and image B, from `<name>.rgba` in `folder`.
    func images(in folder: URL = directory) throws -> (StraightImage, StraightImage) {
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name + ".rgba")))
      let half = width * height * 4
      return (
        try StraightImage(width: width, height: height, pixels: Array(bytes[..<half])),
        try StraightImage(width: width, height: height, pixels: Array(bytes[half...]))
      )
    }
  }

  static let pairs: [Pair] = {
    let data = try! Data(contentsOf: directory.appendingPathComponent("expected.json"))
    return try! JSONDecoder().decode([Pair].self, from: data)
  }()
}

