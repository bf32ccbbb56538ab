import Foundation
import SplashScene
import SplashTestSupport
import SplashVideo
import Testing

@testable import SplashRender

@Test func everyOutputKindPrintsTheNameReportsUseAndReadsItBack() {
  let kinds: [OutputKind] =
    ExportFormat.allCases.map { .file($0) } + [.pngFrames, .sheet, .custom("count")]
  #expect(
    kinds.map(\.name) == ["gif", "mp4", "mov", "webm", "apng", "webp", "png-frames", "sheet", "count"])
  #expect(kinds.map { OutputKind(name: $0.name) } == kinds)
  #expect(kinds.filter(\.isVideo) == [.file(.mp4), .file(.mov), .file(.webm)])
  #expect(kinds.compactMap(\.format) == ExportFormat.allCases)
}

@Test func aResultPrintsItsLeadFormatAsTheRegistryName() throws {
  let result = RenderResult(
    scene: "s", device: "60x100@1", models: "custom", output: "a.webm", format: .file(.webm), width: 60, height: 100,
    frames: 3, framesWritten: 3, fps: 10, duration: 0.3, bytes: 10, colors: nil, quality: "CRF 31", scale: 1,
    deviceFrame: false, maxBytes: nil, reduced: [], attempts: [], sheet: nil)
  let json = RenderResult.json(result)
  #expect(json.contains("\"format\" : \"webm\","))
  #expect(result.isVideo)
}

@Test func aSceneLoadsFromAPathNamedAsTheCommandLineNamesIt() throws {
  let scratch = TemporaryFolder("load-path")
  let folder = scratch.url
  let path = folder.appendingPathComponent("broken.json").path
  try Data(#"{"name": "b", "duration": 1, "layers": [{"id": "a", "type": "solid", "alpah": 1}]}"#.utf8)
    .write(to: URL(fileURLWithPath: path))
  #expect(throws: SceneError.self) { try Scene.load(path: path) }
  do {
    _ = try Scene.load(path: path)
  } catch {
    #expect(
      error.description == "\(path): layers[0].alpah: unknown key 'alpah' in a solid layer (did you mean 'alpha'?)")
  }
}
