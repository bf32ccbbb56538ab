import Foundation
import SplashBatch
import SplashDiff
import SplashRender
import SplashScene

/// `splashreel batch <manifest.json>`: renders scenes × devices × options, skipping what is up to date.
enum BatchCommand: Command {
  static let name = "batch"
  static let summary = "Render every scene × device of a manifest, skipping unchanged ones (CI shards)."
  static let options = Option.list(shard, force, json, threads, quiet)

  static let shard: OptionKey<String?> = .text(
    "shard", "K/N",
    help: """
      Render only part K of N (1 ≤ K ≤ N): the jobs, sorted by name, at positions K, K+N, K+2N, … \
      Every job is in exactly one part, so N CI jobs with K = 1…N render everything once. Default: every job.
      """)
  static let force: OptionKey<Bool> = .flag("force", help: "Render every job of the shard, even when up to date.")
  static let json: OptionKey<Bool> = .flag(
    "json",
    help: """
      Print one JSON object (per job: id, scene, device, status rendered | up-to-date | failed, hash, \
      outputs, and for rendered jobs the render's figures) instead of the text lines.
      """)
  static let threads: OptionKey<Int> = .integer(
    "threads", default: 0, in: 0...64, help: "Worker threads per render, {range} (default {default}: every core).")
  static let quiet: OptionKey<Bool> = .flag(
    "quiet",
    help: """
      Print only the lines of failed jobs and errors: no progress line, no line for a rendered or \
      up-to-date job, no summary (--json still prints its object).
      """)

  static let help = """
    Usage: splashreel batch <manifest.json> [--shard K/N] [--force] [--json] [--threads N] [--quiet]

    Renders what a manifest lists (see docs/ci.md): for every entry, each of its scenes on each of
    its devices with its options, as <output>/<scene>-<device>.gif (or each extension "formats"
    lists: \(BatchOptions.formatExtensions.joined(separator: ", ")); and -sheet.png with "sheet").

    Incremental: each job's inputs are hashed (SHA-256 of the tool's version, the job's device and
    options, the scene file and every image file the scene uses on that device). The hash and the
    files written are kept in <output>/.splashreel-batch.json; a job whose hash is unchanged and
    whose files are all there is skipped. Editing an image re-renders only the jobs that use it.

    Writes <output>/index.html, a gallery of the previews (size, duration, frames, what
    maxBytes lowered, links to the sheets; each plays while the pointer is on it), listing this
    run's jobs and those other shards rendered into the same folder.

    Options:
    \(HelpText.options(options))

    Prints one line per job (rendered with its size and what --max-bytes lowered, up to date, or
    failed with the error), then a summary; when nothing needed rendering it says so. With --quiet,
    only the lines of failed jobs. A failed job does not stop the others; the exit status is then 1.

    Examples:
      splashreel batch previews.json
      splashreel batch previews.json --shard 2/4 --json
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty ? "missing the manifest" : "expected one manifest, got \(args.positionals.count)")
    }
    var shard = Shard.all
    if let raw = args[Self.shard] {
      guard let parsed = Shard(parsing: raw) else {
        throw UsageError("--shard must be K/N with 1 ≤ K ≤ N ≤ 1000, e.g. 2/4, got '\(raw)'")
      }
      shard = parsed
    }
    let threads = args[Self.threads]
    let json = args[Self.json]
    let quiet = args[Self.quiet]
    let file = args.positionals[0]
    let manifest = try BatchManifest.load(path: file)
    let plan = try BatchPlan(manifest)
    let jobs = plan.jobs(in: shard)
    try FileManager.default.createDirectory(at: manifest.output, withIntermediateDirectories: true)
    let state = try BatchState.load(from: manifest.output)
    let runner = BatchRunner(
      state: state, force: args[Self.force], threads: threads, toolVersion: SplashReelTool.version)
    var reports: [JobReport] = []
    let progress = ConsoleReporter.progress(for: console, command: Self.name, quiet: quiet)
    for job in jobs {
      let report = runner.run(job, report: progress)
      if !json && (!quiet || report.status == .failed) { console.print(report.line) }
      reports.append(report)
    }
    try GalleryEntries.writePage(reports, of: jobs, all: plan.jobs, in: manifest.output.path)
    let summary = BatchSummary(manifest: file, shard: shard, total: plan.jobs.count, jobs: reports)
    if json || !quiet { console.print(json ? RenderResult.json(summary) : summary.line) }
    return summary.failed > 0 ? ExitCode.failure : ExitCode.success
  }
}
