import Foundation
import SplashScene
import SplashTestSupport
import Testing

@testable import SplashCLI

private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// `splashreel schema` is generated from the declarations: every property key, alias and layer
/// type is in it.
@Test func schemaListsEveryDeclaredProperty() throws {
  let run = runTool(["schema"])
  #expect(run.status == 0)
  let schema = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
  let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
  let layer = try #require(definitions["layer"]?["properties"] as? [String: [String: Any]])
  for property in LayerProperty.all {
    #expect(layer[property.objectKey] != nil, "\(property.key) missing")
    for alias in property.aliases { #expect(layer[alias] != nil, "\(alias) missing") }
  }
  let alpha = try #require(layer["alpha"])
  #expect(alpha["minimum"] as? Double == 0 && alpha["maximum"] as? Double == 1 && alpha["default"] as? Double == 1)
  #expect((alpha["description"] as? String)?.hasSuffix(". Animates.") == true)
  let contentMode = try #require(layer["contentMode"])
  #expect(
    contentMode["enum"] as? [String] == ContentModeNames.all && contentMode["default"] as? String == "scaleToFill")
  let frame = try #require(layer["frame"])
  #expect(frame["required"] as? [String] == ["width", "height"])
  let change = try #require(definitions["change"]?["properties"] as? [String: [String: Any]])
  #expect(change["frame"]?["required"] as? [String] == ["x", "y", "width", "height"])
  #expect(change["contentMode"] == nil && change["text"] != nil)
  let top = try #require(schema["properties"] as? [String: Any])
  #expect(top["$schema"] != nil && top["layers"] != nil)
}

/// The names content modes have in scene files.
private enum ContentModeNames {
  static var all: [String] {
    guard case .choice(let names, _) = LayerProperty.contentMode.value else { return [] }
    return names
  }
}

/// A scene may name its schema.
@Test func scenesMayCarryTheirSchema() throws {
  let scene = try Scene.decode(
    Data(
      """
      {"$schema": "./splashreel-scene.schema.json", "duration": 1, "device": "40x60@1", "layers": [
        {"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}}]}
      """.utf8), file: "s.json", directory: repository, defaultName: "s")
  #expect(scene.layers.count == 1)
}

/// Every preset, recipe and docs example validates against the schema (Python jsonschema); scenes
/// the decoder refuses for a key, a range or a missing frame are refused by it too.
@Test func presetsRecipesAndDocsValidateAgainstTheSchema() throws {
  let work = try PreviewWorkspace()
  defer { try? FileManager.default.removeItem(at: work.folder) }
  try work.write("schema.json", runTool(["schema"]).output)
  let solid =
    ##"{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}}"##
  let invalid = [
    ##"{"layers": [\##(solid)], "colour": "red"}"##,
    ##"{"layers": [\##(solid.replacingOccurrences(of: "\"type\"", with: "\"alpha\": 7, \"type\""))]}"##,
    ##"{"layers": [{"id": "a", "type": "solid", "backgroundColor": "#FF0000"}]}"##,
    ##"{"layers": [\##(solid.replacingOccurrences(of: "#FF0000", with: "reddish"))]}"##,
    ##"{"layers": [\##(solid)], "timeline": [{"at": 0, "animate": {"a": {"frame": {"x": 1}}}, "duration": 1}]}"##,
    ##"{"layers": [\##(solid.replacingOccurrences(of: "solid", with: "image"))]}"##,
  ]
  for (k, text) in invalid.enumerated() { try work.write("invalid-\(k).json", text) }
  let fm = FileManager.default
  let presets = Presets.names.map { repository.appendingPathComponent("Assets/\($0)/\($0).json").path }
  let recipes = try fm.contentsOfDirectory(atPath: repository.appendingPathComponent("Examples/launch-recipes").path)
    .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map {
      repository.appendingPathComponent("Examples/launch-recipes/\($0)").path
    }
  let docs = ["docs/scene-format.md", "README.md", "Examples/launch-recipes/README.md", "docs/studio.md"]
    .map { repository.appendingPathComponent($0).path }.filter { fm.fileExists(atPath: $0) }
  let run = try Subprocess.run(
    "/usr/bin/env",
    [
      "python3", repository.appendingPathComponent("Tests/Schema/validate_scenes.py").path, "--schema",
      work.path("schema.json"),
    ]
      + presets + recipes + docs + ["--invalid"] + invalid.indices.map { work.path("invalid-\($0).json") })
  #expect(run.status == 0, "\(run.output)\(run.errors)")
  #expect(run.output.hasPrefix("validate_scenes: "), "\(run.output)")
  #expect(run.output.hasSuffix(" scenes valid, 6 invalid refused\n"), "\(run.output)")
  // Every file is one scene at least (a docs file may hold several).
  let count = Int(run.output.split(separator: " ")[1]) ?? 0
  #expect(count >= presets.count + recipes.count + 2, "\(run.output)")
}
