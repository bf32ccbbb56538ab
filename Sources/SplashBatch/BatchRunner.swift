import SplashRender
import SplashScene

/// Renders the jobs of a batch through the render pipeline, skipping those whose inputs and
/// outputs are unchanged, and records each rendered job in the state file.
public struct BatchRunner: Sendable {
  /// The state read at the start of the run.
  public let state: BatchState
  /// Render every job, even when up to date.
  public var force: Bool
  /// Worker threads per render, 0 = every core.
  public var threads: Int
  /// The tool's version, part of every job's input hash.
  public var toolVersion: String

  public init(state: BatchState, force: Bool = false, threads: Int = 0, toolVersion: String) {
    self.state = state
    self.force = force
    self.threads = threads
    self.toolVersion = toolVersion
  }

  /// Renders `job` unless it is up to date; an error becomes a failed report, so one job does
  /// not stop the others. `report` receives the renders' events (the progress line).
  public func run(_ job: BatchJob, report: @escaping RenderReporter = { _ in }) -> JobReport {
    var hash = ""
    do {
      hash = try job.inputHash(toolVersion: toolVersion)
      if !force && state.isUpToDate(job, hash: hash) {
        return JobReport(job: job, status: .upToDate, hash: hash, result: nil, error: nil)
      }
      // One render per format, so a GIF's byte budget does not lower the video's frame rate. The
      // result reported (and shown by the gallery) is the first image (GIF, APNG, WebP), else the
      // first file.
      let results = try Self.requests(for: job, threads: threads).map { try Render.run($0, report: report) }
      let result = results.first { !$0.isVideo } ?? results.first
      try BatchState.record(
        job.id, .init(hash: hash, outputs: job.outputs.map(\.lastPathComponent)), in: job.outputDirectory)
      return JobReport(job: job, status: .rendered, hash: hash, result: result, error: nil)
    } catch {
      return JobReport(job: job, status: .failed, hash: hash, result: nil, error: "\(error)")
    }
  }

  /// What `job` renders: one request per file its formats name (GIF by default), in order; the
  /// first also writes the contact sheet when the options ask for one.
  package static func requests(for job: BatchJob, threads: Int) throws -> [RenderRequest] {
    let options = job.options
    let settings = FileOutputSettings(colors: options.colors, loop: options.loop, maxBytes: options.maxBytes)
    return try job.files.enumerated().map { index, file in
      var outputs = [try RenderFormats.sink(for: file.path, settings: settings)]
      if index == 0, let sheet = job.sheet { outputs.append(SheetSink(path: sheet.path)) }
      return RenderRequest(
        scene: job.scene, device: job.device, fps: options.fps, scale: options.scale, threads: threads,
        deviceFrame: options.deviceFrame ? .init(safeAreaGuides: options.safeAreaGuides, background: .white) : nil,
        outputs: outputs)
    }
  }
}
