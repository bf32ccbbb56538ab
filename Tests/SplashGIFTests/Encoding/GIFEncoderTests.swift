import Foundation
import SplashFrames
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

/// End-to-end: frames in, GIF bytes out, read back block by block and through `GIFDecoder`.
@Suite struct GIFEncoderTests {
  let red = Color(r: 220, g: 30, b: 40)
  let blue = Color(r: 20, g: 60, b: 200)
  let white = Color.white

  /// Removed with every file in it when the test's suite value goes.
  let scratch = TemporaryFolder("gifenc")

  /// `name` in a folder of its own, so that two encodes of one test never share a file.
  func temporaryPath(_ name: String) -> String {
    try! scratch.folder(UUID().uuidString) + "/" + name
  }

  func encode(
    _ surfaces: [Surface], fps: Double = 30, options: GIFEncodingOptions = GIFEncodingOptions()
  ) throws -> (GIFEncodingReport, [UInt8], String) {
    let path = temporaryPath("out.gif")
    let report = try GIFEncoder(options: options).encode(
      try SurfaceFrames(surfaces), fps: fps, to: path)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    return (report, bytes, path)
  }

  /// A 12×8 frame: white with a 3×2 red block at (x, 2), and the left column blue.
  func scene(blockAt x: Int) throws -> Surface {
    TestSurfaces.painted(12, 8) { px, py in
      if px == 0 { return blue }
      return (x..<(x + 3)).contains(px) && (2..<4).contains(py) ? red : white
    }
  }

  @Test func oneFrameAnimation() throws {
    let (report, bytes, path) = try encode([try scene(blockAt: 4)])
    #expect(
      report
        == GIFEncodingReport(
          bytes: bytes.count, framesWritten: 1, framesMerged: 0, delays: [3], paletteColors: 3,
          palettes: [GIFEncodingReport.Palette(frames: 0..<1, colors: 3)], isResampled: false))
    let gif = try GIFBlockReader(bytes)
    #expect(gif.signature == "GIF89a")
    #expect((gif.width, gif.height) == (12, 8))
    #expect(gif.loop == 0)
    #expect(gif.trailerAtEnd)
    // Three colours sorted by lightness, then the transparent entry, padded to 4.
    #expect(gif.globalTable == [[20, 60, 200], [220, 30, 40], [255, 255, 255], [0, 0, 0]])
    #expect(gif.images.count == 1)
    let image = gif.images[0]
    #expect(
      (image.left, image.top, image.width, image.height, image.delay, image.disposal) == (
        0, 0, 12, 8, 3, 1
      ))
    #expect(image.transparentIndex == nil)
    var expected = [UInt8](repeating: 2, count: 96)
    for y in 0..<8 { expected[y * 12] = 0 }
    for y in 2..<4 { for x in 4..<7 { expected[y * 12 + x] = 1 } }
    #expect(image.indices == expected)
    var decoder = try GIFDecoder(contentsOf: path)
    let frames = try decoder.allFrames()
    #expect(frames.count == 1)
    #expect(frames[0].surface == (try scene(blockAt: 4)))
  }

  @Test func movingBlockIsCroppedWithTransparentRuns() throws {
    let frames = [try scene(blockAt: 4), try scene(blockAt: 5)]
    let (report, bytes, path) = try encode(frames)
    #expect(report.delays == [3, 3])
    let gif = try GIFBlockReader(bytes)
    #expect(gif.images.count == 2)
    let second = gif.images[1]
    // Columns 4 (red → white) and 7 (white → red) change in rows 2 and 3; 5 and 6 stay red.
    #expect((second.left, second.top, second.width, second.height) == (4, 2, 4, 2))
    #expect(second.transparentIndex == 3)
    #expect(second.disposal == 1)
    #expect(second.indices == [2, 3, 3, 1, 2, 3, 3, 1])
    var decoder = try GIFDecoder(contentsOf: path)
    #expect(try decoder.allFrames().map(\.surface) == frames)
  }

  @Test func identicalFramesAreMergedWithTheirDelaysSummed() throws {
    let a = try scene(blockAt: 2)
    let b = try scene(blockAt: 6)
    let (report, bytes, _) = try encode([a, a, b, b, b, a])
    // 30 fps: 3, 3, 4, 3, 3, 4 → a for 6, b for 10, a for 4.
    #expect(report.delays == [6, 10, 4])
    #expect(report.framesMerged == 3)
    #expect(report.framesWritten == 3)
    #expect(try GIFBlockReader(bytes).images.map(\.delay) == [6, 10, 4])
  }

  @Test func unchangingAnimationIsOneFrameWithTheTotalDelay() throws {
    let a = try scene(blockAt: 3)
    let (report, bytes, path) = try encode(Array(repeating: a, count: 10), fps: 24)
    #expect(report.delays == [41])
    #expect(report.framesMerged == 9)
    var decoder = try GIFDecoder(contentsOf: path)
    let frames = try decoder.allFrames()
    #expect(frames.map(\.delay) == [41])
    #expect(try GIFBlockReader(bytes).images.count == 1)
  }

  @Test func sixtyFramesPerSecondIsWrittenAtFifty() throws {
    let frames = try (0..<6).map { try scene(blockAt: 1 + $0) }
    let (report, _, path) = try encode(frames, fps: 60)
    #expect(report.isResampled)
    #expect(report.delays == [2, 2, 2, 2, 2])
    var decoder = try GIFDecoder(contentsOf: path)
    #expect(try decoder.allFrames().map(\.surface) == Array(frames[0..<5]))
  }

  @Test func playOnceHasNoLoopExtensionAndCountsRepeat() throws {
    let frames = [try scene(blockAt: 1), try scene(blockAt: 2)]
    let (_, once, _) = try encode(frames, options: GIFEncodingOptions(loopCount: 1))
    #expect(try GIFBlockReader(once).loop == nil)
    let (_, thrice, _) = try encode(frames, options: GIFEncodingOptions(loopCount: 3))
    #expect(try GIFBlockReader(thrice).loop == 2)
  }

  @Test func outputIsTheSameWhateverTheThreadCountAndMemoryBudget() throws {
    let frames = (0..<7).map { k in
      TestSurfaces.painted(40, 24) { x, y in
        x >= 8 + k * 3 && x < 20 + k * 3 && y > 4 && y < 18
          ? TestSurfaces.noiseColour(x, y, 100 + k) : TestSurfaces.noiseColour(x, y, 1)
      }
    }
    let (report1, one, _) = try encode(frames, options: GIFEncodingOptions(threads: 1))
    let (_, three, _) = try encode(frames, options: GIFEncodingOptions(threads: 3))
    let (_, reread, _) = try encode(
      frames, options: GIFEncodingOptions(threads: 2, retainedFrameBytes: 0))
    #expect(one == three)
    #expect(one == reread)
    #expect(report1.paletteColors == 255)
    #expect(report1.framesWritten == 7)
  }

  /// Seven 40×24 frames (a noisy block moving over noise), the fourth shown twice.
  func movingNoise() throws -> [Surface] {
    [0, 1, 2, 3, 3, 4, 5, 6].map { k in
      TestSurfaces.painted(40, 24) { x, y in
        x >= 8 + k * 3 && x < 20 + k * 3 && y > 4 && y < 18
          ? TestSurfaces.noiseColour(x, y, 100 + k) : TestSurfaces.noiseColour(x, y, 1)
      }
    }
  }

  @Test func codingWhileTheNextFramesAreReadGivesTheSameBytes() throws {
    // Frames are LZW-coded in the background, one at a time when read one at a time, else up
    // to one per thread; the file must not depend on which finishes first.
    let frames = try movingNoise()
    let (report, serial, _) = try encode(frames, options: GIFEncodingOptions(threads: 1))
    #expect(report.framesWritten == 7 && report.framesMerged == 1)
    #expect(report.delays == [3, 3, 4, 6, 4, 3, 3])
    #expect(serial.count == 3468)
    for threads in [1, 2, 3] {
      for oneAtATime in [false, true] {
        var options = GIFEncodingOptions(threads: threads, retainedFrameBytes: 0)
        options.readsOneFrameAtATime = oneAtATime
        let (_, bytes, _) = try encode(frames, options: options)
        #expect(bytes == serial, "\(threads) threads, one at a time: \(oneAtATime)")
      }
    }
  }

  @Test func aFrameFailingWhileAnotherIsCodingLeavesNoFile() throws {
    /// Frame 5 reads once (for the palette), then fails: while frame 3 or 4 is being coded.
    final class FailsOnSecondRead: FrameSequence, @unchecked Sendable {
      let frames: [Surface]
      let lock = NSLock()
      var reads = 0
      var frameCount: Int { frames.count }
      var width: Int { 40 }
      var height: Int { 24 }
      init(_ frames: [Surface]) { self.frames = frames }
      func frame(at index: Int) throws -> Surface {
        if index == 5 {
          let read = lock.withLock {
            reads += 1
            return reads
          }
          if read > 1 { throw GIFError("frame 5 is damaged") }
        }
        return frames[index]
      }
    }
    let frames = try movingNoise()
    for threads in [1, 2, 3] {
      for oneAtATime in [false, true] {
        var options = GIFEncodingOptions(palettes: .shared, threads: threads, retainedFrameBytes: 0)
        options.readsOneFrameAtATime = oneAtATime
        let path = temporaryPath("failing.gif")
        #expect(throws: GIFError("frame 5 is damaged")) {
          try GIFEncoder(options: options).encode(FailsOnSecondRead(frames), fps: 30, to: path)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(
          atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers == [], "\(threads) threads, one at a time: \(oneAtATime)")
      }
    }
  }

  @Test func mixedSizesFailWithoutLeavingAFile() throws {
    struct Mixed: FrameSequence {
      let frameCount = 3
      let width = 8
      let height = 8
      func frame(at index: Int) throws -> Surface {
        TestSurfaces.solid(index == 2 ? 9 : 8, 8, .white)
      }
    }
    let path = temporaryPath("mixed.gif")
    #expect(throws: GIFError("frame 2 is 9×8, expected 8×8")) {
      try GIFEncoder().encode(Mixed(), fps: 30, to: path)
    }
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent)
    #expect(leftovers == [])
  }

  @Test func theEarliestUnreadableFrameIsReportedWhateverTheThreadCount() throws {
    struct Damaged: FrameSequence {
      let frameCount = 24
      let width = 8
      let height = 8
      func frame(at index: Int) throws -> Surface {
        if index == 9 || index == 17 { throw GIFError("frame \(index) is damaged") }
        return TestSurfaces.solid(8, 8, .white)
      }
    }
    for threads in [1, 2, 5] {
      let path = temporaryPath("damaged-\(threads).gif")
      #expect(throws: GIFError("frame 9 is damaged")) {
        try GIFEncoder(options: GIFEncodingOptions(threads: threads)).encode(
          Damaged(), fps: 30, to: path)
      }
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  }

  @Test func missingDirectoryIsAnError() throws {
    #expect(
      throws: GIFError(
        "/nonexistent-splashreel/x.gif: the directory /nonexistent-splashreel does not exist")
    ) {
      try GIFEncoder().encode(
        try SurfaceFrames([try scene(blockAt: 1)]), fps: 30, to: "/nonexistent-splashreel/x.gif")
    }
  }

  @Test func aDirectoryAtThePathIsAnErrorAndLeavesNoTemporaryFile() throws {
    let path = temporaryPath("taken.gif")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(throws: GIFError("\(path): is a directory; splashreel only writes regular files, give a file name")) {
      try GIFEncoder().encode(try SurfaceFrames([try scene(blockAt: 1)]), fps: 30, to: path)
    }
    let entries = try FileManager.default.contentsOfDirectory(
      atPath: (path as NSString).deletingLastPathComponent)
    #expect(entries == ["taken.gif"])
  }

  @Test func invalidOptionsNameTheField() throws {
    #expect(throws: GIFError("colors must be in 2...256, got 1")) {
      try GIFEncoder(options: GIFEncodingOptions(colors: 1)).encode(
        try SurfaceFrames([try scene(blockAt: 1)]), fps: 30, to: temporaryPath("x.gif"))
    }
  }
}
