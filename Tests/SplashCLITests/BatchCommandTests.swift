import Foundation
import SplashDiff
import SplashGD
import SplashGIF
import SplashRaster
import Testing

@testable import SplashCLI

/// Two scenes (a uses dot.png, b uses bar.png) on small custom screens: five jobs.
private func batchWorkspace(options: String = #"{"fps": 10}"#) throws -> PreviewWorkspace {
  let work = try PreviewWorkspace()
  try work.writeScenes()
  try work.write(
    "previews.json",
    """
    {"output": "out", "defaults": \(options), "renders": [
      {"scenes": ["a.json", "b.json"], "devices": ["40x80@1", "60x80@1"]},
      {"scenes": ["a.json"], "devices": ["30x60@1"], "options": {"sheet": true}}]}
    """)
  return work
}

private let allJobs = ["dot-30x60@1", "dot-40x80@1", "dot-60x80@1", "bar-40x80@1", "bar-60x80@1"].sorted()

private func ids(_ output: String, _ prefix: String) -> [String] {
  output.split(separator: "\n").compactMap { line in
    guard line.hasPrefix(prefix) else { return nil }
    return String(line.dropFirst(prefix.count).prefix { $0 != ":" })
  }
}

@Test func batchRendersEverythingThenNothingThenOnlyWhatAnEditedAssetFeeds() throws {
  let work = try batchWorkspace()
  let manifest = work.path("previews.json")
  let first = runTool(["batch", manifest])
  #expect(first.errors == "")
  #expect(first.status == 0)
  #expect(ids(first.output, "rendered ") == allJobs)
  #expect(
    first.output.contains(
      "rendered dot-30x60@1: \(work.path("out/dot-30x60@1.gif")), \(work.path("out/dot-30x60@1-sheet.png")), "))
  #expect(first.output.hasSuffix("batch: 5 rendered, 0 up to date, 0 failed\n"))
  let gifs = try FileManager.default.contentsOfDirectory(atPath: work.path("out")).sorted()
  #expect(
    gifs == [".splashreel-batch.json", ".splashreel-batch.lock", ".splashreel-gallery.json"]
      + (allJobs.map { "\($0).gif" } + ["dot-30x60@1-sheet.png", "index.html"]).sorted())
  let firstGallery = GalleryPage.keptEntries(in: work.path("out"))
  #expect(firstGallery.keys.sorted() == allJobs)
  #expect(
    firstGallery["dot-30x60@1"]
      == GalleryEntry(
        id: "dot-30x60@1", scene: "dot", device: "30x60@1", models: "custom", gif: "dot-30x60@1.gif", width: 30,
        height: 60, scale: 1, fps: 10, frames: 3, duration: 0.3, bytes: try work.size("out/dot-30x60@1.gif"),
        sheet: "dot-30x60@1-sheet.png"))
  let stamp =
    try FileManager.default.attributesOfItem(atPath: work.path("out/bar-40x80@1.gif"))[.modificationDate] as! Date

  // Nothing changed: nothing is rendered, and the run says so.
  let second = runTool(["batch", manifest])
  #expect(second.status == 0)
  #expect(
    second.output == allJobs.map { "up to date \($0)\n" }.joined()
      + "batch: nothing to render, all 5 jobs are up to date\n")
  #expect(
    try FileManager.default.attributesOfItem(atPath: work.path("out/bar-40x80@1.gif"))[.modificationDate] as! Date
      == stamp)

  // A new dot.png: the three jobs of scene a, and only they, render again.
  try work.writePNG("dot.png", Color(r: 30, g: 30, b: 200))
  let third = runTool(["batch", manifest])
  #expect(third.status == 0)
  #expect(ids(third.output, "rendered ") == ["dot-30x60@1", "dot-40x80@1", "dot-60x80@1"])
  #expect(ids(third.output, "up to date ") == ["bar-40x80@1", "bar-60x80@1"])
  #expect(third.output.hasSuffix("batch: 3 rendered, 2 up to date, 0 failed\n"))
  // The gallery still lists the jobs it skipped, with the figures of the run that rendered them.
  let thirdGallery = GalleryPage.keptEntries(in: work.path("out"))
  #expect(thirdGallery.keys.sorted() == allJobs)
  var skipped = try #require(firstGallery["bar-60x80@1"])
  skipped.status = "up-to-date"
  #expect(thirdGallery["bar-60x80@1"] == skipped)
  #expect(thirdGallery["dot-40x80@1"]?.status == "rendered")
  let page = try String(contentsOfFile: work.path("out/index.html"), encoding: .utf8)
  #expect(page.contains(#""id" : "bar-60x80@1""#) && page.contains("<title>splashreel previews · out</title>"))
  var decoder = try GIFDecoder(contentsOf: work.path("out/dot-40x80@1.gif"))
  #expect(try decoder.next()!.surface[6, 6] == Color(r: 30, g: 30, b: 200).premultiplied)

  // A deleted output is rendered again; --force renders everything.
  try FileManager.default.removeItem(atPath: work.path("out/bar-60x80@1.gif"))
  #expect(ids(runTool(["batch", manifest]).output, "rendered ") == ["bar-60x80@1"])
  #expect(ids(runTool(["batch", manifest, "--force"]).output, "rendered ") == allJobs)
}

@Test func shardsRenderDisjointPartsThatMakeTheWhole() throws {
  let work = try batchWorkspace()
  var seen: [[String]] = []
  for k in 1...3 {
    let r = runTool(["batch", work.path("previews.json"), "--shard", "\(k)/3", "--json"])
    #expect(r.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as! [String: Any]
    #expect(object["shard"] as? String == "\(k)/3")
    #expect(object["total"] as? Int == 5)
    let jobs = object["jobs"] as! [[String: Any]]
    #expect(jobs.allSatisfy { $0["status"] as? String == "rendered" })
    seen.append(jobs.map { $0["id"] as! String })
  }
  #expect(seen == [["bar-40x80@1", "dot-40x80@1"], ["bar-60x80@1", "dot-60x80@1"], ["dot-30x60@1"]])
  #expect(seen.flatMap { $0 }.sorted() == allJobs)
  // Shards rendering into one folder: the last one's gallery lists them all.
  #expect(GalleryPage.keptEntries(in: work.path("out")).keys.sorted() == allJobs)
  // Every shard's state was kept: the whole manifest is now up to date.
  #expect(
    runTool(["batch", work.path("previews.json")]).output.hasSuffix(
      "batch: nothing to render, all 5 jobs are up to date\n"))
  let empty = runTool(["batch", work.path("previews.json"), "--shard", "6/6"])
  #expect(empty.output == "batch: shard 6/6 has no jobs (the manifest has 5)\n")
}

@Test func aFailingJobDoesNotStopTheOthers() throws {
  let work = try batchWorkspace(options: #"{"fps": 10, "maxBytes": 50}"#)
  let r = runTool(["batch", work.path("previews.json"), "--json"])
  #expect(r.status == 1)
  let object = try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as! [String: Any]
  #expect(object["failed"] as? Int == 5 && object["rendered"] as? Int == 0)
  let jobs = object["jobs"] as! [[String: Any]]
  let error = jobs[0]["error"] as! String
  #expect(
    error.hasPrefix(
      "\(work.path("out/bar-40x80@1.gif")): nothing fits the budget of 50 bytes: the smallest attempt was "))
  #expect(try FileManager.default.contentsOfDirectory(atPath: work.path("out")) == [])
}

@Test func batchUsageErrors() throws {
  let work = try batchWorkspace()
  let r = runTool(["batch", work.path("previews.json"), "--shard", "4/3"])
  #expect(r.status == 2)
  #expect(r.errors == "splashreel batch: --shard must be K/N with 1 ≤ K ≤ N ≤ 1000, e.g. 2/4, got '4/3'\n")
  let missing = runTool(["batch", work.path("nope.json")])
  #expect(missing.status == 1)
  #expect(missing.errors == "splashreel batch: \(work.path("nope.json")): cannot read the file (no such file)\n")
}

@Test func batchWritesEveryFormatTheManifestLists() throws {
  let work = try batchWorkspace(options: #"{"fps": 10, "formats": ["gif", "mp4", "png"]}"#)
  let run = runTool(["batch", work.path("previews.json")])
  #expect(run.errors == "" && run.status == 0)
  #expect(
    run.output.contains(
      "rendered dot-30x60@1: \(work.path("out/dot-30x60@1.gif")), \(work.path("out/dot-30x60@1.mp4")), \(work.path("out/dot-30x60@1.png")), \(work.path("out/dot-30x60@1-sheet.png")), "
    ))
  let files = try FileManager.default.contentsOfDirectory(atPath: work.path("out")).sorted()
  #expect(
    files == [".splashreel-batch.json", ".splashreel-batch.lock", ".splashreel-gallery.json"]
      + (allJobs.flatMap { (job: String) -> [String] in ["\(job).gif", "\(job).mp4", "\(job).png"] }
      + ["dot-30x60@1-sheet.png", "index.html"]).sorted()
  )
  // An unknown format is an error at its JSON path; video's 120 fps is rejected for a GIF.
  let bad = try batchWorkspace(options: #"{"formats": ["gif", "avi"]}"#)
  let failed = runTool(["batch", bad.path("previews.json")])
  #expect(failed.status == 1)
  #expect(
    failed.errors.contains(
      "defaults.formats: must list some of gif, mp4, m4v, mov, webm, png, apng, webp, each once, got [gif, avi]"))
  let fast = try batchWorkspace(options: #"{"fps": 120, "formats": ["gif"]}"#)
  let tooFast = runTool(["batch", fast.path("previews.json")])
  #expect(tooFast.status == 1 && tooFast.output.contains("fps 120 is faster than GIF plays (at most 50)"))
}
