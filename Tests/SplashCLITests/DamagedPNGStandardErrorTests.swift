import Foundation
import SplashTestSupport
import Testing

/// The checkout's debug `splashreel`, built by `swift build --build-tests` before the tests run: the
/// process's own standard error is what libpng would write to, so only a child process shows it.
private let executable = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent(".build/debug/splashreel").path

/// Runs the executable in `directory`; its exit status and standard error.
private func splashreel(_ arguments: [String], in directory: String) throws -> (status: Int32, errors: String) {
  let run = try Subprocess.run(executable, arguments, in: directory)
  return (run.status, run.errors)
}

/// PNG files written byte by byte: chunks with their CRCs, image data as stored (uncompressed)
/// deflate blocks, so a test can damage exactly one thing.
private enum PNGBytes {
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typed + bigEndian(crc(typed))
  }

  /// zlib around one stored deflate block.
  static func zlib(_ raw: [UInt8]) -> [UInt8] {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    let length = UInt16(raw.count)
    return [0x78, 0x01, 0x01, UInt8(length & 255), UInt8(length >> 8), UInt8(~length & 255), UInt8(~length >> 8)] + raw
      + bigEndian(b << 16 | a)
  }

  /// An 8×8 opaque red RGBA PNG; `depth` and `interlace` as written in IHDR.
  static func red(depth: UInt8 = 8, interlace: UInt8 = 0, idat: (([UInt8]) -> [UInt8])? = nil) -> [UInt8] {
    let row: [UInt8] = [0] + Array(repeating: [255, 0, 0, 255] as [UInt8], count: 8).joined()
    let raw: [UInt8] = Array(Array(repeating: row, count: 8).joined())
    let data = zlib(raw)
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", bigEndian(8) + bigEndian(8) + [depth, 6, 0, 0, interlace])
      + chunk("IDAT", idat?(data) ?? data) + chunk("IEND", [])
  }

  /// A 1×1 PNG, interlaced or not (Adam7: pass 1 holds the only pixel, so the data is the same).
  static func dot(interlace: UInt8) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", bigEndian(1) + bigEndian(1) + [8, 6, 0, 0, interlace])
      + chunk("IDAT", zlib([0, 0, 128, 255, 255])) + chunk("IEND", [])
  }
}

/// Each damage and the reason the one line gives.
private let damages: [(name: String, bytes: [UInt8], reason: String)] = {
  let good = PNGBytes.red()
  let idat = good.indices.first { good[$0..<$0 + 4].elementsEqual("IDAT".utf8) }!
  var badCRC = good
  badCRC[idat + 10] ^= 0xFF
  var badLength = good
  badLength[idat - 1] &+= 7
  return [
    ("bad-crc.png", badCRC, "the IDAT chunk has a bad CRC"),
    ("bad-length.png", badLength, "the IDAT chunk has a bad CRC"),
    (
      "truncated-idat.png", PNGBytes.red(idat: { Array($0.prefix($0.count / 2)) }),
      "libgd: gd-png: fatal libpng error: Not enough image data"
    ),
    ("bad-depth.png", PNGBytes.red(depth: 7), "IHDR: bit depth 7 is not valid for colour type 6"),
  ]
}()

@Test func damagedPNGsGiveOneLineOnStandardErrorInEveryCommand() throws {
  let scratch = TemporaryFolder("damaged-png-work")
  let folder = scratch.file("work")
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let good = folder + "/good.png"
  try Data(PNGBytes.red()).write(to: URL(fileURLWithPath: good))
  for damage in damages {
    let stem = String(damage.name.dropLast(4))
    let frames = folder + "/\(stem)-frames"
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
    try Data(PNGBytes.red()).write(to: URL(fileURLWithPath: frames + "/frame-001.png"))
    try Data(damage.bytes).write(to: URL(fileURLWithPath: frames + "/frame-002.png"))
    let picture = folder + "/\(damage.name)"
    try Data(damage.bytes).write(to: URL(fileURLWithPath: picture))
    let scene = try writeFile(
      """
      {"name": "\(stem)", "duration": 0.2, "layers": [{"id": "picture", "type": "image", "image": "\(damage.name)",
        "frame": {"x": 0, "y": 0, "width": "W", "height": "H"}}]}
      """, named: "\(stem).json", in: folder)
    let message = "truncated or corrupt PNG data (\(damage.reason))"
    let runs: [([String], String)] = [
      (
        ["encode", frames, "--fps", "10", "--out", "\(stem).gif"],
        "splashreel encode: \(frames)/frame-002.png: \(message)"
      ),
      (["diff", good, picture], "splashreel diff: \(picture): \(message)"),
      (
        ["sheet", scene, "--device", "20x30@1", "--out", "\(stem)-sheet.png"],
        "splashreel sheet: \(scene): \(picture): \(message)"
      ),
      (
        ["render", scene, "--device", "20x30@1", "--out", "\(stem).gif"],
        "splashreel render: \(scene): \(picture): \(message)"
      ),
    ]
    for (arguments, line) in runs {
      let run = try splashreel(arguments, in: folder)
      #expect(run.status == 1, "\(arguments)")
      #expect(run.errors == line + "\n", "\(arguments)")
    }
  }
  // Nothing half-written: only the inputs are there.
  let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasSuffix("-frames") }.sorted()
  let inputs: [String] = damages.flatMap { (damage) -> [String] in
    [damage.name, String(damage.name.dropLast(4)) + ".json"]
  }
  #expect(left == (["good.png"] + inputs).sorted())
}

@Test func anInterlacedPNGDecodesWithoutAWordOnStandardError() throws {
  let scratch = TemporaryFolder("damaged-png-interlaced")
  let folder = scratch.file("interlaced")
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  try Data(PNGBytes.dot(interlace: 1)).write(to: URL(fileURLWithPath: folder + "/dot.png"))
  try Data(PNGBytes.dot(interlace: 0)).write(to: URL(fileURLWithPath: folder + "/plain.png"))
  let scene = try writeFile(
    """
    {"name": "dot", "duration": 0.2, "layers": [{"id": "dot", "type": "image", "image": "dot.png",
      "frame": {"x": 0, "y": 0, "width": "W", "height": "H"}}]}
    """, named: "dot.json", in: folder)
  let render = try splashreel(["render", scene, "--device", "4x4@1", "--out", "dot.gif", "--quiet"], in: folder)
  #expect(render.status == 0)
  #expect(render.errors == "")
  // libgd (through libpng) reads the same pixel from both.
  let diff = try splashreel(["diff", "plain.png", "dot.png"], in: folder)
  #expect(diff.status == 0)
  #expect(diff.errors == "")
}
