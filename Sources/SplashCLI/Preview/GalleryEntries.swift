import Foundation
import SplashBatch
import SplashDiff
import SplashGIF
import SplashRender
import SplashScene

/// The gallery page (`index.html`) of what `render --all` and `batch` wrote.
enum GalleryEntries {
  /// The entry of a finished render, its paths relative to `directory`.
  static func entry(_ result: RenderResult, id: String, in directory: String) -> GalleryEntry {
    GalleryEntry(
      id: id, scene: result.scene, device: result.device, models: result.models,
      gif: relative(result.output, to: directory), width: result.width, height: result.height, scale: result.scale,
      fps: result.fps, frames: result.frames, duration: result.duration, bytes: result.bytes, reduced: result.reduced,
      sheet: result.sheet.map { relative($0, to: directory) })
  }

  /// Writes the gallery of `render --all`'s results beside their GIFs; returns the page's path.
  static func writePage(for results: [RenderResult]) throws(DiffError) -> String? {
    guard let first = results.first else { return nil }
    let folder = (first.output as NSString).deletingLastPathComponent
    let entries = results.map {
      entry($0, id: (($0.output as NSString).lastPathComponent as NSString).deletingPathExtension, in: folder)
    }
    try GalleryPage.write(entries, title: title(folder), in: folder)
    return (folder as NSString).appendingPathComponent(GalleryPage.fileName)
  }

  /// Writes a batch's gallery into its output folder (`entries`), unless every job failed.
  static func writePage(_ reports: [JobReport], of jobs: [BatchJob], all: [BatchJob], in folder: String)
    throws(DiffError)
  {
    let entries = entries(reports, of: jobs, all: all, in: folder)
    guard entries.contains(where: { $0.status != JobReport.Status.failed.rawValue }) else { return }
    try GalleryPage.write(entries, title: title(folder), in: folder)
  }

  /// Every job of a batch run — a rendered job from its result, an up-to-date one from the entry an
  /// earlier run kept (else from its GIF), a failed one with its error — and the jobs of `all`
  /// outside the run that an earlier run (another shard) kept and whose GIF is there, by id.
  static func entries(_ reports: [JobReport], of jobs: [BatchJob], all: [BatchJob], in directory: String)
    -> [GalleryEntry]
  {
    let kept = GalleryPage.keptEntries(in: directory)
    let ran = Set(jobs.map(\.id))
    let others = all.filter { !ran.contains($0.id) && FileManager.default.fileExists(atPath: $0.gif.path) }
      .compactMap { kept[$0.id] }
    return (runEntries(reports, of: jobs, kept: kept, in: directory) + others).sorted { $0.id < $1.id }
  }

  private static func runEntries(
    _ reports: [JobReport], of jobs: [BatchJob], kept: [String: GalleryEntry], in directory: String
  ) -> [GalleryEntry] {
    zip(jobs, reports).map { job, report in
      if let result = report.result {
        return entry(result, id: job.id, in: directory)
      }
      if report.status == .upToDate, let earlier = kept[job.id] {
        var entry = earlier
        entry.status = report.status.rawValue
        return entry
      }
      var entry = GalleryEntry(
        id: job.id, scene: job.scene.name, device: job.device.name, models: job.device.models,
        gif: relative(job.gif.path, to: directory), width: 0, height: 0, scale: job.options.scale, fps: job.options.fps,
        frames: 0, duration: 0, bytes: 0, sheet: job.sheet.map { relative($0.path, to: directory) },
        status: report.status.rawValue, error: report.error)
      if report.status == .upToDate { describe(&entry, gif: job.gif.path) }
      return entry
    }
  }

  /// Size, frames and duration read from the GIF itself (a job rendered before galleries existed).
  private static func describe(_ entry: inout GalleryEntry, gif: String) {
    guard var decoder = try? GIFDecoder(contentsOf: gif) else { return }
    var centiseconds = 0
    while let frame = try? decoder.next() {
      entry.width = frame.surface.width
      entry.height = frame.surface.height
      entry.frames += 1
      centiseconds += frame.delay
    }
    entry.duration = Double(centiseconds) / 100
    entry.bytes = (try? FileManager.default.attributesOfItem(atPath: gif)[.size] as? Int) ?? 0
  }

  /// `path` relative to `directory` when inside it, else absolute.
  static func relative(_ path: String, to directory: String) -> String {
    let file = URL(fileURLWithPath: path).standardizedFileURL.path
    let folder = URL(fileURLWithPath: directory).standardizedFileURL.path
    return file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
  }

  /// The page's title: "splashreel previews" and the folder.
  static func title(_ directory: String) -> String {
    "splashreel previews · " + (directory as NSString).lastPathComponent
  }
}
