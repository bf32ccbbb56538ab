import SplashMotion
import Testing

@testable import SplashScene

private let fixture: SceneFixture = {
  let fixture = try! SceneFixture(files: [
    "page@2x.jpg", "page@3x.jpg", "page_x@3x.jpg", "logo.png", "logo@3x.png",
    "launch-micro.jpg", "launch-small.jpg", "launch-middle.jpg", "launch-big.jpg",
  ])
  return fixture
}()

private func resolve(_ json: String, on device: String) throws -> ResolvedScene {
  try fixture.load(json).resolved(for: DeviceCatalog.device(named: device))
}

private let adScene = """
  {"duration": 3, "layers": [
    {"id": "ad", "type": "image", "image": "page", "frame": {"width": "W", "height": "W*1040/720"},
     "overrides": [{"when": "notched || tall", "note": "the author's intent", "frame": {"height": "W*1920/1124"}, "image": "page_x"}]},
    {"id": "logo", "type": "image", "image": "logo", "frame": {"x": "(W-120)/2", "y": "H-85", "width": 120, "height": 50}}
  ]}
  """

@Test func overridesApplyByIntentAndSayWhy() throws {
  let eight = try resolve(adScene, on: "iphone-8")
  #expect(eight.initial["ad"]!.frame == (0, 0, 375, 375.0 * 1040 / 720))
  #expect(eight.initial["ad"]!.image!.hasSuffix("/page@2x.jpg"))
  #expect(eight.rules == ["ad: no override applies (when \"notched || tall\" is false)"])

  for name in ["iphone-x", "iphone-15-pro", "iphone-16-pro-max"] {
    let device = try DeviceCatalog.device(named: name)
    let notched = try resolve(adScene, on: name)
    #expect(notched.initial["ad"]!.size == SIMD2(Double(device.width), Double(device.width) * 1920 / 1124))
    #expect(notched.initial["ad"]!.image!.hasSuffix("/page_x@3x.jpg"))
    #expect(notched.rules == ["ad: override 1 applies (when \"notched || tall\" is true): the author's intent"])
  }
}

@Test func theLiteralConditionOnlyMatchesThe812PointPhones() throws {
  let literal = adScene.replacingOccurrences(of: "notched || tall", with: "H == 812")
  #expect(try resolve(literal, on: "iphone-x").initial["ad"]!.image!.hasSuffix("/page_x@3x.jpg"))
  #expect(try resolve(literal, on: "iphone-13-mini").initial["ad"]!.image!.hasSuffix("/page_x@3x.jpg"))
  #expect(try resolve(literal, on: "iphone-15-pro").initial["ad"]!.image!.hasSuffix("/page@3x.jpg"))
  #expect(try resolve(literal, on: "iphone-15-pro").rules == ["ad: no override applies (when \"H == 812\" is false)"])
}

@Test func devicesListMatchesByName() throws {
  let byName = adScene.replacingOccurrences(
    of: #""when": "notched || tall""#, with: #""devices": ["iphone-xs", "390X844@3"]"#)
  #expect(try resolve(byName, on: "iphone-xs").initial["ad"]!.image!.hasSuffix("/page_x@3x.jpg"))
  #expect(try resolve(byName, on: "390x844@3").initial["ad"]!.image!.hasSuffix("/page_x@3x.jpg"))
  #expect(try resolve(byName, on: "iphone-x").initial["ad"]!.image!.hasSuffix("/page@3x.jpg"))
  #expect(
    try resolve(byName, on: "iphone-xs").rules == [
      "ad: override 1 applies (devices iphone-xs, 390X844@3): the author's intent"
    ])
}

@Test func imageVariantIsTheDeviceScaleElseTheNearest() throws {
  #expect(try resolve(adScene, on: "iphone-4").initial["logo"]!.image!.hasSuffix("/logo@3x.png"))
  #expect(try resolve(adScene, on: "iphone-8-plus").initial["logo"]!.image!.hasSuffix("/logo@3x.png"))
  #expect(try resolve(adScene, on: "375x667@1").initial["logo"]!.image!.hasSuffix("/logo.png"))
  #expect(try resolve(adScene, on: "375x667@1").initial["ad"]!.image!.hasSuffix("/page@2x.jpg"))
  #expect(try resolve(adScene, on: "iphone-8").initial["logo"]!.frame == (127.5, 582, 120, 50))
}

@Test func launchImagesByScreenHeightThenNearestAspect() throws {
  let launch = """
    {"duration": 3, "layers": [{"id": "launch", "type": "image", "frame": {"width": "W", "height": "H"},
      "image": {"byScreen": [{"screen": "320x480", "image": "launch-micro.jpg"}, {"screen": "320x568", "image": "launch-small.jpg"},
                             {"screen": "375x667", "image": "launch-middle.jpg"}, {"screen": "414x736", "image": "launch-big.jpg"}]}}]}
    """
  let expected: [(String, String, String)] = [
    ("iphone-4", "micro", "launch: image launch-micro.jpg, made for 320x480 (the screen height matches)"),
    ("iphone-se", "small", "launch: image launch-small.jpg, made for 320x568 (the screen height matches)"),
    ("iphone-8", "middle", "launch: image launch-middle.jpg, made for 375x667 (the screen height matches)"),
    ("iphone-8-plus", "big", "launch: image launch-big.jpg, made for 414x736 (the screen height matches)"),
    (
      "iphone-15-pro", "middle",
      "launch: image launch-middle.jpg, made for 375x667: no variant for a screen 852 pt high, so the nearest aspect ratio (height ÷ width)"
    ),
    (
      "ipad-pro-11", "micro",
      "launch: image launch-micro.jpg, made for 320x480: no variant for a screen 1194 pt high, so the nearest aspect ratio (height ÷ width)"
    ),
  ]
  for (device, variant, rule) in expected {
    let scene = try resolve(launch, on: device)
    #expect(scene.initial["launch"]!.image!.hasSuffix("/launch-\(variant).jpg"), "\(device)")
    #expect(scene.rules == [rule])
  }
}

@Test func timelineStepsMapOntoMotionSteps() throws {
  let json = """
    {"layers": [{"id": "a", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 10, "height": 10}, "hidden": true},
                {"id": "b", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 10, "height": 10}}],
     "timeline": [
       {"id": "fade", "at": 1, "delay": 0.5, "animate": {"b": {"alpha": 0, "transform": {"scale": 1.2, "rotation": 90}}}, "duration": 1.5},
       {"id": "show", "after": "fade", "set": {"a": {"hidden": false, "frame": {"x": 1, "y": 2, "width": "W/2", "height": 3}}}},
       {"id": "rise", "after": "fade", "animate": {"a": {"transform": "identity"}}, "duration": 1,
        "curve": "spring(damping: 0.3, velocity: 0)"},
       {"id": "side", "with": "rise", "delay": 0.25, "animate": {"a": {"backgroundColor": "#FF000080"}}, "duration": 0.5,
        "animationDelay": 0.1, "curve": "linear"},
       {"after": ["rise", "side"], "delay": 0.5, "remove": ["b"]}
     ]}
    """
  let scene = try resolve(json, on: "iphone-8")
  let steps = scene.timeline.steps
  #expect(steps.map(\.id) == ["fade", "show", "rise", "side", "timeline[4]"])
  #expect(steps[0].start == .at(1.5))
  let (scale, rotation, alpha) = (LayerProperty.scale, LayerProperty.rotation, LayerProperty.alpha)
  #expect(
    steps[0].animations == [
      PropertyAnimation(layer: "b", property: scale.timelineProperty!, to: .vector([1.2, 1.2]), duration: 1.5),
      PropertyAnimation(layer: "b", property: rotation.timelineProperty!, to: .number(90), duration: 1.5),
      PropertyAnimation(layer: "b", property: alpha.timelineProperty!, to: .number(0), duration: 1.5),
    ])
  #expect(
    try rotation.timelineProperty!.changes(for: .number(90)) == [
      .value(LayerProperty.Channels.rotation, SIMD4(.pi / 2, 0, 0, 0))
    ])
  #expect(steps[1].start == .afterCompletion(of: ["fade"], delay: 0))
  #expect(
    steps[1].sets == [
      PropertySet(layer: "a", property: LayerProperty.groups["frame"]!.property, value: .vector([1, 2, 187.5, 3])),
      PropertySet(layer: "a", property: LayerProperty.hidden.timelineProperty!, value: .bool(false)),
    ])
  // "identity" is CATransform3DIdentity: the 3-D members go back to theirs too.
  #expect(
    steps[2].animations.map(\.property.name) == [
      "translation", "scale", "rotation", "rotationX", "rotationY", "translationZ", "m34",
    ])
  #expect(steps[2].animations.allSatisfy { $0.curve == .spring(dampingRatio: 0.3, initialVelocity: 0) })
  #expect(steps[3].start == .afterStart(of: "rise", delay: 0.25))
  #expect(
    steps[3].animations == [
      PropertyAnimation(
        layer: "a", property: LayerProperty.backgroundColor.timelineProperty!, to: .vector([1, 0, 0, 128.0 / 255]),
        duration: 0.5, delay: 0.1, curve: .linear)
    ])
  #expect(steps[4].start == .afterCompletion(of: ["rise", "side"], delay: 0.5))
  #expect(steps[4].sets == [PropertySet(layer: "b", property: .removed, value: .bool(true))])
  #expect(scene.timeline.stepTimes["rise"]!.start == 3 && scene.timeline.stepTimes["rise"]!.end == 4)
  #expect(scene.duration == 4.5)
  #expect(scene.states(at: 4.5)["b"]!.isRemoved)
  #expect(!scene.states(at: 4.49)["b"]!.isRemoved)
}

@Test func deviceDependentMistakesNameTheDevice() {
  let cases: [(String, String)] = [
    (
      #"{"duration": 1, "layers": [{"id": "a", "type": "group", "frame": {"width": "W/(H-667)", "height": 1}}]}"#,
      "scene.json: layers[0].frame.width: division by zero in \"W/(H-667)\" on iphone-8"
    ),
    (
      #"{"duration": 1, "layers": [{"id": "a", "type": "group", "frame": {"width": "W-400", "height": 1}}]}"#,
      "scene.json: layers[0].frame.width: \"W-400\" is -25 on iphone-8; it must not be negative"
    ),
    (
      #"{"duration": 1, "layers": [{"id": "a", "type": "group", "frame": {"width": 1, "height": 1}, "overrides": [{"when": "H/(W-375) > 1", "alpha": 0}]}]}"#,
      "scene.json: layers[0].overrides[0].when: division by zero in \"H/(W-375) > 1\" on iphone-8"
    ),
    (
      #"{"duration": 1, "layers": [{"id": "a", "type": "group", "frame": {"width": 1, "height": 1}, "overrides": [{"when": "!tall", "frame": {"height": "H-700"}}]}]}"#,
      "scene.json: layers[0].overrides[0].frame.height: \"H-700\" is -33 on iphone-8; it must not be negative"
    ),
    (
      #"{"layers": [{"id": "a", "type": "group", "frame": {"width": 1, "height": 1}}]}"#,
      "scene.json: duration: the timeline ends at 0 s; give the scene a 'duration' in seconds"
    ),
    (
      #"{"layers": [{"id": "a", "type": "group", "frame": {"width": 1, "height": 1}}], "timeline": [{"id": "x", "after": "y", "remove": ["a"]}, {"id": "y", "after": "x", "remove": ["a"]}]}"#,
      "scene.json: timeline: cycle in step references: x → y → x"
    ),
  ]
  for (json, message) in cases {
    #expect(throws: SceneError(message)) { try resolve(json, on: "iphone-8") }
  }
}

/// `superW`/`superH` are the superlayer's bounds as laid out at launch (the screen's for a
/// top-level layer), in frames, overrides, conditions and timeline steps.
private let cardScene = """
  {"duration": 1, "layers": [
    {"id": "card", "type": "solid", "backgroundColor": "#FFFFFF",
     "frame": {"x": 20, "y": "H-220", "width": "superW-40", "height": 180},
     "children": [
       {"id": "button", "type": "solid", "backgroundColor": "#007AFF",
        "frame": {"x": "superW-110", "y": "superH-54", "width": 100, "height": 44},
        "overrides": [{"when": "superW > 340", "frame": {"width": "superW/2"}}]}]}],
   "timeline": [{"at": 0, "animate": {"button": {"frame": {"x": 10, "y": 10, "width": "superW-20", "height": 44}}},
                 "duration": 0.5}]}
  """

@Test func lengthsMayUseTheSuperlayersBounds() throws {
  let se = try resolve(cardScene, on: "iphone-se")
  #expect(se.initial["card"]!.frame == (20, 568 - 220, 280, 180))
  #expect(se.initial["button"]!.frame == (170, 126, 100, 44))
  #expect(se.rules == ["button: no override applies (when \"superW > 340\" is false)"])
  let max = try resolve(cardScene, on: "iphone-16-pro-max")
  #expect(max.initial["card"]!.frame == (20, 956 - 220, 400, 180))
  #expect(max.initial["button"]!.frame == (290, 126, 200, 44))
  #expect(max.rules == ["button: override 1 applies (when \"superW > 340\" is true)"])
  // The step's width is the card's width less 20 on each device: the state at the end.
  #expect(se.timeline.sample(at: 1, initial: se.initial)["button"]!.frame == (10, 10, 260, 44))
  #expect(max.timeline.sample(at: 1, initial: max.initial)["button"]!.frame == (10, 10, 380, 44))
}

@Test func aTopLevelLayersSuperlayerIsTheScreen() throws {
  let scene = """
    {"duration": 1, "layers": [{"id": "bar", "type": "solid", "backgroundColor": "#000000",
     "frame": {"x": 0, "y": 0, "width": "superW", "height": "superH/2"}}]}
    """
  #expect(try resolve(scene, on: "iphone-8").initial["bar"]!.frame == (0, 0, 375, 333.5))
}
