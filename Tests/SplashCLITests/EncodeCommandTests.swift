import Foundation
import SplashGD
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashCLI

@Suite struct EncodeCommandTests {
  /// Removed when the test's value goes.
  let scratch = TemporaryFolder("encode")
  let folder: String

  init() throws {
    folder = scratch.path
    try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
  }

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let console = Console.capturing()
    let status = SplashReelTool.main(["encode"] + arguments, console: console)
    return (status, console.output, console.errors)
  }

  /// Writes frame `k` of a 16×10 animation: grey background, a 4×4 orange square at x = 2k.
  func writeFrame(_ name: String, square k: Int, width: Int = 16) throws {
    var surface = try Surface(width: width, height: 10, fill: Color(r: 90, g: 90, b: 90).premultiplied)
    for y in 3..<7 {
      for x in (2 * k)..<(2 * k + 4) where x < width {
        surface[x, y] = Color(r: 250, g: 140, b: 20).premultiplied
      }
    }
    try PNGEncoder.write(surface, to: folder + "/frames/" + name)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "frames" }.sorted()
  }

  @Test func encodesFramesInNaturalOrder() throws {
    // Named so that plain string order would put f10 before f2.
    for k in [1, 2, 10] { try writeFrame("f\(k).png", square: k == 10 ? 3 : k) }
    let r = run([folder + "/frames", "--fps", "10", "--out", folder + "/out.gif"])
    #expect(r.errors == "")
    #expect(r.status == 0)
    #expect(
      r.output
        == "\(folder)/out.gif: 3 stored frames (0 identical merged), 2 colours, \(try size("out.gif")) bytes, 0.3 s\n")
    var decoder = try GIFDecoder(contentsOf: folder + "/out.gif")
    let frames = try decoder.allFrames()
    #expect(frames.map(\.delay) == [10, 10, 10])
    // The square spans x = 2…5, 4…7, 6…9: f1, f2, f10.
    let orange = Color(r: 250, g: 140, b: 20).premultiplied
    #expect(frames.map { $0.surface[5, 4] == orange } == [true, true, false])
    #expect(frames.map { $0.surface[2, 4] == orange } == [true, false, false])
    #expect(frames.map { $0.surface[9, 4] == orange } == [false, false, true])
    #expect(decoder.loopCount == 0)
  }

  func size(_ name: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as! NSNumber).intValue
  }

  @Test func anErrorIsTheOnlyLineEvenWhenANoticeWasDue() throws {
    for k in 0..<3 { try writeFrame("frame_\(k).png", square: k) }
    let frame = folder + "/frames/frame_0.png"
    let bytes = try Data(contentsOf: URL(fileURLWithPath: frame))
    try bytes.dropLast(20).write(to: URL(fileURLWithPath: frame))
    for out in ["fast.gif", "fast.webp"] {
      let r = run([folder + "/frames", "--fps", "200", "--out", folder + "/" + out])
      #expect(r.status == 1)
      #expect(
        r.errors == "splashreel encode: \(frame): truncated or corrupt PNG data (file ends inside the IDAT chunk)\n")
    }
  }

  @Test func optionsReachTheEncoder() throws {
    for k in 0..<4 { try writeFrame("frame_\(k).png", square: 0) }
    let r = run([
      folder + "/frames", "--fps", "60", "--out", folder + "/once.gif", "--loop", "1", "--colors", "8", "--dither",
      "none", "--quality", "high",
    ])
    #expect(r.status == 0)
    #expect(r.errors == "splashreel encode: notice: 60 fps is faster than GIF viewers play; resampled to 50 fps\n")
    // 4 identical frames at 60 fps = 6 cs, resampled to 50 fps: one frame of 6 cs.
    #expect(
      r.output
        == "\(folder)/once.gif: 1 stored frame (2 identical merged), 2 colours, \(try size("once.gif")) bytes, 0.06 s\n"
    )
    var decoder = try GIFDecoder(contentsOf: folder + "/once.gif")
    _ = try decoder.allFrames()
    #expect(decoder.loopCount == nil)
  }

  @Test func quietPrintsNothing() throws {
    try writeFrame("a.png", square: 1)
    let r = run([folder + "/frames", "--fps", "100", "--out", folder + "/q.gif", "--quiet"])
    #expect(r == (0, "", ""))
    #expect(try files() == ["q.gif"])
  }

  @Test func mixedSizesNameTheFileAndWriteNothing() throws {
    try writeFrame("frame_1.png", square: 1)
    try writeFrame("frame_2.png", square: 2, width: 18)
    let r = run([folder + "/frames", "--fps", "30", "--out", folder + "/out.gif"])
    #expect(r.status == 1)
    #expect(
      r.errors
        == "splashreel encode: \(folder)/frames/frame_2.png: the frame is 18×10, expected 16×10 like frame_1.png\n")
    #expect(try files() == [])
  }

  @Test func aFileThatIsNotAPNGIsAnError() throws {
    try writeFrame("frame_1.png", square: 1)
    try Data("not an image".utf8).write(to: URL(fileURLWithPath: folder + "/frames/notes.txt"))
    let r = run([folder + "/frames", "--fps", "30", "--out", folder + "/out.gif"])
    #expect(r.status == 1)
    #expect(
      r.errors
        == "splashreel encode: \(folder)/frames/notes.txt: not a frame: a folder of frames holds only .png files\n"
    )
    #expect(try files() == [])
  }

  @Test func aCorruptPNGFailsWithoutOutput() throws {
    try writeFrame("frame_1.png", square: 1)
    try writeFrame("frame_2.png", square: 2)
    let path = folder + "/frames/frame_2.png"
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try bytes.prefix(60).write(to: URL(fileURLWithPath: path))
    let r = run([folder + "/frames", "--fps", "30", "--out", folder + "/out.gif"])
    #expect(r.status == 1)
    #expect(r.errors.hasPrefix("splashreel encode: \(path): "))
    #expect(r.errors.filter { $0 == "\n" }.count == 1)
    #expect(try files() == [])
  }

  @Test func missingOptionsAreUsageErrors() throws {
    try writeFrame("a.png", square: 1)
    #expect(
      run([folder + "/frames", "--out", "x.gif"]) == (
        2, "", "splashreel encode: --fps is required (frames per second of the input)\n"
      ))
    #expect(
      run([folder + "/frames", "--fps", "30"]) == (
        2, "",
        "splashreel encode: --out is required (the file to write: .gif, .mp4, .m4v, .mov, .webm, .png, .apng, .webp)\n"
      ))
    #expect(
      run([folder + "/frames", "--fps", "30", "--out", "x.gif", "--dither", "fs"])
        == (2, "", "splashreel encode: --dither must be one of auto, ordered, none, got 'fs'\n"))
    #expect(
      run([folder + "/frames", "--fps", "30", "--out", "x.gif", "--colors", "300"])
        == (2, "", "splashreel encode: --colors must be an integer in 2...256, got '300'\n"))
    #expect(
      run([folder + "/empty", "--fps", "30", "--out", "x.gif"]) == (
        1, "", "splashreel encode: \(folder)/empty: no such folder\n"
      ))
    #expect(
      run([folder + "/frames", "--fps", "30", "--out", "x.gif", "--palettes", "many"])
        == (2, "", "splashreel encode: --palettes must be one of auto, shared, got 'many'\n"))
  }

  @Test func aCutToAnotherPictureIsReportedWithItsPalettes() throws {
    // 15 frames of a reddish noise picture, then 15 of a bluish one, a white block moving.
    for k in 0..<30 {
      var surface = try Surface(width: 32, height: 24)
      for y in 0..<24 {
        for x in 0..<32 {
          var h = UInt32(truncatingIfNeeded: (x &* 73_856_093) ^ (y &* 19_349_663) ^ ((k < 15 ? 1 : 2) &* 83_492_791))
          h = (h ^ (h >> 15)) &* 0x2C1B_3C6D
          h ^= h >> 12
          let (a, b, c) = (UInt8(h & 255), UInt8((h >> 8) & 255), UInt8((h >> 16) & 255))
          let colour = k < 15 ? Color(r: 128 + a / 2, g: b / 4, b: c / 4) : Color(r: a / 4, g: b / 3, b: 128 + c / 2)
          surface[x, y] = ((k..<(k + 3)).contains(x) && (8..<12).contains(y) ? Color.white : colour).premultiplied
        }
      }
      try PNGEncoder.write(surface, to: folder + "/frames/f\(k).png")
    }
    let auto = run([folder + "/frames", "--fps", "30", "--out", folder + "/cut.gif"])
    #expect(auto.status == 0)
    #expect(
      auto.output
        == "\(folder)/cut.gif: 30 stored frames (0 identical merged), 2 palettes (255 + 255 colours, cut at frame 15), \(try size("cut.gif")) bytes, 1 s\n"
    )
    let shared = run([folder + "/frames", "--fps", "30", "--out", folder + "/shared.gif", "--palettes", "shared"])
    #expect(
      shared.output
        == "\(folder)/shared.gif: 30 stored frames (0 identical merged), 255 colours, \(try size("shared.gif")) bytes, 1 s\n"
    )
  }

  @Test func helpExplainsEveryOption() {
    let r = SplashReelTool.main(["help", "encode"], console: .capturing())
    #expect(r == 0)
    for option in ["--fps", "--out", "--colors", "--dither", "--quality", "--palettes", "--loop", "--quiet"] {
      #expect(EncodeCommand.help.contains(option))
    }
  }
}
