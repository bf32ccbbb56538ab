import Foundation
import SplashRaster
import Testing

@testable import SplashScene

/// The scene files of the presets and of Examples/launch-recipes.
private func sceneFiles() throws -> [URL] {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let recipes = root.appendingPathComponent("Examples/launch-recipes")
  let files = try FileManager.default.contentsOfDirectory(atPath: recipes.path).filter {
    $0.hasSuffix(".json") && !$0.hasPrefix(".")
  }
  return try Presets.names.map { try Presets.url(of: $0) } + files.sorted().map { recipes.appendingPathComponent($0) }
}

@Test func everyPresetAndRecipeDecodesEncodesAndDecodesToAnEqualScene() throws {
  let files = try sceneFiles()
  #expect(files.count == 24)  // 4 presets and 20 recipes
  for url in files {
    let scene = try Scene.load(contentsOf: url)
    let data = try scene.encoded()
    let again = try Scene.decode(data, file: "encoded.json", directory: scene.directory, defaultName: "other")
    #expect(again == scene, "\(url.lastPathComponent)")
    #expect(try again.encoded() == data, "\(url.lastPathComponent)")
  }
}

/// A scene with a value of every kind, built in Swift.
private func everyKind(in directory: URL) throws -> Scene {
  var card = LayerProperties()
  card[.x] = .length(Length(10))
  card[.y] = .length(try Length("H/2 - 20"))
  card[.width] = .length(try Length("W - 20"))
  card[.height] = .length(Length(40.5))
  card[.anchorPoint] = .numbers([0.5, 0])
  card[.translation] = .lengths([Length(0), try Length("safeTop")])
  card[.scale] = .numbers([1.5, 2])
  card[.backgroundColor] = .color(Color(r: 232, g: 97, b: 44, a: 128))
  card[.masksToBounds] = .bool(true)
  var picture = LayerProperties()
  (picture[.width], picture[.height]) = (.length(Length(8)), .length(Length(8)))
  picture[.image] = .image(.byScreen([.init(width: 320, height: 480, name: "dot")]))
  picture[.contentMode] = .name("aspectFit")
  var notched = LayerProperties()
  notched[.alpha] = .number(0.25)
  var grown = LayerProperties()
  grown[.scale] = .numbers([3])
  return try Scene(
    name: "kinds", directory: directory, duration: 1, background: .white,
    layers: [
      SceneLayer(
        id: "card", kind: .group, properties: card,
        children: [
          SceneLayer(
            id: "dot", kind: .image, properties: picture,
            overrides: [
              LayerOverride(condition: .expression(source: "notched", .predicate("notched")), properties: notched)
            ])
        ])
    ],
    timeline: [
      SceneStep(
        id: "grow", start: .after(["hide"]), duration: 0.5, curve: .spring(dampingRatio: 0.5, initialVelocity: 0),
        animations: [SceneStep.Change(layer: "card", properties: grown)]),
      SceneStep(id: "hide", start: .at(0.25), removals: ["dot"]),
    ],
    regression: SceneRegression(ignore: [
      .layer("dot"), .region(x: Length(0), y: Length(0), width: try Length("W"), height: Length(20)),
    ]))
}

@Test func theEncoderWritesEveryKindAsAFileWritesIt() throws {
  let fixture = try SceneFixture(files: ["dot.png"])
  defer { try? FileManager.default.removeItem(at: fixture.directory) }
  let scene = try everyKind(in: fixture.directory)
  let text = String(decoding: try scene.encoded(), as: UTF8.self)
  #expect(text.hasPrefix("{\n  \"background\" : \"#FFFFFF\",\n  \"duration\" : 1,\n  \"format\" : 1,\n"))
  let expected = """
    {"format": 1, "name": "kinds", "duration": 1, "background": "#FFFFFF",
     "layers": [{"id": "card", "type": "group", "masksToBounds": true, "backgroundColor": "#E8612C80",
                 "anchorPoint": [0.5, 0], "frame": {"x": 10, "y": "H/2 - 20", "width": "W - 20", "height": 40.5},
                 "transform": {"translation": [0, "safeTop"], "scale": [1.5, 2]},
                 "children": [{"id": "dot", "type": "image", "contentMode": "aspectFit",
                               "frame": {"width": 8, "height": 8},
                               "image": {"byScreen": [{"screen": "320x480", "image": "dot"}]},
                               "overrides": [{"when": "notched", "alpha": 0.25}]}]}],
     "timeline": [{"id": "grow", "after": "hide", "animate": {"card": {"transform": {"scale": 3}}},
                   "duration": 0.5, "curve": "spring(damping: 0.5, velocity: 0)"},
                  {"id": "hide", "at": 0.25, "remove": ["dot"]}],
     "regression": {"ignore": [{"layer": "dot"}, {"x": 0, "y": 0, "width": "W", "height": 20}]}}
    """
  let written = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! NSDictionary
  #expect(written == (try JSONSerialization.jsonObject(with: Data(expected.utf8)) as! NSDictionary))
  let again = try Scene.decode(Data(text.utf8), file: "kinds.json", directory: fixture.directory, defaultName: "x")
  #expect(again.layers[0].properties == scene.layers[0].properties)
  #expect(again.layers[0].children[0].overrides[0].properties == scene.layers[0].children[0].overrides[0].properties)
  #expect(again.timeline.map(\.curve) == scene.timeline.map(\.curve))
  #expect(again.regression == scene.regression)
}

/// A 60×100 scene file: a solid `box` faded in by step `fade`.
private func boxScene(_ fixture: SceneFixture) throws -> Scene {
  try fixture.load(
    """
    {"name": "box", "duration": 1, "background": "black",
     "layers": [{"id": "box", "type": "solid", "backgroundColor": "white", "alpha": 0,
                 "frame": {"x": 10, "y": 10, "width": 20, "height": 20}}],
     "timeline": [{"id": "fade", "at": 0, "animate": {"box": {"alpha": 1}}, "duration": 0.5}]}
    """, name: "box.json")
}

@Test func aSceneIsChangedByLayerAndPropertyAndCheckedAgain() throws {
  let fixture = try SceneFixture(files: ["dot.png"])
  defer { try? FileManager.default.removeItem(at: fixture.directory) }
  var scene = try boxScene(fixture)
  #expect(!scene.isEdited)
  scene[layer: "box"]?[.alpha] = .number(0.5)
  #expect(scene.isEdited)
  #expect(try scene.layer("box").properties[.alpha] == .number(0.5))
  try scene.setProperty("transform.scale", of: "box", to: .number(2))
  try scene.setProperty(.cornerRadius, of: "box", to: .length(Length(4)))
  try scene.setProperty("clipsToBounds", of: "box", to: .bool(true))
  #expect(
    scene[layer: "box"]?.properties.given == [
      .x, .y, .width, .height, .scale, .alpha, .cornerRadius, .backgroundColor, .masksToBounds,
    ])
  #expect(scene[layer: "box"]?[.scale] == .numbers([2]))
  scene[step: "fade"]?.duration = 0.25
  #expect(scene.timeline[0].duration == 0.25)
  try scene.replaceStep("fade", with: SceneStep(id: "hide", start: .at(0.5), removals: ["box"]))
  #expect(scene.timeline.map(\.id) == ["hide"])
  let resolved = try scene.resolved(for: DeviceCatalog.device(named: "60x100@1"))
  #expect(resolved.initial["box"]?[LayerProperty.Channels.opacity].x == 0.5)
  // Decoding the encoded edit gives it back.
  let again = try Scene.decode(scene.encoded(), file: "box.json", directory: fixture.directory, defaultName: "box")
  #expect(again.layers[0].properties[.alpha] == .number(0.5))
  #expect(again.timeline.map(\.removals) == [["box"]])
}

/// The message `edit` fails with, or the one rendering the edited scene fails with.
private func failure(_ edit: (inout Scene) throws(SceneError) -> Void) throws -> String? {
  let fixture = try SceneFixture()
  defer { try? FileManager.default.removeItem(at: fixture.directory) }
  var scene = try boxScene(fixture)
  do {
    try edit(&scene)
    _ = try scene.resolved(for: DeviceCatalog.device(named: "60x100@1"))
    return nil
  } catch {
    return error.description
  }
}

@Test func editsThatAFileCouldNotSayFailNamingTheLayerAndKey() throws {
  #expect(
    try failure { s throws(SceneError) in try s.setProperty("alpha", of: "boxx", to: .number(1)) }
      == "box.json: no layer has id 'boxx' (did you mean 'box'?)")
  #expect(
    try failure { s throws(SceneError) in try s.setProperty("transform.scal", of: "box", to: .number(1)) }
      == "box.json: layers[0]: no property 'transform.scal' (did you mean 'transform.scale'?); the properties are "
      + LayerProperty.all.map(\.key).joined(separator: ", "))
  #expect(
    try failure { s throws(SceneError) in try s.setProperty("alpha", of: "box", to: .number(2)) }
      == "box.json: layers[0].alpha: alpha must be between 0 and 1, got 2.0")
  #expect(
    try failure { s throws(SceneError) in try s.setProperty(.alpha, of: "box", to: .bool(true)) }
      == "box.json: layers[0].alpha: alpha takes a number (.number), got .bool(true)")
  #expect(
    try failure { s throws(SceneError) in try s.setProperty("contentMode", of: "box", to: .name("center")) }
      == "box.json: layers[0].contentMode: only image and lottie layers have 'contentMode'; 'box' is a solid layer")
  #expect(
    try failure { s throws(SceneError) in try s.replaceStep("fde", with: SceneStep(id: "x", removals: ["box"])) }
      == "box.json: no step has id 'fde' (did you mean 'fade'?)")
  // Edits that cannot throw are checked before the scene renders, with the same messages.
  #expect(
    try failure { s throws(SceneError) in s[layer: "box"]?[.alpha] = .number(2) }
      == "box.json: layers[0].alpha: alpha must be between 0 and 1, got 2.0")
  #expect(
    try failure { s throws(SceneError) in s[layer: "box"]?[.contentMode] = .name("center") }
      == "box.json: layers[0].contentMode: only image and lottie layers have 'contentMode'; 'box' is a solid layer")
  #expect(
    try failure { s throws(SceneError) in s.timeline[0].animations[0].properties[.scale] = .numbers([1e9]) }
      == "box.json: timeline[0].animate.box.transform.scale: 1000000000 is out of range (-1000...1000)")
  #expect(
    try failure { s throws(SceneError) in s[layer: "box"] = nil }
      == "box.json: layers: a scene needs at least one layer")
  #expect(
    try failure { s throws(SceneError) in
      s.timeline[0].animations[0] = SceneStep.Change(layer: "boxx", properties: s.layers[0].properties)
    }
      == "box.json: change of 'boxx': no layer has id 'boxx' (did you mean 'box'?)")
  #expect(
    try failure { s throws(SceneError) in
      s.layers.append(
        SceneLayer(
          id: "dot", kind: .image,
          properties: {
            var p = LayerProperties()
            p[.image] = .image(.named("dot"))
            return p
          }()))
    }
      == "box.json: layer 'dot'.image: missing image 'dot': no dot.png, .jpg or .jpeg (plain, @2x or @3x) next to the scene"
  )
}

@Test func aPresetsEditsFailAsTheLibraryDocumentSays() throws {
  var scene = try Presets.load("welcome-back")
  let file = "Assets/welcome-back/welcome-back.json"
  func message(_ edit: (inout Scene) throws(SceneError) -> Void) -> String? {
    do {
      try edit(&scene)
      return nil
    } catch {
      return error.description
    }
  }
  #expect(
    message { s throws(SceneError) in try s.setProperty("alpha", of: "avtar", to: .number(1)) }
      == "\(file): no layer has id 'avtar' (did you mean 'avatar'?)")
  #expect(
    message { s throws(SceneError) in try s.setProperty("transform.scal", of: "avatar", to: .number(1)) }?
      .hasPrefix("\(file): layers[1].children[2]: no property 'transform.scal' (did you mean 'transform.scale'?); ")
      == true)
  #expect(
    message { s throws(SceneError) in try s.setProperty("alpha", of: "avatar", to: .number(2)) }
      == "\(file): layers[1].children[2].alpha: alpha must be between 0 and 1, got 2.0")
  #expect(
    message { s throws(SceneError) in try s.setProperty("contentMode", of: "welcome", to: .name("center")) }
      == "\(file): layers[1].contentMode: only image and lottie layers have 'contentMode'; 'welcome' is a group layer")
  #expect(!scene.isEdited)
}
