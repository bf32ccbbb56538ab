import Foundation
import SplashDiff
import SplashGD
import SplashGIF
import SplashRaster
import SplashScene

/// A scene rendered on a device and checked against its golden: what `splashreel check` does, as
/// one call a Swift test (Swift Testing or XCTest) can make (`assertMatchesGolden` of the module
/// `SplashReelTesting`, or `evaluate` here).
///
/// ```swift
/// @Test func welcomeStillMatches() throws {
///   let scene = try Scene.load(path: "Scenes/welcome.json")
///   SceneSnapshot.assertMatchesGolden(
///     scene: scene, device: "iphone-15", golden: "__Goldens__/welcome-iphone-15.gif", fps: 10)
/// }
/// ```
///
/// Frames are drawn as `splashreel render` draws them (`SceneFrames`: the device's scale, then
/// area-averaged to the export scale). A `.gif` golden is written exactly as `render` writes the
/// GIF (same encoder and options), and the fresh render is compared through the same encoding,
/// so an unchanged scene gives identical pictures; any other golden path is a folder of PNG frames
/// compared with the exact frames. Recording follows `RecordMode` (`SPLASHREEL_RECORD`, default
/// missing, never when `CI=true`). A failure writes the comparison's artefacts (diff.gif,
/// side-by-side.gif, contact-sheet.png, report.json, summary.md).
public struct SceneSnapshot: Sendable {
  /// The scene rendered.
  public let scene: Scene
  /// The screen it is rendered on.
  public let device: Device
  /// Frames per second, 1...50, as `render --fps`.
  public let fps: Int
  /// Pixels per point of the compared frames, 1...3, as `render --scale`.
  public let scale: Int
  /// Worker threads of the encoder (0: every core); the GIF does not depend on it.
  public var threads: Int
  /// Layers left out of the comparison at their on-screen bounds of each instant, besides those
  /// the scene lists under `regression.ignore`.
  public var ignoreLayers: [String] = []
  /// Below this, motion changes are reported as equal.
  public var motionTolerance: MotionTolerance = .standard

  /// A snapshot of `scene` on `device` (a catalog device or a name literal) at `fps` and `scale`;
  /// throws a `DiffError` for settings out of range or a device the catalog does not know.
  public init(scene: Scene, device: Device, fps: Int = 30, scale: Int = 1, threads: Int = 0)
    throws(DiffError)
  {
    guard (1...50).contains(fps) else { throw DiffError("fps must be in 1...50, got \(fps)") }
    guard (1...3).contains(scale) else {
      throw DiffError("scale must be 1, 2 or 3, got \(scale)")
    }
    do {
      self.device = try device.checked()
    } catch {
      throw DiffError(error.description, cause: error)
    }
    self.scene = scene
    self.fps = fps
    self.scale = scale
    self.threads = threads
  }

  @available(*, deprecated, renamed: "init(scene:device:fps:scale:threads:)")
  public init(scene: Scene, device: Device, fps: Int = 30, exportScale: Int, threads: Int = 0) throws(DiffError) {
    try self.init(scene: scene, device: device, fps: fps, scale: exportScale, threads: threads)
  }

  @available(*, deprecated, renamed: "scale")
  public var exportScale: Int { scale }

  /// The render as a request to the pipeline, with `outputs`.
  public func request(outputs: [any RenderSink] = []) -> RenderRequest {
    RenderRequest(scene: scene, device: device, fps: fps, scale: scale, threads: threads, outputs: outputs)
  }

  /// The render's frames.
  public func frames() throws -> SceneFrames {
    try Render.frames(request())
  }

  /// What a golden recording wrote.
  public struct Recording: Sendable, Equatable, Codable {
    /// The golden written.
    public var path: String
    /// "missing", "record all" or "failed".
    public var reason: String
    /// A GIF or a folder of PNG frames.
    public var format: GoldenFormat
    /// Frames rendered.
    public var frames: Int
    /// Frames the golden stores: a GIF merges identical consecutive frames; a folder keeps each.
    public var storedFrames: Int
    /// Seconds.
    public var duration: Double
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// Size of the GIF, or of all PNG frames together.
    public var bytes: Int
    /// Every path written: the golden and its motion track.
    public var files: [String]

    /// Two sentences: "recorded golden PATH (missing): 90 rendered frames, 46 stored, 3 s, 60×100,
    /// GIF of 1234 bytes. Wrote PATH and PATH.motion.json: commit both."
    public var description: String {
      let kind = format == .gif ? "GIF of \(bytes) bytes" : "PNG frames, \(bytes) bytes"
      let stored = storedFrames == frames ? "" : ", \(storedFrames) stored"
      return "recorded golden \(path) (\(reason)): \(frames) rendered frame\(frames == 1 ? "" : "s")\(stored), "
        + "\(ComparisonReport.time(duration)), \(width)×\(height), \(kind). "
        + "Wrote \(files.joined(separator: " and ")): commit \(files.count == 1 ? "it" : "both")."
    }

    /// The recording as one JSON object, keys sorted.
    public var json: String {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }
  }

  /// What `check` did.
  public struct Result: Sendable {
    /// Matched, recorded or failed, with the comparison report.
    public var outcome: GoldenCheck.Outcome
    /// Set when a golden was written.
    public var recording: Recording?
  }

  /// Renders the scene and checks it against `golden`; artefacts of a failure go to `artefacts`
  /// (default `defaultArtefacts(golden:)`); their summary.md links the review page at `pageLink`.
  /// `report` receives the render's events (its progress) when the golden is a GIF. With
  /// `writesArtefacts` false a failure writes nothing (the studio's live comparison).
  public func check(
    golden: String, artefacts: String? = nil, writesArtefacts: Bool = true, mode: RecordMode? = nil,
    comparator: AnimationComparator = AnimationComparator(),
    environment: [String: String] = ProcessInfo.processInfo.environment, pageLink: String? = nil,
    report: @escaping RenderReporter = { _ in }
  ) throws -> Result {
    let format = try GoldenFormat(path: golden)
    let golden = GoldenFormat.normalized(golden)
    let frames = try frames()
    let fps = frames.plan.effectiveFPS
    var comparator = comparator
    let recorded = try recordedTrack(golden: golden)
    comparator.ignore = try comparator.ignore.adding(
      frames.renderer.scene, sceneFile: scene, layers: ignoreLayers, plan: frames.plan, scale: scale,
      expected: recorded)
    var check = try GoldenCheck(
      golden: golden, artefacts: writesArtefacts ? artefacts ?? Self.defaultArtefacts(golden: golden) : nil, mode: mode,
      comparator: comparator,
      fps: fps, numbersGIFFramesAsRendered: true, environment: environment)
    var track = MotionTrack(frames.renderer.scene, plan: frames.plan)
    track.exportScale = scale
    check.motion = recorded.map { MotionDiff.compare($0, track, tolerance: motionTolerance) }
    check.motion?.pixelsPerPoint = scale
    check.mismatch = recorded.flatMap { goldenMismatch($0, fps: track.fps) }
    check.pageLink = pageLink
    let name = "\(frames.renderer.scene.name) on \(device.name) at \(self.fps) fps"
    var recording: Recording?
    let outcome: GoldenCheck.Outcome
    switch format {
    case .gif:
      // The render goes through the encoder once, into a temporary file that is compared and,
      // when recording, copied into place.
      // Compared with the golden's own palettes, so that only the scene's changes differ; a
      // recording builds its palettes afresh.
      let goldenPalettes = (try? FixedPalette.palettes(ofFile: golden)) ?? nil
      let rendered = RenderedGIF(snapshot: self, report: report)
      defer { rendered.remove() }
      outcome = try check.check(
        actual: {
          try GIFSource(
            contentsOf: rendered.path(palettes: goldenPalettes ?? []), name: name, renderFPS: fps)
        },
        record: { path in
          let bytes = try [UInt8](
            Data(contentsOf: URL(fileURLWithPath: rendered.path(palettes: []))))
          try AtomicWrite.write(bytes, to: path)
          try AtomicWrite.write(track.json(), to: Self.motionTrackPath(golden: path))
          let stored = try GIFOutline(bytes: bytes, name: path).delays.count
          recording = Recording(
            path: path, reason: "", format: .gif, frames: frames.frameCount, storedFrames: stored,
            duration: frames.plan.duration, width: frames.width, height: frames.height, bytes: bytes.count,
            files: [path, Self.motionTrackPath(golden: path)])
        })
    case .pngFolder:
      outcome = try check.check(
        actual: {
          SurfaceSequenceSource(
            name: name, width: frames.width, height: frames.height, frameCount: frames.frameCount,
            fps: fps
          ) {
            try frames.frame(at: $0)
          }
        },
        record: { path in
          let bytes = try PNGFrameFolder.write(frames, to: path)
          try AtomicWrite.write(track.json(), to: Self.motionTrackPath(golden: path))
          recording = Recording(
            path: path, reason: "", format: .pngFolder, frames: frames.frameCount, storedFrames: frames.frameCount,
            duration: frames.plan.duration, width: frames.width, height: frames.height, bytes: bytes,
            files: [path + "/", Self.motionTrackPath(golden: path)])
        })
    }
    if case .recorded(_, let reason, _) = outcome { recording?.reason = reason }
    return Result(outcome: outcome, recording: recording)
  }

  /// Where a failure's artefacts go unless told: `Output/failures/<golden's name without extension>`.
  package static func defaultArtefacts(golden: String) -> String {
    let stem = ((golden as NSString).lastPathComponent as NSString).deletingPathExtension
    return "Output/failures/\(stem.isEmpty ? "golden" : stem)"
  }
}

/// The render encoded through the pipeline's GIF output, as `splashreel render` encodes it (or
/// with given palettes), into temporary files made on first use.
private final class RenderedGIF: @unchecked Sendable {
  let snapshot: SceneSnapshot
  let report: RenderReporter
  private var written: [[FixedPalette]: String] = [:]

  init(snapshot: SceneSnapshot, report: @escaping RenderReporter) {
    self.snapshot = snapshot
    self.report = report
  }

  /// The GIF encoded with `palettes` (empty: palettes built as `render` builds them).
  func path(palettes: [FixedPalette]) throws -> String {
    if let path = written[palettes] { return path }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "splashreel-check-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).gif"
      ).path
    written[palettes] = path
    try Render.run(snapshot.request(outputs: [GIFSink(path: path, fixedPalettes: palettes)]), report: report)
    return path
  }

  func remove() {
    for path in written.values { try? FileManager.default.removeItem(atPath: path) }
  }
}
