import Foundation
import SplashFrames
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

/// The encoder hands frames back to their sequence (`FrameSequence.recycle`) once done with
/// them, and reuses its own index planes; neither may change a byte of the file.
@Suite struct FrameRecyclingTests {
  /// Frames copied into new memory on every read, as a renderer draws them, counting the reads
  /// and the frames handed back.
  final class CountingFrames: FrameSequence, @unchecked Sendable {
    let frames: [Surface]
    private let lock = NSLock()
    private(set) var reads = 0
    private(set) var recycled = 0
    var frameCount: Int { frames.count }
    var width: Int { frames[0].width }
    var height: Int { frames[0].height }

    init(_ frames: [Surface]) { self.frames = frames }

    func frame(at index: Int) throws -> Surface {
      lock.withLock { reads += 1 }
      return try Surface(width: width, height: height, pixels: Array(frames[index].pixels[...]))
    }

    func recycle(_ frame: consuming Surface) {
      lock.withLock { recycled += 1 }
    }
  }

  /// Eight 40×24 frames: a noisy block moving over noise, the fourth shown twice.
  func movingNoise() throws -> [Surface] {
    [0, 1, 2, 3, 3, 4, 5, 6].map { k in
      TestSurfaces.painted(40, 24) { x, y in
        x >= 8 + k * 3 && x < 20 + k * 3 && y > 4 && y < 18
          ? TestSurfaces.noiseColour(x, y, 100 + k) : TestSurfaces.noiseColour(x, y, 1)
      }
    }
  }

  func encode(_ frames: some FrameSequence, _ options: GIFEncodingOptions) throws -> [UInt8] {
    let folder = TemporaryFolder("recycling")
    let path = folder.file("out.gif")
    _ = try GIFEncoder(options: options).encode(frames, fps: 30, to: path)
    return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test func framesHandedBackGiveTheSameBytes() throws {
    let surfaces = try movingNoise()
    let reference = try encode(try SurfaceFrames(surfaces), GIFEncodingOptions(palettes: .shared, threads: 1))
    #expect(reference.count == 3468)
    // Read twice, frames are handed back in each pass once the next one is read, but for the
    // last one of the second pass: 8 + 7. Kept between the passes (the default budget), they
    // are read once and handed back only by the second pass.
    for (retained, oneAtATime, reads, recycled) in [
      (0, true, 16, 15), (0, false, 16, 15), (256 << 20, false, 8, 7),
    ] {
      for threads in [1, 3] {
        var options = GIFEncodingOptions(palettes: .shared, threads: threads, retainedFrameBytes: retained)
        options.readsOneFrameAtATime = oneAtATime
        let frames = CountingFrames(surfaces)
        let label = "\(threads) threads, one at a time: \(oneAtATime), retained: \(retained)"
        #expect(try encode(frames, options) == reference, "\(label)")
        #expect(frames.reads == reads && frames.recycled == recycled, "\(label)")
      }
    }
  }

  @Test func aFrameThatIsTheOneBeforeItAgainGivesTheSameBytes() throws {
    // The fourth frame shown twice: once as a copy of equal pixels, once as the very same
    // surface (which the writer merges without mapping it), with the same file either way.
    let copies = try movingNoise()
    var same = copies
    same[4] = same[3]
    #expect(same[4].sharesPixels(with: same[3]) && !copies[4].sharesPixels(with: copies[3]))
    for threads in [1, 3] {
      for oneAtATime in [false, true] {
        var options = GIFEncodingOptions(palettes: .shared, threads: threads, retainedFrameBytes: 0)
        options.readsOneFrameAtATime = oneAtATime
        let expected = try encode(try SurfaceFrames(copies), options)
        #expect(expected.count == 3468)
        #expect(try encode(try SurfaceFrames(same), options) == expected, "\(threads) threads, \(oneAtATime)")
      }
    }
  }

  @Test func aSmallDeltaLeavesItsPlaneToTheCaller() {
    let points = [0, 255].map { PerceptualSpace.point($0, $0, $0) }
    let (width, height, t): (Int, Int, UInt8) = (8, 8, 2)
    let source = [UInt8](repeating: 0, count: width * height * 4)
    var canvas = DisplayedCanvas(width: width, height: height)
    source.withUnsafeBufferPointer { s in
      var plane = [UInt8](repeating: 0, count: width * height)
      // The first frame's plane becomes the screen.
      #expect(canvas.apply(building: &plane, source: s, transparent: t, points: points, tolerance: 0)?.width == 8)
      #expect(plane.isEmpty && canvas.indices == [UInt8](repeating: 0, count: 64))
      // Nothing changes: no delta, and the plane comes back whole.
      plane = [UInt8](repeating: t, count: width * height)
      let address = plane.withUnsafeBufferPointer { $0.baseAddress }
      #expect(canvas.apply(building: &plane, source: s, transparent: t, points: points, tolerance: 0) == nil)
      #expect(plane.count == 64 && plane.withUnsafeBufferPointer { $0.baseAddress } == address)
      // A 2×2 change is copied out (4 of 64 pixels); the plane keeps its storage and size.
      plane[9] = 1
      plane[10] = 1
      plane[17] = 1
      plane[18] = 1
      let small = canvas.apply(building: &plane, source: s, transparent: t, points: points, tolerance: 0)
      #expect(
        small == FrameDelta(left: 1, top: 1, width: 2, height: 2, indices: [1, 1, 1, 1], usesTransparency: false))
      #expect(plane.count == 64 && plane.withUnsafeBufferPointer { $0.baseAddress } == address)
      // A change over more than a quarter of the frame is built in the plane and goes with it.
      plane = [UInt8](repeating: 1, count: width * height)
      let big = canvas.apply(building: &plane, source: s, transparent: t, points: points, tolerance: 0)
      #expect(big?.width == 8 && big?.height == 8 && plane.isEmpty)
    }
  }

  @Test func aCodedJobGivesBackItsIndices() {
    let queue = LZWCodingQueue()
    let indices = (0..<4096).map { UInt8($0 % 7) }
    let address = indices.withUnsafeBufferPointer { $0.baseAddress }
    let job = queue.start(indices, colorCount: 8)
    #expect(job.result == queue.code(indices, colorCount: 8))
    #expect(job.isCoded)
    let back = job.takeIndices()
    #expect(back == indices && back.withUnsafeBufferPointer { $0.baseAddress } == address)
    #expect(job.takeIndices().isEmpty)
    #expect(queue.finished([1, 2, 3]).takeIndices().isEmpty)
  }
}
