import SplashGD
import SplashMotion
import SplashRaster

/// The scene format as a JSON Schema (draft 2020-12), for editors' completion, hover help and
/// checking (`splashreel schema`). Every layer property — its key, aliases, value and limits,
/// default, layer types and timeline role — comes from the declarations (`LayerProperty.all`),
/// and the keys of scenes, steps, texts and overrides from the decoders' own key lists, so the
/// schema cannot drift from what the decoder accepts. The decoder stays the judge: a schema
/// cannot say everything it checks (expressions, references between ids, image files).
package enum SceneSchema {
  /// The schema's own address, as a scene's `"$schema"` may name it.
  package static let identifier = "https://splashreel.invalid/schema/scene-1.json"

  /// The schema as pretty-printed JSON, with a final newline.
  package static var json: String { document.written() + "\n" }

  static var document: JSONValue {
    object([
      ("$schema", string("https://json-schema.org/draft/2020-12/schema")),
      ("$id", string(identifier)),
      ("title", string("splashreel scene")),
      (
        "description",
        string("A launch-screen animation for splashreel: layers over a window colour and a timeline of steps.")
      ),
      ("type", string("object")),
      ("required", strings(["layers"])),
      ("properties", object(sceneProperties)),
      ("additionalProperties", .bool(false)),
      ("$defs", object(definitions)),
    ])
  }

  // MARK: The scene

  static var sceneProperties: [(key: String, value: JSONValue)] {
    let entries: [String: JSONValue] = [
      "$schema": described(["type": string("string")], "The JSON Schema an editor checks the file with; not read."),
      "format": described(["const": .number("1")], "The format's version: 1."),
      "name": described(["type": string("string")], "The scene's name (default: the file name without .json)."),
      "summary": described(["type": string("string")], "One line about the scene."),
      "note": described(["type": string("string")], "A comment; not read."),
      "duration": described(
        ["type": string("number"), "exclusiveMinimum": .number("0"), "maximum": .number("600")],
        "Seconds to render; default: the end of the timeline."),
      "background": described(
        ["$ref": string("#/$defs/color")], "The window colour behind every layer (default black)."),
      "device": described(["$ref": string("#/$defs/device")], "The device to render for when none is named."),
      "layers": described(
        ["type": string("array"), "minItems": .number("1"), "items": reference("layer")],
        "Top-level layers, back to front."),
      "timeline": described(
        ["type": string("array"), "items": reference("step")], "Steps, as UIKit schedules animation blocks."),
      "regression": described(["$ref": string("#/$defs/regression")], "What regression checks leave out."),
    ]
    return SceneBody.keys.map { ($0, entries[$0] ?? object([])) }
  }

  // MARK: Definitions

  static var definitions: [(key: String, value: JSONValue)] {
    [
      ("length", lengthSchema(nonNegative: false)),
      ("size", lengthSchema(nonNegative: true)),
      (
        "color",
        described(
          [
            "anyOf": .array([
              object([("type", string("string")), ("pattern", string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))]),
              object([("enum", strings(Color.named.map(\.name)))]),
            ])
          ], "A colour: " + Color.spellings + ".")
      ),
      (
        "device",
        described(
          [
            "anyOf": .array([
              object([("enum", strings(DeviceCatalog.all.map(\.name)))]),
              object([("type", string("string")), ("pattern", string("^[0-9]+[xX][0-9]+@[0-9]+$"))]),
            ])
          ], "A catalog device (splashreel devices) or a screen WxH@S, e.g. 390x844@3.")
      ),
      ("image", imageSchema),
      ("text", textSchema),
      ("layer", layerSchema),
      ("override", overrideSchema),
      ("step", stepSchema),
      ("change", changeSchema),
      ("regression", regressionSchema),
    ]
  }

  static func lengthSchema(nonNegative: Bool) -> JSONValue {
    var number: [(key: String, value: JSONValue)] = [("type", string("number"))]
    if nonNegative { number.append(("minimum", .number("0"))) }
    return described(
      [
        "anyOf": .array([
          object(number), object([("type", string("string")), ("minLength", .number("1"))]),
        ])
      ],
      "Points: a number, or an expression over the screen (W, H, safe.top, …; docs/scene-format.md)"
        + (nonNegative ? ", at least 0." : "."))
  }

  static var imageSchema: JSONValue {
    let variant = object([
      ("type", string("object")),
      ("required", strings(["screen", "image"])),
      (
        "properties",
        object([
          (
            "screen",
            described(["type": string("string"), "pattern": string("^[0-9]+x[0-9]+$")], "WIDTHxHEIGHT in points.")
          ),
          ("image", object([("type", string("string")), ("minLength", .number("1"))])),
        ])
      ),
      ("additionalProperties", .bool(false)),
    ])
    return described(
      [
        "anyOf": .array([
          object([("type", string("string")), ("minLength", .number("1"))]),
          object([
            ("type", string("object")), ("required", strings(["byScreen"])),
            (
              "properties",
              object([
                ("byScreen", object([("type", string("array")), ("minItems", .number("1")), ("items", variant)]))
              ])
            ),
            ("additionalProperties", .bool(false)),
          ]),
        ])
      ],
      "A picture's name next to the scene (name.png, name@2x.png, …), or pictures by screen size.")
  }

  static var textSchema: JSONValue {
    object([
      ("type", string("object")),
      ("required", strings(["string", "font", "size"])),
      ("properties", object(SceneText.keys.map { ($0, textEntries[$0] ?? object([])) })),
      ("additionalProperties", .bool(false)),
    ])
  }

  /// The members of a label's `text`, as a layer and an override give them.
  static var textEntries: [String: JSONValue] {
    [
      "string": described(["type": string("string")], "The label's text."),
      "font": described(["type": string("string")], "A fontconfig family, e.g. \"DejaVu Sans\"."),
      "size": described(
        ["type": string("number"), "exclusiveMinimum": .number("0"), "maximum": .number("1000")], "Points."),
      "color": described(["$ref": string("#/$defs/color")], "Default black."),
      "alignment": described(
        ["enum": strings(SceneText.Alignment.allCases.map(\.rawValue)), "default": string("left")], "Default left."),
      "weight": described(
        [
          "anyOf": .array([
            object([("enum", strings(TextStyle.weightNames.map(\.name)))]),
            object([("type", string("integer")), ("minimum", .number("100")), ("maximum", .number("900"))]),
          ])
        ], "A UIFont.Weight name or an OpenType weight (default 400, regular)."),
      "italic": described(["type": string("boolean"), "default": .bool(false)], "Default false."),
    ]
  }

  static var layerSchema: JSONValue {
    var properties: [(key: String, value: JSONValue)] = [
      ("id", described(["type": string("string"), "minLength": .number("1")], "Unique in the scene.")),
      ("type", described(["enum": strings(SceneLayer.Kind.allCases.map(\.rawValue))], "What the layer draws.")),
      ("note", described(["type": string("string")], "A comment; not read.")),
      ("children", described(["type": string("array"), "items": reference("layer")], "Sublayers, back to front.")),
      ("overrides", described(["type": string("array"), "items": reference("override")], "Changes on some screens.")),
      ("text", described(["$ref": string("#/$defs/text")], "A text layer's label.")),
      (
        "mask",
        described(
          ["$ref": string("#/$defs/layer")],
          "CALayer.mask: a layer whose rendered alpha shows this one, its frame in this layer's points.")
      ),
    ]
    properties += propertyKeys(LayerProperty.all, requiring: layerRequiredMembers)
    let kinds = SceneLayer.Kind.allCases.map { kind in
      let keys = SceneLayer.commonKeys + LayerProperties.keys(for: kind) + (kind == .text ? ["text"] : [])
      return object([
        (
          "if",
          object([
            ("properties", object([("type", object([("const", string(kind.rawValue))]))])),
            ("required", strings(["type"])),
          ])
        ),
        (
          "then",
          object([("propertyNames", object([("enum", strings(keys))])), ("required", strings(requiredKeys(kind)))])
        ),
      ])
    }
    return object([
      ("type", string("object")),
      ("required", strings(["id", "type", "frame"])),
      ("properties", object(properties)),
      ("additionalProperties", .bool(false)),
      ("allOf", .array(kinds)),
    ])
  }

  /// What a layer of `kind` must give besides id, type and frame (as the decoder requires).
  static func requiredKeys(_ kind: SceneLayer.Kind) -> [String] {
    switch kind {
    case .image: [LayerProperty.image.objectKey]
    case .solid: [LayerProperty.backgroundColor.objectKey]
    case .text: ["text"]
    case .group: []
    case .shape: [LayerProperty.path.objectKey]
    case .gradient: [LayerProperty.colors.objectKey]
    case .lottie: [LayerProperty.lottie.objectKey]
    case .video: [LayerProperty.video.objectKey]
    }
  }

  /// A layer's frame must give its size.
  static let layerRequiredMembers: [String: [String]] = ["frame": ["width", "height"]]

  static var overrideSchema: JSONValue {
    var properties: [(key: String, value: JSONValue)] = [
      ("when", described(["type": string("string")], "A condition over the screen, e.g. \"H < 700\".")),
      ("devices", described(["type": string("array"), "items": reference("device")], "The devices it applies to.")),
      ("note", described(["type": string("string")], "A comment; not read.")),
      (
        "text",
        described(
          [
            "type": string("object"), "minProperties": .number("1"),
            "properties": object(LayerOverride.TextChange.keys.map { ($0, textEntries[$0] ?? object([])) }),
            "additionalProperties": .bool(false),
          ], "What the label shows on these screens: any of a text's members.")
      ),
    ]
    properties = LayerOverride.ownKeys.map { key in properties.first { $0.key == key } ?? (key, object([])) }
    properties += propertyKeys(LayerProperty.all, requiring: [:])
    return object([
      ("type", string("object")),
      ("properties", object(properties)),
      ("additionalProperties", .bool(false)),
      ("oneOf", .array([object([("required", strings(["when"]))]), object([("required", strings(["devices"]))])])),
    ])
  }

  static var stepSchema: JSONValue {
    let seconds: [String: JSONValue] = ["type": string("number"), "minimum": .number("0"), "maximum": .number("600")]
    let changes = ["type": string("object"), "additionalProperties": reference("change")]
    let entries: [String: JSONValue] = [
      "id": described(["type": string("string"), "minLength": .number("1")], "Names the step for after and with."),
      "note": described(["type": string("string")], "A comment; not read."),
      "at": described(seconds, "Starts at this many seconds after launch."),
      "after": described(
        [
          "anyOf": .array([
            object([("type", string("string"))]),
            object([
              ("type", string("array")), ("minItems", .number("1")), ("items", object([("type", string("string"))])),
            ]),
          ])
        ], "Starts when these steps complete (a completion block)."),
      "with": described(["type": string("string")], "Starts with this step (dispatch_after inside its block)."),
      "delay": described(seconds, "Seconds after the start it is scheduled by."),
      "set": described(changes, "Layer id → values set at once at the start."),
      "animate": described(changes, "Layer id → values animated from the start."),
      "duration": described(seconds, "Seconds the animations run; required unless the curve settles by itself."),
      "curve": described(
        ["type": string("string"), "default": string("easeInOut")],
        "linear, easeIn, easeOut, easeInOut, default, cubic-bezier(x1, y1, x2, y2), spring(damping:, velocity:), "
          + "ca-spring(…), bounce-spring(…), swiftui-spring(…), smooth, snappy, bouncy (splashreel curve --help)."),
      "animationDelay": described(seconds, "Seconds the animations wait after the step starts."),
      "remove": described(
        ["type": string("array"), "items": object([("type", string("string"))])],
        "Layers removed (removeFromSuperview)."),
      "animations": described(
        ["type": string("array"), "items": object([("type", string("object"))])],
        "Core Animation animations added at the start: basic, keyframe, spring or group, with CAMediaTiming keys "
          + "(docs/scene-format.md, Core Animation)."),
      "play": described(
        [
          "anyOf": .array([
            object([("type", string("object"))]),
            object([("type", string("string")), ("minLength", .number("1"))]),
            object([
              ("type", string("array")),
              ("items", object([("type", .array([string("object"), string("string")]))])),
            ]),
          ])
        ],
        "Lottie and video layers played at the start, one or a list: a layer id, or an object (lottie-ios's "
          + "play(fromProgress:toProgress:loopMode:) keys; a video layer's only layer and loop)."),
      "options": described(
        options(for: .animate), "UIView.AnimationOptions of animate: repeat, autoreverse, curveEaseIn/Out/InOut/Linear."
      ),
      "repeatCount": described(
        [
          "type": string("number"), "exclusiveMinimum": .number("0"),
          "maximum": .number(Repetition.format(SceneLimits.maximumRepeatCount)),
        ],
        "Cycles of a repeating animate (with the option repeat): UIView.modifyAnimations(withRepeatCount:autoreverses:)."
      ),
      "animateKeyframes": described(
        [
          "type": string("object"), "required": strings(["withDuration", "keyframes"]),
          "additionalProperties": .bool(false),
          "properties": object([
            ("withDuration", plain(seconds)),
            ("delay", plain(seconds)),
            ("options", plain(options(for: .animateKeyframes))),
            ("note", object([("type", string("string"))])),
            (
              "keyframes",
              object([
                ("type", string("array")), ("minItems", .number("1")),
                ("maxItems", .number(String(SceneLimits.maximumViewKeyframes))),
                (
                  "items",
                  object([
                    ("type", string("object")),
                    ("required", strings(["withRelativeStartTime", "relativeDuration", "animations"])),
                    ("additionalProperties", .bool(false)),
                    (
                      "properties",
                      object([
                        ("withRelativeStartTime", fraction), ("relativeDuration", fraction),
                        ("animations", plain(changes)),
                        ("note", object([("type", string("string"))])),
                      ])
                    ),
                  ])
                ),
              ])
            ),
          ]),
        ], "UIView.animateKeyframes(withDuration:delay:options:animations:) with its addKeyframe blocks."),
      "transition": described(
        [
          "type": string("object"), "required": strings(["with", "duration", "options", "animations"]),
          "additionalProperties": .bool(false),
          "properties": object([
            ("with", object([("type", string("string")), ("minLength", .number("1"))])),
            ("duration", plain(seconds)),
            ("options", plain(options(for: .transition))),
            ("animations", plain(changes)),
            ("note", object([("type", string("string"))])),
          ]),
        ],
        "UIView.transition(with:duration:options:animations:): transitionCrossDissolve or transitionFlipFromLeft/Right/Top/Bottom."
      ),
    ]
    return object([
      ("type", string("object")),
      ("properties", object(SceneStep.keys.map { ($0, entries[$0] ?? object([])) })),
      ("additionalProperties", .bool(false)),
      (
        "anyOf",
        .array(
          ["set", "animate", "remove", "animations", "play", "animateKeyframes", "transition"].map {
            object([("required", strings([$0]))])
          })
      ),
    ])
  }

  /// `members` in the order `described` gives them, without a description.
  static func plain(_ members: [String: JSONValue]) -> JSONValue {
    guard case .object(let list) = described(members, "") else { return .object([]) }
    return .object(Array(list.dropLast()))
  }

  /// A fraction 0...1 (a relative time of a keyframe).
  static let fraction = object([("type", string("number")), ("minimum", .number("0")), ("maximum", .number("1"))])

  /// The option names `api` takes, each at most once.
  static func options(for api: ViewAnimationOptions.Option.API) -> [String: JSONValue] {
    [
      "type": string("array"), "uniqueItems": .bool(true),
      "items": object([("enum", strings(ViewAnimationOptions.Option.allowed(in: api).map(\.rawValue)))]),
    ]
  }

  static var changeSchema: JSONValue {
    let changing = LayerProperty.all.filter { $0.timeline != .fixed }
    let groups = Dictionary(
      uniqueKeysWithValues: LayerProperty.groups.map { ($0.key, $0.value.members.compactMap(\.memberKey)) })
    var properties = propertyKeys(changing, requiring: groups, aliases: false)
    properties.append(("text", described(["type": string("string")], "A text layer's new label.")))
    return object([
      ("type", string("object")),
      ("minProperties", .number("1")),
      ("properties", object(properties)),
      ("additionalProperties", .bool(false)),
    ])
  }

  static var regressionSchema: JSONValue {
    let note = object([("type", string("string"))])
    let layer = object([
      ("type", string("object")), ("required", strings(["layer"])),
      ("properties", object([("layer", object([("type", string("string"))])), ("note", note)])),
      ("additionalProperties", .bool(false)),
    ])
    let region = object([
      ("type", string("object")), ("required", strings(["x", "y", "width", "height"])),
      (
        "properties",
        object(["x", "y", "width", "height"].map { ($0, reference("length")) } + [("note", note)])
      ),
      ("additionalProperties", .bool(false)),
    ])
    return object([
      ("type", string("object")),
      (
        "properties",
        object([
          ("ignore", object([("type", string("array")), ("items", object([("anyOf", .array([layer, region]))]))])),
          ("note", note),
        ])
      ),
      ("additionalProperties", .bool(false)),
    ])
  }

  // MARK: Properties from the catalog

  /// The JSON keys of `properties` with their schemas: one key per property (and alias), or one
  /// object per group of members (`frame`, `transform`), whose `requiring` members are required.
  static func propertyKeys(
    _ properties: [LayerProperty], requiring: [String: [String]], aliases: Bool = true
  ) -> [(key: String, value: JSONValue)] {
    var keys: [(key: String, value: JSONValue)] = []
    var objects: [(key: String, members: [LayerProperty])] = []
    for property in properties {
      if property.memberKey == nil {
        let schema = propertySchema(property)
        keys.append((property.key, schema))
        if aliases { keys += property.aliases.map { ($0, schema) } }
      } else if let index = objects.firstIndex(where: { $0.key == property.objectKey }) {
        objects[index].members.append(property)
        keys[keys.firstIndex { $0.key == property.objectKey }!].value = .null
      } else {
        objects.append((property.objectKey, [property]))
        keys.append((property.objectKey, .null))
      }
    }
    for (key, members) in objects {
      var body: [(key: String, value: JSONValue)] = [
        ("type", string("object")),
        ("properties", object(members.map { ($0.memberKey!, propertySchema($0)) })),
        ("additionalProperties", .bool(false)),
      ]
      if let required = requiring[key] { body.insert(("required", strings(required)), at: 1) }
      var schema = object(body)
      if let shorthand = LayerProperty.shorthands[key] {
        schema = object([("anyOf", .array([object([("const", string(shorthand.word))]), schema]))])
      }
      keys[keys.firstIndex { $0.key == key }!].value = schema
    }
    return keys
  }

  /// One property's value schema with its description and default.
  static func propertySchema(_ property: LayerProperty) -> JSONValue {
    var members: [(key: String, value: JSONValue)]
    switch property.value {
    case .length(let nonNegative): members = [("$ref", string("#/$defs/" + (nonNegative ? "size" : "length")))]
    case .lengthPair: members = pair(reference("length"))
    case .number(let range): members = numberRange(range)
    case .numberOrPair(let range):
      members = [("anyOf", .array([object(numberRange(range)), object(pair(object(numberRange(range))))]))]
    case .numberPair(let range): members = pair(object(numberRange(range)))
    case .bool: members = [("type", string("boolean"))]
    case .color: members = [("$ref", string("#/$defs/color"))]
    case .choice(let names, _): members = [("enum", strings(names))]
    case .nameList(let names, _):
      members = [
        ("type", string("array")), ("items", object([("enum", strings(names))])), ("uniqueItems", .bool(true)),
        ("maxItems", .number(String(names.count))),
      ]
    case .image: members = [("$ref", string("#/$defs/image"))]
    case .path:
      // SVG path data, or one UIBezierPath-style primitive object.
      members = [("anyOf", .array([object([("type", string("string"))]), object([("type", string("object"))])]))]
    case .file: members = [("type", string("string")), ("minLength", .number("1"))]
    case .colors(let maximum):
      members = [
        ("type", string("array")), ("items", reference("color")), ("minItems", .number("1")),
        ("maxItems", .number(String(maximum))),
      ]
    case .numberList(let range, let maximum):
      members = [
        ("type", string("array")), ("items", object(numberRange(range))), ("maxItems", .number(String(maximum))),
      ]
    }
    var text = property.summary.replacingOccurrences(of: "`", with: "")
    if let layers = property.layerTypes {
      text += ". Layers: " + layers.map(\.rawValue).sorted().joined(separator: ", ")
    }
    switch property.timeline {
    case .fixed: text += ". Fixed: the timeline cannot change it."
    case .changes(let timeline): text += timeline.isAnimatable ? ". Animates." : ". Changes at once."
    case .member(let group): text += ". Animates, as a whole \(group)."
    }
    members.append(("description", string(text)))
    if let value = property.defaultValue.flatMap(defaultJSON) { members.append(("default", value)) }
    return object(members)
  }

  static func numberRange(_ range: ClosedRange<Double>) -> [(key: String, value: JSONValue)] {
    [("type", string("number")), ("minimum", number(range.lowerBound)), ("maximum", number(range.upperBound))]
  }

  static func pair(_ item: JSONValue) -> [(key: String, value: JSONValue)] {
    [("type", string("array")), ("items", item), ("minItems", .number("2")), ("maxItems", .number("2"))]
  }

  /// A declared default as JSON (nil for none a file could write).
  static func defaultJSON(_ input: PropertyInput) -> JSONValue? {
    switch input {
    case .lengths(let lengths):
      let values = lengths.map { length -> JSONValue in
        if let value = Double(length.source) { return number(value) }
        return string(length.source)
      }
      return values.count == 1 ? values[0] : .array(values)
    case .numbers(let numbers): return numbers.count == 1 ? number(numbers[0]) : .array(numbers.map(number))
    case .bool(let flag): return .bool(flag)
    case .color(let color):
      return string(Color.named.first { $0.color == color }?.name ?? SceneColor.written(color))
    case .name(let name): return string(name)
    case .names(let names): return .array(names.map(string))
    case .file(let path): return string(path)
    case .image: return nil
    case .colors(let colors):
      return .array(
        colors.map { color in string(Color.named.first { $0.color == color }?.name ?? SceneColor.written(color)) })
    }
  }

  // MARK: Building JSON

  static func object(_ members: [(key: String, value: JSONValue)]) -> JSONValue { .object(members) }

  static func string(_ text: String) -> JSONValue { .string(text) }

  static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

  static func reference(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/" + name))]) }

  /// `members` (in the order given, `type` first) plus a description.
  static func described(_ members: [String: JSONValue], _ text: String) -> JSONValue {
    let order = [
      "$ref", "type", "const", "enum", "anyOf", "pattern", "minLength", "minimum", "exclusiveMinimum", "maximum",
      "minItems", "items", "additionalProperties", "default",
    ]
    let sorted = members.sorted {
      (order.firstIndex(of: $0.key) ?? 99, $0.key) < (order.firstIndex(of: $1.key) ?? 99, $1.key)
    }
    return .object(sorted.map { (key: $0.key, value: $0.value) } + [("description", .string(text))])
  }

  /// A number as JSON writes it: whole numbers without a fraction.
  static func number(_ value: Double) -> JSONValue {
    if value == value.rounded() && abs(value) < 1e15 { return .number(String(Int(value))) }
    return .number(String(value))
  }
}
