import Foundation
import SplashFrames
import SplashGD
import SplashGIF
import SplashRaster
import SplashScene
import SplashTestSupport
import Testing

@testable import SplashRender

/// A 60×100 pt scene: a square fading in from 0.1 s to 0.4 s; 0.6 s long.
private func tinyScene() throws -> Scene {
  let json = """
    {"name": "tiny", "background": "#F2F2F7", "duration": 0.6,
     "layers": [{"id": "square", "type": "solid", "backgroundColor": "#E8612C", "alpha": 0,
                 "frame": {"x": 20, "y": 20, "width": 20, "height": 20}}],
     "timeline": [{"at": 0.1, "animate": {"square": {"alpha": 1}}, "duration": 0.3, "curve": "linear"}]}
    """
  return try Scene.decode(
    Data(json.utf8), file: "tiny.json", directory: FileManager.default.temporaryDirectory, defaultName: "tiny")
}

/// Events collected from any thread.
private final class Events: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [RenderEvent] = []
  var all: [RenderEvent] { lock.withLock { list } }
  func add(_ event: RenderEvent) { lock.withLock { list.append(event) } }
}

@Test func aRequestWritesEachOutputInOrderAndReportsWhatItWrote() throws {
  let scratch = TemporaryFolder("pipeline")
  let dir = scratch.file("pipeline")
  let request = RenderRequest(
    scene: try tinyScene(), device: try DeviceCatalog.device(named: "60x100@1"), fps: 10,
    outputs: [
      PNGFramesSink(folder: dir + "/frames"), GIFSink(path: dir + "/gif/tiny.gif"),
      SheetSink(path: dir + "/tiny-sheet.png", selection: .evenly(count: 3), columns: 3),
    ])
  let events = Events()
  let result = try Render.run(request, report: events.add)
  #expect(result.outputs.map(\.format) == [.pngFrames, .file(.gif), .sheet])
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
      == (0..<6).map {
        String(format: "frame-%04d.png", $0)
      })
  let gifBytes = try FileManager.default.attributesOfItem(atPath: dir + "/gif/tiny.gif")[.size] as! Int
  let report = try #require(result.outputs[1].encoding)
  #expect(result.bytes == gifBytes)
  #expect((result.frames, result.width, result.height, result.fps, result.scale) == (6, 60, 100, 10, 1))
  #expect(result.duration == 0.6)
  #expect(result.output == dir + "/gif/tiny.gif")
  #expect(result.sheet == dir + "/tiny-sheet.png")
  let sheet = result.outputs[2]
  #expect(
    events.all.filter { (event: RenderEvent) -> Bool in if case .line = event { true } else { false } } == [
      .line("\(dir)/frames: 6 PNG frames"),
      .line(
        "\(dir)/gif/tiny.gif: 6 rendered frames at 10 fps, \(report.framesWritten) stored (\(report.framesMerged) identical merged), 0.6 s, 60x100, \(gifBytes) bytes"
      ),
      .line("\(dir)/tiny-sheet.png: contact sheet of 3 of 6 frames, 3 columns, \(sheet.width)×\(sheet.height)"),
    ])
  #expect(report.framesWritten + report.framesMerged == 6)
  // The GIF is what a snapshot records for the same render.
  let golden = dir + "/golden.gif"
  let recorded = SceneSnapshot.evaluate(
    scene: try tinyScene(), device: "60x100@1", golden: golden, fps: 10, failsWhenRecording: false,
    engine: .inProcess, environment: [:])
  #expect(recorded.failure == nil)
  #expect(FileManager.default.contents(atPath: golden) == FileManager.default.contents(atPath: dir + "/gif/tiny.gif"))
}

@Test func fileOutputsAreChosenByExtension() throws {
  let sink = try RenderFormats.sink(for: "Output/a.GIF", settings: FileOutputSettings(colors: 64, loop: 1))
  let gif = try #require(sink as? GIFSink)
  #expect((gif.path, gif.colors, gif.loop, gif.maxBytes) == ("Output/a.GIF", 64, 1, nil))
  let mp4 = try #require(
    try RenderFormats.sink(for: "a.MP4", settings: FileOutputSettings(loop: 2, maxBytes: 9, quality: .low))
      as? AnimationFileSink)
  #expect((mp4.path, mp4.format, mp4.quality, mp4.loop, mp4.maxBytes) == ("a.MP4", nil, .low, 2, 9))
  #expect(try RenderFormats.sink(for: "x/a.png", settings: FileOutputSettings()) is AnimationFileSink)
  #expect(
    throws: RenderError(
      "Output/a.avi: unknown extension '.avi'; use .gif, .mp4, .m4v, .mov, .webm, .png, .apng, .webp")
  ) {
    try RenderFormats.sink(for: "Output/a.avi", settings: FileOutputSettings())
  }
}

@Test func settingsOutOfRangeAreOneLineErrors() throws {
  let scene = try tinyScene()
  let device = try DeviceCatalog.device(named: "60x100@1")
  #expect(throws: RenderError("fps must be in 1...120, got 0")) {
    try Render.run(RenderRequest(scene: scene, device: device, fps: 0, outputs: []))
  }
  #expect(throws: RenderError("scale must be 1, 2 or 3, got 4")) {
    try Render.run(RenderRequest(scene: scene, device: device, scale: 4, outputs: []))
  }
}

@Test func animationFileSinkWritesAPNGThroughThePipeline() throws {
  let scratch = TemporaryFolder("apng")
  let dir = scratch.file("apng")
  let device = try DeviceCatalog.device(named: "60x100@1")
  let path = dir + "/tiny.png"
  let sink = try RenderFormats.sink(for: path, settings: FileOutputSettings(loop: 1))
  let events = Events()
  let result = try Render.run(
    RenderRequest(scene: try tinyScene(), device: device, fps: 10, outputs: [sink]), report: events.add)
  let bytes = try #require(FileManager.default.contents(atPath: path))
  // 6 frames; t = 0 and 0.1 s show the same picture, so do 0.4 and 0.5 s: 4 are stored.
  #expect(
    (result.format, result.output, result.frames, result.framesWritten, result.bytes)
      == (.file(.apng), path, 6, 4, bytes.count))
  #expect((result.colors, result.quality, result.width, result.height) == (nil, "lossless", 60, 100))
  #expect(abs(result.duration - 0.6) < 1e-9)
  let acTL = try #require(bytes.firstRange(of: Data("acTL".utf8)))
  let count = bytes[acTL.upperBound..<acTL.upperBound + 4].reduce(0) { $0 << 8 | Int($1) }
  let plays = bytes[acTL.upperBound + 4..<acTL.upperBound + 8].reduce(0) { $0 << 8 | Int($1) }
  #expect((count, plays) == (4, 1))
  #expect(
    events.all.compactMap { if case .line(let text) = $0 { text } else { nil } }
      == ["\(path): APNG, 6 rendered frames at 10 fps, 0.6 s, 60x100, lossless, \(bytes.count) bytes"])

  // Each format checks the rate it plays; nothing is left behind.
  #expect(throws: RenderError("\(dir)/fast.webp: fps 61 is faster than WebP plays (at most 60)")) {
    try Render.run(
      RenderRequest(
        scene: try tinyScene(), device: device, fps: 61, outputs: [AnimationFileSink(path: dir + "/fast.webp")]))
  }
  #expect(throws: RenderError("\(dir)/fast.gif: fps 51 is faster than GIF plays (at most 50)")) {
    try Render.run(
      RenderRequest(scene: try tinyScene(), device: device, fps: 51, outputs: [GIFSink(path: dir + "/fast.gif")]))
  }
  #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["tiny.png"])
}

@Test func framesDrawnOverTwoMebibytesAreReadOneAtATime() throws {
  #expect(!GIFSink.readsOneFrameAtATime(workingFrameBytes: 2 << 20))
  #expect(GIFSink.readsOneFrameAtATime(workingFrameBytes: (2 << 20) + 4))
  // A tall phone at @3x; an iPhone 8 at @2x (750×1334) is just over.
  #expect(GIFSink.readsOneFrameAtATime(workingFrameBytes: 1320 * 2868 * 4))
  #expect(GIFSink.readsOneFrameAtATime(workingFrameBytes: 750 * 1334 * 4))
  #expect(!GIFSink.readsOneFrameAtATime(workingFrameBytes: 375 * 667 * 4))
  // A @1x GIF of a @3x phone is drawn at @3x: its working surface, not its 1.7 MB frames, decides.
  let scene = try SceneFrames.render(
    tinyScene(), on: DeviceCatalog.device(named: "iphone-16-pro-max"), fps: 10, exportScale: 1)
  #expect(scene.width * scene.height * 4 == 440 * 956 * 4)
  #expect(scene.workingFrameBytes == 1320 * 2868 * 4)
  #expect(ResampledFrames(scene, from: 10, to: 5).workingFrameBytes == 1320 * 2868 * 4)
  #expect(ScaledFrames(scene, numerator: 1, denominator: 2).workingFrameBytes == 1320 * 2868 * 4)
  #expect(try SurfaceFrames([Surface(width: 3, height: 2)]).workingFrameBytes == 24)
}

@Test func smallFramesAreKeptBetweenPassesLessWhenDrawnLarge() {
  // A 375×667 pt screen at @1x drawn at @1x (1 MB); an iPhone SE at @1x, drawn at @2x (2.9 MB);
  // an iPhone 16 Pro Max at @1x, drawn at @3x (15 MB).
  #expect(GIFSink.retainedFrameBytes(frameBytes: 375 * 667 * 4, workingFrameBytes: 375 * 667 * 4) == 32 << 20)
  #expect(GIFSink.retainedFrameBytes(frameBytes: 320 * 568 * 4, workingFrameBytes: 640 * 1136 * 4) == 24 << 20)
  #expect(GIFSink.retainedFrameBytes(frameBytes: 440 * 956 * 4, workingFrameBytes: 1320 * 2868 * 4) == 24 << 20)
  // Its @3x frames themselves are not kept.
  #expect(GIFSink.retainedFrameBytes(frameBytes: 1320 * 2868 * 4, workingFrameBytes: 1320 * 2868 * 4) == 0)
}

/// A library user's process keeps its allocator and its C `stderr`: rendering and decoding apply
/// `ProcessMemory` and `LibpngWarnings` only where the program opted in (the executable does).
@Test func theLibraryChangesNoProcessWideSettingsOnItsOwn() throws {
  let scratch = TemporaryFolder("splashrender-process")
  let folder = scratch.url
  let request = RenderRequest(
    scene: try tinyScene(), device: try DeviceCatalog.device(named: "60x100@1"),
    outputs: [GIFSink(path: folder.appendingPathComponent("t.gif").path)])
  let result = try Render.run(request)
  #expect(result.outputs.count == 1)
  #expect(!ProcessMemory.isAdopted)
  #expect(!LibpngWarnings.areSilenced)
}

/// The frames of `folder`, name → bytes.
private func frameFiles(_ folder: String) throws -> [String: [UInt8]] {
  var files: [String: [UInt8]] = [:]
  for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
    files[name] = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
  }
  return files
}

@Test func framesBesideAGIFAreTheFramesWrittenAloneAndComeFirst() throws {
  let scratch = TemporaryFolder("tap")
  let device = try DeviceCatalog.device(named: "60x100@1")
  let alone = try Render.run(
    RenderRequest(
      scene: try tinyScene(), device: device, fps: 10, outputs: [PNGFramesSink(folder: scratch.file("alone"))]))
  let events = Events()
  let carried = try Render.run(
    RenderRequest(
      scene: try tinyScene(), device: device, fps: 10,
      outputs: [PNGFramesSink(folder: scratch.file("tapped")), GIFSink(path: scratch.file("tiny.gif"))]),
    report: events.add)
  let (expected, written) = (try frameFiles(scratch.file("alone")), try frameFiles(scratch.file("tapped")))
  #expect(written.keys.sorted() == (0..<6).map { String(format: "frame-%04d.png", $0) })
  #expect(written == expected)
  // Frames 0 and 1 (alpha 0 until 0.1 s) and 4 and 5 (alpha 1 from 0.4 s) are the same picture.
  #expect(written["frame-0000.png"] == written["frame-0001.png"])
  #expect(written["frame-0004.png"] == written["frame-0005.png"])
  #expect(written["frame-0001.png"] != written["frame-0002.png"])
  #expect(carried.outputs.map(\.format) == [.pngFrames, .file(.gif)])
  #expect(carried.outputs[0].bytes == alone.outputs[0].bytes)
  #expect(carried.outputs[0].bytes == written.values.map(\.count).reduce(0, +))
  let lines = events.all.compactMap { (event: RenderEvent) -> String? in
    if case .line(let text) = event { text } else { nil }
  }
  #expect(lines.count == 2)
  #expect(lines.first == "\(scratch.file("tapped")): 6 PNG frames")
  #expect(lines.last?.hasPrefix("\(scratch.file("tiny.gif")): 6 rendered frames at 10 fps") == true)
}

@Test func aTapWritesTheFramesItWasNotHandedAndEachOnce() throws {
  let scratch = TemporaryFolder("tap")
  let colors = [
    PremultipliedColor(r: 255, g: 0, b: 0, a: 255), PremultipliedColor(r: 0, g: 0, b: 0, a: 0),
    PremultipliedColor(r: 255, g: 0, b: 0, a: 255),
  ]
  let frames = try SurfaceFrames(colors.map { try Surface(width: 3, height: 2, fill: $0) })
  let folder = try scratch.folder("frames")
  let tap = FrameTap(folder: folder, fps: 10, exportScale: 1, frameCount: 3, frameBytes: 24, threads: 2)
  tap.take(try frames.frame(at: 2), at: 2)
  tap.take(try frames.frame(at: 1), at: 2)  // already taken: not written again
  let bytes = try tap.finish(frames)
  let written = try frameFiles(folder)
  let png = try colors.map { Array(try DeflatePNG.encode(Surface(width: 3, height: 2, fill: $0), level: 1)) }
  #expect(written == ["frame-0000.png": png[0], "frame-0001.png": png[1], "frame-0002.png": png[2]])
  #expect(bytes == png.map(\.count).reduce(0, +))
}

@Test func framesInFlightFitIn24MiB() {
  #expect(FrameTap.slots(frameBytes: 1320 * 2868 * 4, threads: 2) == 1)
  #expect(FrameTap.slots(frameBytes: 440 * 956 * 4, threads: 2) == 2)
  #expect(FrameTap.slots(frameBytes: 440 * 956 * 4, threads: 32) == 14)
  #expect(FrameTap.slots(frameBytes: 30 << 20, threads: 4) == 1)
}

@Test func aCarrierThatFailsLeavesItsErrorAndNoFrames() throws {
  let scratch = TemporaryFolder("tap")
  let request = RenderRequest(
    scene: try tinyScene(), device: try DeviceCatalog.device(named: "60x100@1"), fps: 60,
    outputs: [PNGFramesSink(folder: scratch.file("frames")), GIFSink(path: scratch.file("tiny.gif"))])
  #expect(throws: RenderError("\(scratch.file("tiny.gif")): fps 60 is faster than GIF plays (at most 50)")) {
    try Render.run(request)
  }
  #expect(scratch.entries("frames") == [])
  #expect(!FileManager.default.fileExists(atPath: scratch.file("tiny.gif")))
}
