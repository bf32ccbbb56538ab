import Foundation
import SplashDiff
import SplashScene

/// A scene's render compared with a recording of the real app (`splashreel check --actual`): the
/// scene is rendered on the device at the recording's pixel size and frame rate and compared with
/// the recording (video, GIF, APNG, WebP or PNG frames) as the actual side.
package struct RecordingComparison {
  /// The scene rendered.
  package let scene: Scene
  /// The screen it is rendered on.
  package let device: Device
  /// The recording's path.
  package let recording: String
  /// Pixels per point of the render: the one (1…3) at which the device's screen is the
  /// recording's size (else the nearest), unless given.
  package let exportScale: Int
  /// Frames per second of the render: the recording's rate (whole, 1…120, see `rate(of:)`),
  /// unless given.
  package let fps: Int
  /// Layers left out of the comparison at their on-screen bounds, besides the scene's own list.
  package var ignoreLayers: [String] = []
  /// How the recording is cut, scaled, trimmed and aligned onto the render (nothing by default).
  package var matching = ActualMatching()
  /// Told the number of every frame the comparison draws (for tests: each is drawn once per read).
  var frameDrawn: (@Sendable (Int) -> Void)? = nil

  /// Reads the recording's header and settles the render's scale and rate (`nil`: from it).
  package init(scene: Scene, device: Device, recording: String, exportScale: Int? = nil, fps: Int? = nil) throws {
    self.scene = scene
    self.device = device
    self.recording = recording
    let source = try AnimationInput.open(recording, fps: 30)
    self.exportScale = exportScale ?? Self.scale(for: source, device: device)
    self.fps = fps ?? Self.rate(of: source)
  }

  /// The scale at which `device` is `source`'s size (the highest that fits); else the nearest
  /// by width (1…3), so a recording a pixel off (padded to an even width) renders at its scale.
  static func scale(for source: any AnimationSource, device: Device) -> Int {
    if let exact = (1...3).reversed().first(where: {
      device.width * $0 == source.width && device.height * $0 == source.height
    }) {
      return exact
    }
    return min(3, max(1, Int((Double(source.width) / Double(device.width)).rounded())))
  }

  /// The recording's frame rate, whole, in 1…120: for a video its base rate (every timestamp on
  /// a frame of it: 60 for a screen recording that stores only changed frames), else its average
  /// rate; for APNG and WebP one over the shortest frame delay (identical frames are stored
  /// merged); 30 for anything else.
  static func rate(of source: any AnimationSource) -> Int {
    let rate: Double? =
      switch source {
      case let video as VideoSource:
        video.decoder.baseFrameRate.flatMap { (1...120).contains($0) ? $0 : nil } ?? video.decoder.averageFrameRate
      case let apng as APNGSource: apng.decoder.shortestDelay > 0 ? 1e6 / Double(apng.decoder.shortestDelay) : nil
      case let webp as WebPSource:
        webp.decoder.shortestDuration > 0 ? 1e6 / Double(webp.decoder.shortestDuration) : nil
      default: nil
      }
    guard let rate, rate.isFinite else { return 30 }
    return min(120, max(1, Int(rate.rounded())))
  }

  /// Renders and compares; a failure's artefacts go to `artefacts` (none when nil), with
  /// summary.md linking the review page at `pageLink`. `report` receives the progress ("compared
  /// 2.5 s (61 samples)", then "writing the artefacts"). Returns the report and the files written.
  ///
  /// The scene is rendered once for the comparison: the artefacts' pictures are kept while it runs
  /// (in a hidden folder inside `artefacts`) and thrown away when it passes, leaving nothing behind,
  /// rather than rendering and decoding everything again to draw a failure. An alignment or a trim
  /// from the end reads both sides once before (`ActualMatching`).
  package func compare(
    comparator: AnimationComparator, artefacts: String?, pageLink: String? = nil,
    report progress: @escaping RenderReporter = { _ in }
  ) throws -> (report: ComparisonReport, artefacts: [String]) {
    let frames = try Render.frames(
      RenderRequest(scene: scene, device: device, fps: fps, scale: exportScale, outputs: []))
    var comparator = comparator
    comparator.ignore = try comparator.ignore.adding(
      frames.renderer.scene, sceneFile: scene, layers: ignoreLayers, plan: frames.plan, scale: exportScale,
      expected: nil)
    let name = "\(frames.renderer.scene.name) on \(device.name) at \(fps) fps"
    let frameDrawn = self.frameDrawn
    func expected() -> SurfaceSequenceSource {
      SurfaceSequenceSource(
        name: name, width: frames.width, height: frames.height, frameCount: frames.frameCount,
        fps: frames.plan.effectiveFPS
      ) {
        frameDrawn?($0)
        return try frames.frame(at: $0)
      }
    }
    let recording = self.recording
    let rate = Double(fps)
    func sides() throws -> (expected: any AnimationSource, actual: any AnimationSource, ComparisonReport.Matching?) {
      guard !matching.isIdentity else { return (expected(), try AnimationInput.open(recording, fps: rate), nil) }
      let prepared = try matching.prepare(
        expected: { expected() }, actual: { try AnimationInput.open(recording, fps: rate) })
      return (prepared.expected, prepared.actual, prepared.report)
    }
    defer { progress(.progressDone) }
    let (expected, actual, matchingReport) = try sides()
    guard let artefacts else {
      var report = try comparator.compare(expected: expected, actual: actual) {
        progress(.progress($0.sample.progressText))
      }
      report.matching = matchingReport
      return (report, [])
    }
    let created = OutputFolders.missing(artefacts)
    let writer = try ComparisonArtefacts(directory: artefacts, title: "splashreel check")
    writer.pageLink = pageLink
    var report: ComparisonReport
    do {
      report = try comparator.compare(expected: expected, actual: actual) {
        try writer.observe($0)
        progress(.progress($0.sample.progressText))
      }
    } catch {
      writer.discard()
      OutputFolders.removeIfEmpty(created)
      throw error
    }
    report.matching = matchingReport
    guard report.outcome != .same else {
      // A passing comparison writes nothing: drop the pictures and the folders made for them.
      writer.discard()
      OutputFolders.removeIfEmpty(created)
      return (report, [])
    }
    progress(.progress("writing the artefacts"))
    return (report, try writer.finish(report))
  }
}

/// The folders a write would create, so a write that is given up can leave the tree as it was.
enum OutputFolders {
  /// `path` and those of its ancestors that do not exist yet, deepest first.
  static func missing(_ path: String) -> [String] {
    var missing: [String] = []
    var current = (path as NSString).standardizingPath
    while !current.isEmpty && current != "/" && current != "." && !FileManager.default.fileExists(atPath: current) {
      missing.append(current)
      current = (current as NSString).deletingLastPathComponent
    }
    return missing
  }

  /// Removes each folder that is empty, deepest first (`rmdir` leaves any that is not).
  static func removeIfEmpty(_ folders: [String]) {
    for folder in folders where rmdir(folder) != 0 { return }
  }
}
