import Foundation
import SplashRaster
import Testing

@testable import SplashDiff

/// The translucent pairs of Fixtures/Translucency and the counts `reference.py` (pixelmatch 7.2's and
/// pixelmatch main's published rules, checked there against PyPI pixelmatch for the white blend)
/// gives them; written by make_translucency.py.
enum TranslucencyFixtures {
  static let directory = PixelMatchFixtures.directory.deletingLastPathComponent().appendingPathComponent("Translucency")

  /// A pair as in Fixtures/PixelMatch; counts are keyed "<yiq|oklab>_<cb|white>_t<threshold>_<aa|noaa>".
  typealias Pair = PixelMatchFixtures.Pair

  struct Distance: Decodable, Sendable {
    let a: [UInt8]
    let b: [UInt8]
    let yiq: Double
    let oklab: Double
    let oklab_white: Double
  }

  struct File: Decodable, Sendable {
    let pairs: [Pair]
    let generated: [String: [String: Int]]
    let distances: [Distance]
  }

  static let file: File = {
    let data = try! Data(contentsOf: directory.appendingPathComponent("expected.json"))
    return try! JSONDecoder().decode(File.self, from: data)
  }()

  /// The four rules' counts for the pairs of Fixtures/PixelMatch, by pair name.
  static let pixelMatchPairs: [String: [String: Int]] = {
    let data = try! Data(contentsOf: PixelMatchFixtures.directory.appendingPathComponent("reference.json"))
    return try! JSONDecoder().decode([String: [String: Int]].self, from: data)
  }()

  /// Every count key with the comparison it names.
  static func settings(_ key: String) -> PixelMatch {
    let parts = key.split(separator: "_")
    return PixelMatch(
      threshold: Double(parts[2].dropFirst())!, includeAntiAliased: parts[3] == "noaa",
      difference: ColourDifference(rawValue: String(parts[0]))!, checkerboard: parts[1] == "cb")
  }
}

@Test(arguments: TranslucencyFixtures.file.pairs.map(\.name))
func translucentCountsEqualTheReference(_ name: String) throws {
  let pair = try #require(TranslucencyFixtures.file.pairs.first { $0.name == name })
  let (a, b) = try pair.images(in: TranslucencyFixtures.directory)
  #expect(pair.counts.count == 24)
  for (key, expected) in pair.counts {
    #expect(try TranslucencyFixtures.settings(key).compare(a, b).differentPixels == expected, "\(name) \(key)")
  }
}

@Test(arguments: PixelMatchFixtures.pairs.map(\.name))
func pixelMatchPairsUnderEveryRuleEqualTheReference(_ name: String) throws {
  let pair = try #require(PixelMatchFixtures.pairs.first { $0.name == name })
  let counts = try #require(TranslucencyFixtures.pixelMatchPairs[name])
  let (a, b) = try pair.images()
  #expect(counts.count == 24)
  for (key, expected) in counts {
    #expect(try TranslucencyFixtures.settings(key).compare(a, b).differentPixels == expected, "\(name) \(key)")
  }
}

@Test func theFixturesTellTheBackdropsApart() {
  let pairs = TranslucencyFixtures.file.pairs
  #expect(pairs.count == 13)
  // Pairs whose count changes with the backdrop, and pairs where anti-aliasing detection matters.
  let backdrop = pairs.filter { $0.counts["yiq_cb_t0.1_noaa"] != $0.counts["yiq_white_t0.1_noaa"] }
  #expect(backdrop.count >= 6)
  #expect(pairs.filter { $0.counts["yiq_cb_t0.1_aa"] != $0.counts["yiq_cb_t0.1_noaa"] }.count >= 3)
  #expect(pairs.filter { $0.counts["oklab_cb_t0.1_aa"] != $0.counts["yiq_cb_t0.1_aa"] }.count >= 2)
}

/// The straight image of `pixel(x, y)` for every pixel.
private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) throws -> StraightImage {
  var bytes: [UInt8] = []
  bytes.reserveCapacity(width * height * 4)
  for y in 0..<height { for x in 0..<width { bytes += pixel(x, y) } }
  return try StraightImage(width: width, height: height, pixels: bytes)
}

@Test func theIssuesFiguresAreReproduced() throws {
  // Two 256×256 images: opaque white, and fully transparent over the half at and above the diagonal.
  let white = try image(256, 256) { _, _ in [255, 255, 255, 255] }
  let half = try image(256, 256) { x, y in x >= y ? [0, 0, 0, 0] : [255, 255, 255, 255] }
  // A grey image, and the same with six pixels of 50 % black.
  let dots: Set<[Int]> = [[40, 40], [100, 30], [200, 77], [13, 250], [128, 128], [250, 190]]
  let grey = try image(256, 256) { _, _ in [128, 128, 128, 255] }
  let dotted = try image(256, 256) { x, y in dots.contains([x, y]) ? [0, 0, 0, 128] : [128, 128, 128, 255] }
  let generated = TranslucencyFixtures.file.generated
  for (name, a, b, checkerboardCount) in [
    ("white-vs-transparent-256", white, half, 32_896), ("half-black-dots-256", grey, dotted, 6),
  ] {
    for difference in ColourDifference.allCases {
      for checkerboard in [true, false] {
        let count = try PixelMatch(threshold: 0.05, difference: difference, checkerboard: checkerboard)
          .compare(a, b).differentPixels
        #expect(count == (checkerboard ? checkerboardCount : 0), "\(name) \(difference) \(checkerboard)")
        let key = "\(difference.rawValue)_\(checkerboard ? "cb" : "white")_t0.05_aa"
        #expect(count == generated[name]?[key], "\(name) \(key)")
      }
    }
  }
  // The default is the checkerboard.
  #expect(try PixelMatch(threshold: 0.05).compare(white, half).differentPixels == 32_896)
  #expect(PixelMatch().checkerboard && PixelMatch().difference == .yiq)
}

@Test func opaqueImagesCompareAlikeOverEitherBackdrop() throws {
  for pair in PixelMatchFixtures.pairs {
    let (a, b) = try pair.images()
    guard a.pixels.enumerated().allSatisfy({ $0.offset % 4 != 3 || $0.element == 255 }),
      b.pixels.enumerated().allSatisfy({ $0.offset % 4 != 3 || $0.element == 255 })
    else { continue }
    for difference in ColourDifference.allCases {
      let over = try PixelMatch(difference: difference).compare(a, b)
      let white = try PixelMatch(difference: difference, checkerboard: false).compare(a, b)
      #expect(over == white, "\(pair.name) \(difference)")
    }
  }
}

@Test func theCheckerboardIsPixelmatchsPattern() {
  // Byte offsets 0, 4, 8, …: ⌊k / φ⌋ and ⌊k / φ²⌋ decide green and blue; red stays 48.
  let colours = (0..<6).map { Checkerboard.colour(at: $0 * 4) }
  #expect(colours.map(\.0) == [48, 48, 48, 48, 48, 48])
  #expect(colours.map(\.1) == [48, 48, 48, 207, 207, 48])  // ⌊k/φ⌋ = 0, 2, 4, 7, 9, 12
  #expect(colours.map(\.2) == [48, 207, 207, 48, 48, 207])  // ⌊k/φ²⌋ = 0, 1, 3, 4, 6, 7
}
