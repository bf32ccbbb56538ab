import Testing

@testable import SplashScene

/// A valid scene of three layers; tests splice a mistake into it.
private func scene(layers: String = "", timeline: String = "", top: String = "") -> String {
  """
  {\(top)
    "background": "#FFFFFF",
    "layers": [
      {"id": "home", "type": "image", "image": "home", "contentMode": "aspectFill",
       "frame": {"x": 0, "y": 0, "width": "W", "height": "H"}},
      {"id": "holder", "type": "group", "frame": {"y": "H-120", "width": "W", "height": 120},
       "children": [{"id": "logo", "type": "solid", "backgroundColor": "#102030",
                     "frame": {"x": "(W-120)/2", "y": 35, "width": 120, "height": 50}}]}\(layers)
    ],
    "timeline": [
      {"id": "fade", "at": 1.0, "duration": 1.5, "animate": {"holder": {"alpha": 0, "transform": {"scale": 1.2}}}}\(timeline)
    ]
  }
  """
}

private let fixture = try! SceneFixture(files: ["home@2x.jpg", "home@3x.jpg", "other/pic.png"])

@Test func theValidSceneLoads() throws {
  let loaded = try fixture.load(scene())
  #expect(loaded.name == "scene")
  #expect(loaded.allLayers.map(\.id) == ["home", "holder", "logo"])
  #expect(loaded.allLayers.map(\.path) == ["layers[0]", "layers[1]", "layers[1].children[0]"])
  #expect(loaded.timeline.map(\.id) == ["fade"])
  #expect(loaded.images["home"]?.map(\.scale) == [2, 3])
}

@Test func eachMistakeIsOneLineNamingFileAndPath() {
  let cases: [(String, String)] = [
    // Unknown keys, with a suggestion when one is close.
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}, "colour": "#FFFFFF"}"##
      ),
      "scene.json: layers[2].colour: unknown key 'colour' in a solid layer"
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}, "alpah": 1}"##
      ),
      "scene.json: layers[2].alpah: unknown key 'alpah' in a solid layer (did you mean 'alpha'?)"
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1, "z": 0}}"##
      ),
      "scene.json: layers[2].frame.z: unknown key 'z' in a frame"
    ),
    (
      scene(top: ##""backgrund": "#000000","##),
      "scene.json: backgrund: unknown key 'backgrund' in a scene (did you mean 'background'?)"
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}, "image": "home"}"##
      ),
      "scene.json: layers[2].image: unknown key 'image' in a solid layer"
    ),
    (
      scene(timeline: ##", {"at": 2, "set": {"logo": {"alpha": 1}}, "curve": "linear"}"##),
      "scene.json: timeline[1].curve: 'curve' applies only to a step that animates"
    ),
    (
      scene(timeline: ##", {"at": 2, "set": {"logo": {"anchorPoint": [0, 0]}}}"##),
      "scene.json: timeline[1].set.logo.anchorPoint: unknown key 'anchorPoint' in a change"
    ),
    // Wrong types.
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}, "alpha": "0.5"}"##
      ),
      "scene.json: layers[2].alpha: expected a number, got a string \"0.5\""
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}, "hidden": 1}"##
      ),
      "scene.json: layers[2].hidden: expected true or false, got a number 1"
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": true, "height": 1}}"##),
      "scene.json: layers[2].frame.width: expected a number, got true"
    ),
    (
      scene(timeline: ##", {"at": 2, "remove": "logo"}"##),
      "scene.json: timeline[1].remove: expected a list, got a string \"logo\""
    ),
    (
      scene(
        layers: ##", {"id": "x", "type": "solid", "backgroundColor": "#00000", "frame": {"width": 1, "height": 1}}"##),
      "scene.json: layers[2].backgroundColor: bad colour \"#00000\": write \"#RRGGBB\", \"#RRGGBBAA\" or a name (clear, black, white, red, green, blue, cyan, yellow, magenta, orange, purple, brown, gray, darkGray, lightGray)"
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}, "alpha": 1.5}"##
      ),
      "scene.json: layers[2].alpha: alpha must be between 0 and 1, got 1.5"
    ),
    (
      scene(layers: ##", {"id": "x", "type": "circle", "frame": {"width": 1, "height": 1}}"##),
      "scene.json: layers[2].type: unknown layer type 'circle'; one of image, solid, text, group, shape, gradient, lottie, video"
    ),
    // Missing keys.
    (
      scene(layers: ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1}}"##),
      "scene.json: layers[2].frame: missing key 'height'"
    ),
    (
      scene(layers: ##", {"id": "x", "type": "image", "frame": {"width": 1, "height": 1}}"##),
      "scene.json: layers[2]: missing key 'image'"
    ),
    // Missing assets.
    (
      scene(layers: ##", {"id": "x", "type": "image", "image": "start_page", "frame": {"width": 1, "height": 1}}"##),
      "scene.json: layers[2].image: missing image 'start_page': no start_page.png, .jpg or .jpeg (plain, @2x or @3x) next to the scene"
    ),
    (
      scene(layers: ##", {"id": "x", "type": "image", "image": "other/pic.jpg", "frame": {"width": 1, "height": 1}}"##),
      "scene.json: layers[2].image: missing image file 'other/pic.jpg' next to the scene (did you mean \"other/pic\"? "
        + "That name finds pic.png)"
    ),
    // A file name where only scale variants exist, and a typo: the name that would have matched.
    (
      scene(layers: ##", {"id": "x", "type": "image", "image": "home.jpg", "frame": {"width": 1, "height": 1}}"##),
      "scene.json: layers[2].image: missing image file 'home.jpg' next to the scene (did you mean \"home\"? "
        + "That name finds home@2x.jpg, home@3x.jpg)"
    ),
    (
      scene(layers: ##", {"id": "x", "type": "image", "image": "hone", "frame": {"width": 1, "height": 1}}"##),
      "scene.json: layers[2].image: missing image 'hone': no hone.png, .jpg or .jpeg (plain, @2x or @3x) next to the "
        + "scene (did you mean \"home\"?)"
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "image", "image": {"byScreen": [{"screen": "320x480", "image": "other/pic.png"}, {"screen": "375x667", "image": "big.jpg"}]}, "frame": {"width": 1, "height": 1}}"##
      ),
      "scene.json: layers[2].image.byScreen[1].image: missing image file 'big.jpg' next to the scene"
    ),
    // Bad expressions.
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"x": "Q-120", "width": 1, "height": 1}}"##
      ),
      "scene.json: layers[2].frame.x: unknown variable 'Q' in \"Q-120\""
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": "(W-120/2", "height": 1}}"##
      ),
      "scene.json: layers[2].frame.width: missing ')' for the '(' at column 1, found the end in \"(W-120/2\""
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}, "overrides": [{"when": "H = 812", "alpha": 0}]}"##
      ),
      "scene.json: layers[2].overrides[0].when: unexpected character '=' at column 3 in \"H = 812\""
    ),
    // Unknown devices.
    (
      scene(top: ##""device": "iphone-15-pr","##),
      "scene.json: device: unknown device 'iphone-15-pr' (did you mean 'iphone-15-pro'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    ),
    (
      scene(
        layers:
          ##", {"id": "x", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}, "overrides": [{"devices": ["iphone-x", "iphone-xss"], "alpha": 0}]}"##
      ),
      "scene.json: layers[2].overrides[0].devices[1]: unknown device 'iphone-xss' (did you mean 'iphone-xs'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    ),
    // Duplicate ids and bad references.
    (
      scene(
        layers:
          ##", {"id": "logo", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 1, "height": 1}}"##),
      "scene.json: layers[2].id: duplicate id 'logo' (first used at layers[1].children[0])"
    ),
    (
      scene(timeline: ##", {"id": "fade", "at": 2, "remove": ["logo"]}"##),
      "scene.json: timeline[1].id: duplicate step id 'fade' (first used at timeline[0])"
    ),
    (
      scene(timeline: ##", {"at": 2, "animate": {"lgoo": {"alpha": 1}}, "duration": 1}"##),
      "scene.json: timeline[1].animate.lgoo: no layer has id 'lgoo' (did you mean 'logo'?)"
    ),
    (
      scene(timeline: ##", {"after": "fdae", "remove": ["logo"]}"##),
      "scene.json: timeline[1].after: no step has id 'fdae' (did you mean 'fade'?)"
    ),
    (
      scene(timeline: ##", {"after": ["fade", "zoom"], "remove": ["logo"]}"##),
      "scene.json: timeline[1].after[1]: no step has id 'zoom'"
    ),
    (
      scene(timeline: ##", {"at": 2, "remove": ["home", "holdr"]}"##),
      "scene.json: timeline[1].remove[1]: no layer has id 'holdr' (did you mean 'holder'?)"
    ),
    (
      scene(timeline: ##", {"at": 2, "set": {"logo": {"image": "home"}}}"##),
      "scene.json: timeline[1].set.logo.image: only image layers have 'image'; 'logo' is a solid layer"
    ),
    // Timeline shape.
    (
      scene(timeline: ##", {"at": 2, "after": "fade", "remove": ["logo"]}"##),
      "scene.json: timeline[1].after: give one of 'at', 'after' or 'with', not at and after"
    ),
    (
      scene(timeline: ##", {"at": 2}"##),
      "scene.json: timeline[1]: a step needs at least one of 'set', 'animate', 'animations', 'animateKeyframes', 'transition', 'remove' or 'play'"
    ),
    (
      scene(timeline: ##", {"at": -1, "remove": ["logo"]}"##),
      "scene.json: timeline[1].at: at must be 0...600 seconds, got -1.0"
    ),
    (
      scene(timeline: ##", {"at": 2, "animate": {"logo": {"frame": {"x": 0, "y": 0}}}, "duration": 1}"##),
      "scene.json: timeline[1].animate.logo.frame: a frame change needs all of x, y, width and height"
    ),
    // Not JSON at all, or the wrong top level.
    (
      "{\"layers\": [\n  {} {}]}", "scene.json: not valid JSON at line 2, column 6: unexpected '{', expected ',' or ']'"
    ),
    (
      "{\"duration\": 2,\n  \"layers\": [\n    {\"id\": \"a\"},\n  ],\n}",
      "scene.json: not valid JSON at line 3, column 16: trailing comma before ']' (JSON allows none): remove it"
    ),
    (
      "{\"duration\": 2, \"duration\": 3}",
      "scene.json: not valid JSON at line 1, column 17: duplicate key \"duration\""
    ),
    ("[]", "scene.json: expected an object, got a list"),
    ("{\"layers\": []}", "scene.json: layers: a scene needs at least one layer"),
    ("{}", "scene.json: missing key 'layers'"),
  ]
  for (json, message) in cases {
    #expect(fixture.error(json) == message)
  }
}

@Test func unreadableFileSaysSo() {
  #expect(throws: SceneError("nowhere.json: cannot read the file (no such file)")) {
    try Scene.load(contentsOf: fixture.directory.appendingPathComponent("nowhere.json"), file: "nowhere.json")
  }
}
