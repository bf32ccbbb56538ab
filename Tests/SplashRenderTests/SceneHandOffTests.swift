import Foundation
import SplashDiff
import SplashRaster
import SplashScene
import SplashTestSupport
import Testing

@testable import SplashRender

/// The checkout's release `splashreel`, which must carry this library's build identity
/// (`swift build -c release --product splashreel`, as `scripts/dev test` builds it first).
private func releaseExecutable() throws -> SnapshotExecutable {
  let root = SnapshotExecutable.checkout!
  let executable = SnapshotExecutable(path: root + "/.build/release/splashreel", sourceRoot: root)
  try executable.verify(variable: nil)
  return executable
}

/// The GIF bytes `splashreel render` writes of `file` on `device`.
private func render(_ file: String, on device: String, with executable: SnapshotExecutable, into dir: String) throws
  -> Data
{
  let out = dir + "/render.gif"
  let (status, _, error) = try executable.run(
    ["render", file, "--device", device, "--fps", "10", "--out", out, "--quiet"],
    environment: ProcessInfo.processInfo.environment)
  #expect(status == 0, "\(error)")
  defer { try? FileManager.default.removeItem(atPath: out) }
  return try Data(contentsOf: URL(fileURLWithPath: out))
}

@Test func everyPresetAndRecipeEncodedRendersTheSameGIF() throws {
  let executable = try releaseExecutable()
  let scratch = TemporaryFolder("handoff-roundtrip")
  let dir = scratch.path
  let recipes = URL(fileURLWithPath: SnapshotExecutable.checkout! + "/Examples/launch-recipes")
  let files =
    try Presets.names.map { try Presets.url(of: $0) }
    + (try FileManager.default.contentsOfDirectory(atPath: recipes.path)).filter {
      $0.hasSuffix(".json") && !$0.hasPrefix(".")
    }.sorted()
    .map { recipes.appendingPathComponent($0) }
  #expect(files.count == 24)  // 4 presets and 20 recipes
  for url in files {
    var scene = try Scene.load(contentsOf: url)
    // An edit that changes nothing: the scene is handed over encoded.
    let layers = scene.layers
    scene.layers = layers
    let handOff = try SceneHandOff(scene)
    defer { handOff.remove() }
    #expect(handOff.temporary)
    // Beside the scene when it reads files (pictures, also a mask's, and Lottie files: their paths
    // stay relative), else in the temporary folder.
    let readsFiles = !scene.inputFiles.isEmpty
    let usesFiles = scene.layers.flatMap(\.flattened).contains { (layer: SceneLayer) -> Bool in
      layer.properties.image != nil || layer.mask != nil || layer.kind == .lottie
    }
    #expect(readsFiles == usesFiles)
    let folder = readsFiles ? scene.directory.path : FileManager.default.temporaryDirectory.path
    #expect(handOff.path.hasPrefix(URL(fileURLWithPath: folder).appendingPathComponent(".splashreel-scene-").path))
    for device in ["iphone-se", "iphone-15-pro"] {
      let original = try render(url.path, on: device, with: executable, into: dir)
      let encoded = try render(handOff.path, on: device, with: executable, into: dir)
      #expect(original.count > 1000)
      #expect(encoded == original, "\(url.lastPathComponent) on \(device)")
    }
  }
}

/// A 60×100 pt black screen with a white 20×20 block at (10, 10), built in Swift in `directory`.
private func block(in directory: URL) throws -> Scene {
  var box = LayerProperties()
  (box[.x], box[.y], box[.width], box[.height]) = (
    .length(Length(10)), .length(Length(10)), .length(Length(20)), .length(Length(20))
  )
  box[.backgroundColor] = .color(.white)
  return try Scene(
    name: "block", directory: directory, duration: 0.5, layers: [SceneLayer(id: "box", kind: .solid, properties: box)])
}

@Test func aChangedAlphaShowsInTheRenderedPixel() throws {
  var scene = try block(in: FileManager.default.temporaryDirectory)
  let before = try Render.frames(RenderRequest(scene: scene, device: "60x100@1", fps: 2, outputs: []))
  #expect(try before.frame(at: 0)[20, 20] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
  scene[layer: "box"]?[.alpha] = .number(0.5)
  try scene.setProperty("backgroundColor", of: "box", to: .color(Color(hex: "#FF0000")!))
  let after = try Render.frames(RenderRequest(scene: scene, device: "60x100@1", fps: 2, outputs: []))
  let frame = try after.frame(at: 0)
  #expect(frame[20, 20] == PremultipliedColor(r: 128, g: 0, b: 0, a: 255))
  #expect(frame[5, 5] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
}

@Test func aSceneBuiltInSwiftIsCheckedByTheExecutableAsInProcess() throws {
  let executable = try releaseExecutable()
  let scratch = TemporaryFolder("handoff-built")
  let dir = scratch.path
  var scene = try block(in: URL(fileURLWithPath: dir))
  scene[layer: "box"]?[.alpha] = .number(0.5)
  let golden = dir + "/block.gif"
  let recorded = SceneSnapshot.evaluate(
    scene: scene, device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/failure",
    engine: .executable(executable.path), environment: [:])
  #expect(recorded.result?.recording?.frames == 5)
  #expect(recorded.result?.recording?.storedFrames == 1)
  let library = dir + "/library.gif"
  _ = SceneSnapshot.evaluate(
    scene: scene, device: "60x100@1", golden: library, fps: 10, engine: .inProcess, environment: [:])
  #expect(FileManager.default.contents(atPath: library) == FileManager.default.contents(atPath: golden))
  let matched = SceneSnapshot.evaluate(
    scene: scene, device: "60x100@1", golden: golden, fps: 10, engine: .executable(executable.path),
    environment: [:])
  #expect(matched.failure == nil)
  scene[layer: "box"]?[.alpha] = .number(1)
  let failed = SceneSnapshot.evaluate(
    scene: scene, device: "60x100@1", golden: golden, fps: 10, artefacts: dir + "/failure",
    engine: .executable(executable.path), environment: [:])
  #expect(failed.failure?.hasPrefix("\(golden): 1 of 1 samples differ") == true, "\(failed.failure ?? "")")
  // An edit the scene format refuses fails before the executable runs, naming the scene.
  scene[layer: "box"]?[.alpha] = .number(3)
  let refused = SceneSnapshot.evaluate(
    scene: scene, device: "60x100@1", golden: golden, fps: 10, engine: .executable(executable.path),
    environment: [:])
  #expect(refused.failure == "block: layer 'box'.alpha: alpha must be between 0 and 1, got 3.0")
  // Nothing is left beside the scene's pictures.
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [
      "block.gif", "block.gif.motion.json", "failure", "library.gif", "library.gif.motion.json",
    ])
}
