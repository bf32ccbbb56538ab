import Foundation
import SplashScene
import SplashTestSupport
import Testing

@testable import SplashBatch

@Test func manifestExpandsToJobsSortedById() throws {
  let fixture = try BatchFixture()
  let plan = try BatchPlan(fixture.manifest())
  #expect(plan.jobs.map(\.id) == ["a-30x60@1", "a-40x80@1", "a-60x80@1", "b-40x80@1", "b-60x80@1"])
  #expect(plan.jobs.map(\.entry) == ["renders[1]", "renders[0]", "renders[0]", "renders[0]", "renders[0]"])
  let small = plan.jobs[0]
  #expect(small.options.fps == 10 && small.options.sheet && small.options.scale == 1)
  #expect(small.outputs.map(\.lastPathComponent) == ["a-30x60@1.gif", "a-30x60@1-sheet.png"])
  #expect(small.gif.path == fixture.directory.appendingPathComponent("out/a-30x60@1.gif").standardizedFileURL.path)
  #expect(plan.jobs[1].options == BatchOptions())
  #expect(plan.jobs[1].outputs.map(\.lastPathComponent) == ["a-40x80@1.gif"])
}

@Test func shardsPartitionTheJobsExactly() throws {
  let fixture = try BatchFixture()
  let plan = try BatchPlan(fixture.manifest())
  let all = plan.jobs.map(\.id)
  #expect(plan.jobs(in: Shard(parsing: "1/2")!).map(\.id) == ["a-30x60@1", "a-60x80@1", "b-60x80@1"])
  #expect(plan.jobs(in: Shard(parsing: "2/2")!).map(\.id) == ["a-40x80@1", "b-40x80@1"])
  #expect(plan.jobs(in: .all).map(\.id) == all)
  for n in 1...7 {
    let shards = (1...n).map { plan.jobs(in: Shard(parsing: "\($0)/\(n)")!).map(\.id) }
    // Union is everything, no job in two shards, sizes within one of each other.
    #expect(shards.flatMap { $0 }.sorted() == all.sorted(), "n = \(n)")
    #expect(Set(shards.flatMap { $0 }).count == all.count, "n = \(n)")
    let sizes = shards.map(\.count)
    #expect(sizes.max()! - sizes.min()! <= 1, "n = \(n): \(sizes)")
  }
  // The same manifest read again gives the same split.
  let other = try BatchFixture()
  let again = try BatchPlan(other.manifest())
  #expect(again.jobs(in: Shard(parsing: "2/3")!).map(\.id) == plan.jobs(in: Shard(parsing: "2/3")!).map(\.id))
}

@Test func shardSpellings() {
  #expect(Shard(parsing: "1/1") == .all)
  #expect(Shard(parsing: "3/4")?.description == "3/4")
  for bad in ["0/2", "3/2", "a/b", "1/0", "1/2/3", " 1/2", "1/", "/2", "-1/2", "1/1001", "１/2"] {
    #expect(Shard(parsing: bad) == nil, "\(bad)")
  }
}

@Test func manifestErrorsNameTheFileAndThePlace() throws {
  let fixture = try BatchFixture()
  #expect(
    fixture.error(#"{"renderz": []}"#)
      == "manifest.json: renderz: unknown key 'renderz' in a batch manifest (did you mean 'renders'?)")
  #expect(fixture.error(#"{"renders": []}"#) == "manifest.json: renders: needs at least one entry")
  #expect(
    fixture.error(#"{"renders": [{"scenes": ["a.json"], "devices": ["40x80@1"], "options": {"scale": 4}}]}"#)
      == "manifest.json: renders[0].options.scale: must be in 1...3, got 4")
  #expect(
    fixture.error(#"{"defaults": {"fsp": 4}, "renders": [{"scenes": ["a.json"], "devices": ["40x80@1"]}]}"#)
      == "manifest.json: defaults.fsp: unknown key 'fsp' in batch options (did you mean 'fps'?)")
  #expect(
    fixture.error(#"{"renders": [{"scenes": ["a.json"], "devices": []}]}"#)
      == "manifest.json: renders[0].devices: needs at least one device")
  #expect(
    fixture.error(#"{"renders": [{"scenes": ["a.json"], "devices": "40x80@1"}]}"#)
      == "manifest.json: renders[0].devices: expected a list, got a string \"40x80@1\"")
  #expect(
    fixture.error(#"{"renders": [{"scenes": ["c.json"], "devices": ["40x80@1"]}]}"#)
      == "manifest.json: renders[0].scenes: c.json: cannot read the file (no such file)")
  #expect(
    fixture.error(#"{"renders": [{"scenes": ["a.json"], "devices": ["iphone-155"]}]}"#)?.hasPrefix(
      "manifest.json: renders[0].devices: unknown device 'iphone-155' (did you mean") == true)
  #expect(
    fixture.error(
      #"{"renders": [{"scenes": ["a.json"], "devices": ["40x80@1"]}, {"scenes": ["a.json"], "devices": ["40X80@1"]}]}"#)
      == "manifest.json: renders[1]: a on 40x80@1 is already rendered by renders[0] (both would write a-40x80@1.gif)")
  #expect(
    fixture.error("{\"renders\": [\n  {]}")
      == "manifest.json: not valid JSON at line 2, column 4: unexpected ']', expected a string key")
}

@Test func inputHashFollowsSceneAssetsOptionsAndToolVersion() throws {
  let fixture = try BatchFixture()
  func hashes(version: String = "1.0") throws -> [String: String] {
    let plan = try BatchPlan(fixture.manifest())
    return Dictionary(uniqueKeysWithValues: try plan.jobs.map { ($0.id, try $0.inputHash(toolVersion: version)) })
  }
  let before = try hashes()
  #expect(before.values.allSatisfy { $0.count == 64 })
  #expect(Set(before.values).count == 5)
  #expect(try hashes() == before)
  // Editing dot.png changes the jobs of scene a only.
  try fixture.write("dot.png", "dot v2")
  let edited = try hashes()
  #expect(before.keys.sorted().filter { edited[$0] != before[$0] } == ["a-30x60@1", "a-40x80@1", "a-60x80@1"])
  // Another tool version changes everything.
  let other = try hashes(version: "1.1")
  #expect(edited.keys.allSatisfy { other[$0] != edited[$0] })
  // Options are part of the hash.
  try fixture.write(
    "manifest.json",
    """
    {"output": "out", "renders": [
      {"scenes": ["a.json", "b.json"], "devices": ["40x80@1", "60x80@1"], "options": {"colors": 128}},
      {"scenes": ["a.json"], "devices": ["30x60@1"], "options": {"fps": 10, "sheet": true}}]}
    """)
  let recoloured = try hashes()
  #expect(
    recoloured.keys.sorted().filter { recoloured[$0] != edited[$0] } == [
      "a-40x80@1", "a-60x80@1", "b-40x80@1", "b-60x80@1",
    ])
}

@Test func stateRecordsHashesAndNeedsEveryOutput() throws {
  let fixture = try BatchFixture()
  let plan = try BatchPlan(fixture.manifest())
  let output = plan.manifest.output
  try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  #expect(try BatchState.load(from: output) == BatchState())
  let job = plan.jobs[0]
  try BatchState.record(job.id, .init(hash: "h1", outputs: job.outputs.map(\.lastPathComponent)), in: output)
  try BatchState.record("other", .init(hash: "h2", outputs: ["other.gif"]), in: output)
  let state = try BatchState.load(from: output)
  #expect(state.records.keys.sorted() == ["a-30x60@1", "other"])
  // Outputs missing: not up to date.
  #expect(!state.isUpToDate(job, hash: "h1"))
  for url in job.outputs { try Data("x".utf8).write(to: url) }
  #expect(state.isUpToDate(job, hash: "h1"))
  #expect(!state.isUpToDate(job, hash: "h3"))
  try FileManager.default.removeItem(at: job.sheet!)
  #expect(!state.isUpToDate(job, hash: "h1"))
  try Data("{".utf8).write(to: output.appendingPathComponent(".splashreel-batch.json"))
  #expect(
    throws: BatchError(
      "\(output.path)/.splashreel-batch.json: not a batch state file this splashreel reads; delete it to render everything again"
    )
  ) {
    try BatchState.load(from: output)
  }
}

@Test func theRepositoryManifestPlansElevenJobsOverFourShards() throws {
  var root = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { root.deleteLastPathComponent() }
  let plan = try BatchPlan(
    BatchManifest.load(contentsOf: root.appendingPathComponent("previews.json"), file: "previews.json"))
  #expect(
    plan.jobs.map(\.id) == [
      "ad-splash-iphone-15-pro", "ad-splash-iphone-15-pro-max", "ad-splash-iphone-se-3", "launch-image-iphone-15-pro",
      "launch-image-iphone-8", "weibo-welcome-iphone-15-pro", "weibo-welcome-iphone-15-pro-max",
      "weibo-welcome-iphone-se-3",
      "welcome-back-iphone-15-pro", "welcome-back-iphone-15-pro-max", "welcome-back-iphone-se-3",
    ])
  #expect(plan.jobs.allSatisfy { $0.options.scale == 2 && $0.options.maxBytes == 5_000_000 && $0.options.sheet })
  #expect(plan.jobs.filter(\.options.deviceFrame).map(\.id) == ["launch-image-iphone-15-pro", "launch-image-iphone-8"])
  #expect((1...4).map { plan.jobs(in: Shard(parsing: "\($0)/4")!).count } == [3, 3, 3, 2])
  #expect(plan.manifest.output.path == root.appendingPathComponent("Output/previews").standardizedFileURL.path)
}

/// A Lottie layer's image assets and a video layer's file are inputs too: editing either makes
/// the job render again.
@Test func inputHashFollowsLottieImagesAndVideos() throws {
  let fixture = try BatchFixture(
    manifest: #"{"output": "out", "renders": [{"scenes": ["c.json"], "devices": ["40x80@1"]}]}"#)
  try FileManager.default.createDirectory(
    at: fixture.directory.appendingPathComponent("images"), withIntermediateDirectories: true)
  try fixture.write("images/spot.png", "spot v1")
  try fixture.write(
    "logo.json",
    #"""
    {"v": "5.5.2", "fr": 10, "ip": 0, "op": 2, "w": 20, "h": 20, "assets": [
      {"id": "spot", "w": 8, "h": 8, "u": "images/", "p": "spot.png", "e": 0}],
     "layers": [{"ty": 2, "ind": 1, "refId": "spot", "ip": 0, "op": 2, "st": 0,
       "ks": {"o": {"a": 0, "k": 100}, "p": {"a": 0, "k": [10, 10, 0]}}}]}
    """#)
  func encode(_ colour: String) throws {
    let video = fixture.directory.appendingPathComponent("clip.mp4").path
    let run = try Subprocess.run(
      "/usr/bin/env",
      [
        "ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=\(colour):size=16x16:rate=10:duration=0.2",
        "-pix_fmt", "yuv420p", "-c:v", "libx264", video,
      ])
    #expect(run.status == 0, "\(run.errors)")
  }
  try encode("red")
  try fixture.write(
    "c.json",
    """
    {"duration": 0.2, "layers": [
      {"id": "logo", "type": "lottie", "lottie": "logo.json", "frame": {"width": 20, "height": 20}},
      {"id": "clip", "type": "video", "video": "clip.mp4", "frame": {"y": 20, "width": 16, "height": 16}}]}
    """)
  func hash() throws -> String { try BatchPlan(fixture.manifest()).jobs[0].inputHash(toolVersion: "1.0") }
  let first = try hash()
  #expect(try hash() == first)
  try fixture.write("images/spot.png", "spot v2")
  let imageEdited = try hash()
  #expect(imageEdited != first)
  try encode("blue")
  #expect(try hash() != imageEdited)
}
