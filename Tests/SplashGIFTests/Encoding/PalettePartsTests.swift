import Foundation
import SplashFrames
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

/// Per-part palettes end to end: a hard cut between two pictures gets a palette per part, the
/// first frame after the cut is written whole with a local colour table, and the result is
/// closer to the source than one shared palette.
@Suite struct PalettePartsTests {
  /// 30 frames at 30 fps: 15 of a reddish noise picture, then 15 of a bluish one (every pixel
  /// changes colour class at frame 15), a small white block moving across both. Each part
  /// lasts 50 cs.
  static func cutFrames() throws -> [Surface] {
    (0..<30).map { k in
      TestSurfaces.painted(32, 24) { x, y in
        if (k..<(k + 3)).contains(x) && (8..<12).contains(y) {
          return Color(r: 250, g: 250, b: 250)
        }
        let n = TestSurfaces.noiseColour(x, y, k < 15 ? 1 : 2)
        return k < 15
          ? Color(r: 128 + n.r / 2, g: n.g / 4, b: n.b / 4)
          : Color(r: n.r / 4, g: n.g / 3, b: 128 + n.b / 2)
      }
    }
  }

  func encode(_ frames: [Surface], _ options: GIFEncodingOptions = GIFEncodingOptions()) throws -> (
    GIFEncodingReport, [UInt8]
  ) {
    try TestFrames.encode(frames, options)
  }

  /// Σ squared channel error of the decoded GIF against the source frames.
  func squaredError(_ bytes: [UInt8], _ frames: [Surface]) throws -> Int {
    var decoder = try GIFDecoder(bytes: bytes, name: "out.gif")
    let decoded = try decoder.allFrames()
    #expect(decoded.count == frames.count)
    var total = 0
    for (frame, source) in zip(decoded, frames) {
      for i in 0..<source.pixels.count where i % 4 != 3 {
        let d = Int(frame.surface.pixels[i]) - Int(source.pixels[i])
        total += d * d
      }
    }
    return total
  }

  @Test func aHardCutGetsAPalettePerPart() throws {
    let frames = try Self.cutFrames()
    let (report, bytes) = try encode(frames, GIFEncodingOptions())
    #expect(
      report.palettes == [
        GIFEncodingReport.Palette(frames: 0..<15, colors: 255),
        GIFEncodingReport.Palette(frames: 15..<30, colors: 255),
      ])
    #expect(report.paletteColors == 255)
    #expect(report.framesWritten == 30 && report.totalDelay == 100)
    let gif = try GIFBlockReader(bytes)
    // Equal parts: the first keeps the global table, the second carries local tables.
    #expect(gif.images[0..<15].allSatisfy { !$0.hasLocalTable })
    #expect(gif.images[15..<30].allSatisfy { $0.hasLocalTable })
    // The first frame after the cut rewrites every changed pixel (here all but the block's
    // two white columns that stay, x = 15 and 16, left transparent: 255 in the local table).
    let cut = gif.images[15]
    #expect(cut.width == 32 && cut.height == 24 && cut.transparentIndex == 255)
    #expect(
      (8..<12).allSatisfy { y in cut.indices[y * 32 + 15] == 255 && cut.indices[y * 32 + 16] == 255
      })
    #expect(cut.indices.filter { $0 == 255 }.count == 8)
    // Closer to the source than one palette for both pictures.
    let (shared, sharedBytes) = try encode(frames, GIFEncodingOptions(palettes: .shared))
    #expect(shared.palettes == [GIFEncodingReport.Palette(frames: 0..<30, colors: 255)])
    #expect(try GIFBlockReader(sharedBytes).images.allSatisfy { !$0.hasLocalTable })
    #expect(try squaredError(bytes, frames) * 4 < squaredError(sharedBytes, frames) * 3)
  }

  @Test func partsAreTheSameWhateverTheThreadCountAndMemoryBudget() throws {
    let frames = try Self.cutFrames()
    let (_, one) = try encode(frames, GIFEncodingOptions(threads: 1))
    let (_, three) = try encode(frames, GIFEncodingOptions(threads: 3))
    let (report, reread) = try encode(frames, GIFEncodingOptions(threads: 2, retainedFrameBytes: 0))
    #expect(one == three)
    #expect(one == reread)
    #expect(report.palettes.count == 2)
  }

  @Test func readingOneFrameAtATimeGivesTheSameFileAndAsksForEveryThread() throws {
    /// Frames that record the thread counts they were asked for.
    final class Recorder: FrameSequence, @unchecked Sendable {
      let surfaces: [Surface]
      private let lock = NSLock()
      private var asked: [Int?] = []
      init(_ surfaces: [Surface]) { self.surfaces = surfaces }
      var frameCount: Int { surfaces.count }
      var width: Int { surfaces[0].width }
      var height: Int { surfaces[0].height }
      var threads: Set<Int?> { lock.withLock { Set(asked) } }
      var calls: Int { lock.withLock { asked.count } }
      func frame(at index: Int) throws -> Surface {
        lock.withLock { asked.append(nil) }
        return surfaces[index]
      }
      func frame(at index: Int, threads: Int) throws -> Surface {
        lock.withLock { asked.append(threads) }
        return surfaces[index]
      }
    }
    let frames = try Self.cutFrames()
    let (report, expected) = try encode(frames, GIFEncodingOptions(threads: 2))
    #expect(report.palettes.count == 2)
    for threads in [1, 3] {
      for retained in [0, 256 << 20] {
        var options = GIFEncodingOptions(threads: threads, retainedFrameBytes: retained)
        options.readsOneFrameAtATime = true
        let recorder = Recorder(frames)
        let folder = TemporaryFolder("parts")
        let path = folder.file("one.gif")
        let oneReport = try GIFEncoder(options: options).encode(recorder, fps: 30, to: path)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
        #expect(oneReport.palettes == report.palettes)
        #expect(recorder.threads == [threads])
        // Kept frames are read once; otherwise pass 1, the second survey of the part that is
        // not the largest (the largest is the whole less the others), and pass 2: 30 + 15 + 30.
        #expect(recorder.calls == (retained == 0 ? 75 : 30))
      }
    }
  }

  @Test func aLargestPartOfFewColoursIsCountedAgain() throws {
    // Two checkers of two colours each, cut after 20 of 36 frames: the largest part's
    // statistics could be the whole less the other's, but its palette is its own exact colours,
    // which only a count can tell. Read in pass 1, both parts' second surveys and pass 2.
    let frames = (0..<36).map { k in
      TestSurfaces.painted(16, 12) { x, y in
        let on = (x + y + k) % 2 == 0
        return k < 20
          ? (on ? Color(r: 200, g: 30, b: 30) : Color(r: 20, g: 20, b: 90))
          : (on ? Color(r: 30, g: 200, b: 30) : Color(r: 240, g: 240, b: 240))
      }
    }
    var options = GIFEncodingOptions(threads: 2, retainedFrameBytes: 0)
    options.readsOneFrameAtATime = true
    let counting = FrameRecyclingTests.CountingFrames(frames)
    let folder = TemporaryFolder("parts")
    let path = folder.file("out.gif")
    let report = try GIFEncoder(options: options).encode(counting, fps: 30, to: path)
    #expect(counting.reads == 36 + 20 + 16 + 36)
    // Four colours fit one palette exactly: the parts do not pay.
    #expect(report.palettes == [GIFEncodingReport.Palette(frames: 0..<36, colors: 4)])
  }

  @Test func aCutTooShortToPayStaysShared() throws {
    // The bluish picture for only 4 frames (13 cs) at the end: joined to the part before.
    let frames = Array(try Self.cutFrames()[0..<19])
    let (report, _) = try encode(frames, GIFEncodingOptions())
    #expect(report.palettes == [GIFEncodingReport.Palette(frames: 0..<19, colors: 255)])
  }

  @Test func aCutBetweenFewColoursStaysShared() throws {
    // Red, then blue, a white block moving across: one palette holds all three exactly, so a
    // second one cannot lower the error.
    let frames = (0..<30).map { k in
      TestSurfaces.painted(32, 24) { x, y in
        if (k..<(k + 3)).contains(x) && (8..<12).contains(y) { return Color.white }
        return k < 15 ? Color(r: 200, g: 0, b: 0) : Color(r: 0, g: 0, b: 200)
      }
    }
    let (report, _) = try encode(frames, GIFEncodingOptions())
    #expect(report.palettes == [GIFEncodingReport.Palette(frames: 0..<30, colors: 3)])
  }
}
