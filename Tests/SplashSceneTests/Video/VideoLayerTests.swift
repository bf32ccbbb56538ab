import Foundation
import SplashMotion
import SplashRaster
import Synchronization
import Testing

@testable import SplashScene

/// Video layers: the frame shown at each instant (the recordings' rule), the pixels placed by each
/// `videoGravity` against the frames the `ffmpeg` command line decodes, and bad input in one line.
@Suite struct VideoLayerTests {
  let fixture: VideoFixture

  init() throws { fixture = try VideoFixture() }

  /// One 64×48 video layer `ad` with `keys`, played by step `go` at 0.5 s, over black.
  func scene(_ keys: String = "", device: String = "64x48@1", play: String = #""ad""#) throws -> ResolvedScene {
    try fixture.scene(
      """
      {"background": "#000000", "duration": 3, "layers": [
        {"id": "ad", "type": "video", "video": "ad.mp4", "frame": {"width": 64, "height": 48}\(keys)}],
       "timeline": [{"id": "go", "at": 0.5, "play": \(play)}]}
      """, device: device)
  }

  /// Where two pixel buffers first differ ("pixel (x, y): … ≠ …"), nil when they are equal (a
  /// plain `==` expectation would diff the arrays element by element).
  func difference(_ a: [UInt8], _ b: [UInt8], width: Int) -> String? {
    guard a.count == b.count else { return "\(a.count) bytes ≠ \(b.count) bytes" }
    guard let i = a.indices.first(where: { a[$0] != b[$0] }) else { return nil }
    let p = i / 4
    return "pixel (\(p % width), \(p / width)): \(Array(a[p * 4..<p * 4 + 4])) ≠ \(Array(b[p * 4..<p * 4 + 4]))"
  }

  func indices(_ scene: ResolvedScene, at times: [Double]) -> [Int] {
    let frames = VideoFrames(scene: scene)
    return times.map { t in frames.frameIndex(layer: "ad", state: scene.states(at: t)["ad"]!, at: t) }
  }

  @Test func theClipIsTimedByItsPresentationTimes() throws {
    let clip = try #require(try scene().videos["ad"])
    #expect(clip.width == 64 && clip.height == 48)
    #expect(clip.starts == [0, 100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000])
    #expect(clip.end == 1_000_000)
  }

  @Test func theFrameShownAtEachInstant() throws {
    // Before the start (0.5 s): the first frame; then ⌊(t − 0.5)·10⌋ while it plays; from 1.5 s
    // the last frame stays.
    let once = try scene()
    #expect(
      indices(once, at: [0, 0.49, 0.5, 0.549, 0.55, 0.6, 0.95, 1.0, 1.3999, 1.4, 1.49, 1.5, 2.2])
        == [0, 0, 0, 0, 0, 1, 4, 5, 8, 9, 9, 9, 9])
    // The step completes when the last frame ends, 1 s after it starts.
    #expect(once.timeline.stepTimes["go"]?.end == 1.5)
    // Looping wraps at 1 s: 1.5 s shows frame 0 again, 1.73 s frame 2.
    let loops = try scene(play: #"{"layer": "ad", "loop": true}"#)
    #expect(indices(loops, at: [0.3, 0.5, 1.45, 1.5, 1.73, 2.5, 2.99]) == [0, 0, 9, 0, 2, 0, 4])
  }

  /// The rendered frame n (identity placement) is the command line's frame n, byte for byte.
  @Test func framesAreFFmpegsPixels() throws {
    let renderer = try FrameRenderer(scene: try scene())
    for (t, n) in [(0.0, 0), (0.5, 0), (0.85, 3), (1.4, 9), (2.0, 9)] {
      let drawn = try renderer.frame(at: t).pixels
      #expect(difference(drawn, fixture.frames[n], width: 64) == nil, "t = \(t)")
    }
  }

  /// Frames come forwards from one open decoder, the last few kept; an older one reopens the
  /// file and decodes from its start, with the same pixels.
  @Test func theReaderDecodesForwardsAndReopensForOlderFrames() throws {
    let clip = try #require(try scene().videos["ad"])
    let reader = VideoReader(clip: clip, layer: "ad", keptFrames: 2)
    var shown: [(Int, Int)] = []
    for index in [0, 1, 4, 3, 9, 8, 2, 2] {
      let frame = try reader.frame(index)
      #expect(frame.index == index)
      #expect(difference(frame.surface.pixels, fixture.frames[index], width: 64) == nil, "frame \(index)")
      shown.append((index, reader.opened))
    }
    // 3 and 8 were still kept; 2 was not (reopened once), then kept.
    #expect(shown.map(\.1) == [1, 1, 1, 1, 1, 1, 2, 2])
    do {
      _ = try reader.frame(10)
      Issue.record("frame 10 of 10")
    } catch {
      #expect("\(error)" == "ad.mp4: frame 10 is missing (the video ended after 10 frames)")
    }
  }

  /// Frames drawn by several threads at once, in any order, with several threads each, equal
  /// those drawn one by one in order (the readers decode under a lock, forwards).
  @Test func framesDoNotDependOnThreadsOrOrder() throws {
    let looping = try scene(#", "transform": {"rotation": 3}, "alpha": 0.9"#, play: #"{"layer": "ad", "loop": true}"#)
    let times = (0..<60).map { Double($0) / 20 }
    let inOrder = try FrameRenderer(scene: looping)
    let expected = try times.map { try inOrder.frame(at: $0).pixels }
    let shared = try FrameRenderer(scene: looping)
    let drawn = Mutex([[UInt8]](repeating: [], count: times.count))
    DispatchQueue.concurrentPerform(iterations: times.count) { k in
      // From the end backwards: every loop wraps and every frame is older than the last.
      let n = times.count - 1 - k
      let pixels = (try? shared.frame(at: times[n], threads: 2).pixels) ?? []
      drawn.withLock { $0[n] = pixels }
    }
    let frames = drawn.withLock { $0 }
    for n in times.indices where difference(frames[n], expected[n], width: 64) != nil {
      Issue.record("frame \(n): \(difference(frames[n], expected[n], width: 64)!)")
    }
  }

  /// Each gravity in a layer whose bounds differ from the video's: letter-boxed, cropped by
  /// `masksToBounds`, overflowing without it, stretched; exactly where whole pixels allow.
  @Test func eachGravityPlacesTheFrame() throws {
    let frame = fixture.frames[3]
    func pixel(_ bytes: [UInt8], _ width: Int, _ x: Int, _ y: Int) -> [UInt8] {
      Array(bytes[((y * width + x) * 4)..<((y * width + x) * 4 + 4)])
    }
    // resizeAspect in 128×48: centred at x = 32, black bars.
    let wide = try fixture.scene(
      """
      {"background": "#000000", "duration": 2, "layers": [
        {"id": "ad", "type": "video", "video": "ad.mp4", "frame": {"width": 128, "height": 48}}],
       "timeline": [{"id": "go", "at": 0, "play": "ad"}]}
      """, device: "128x48@1")
    let letterBoxed = try FrameRenderer(scene: wide).frame(at: 0.35).pixels
    for y in 0..<48 {
      for x in 0..<128 {
        let expected = (32..<96).contains(x) ? pixel(frame, 64, x - 32, y) : [0, 0, 0, 255]
        guard pixel(letterBoxed, 128, x, y) == expected else {
          Issue.record("resizeAspect: pixel (\(x), \(y))")
          return
        }
      }
    }
    // resizeAspectFill in 32×48 at x = 16: the middle columns, clipped by masksToBounds; without
    // it the whole frame overflows the bounds.
    for clips in [true, false] {
      let narrow = try fixture.scene(
        """
        {"background": "#000000", "duration": 2, "layers": [
          {"id": "ad", "type": "video", "video": "ad.mp4", "videoGravity": "resizeAspectFill",
           "masksToBounds": \(clips), "frame": {"x": 16, "width": 32, "height": 48}}],
         "timeline": [{"id": "go", "at": 0, "play": "ad"}]}
        """, device: "64x48@1")
      let cropped = try FrameRenderer(scene: narrow).frame(at: 0.35).pixels
      for y in 0..<48 {
        for x in 0..<64 {
          let expected = !clips || (16..<48).contains(x) ? pixel(frame, 64, x, y) : [0, 0, 0, 255]
          guard pixel(cropped, 64, x, y) == expected else {
            Issue.record("resizeAspectFill, masksToBounds \(clips): pixel (\(x), \(y))")
            return
          }
        }
      }
    }
  }

  /// At a fractional place and size, each gravity draws what an image layer showing the command
  /// line's frame draws with the matching content mode.
  @Test(arguments: [("resize", "scaleToFill"), ("resizeAspect", "aspectFit"), ("resizeAspectFill", "aspectFill")])
  func eachGravityPlacesAsAPicture(gravity: String, contentMode: String) throws {
    let png = try fixture.writePNG(frame: 6)
    func render(_ layer: String, step: String) throws -> [UInt8] {
      let scene = try fixture.scene(
        """
        {"background": "#204060", "duration": 2, "layers": [
          {"id": "ad", \(layer), "alpha": 0.8, "cornerRadius": 9, "masksToBounds": true,
           "transform": {"rotation": 7}, "frame": {"x": 5.5, "y": 7.25, "width": 83, "height": 71}}],
         "timeline": [{"id": "go", "at": 0, \(step)}]}
        """, device: "100x90@2")
      return try FrameRenderer(scene: scene).frame(at: 0.65).pixels
    }
    let video = try render(
      #""type": "video", "video": "ad.mp4", "videoGravity": "\#(gravity)""#, step: #""play": "ad""#)
    let picture = try render(
      #""type": "image", "image": "\#(png)", "contentMode": "\#(contentMode)""#, step: #""set": {"ad": {"alpha": 0.8}}"#
    )
    #expect(difference(video, picture, width: 200) == nil)
  }

  @Test func badInputIsOneLine() throws {
    func error(_ layer: String, play: String = #""ad""#, file: String? = nil) -> String {
      if let file {
        #expect(
          FileManager.default.createFile(
            atPath: fixture.folder.appendingPathComponent(file).path, contents: Data("not a video at all".utf8)))
      }
      do {
        _ = try fixture.scene(
          """
          {"duration": 1, "layers": [{"id": "ad", "type": "video", "frame": {"width": 10, "height": 10}\(layer)}],
           "timeline": [{"id": "go", "play": \(play)}, {"id": "then", "after": "go", "remove": ["ad"]}]}
          """, device: "64x48@1")
        return "no error"
      } catch { return "\(error)" }
    }
    #expect(error("") == "scene.json: layers[0]: missing key 'video'")
    #expect(
      error(#", "video": "missing.mp4""#) == "scene.json: layers[0].video: missing.mp4: no such file or directory")
    #expect(
      error(#", "video": "junk.mp4""#, file: "junk.mp4")
        == "scene.json: layers[0].video: junk.mp4: not an MP4, MOV or WebM video (told by its first bytes)")
    #expect(
      error(#", "video": "ad.mp4", "videoGravity": "aspectFill""#)
        == "scene.json: layers[0].videoGravity: unknown video gravity 'aspectFill'; one of resize, resizeAspect, resizeAspectFill"
    )
    #expect(
      error(#", "video": "ad.mp4""#, play: #"{"layer": "ad", "loopMode": "loop"}"#)
        == "scene.json: timeline[0].play.loopMode: 'ad' is a video layer; its play takes only 'layer' and 'loop'")
    #expect(
      error(#", "video": "ad.mp4""#, play: #"{"layer": "ad", "loop": true}"#)
        == "scene.json: timeline[1].after: step 'go' never completes: its play (timeline[0].play) loops forever")
    #expect(
      error(#", "video": "ad.mp4", "contentMode": "aspectFit""#)
        == "scene.json: layers[0].contentMode: unknown key 'contentMode' in a video layer")
  }
}

@Test func theAdVideoRecipeZoomsAwayWhenTheVideoEnds() throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Examples/launch-recipes/ad-video.json").standardizedFileURL
  let scene = try Scene.load(contentsOf: url).resolved(for: DeviceCatalog.device(named: "iphone-15"))
  let clip = try #require(scene.videos["ad-video"])
  // 90 frames of 360×640 at 30 fps (a 1/15360 s time base): 3 s.
  #expect(clip.width == 360 && clip.height == 640 && clip.starts.count == 90)
  #expect(clip.end == 3_000_000)
  #expect(scene.timeline.stepTimes["ad"]?.end == 3)
  #expect(scene.timeline.stepTimes["zoom-away"]?.start == 3)
  #expect(scene.timeline.stepTimes["remove-ad"]?.start == 4.5)
  let frames = VideoFrames(scene: scene)
  let state = { (t: Double) in scene.states(at: t)["ad-video"]! }
  #expect(
    [0.0, 1.0, 2.99, 3.5].map { frames.frameIndex(layer: "ad-video", state: state($0), at: $0) } == [0, 30, 89, 89])
}
