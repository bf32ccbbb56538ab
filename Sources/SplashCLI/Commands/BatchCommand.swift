import Foundation
import SplashScene
import SplashVideo

/// `splashreel batch <manifest.json>`: renders scenes × devices × options, skipping what is up to date.
enum BatchCommand: Command {
  static let name = "batch"
  static let summary = "Render every scene × device of a manifest, skipping unchanged ones (CI shards)."
  static let help = """
    Usage: splashreel batch <manifest.json> [--shard K/N] [--force] [--json] [--threads N]

    Renders what a manifest lists (see docs/ci.md): for every entry, each of its scenes on each of
    its devices with its options, as <output>/<scene>-<device>.gif (or each extension "formats"
    lists: gif, mp4, mov, webm, png, webp; and -sheet.png with "sheet").

    Incremental: each job's inputs are hashed (SHA-256 of the tool's version, the job's device and
    options, the scene file and every image file the scene uses on that device). The hash and the
    files written are kept in <output>/.splashreel-batch.json; a job whose hash is unchanged and
    whose files are all there is skipped. Editing an image re-renders only the jobs that use it.

    Options:
      --shard K/N     Render only part K of N (1 ≤ K ≤ N): the jobs, sorted by name, at positions
                      K, K+N, K+2N, … Every job is in exactly one part, so N CI jobs with K = 1…N
                      render everything once.
      --force         Render every job of the shard, even when up to date.
      --json          Print one JSON object (per job: id, scene, device, status rendered |
                      up-to-date | failed, hash, outputs, and for rendered jobs the render's
                      figures) instead of the text lines.
      --threads N     Worker threads per render, 0...64 (default 0: every core).

    Prints one line per job (rendered with its size and what --max-bytes lowered, up to date, or
    failed with the error), then a summary; when nothing needed rendering it says so. A failed
    job does not stop the others; the exit status is then 1.

    Examples:
      splashreel batch previews.json
      splashreel batch previews.json --shard 2/4 --json
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: ["shard", "threads"], flags: ["force", "json"])
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty ? "missing the manifest" : "expected one manifest, got \(args.positionals.count)")
    }
    var shard = Shard.all
    if let raw = args.value("shard") {
      guard let parsed = Shard(parsing: raw) else {
        throw UsageError("--shard must be K/N with 1 ≤ K ≤ N ≤ 1000, e.g. 2/4, got '\(raw)'")
      }
      shard = parsed
    }
    let threads = try args.int("threads", default: 0, in: 0...64)
    let json = args.flag("json")
    let file = args.positionals[0]
    let manifest = try BatchManifest.load(contentsOf: URL(fileURLWithPath: file), file: file)
    let plan = try BatchPlan(manifest)
    let jobs = plan.jobs(in: shard)
    try FileManager.default.createDirectory(at: manifest.output, withIntermediateDirectories: true)
    let state = try BatchState.load(from: manifest.output)
    var reports: [JobReport] = []
    for job in jobs {
      let report = run(job, state: state, force: args.flag("force"), threads: threads, console: console)
      if !json { console.print(report.line) }
      reports.append(report)
    }
    let summary = BatchSummary(manifest: file, shard: shard, total: plan.jobs.count, jobs: reports)
    console.print(json ? RenderResult.json(summary) : summary.line)
    return summary.failed > 0 ? ExitCode.failure : ExitCode.success
  }

  /// Renders `job` unless it is up to date; errors become a failed report.
  static func run(_ job: BatchJob, state: BatchState, force: Bool, threads: Int, console: Console) -> JobReport {
    var hash = ""
    do {
      hash = try job.inputHash(toolVersion: SplashReelTool.version)
      if !force && state.isUpToDate(job, hash: hash) {
        return JobReport(job: job, status: .upToDate, hash: hash, result: nil, error: nil)
      }
      let options = job.options
      var preview = PreviewOptions()
      preview.colors = options.colors
      preview.maxBytes = options.maxBytes
      preview.deviceFrame =
        options.deviceFrame ? .init(safeAreaGuides: options.safeAreaGuides, background: .white) : nil
      preview.sheet = options.sheet ? SheetOptions() : nil
      preview.sheetPath = job.sheet?.path
      // One file per format (the first is the one reported); the sheet comes with the first.
      var result: RenderResult?
      for (index, file) in job.files.enumerated() {
        var render = RenderJob(
          scene: job.scene, device: job.device, fps: options.fps, exportScale: options.scale, loop: options.loop,
          threads: threads,
          out: file.path, framesDirectory: nil, framesInSubfolder: false, quiet: true, preview: preview)
        render.format = try ExportFormat(path: file.path)
        guard options.fps <= render.format.maximumFPS else {
          throw SceneError(
            "\(job.entry): fps \(options.fps) is faster than \(render.format.displayName) plays (at most \(render.format.maximumFPS))"
          )
        }
        if index > 0 { render.preview.sheet = nil }
        let written = try render.run(console: console)
        result = result ?? written
      }
      try BatchState.record(
        job.id, .init(hash: hash, outputs: job.outputs.map(\.lastPathComponent)), in: job.outputDirectory)
      return JobReport(job: job, status: .rendered, hash: hash, result: result, error: nil)
    } catch {
      return JobReport(job: job, status: .failed, hash: hash, result: nil, error: "\(error)")
    }
  }
}
