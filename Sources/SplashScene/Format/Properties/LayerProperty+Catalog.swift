import SplashMotion
import SplashRaster

/// Every property a layer can give, declared once. Adding a property is one declaration here
/// (plus its channel when the timeline animates it) and its drawing code.
extension LayerProperty {
  /// The channels the timeline animates, named by Core Animation's key paths.
  public enum Channels {
    public static let position = Channel("position")
    public static let size = Channel("bounds.size")
    public static let translation = Channel("transform.translation")
    public static let scale = Channel("transform.scale", identity: SIMD4(1, 1, 0, 0))
    /// Radians, clockwise on screen.
    public static let rotation = Channel("transform.rotation")
    public static let opacity = Channel("opacity", identity: SIMD4(1, 0, 0, 0))
    /// Straight alpha, r, g, b, a in 0...1.
    public static let backgroundColor = Channel("backgroundColor")
    public static let cornerRadius = Channel("cornerRadius")
    public static let borderWidth = Channel("borderWidth")
    /// Opaque black until given, as Core Animation's `borderColor`.
    public static let borderColor = Channel("borderColor", identity: SIMD4(0, 0, 0, 1))
    public static let hidden = DiscreteChannel("hidden", identity: .bool(false))
    /// The key of the image shown (`RenderAssets`), none until given.
    public static let image = DiscreteChannel("contents")
    public static let text = DiscreteChannel("text")
    public static let removed = DiscreteChannel("removed", identity: .bool(false))
  }

  public static let x = LayerProperty(
    "frame.x", .length(nonNegative: false), default: .length(Length(0)), timeline: .member(of: "frame"),
    summary: "left edge in the parent's points")
  public static let y = LayerProperty(
    "frame.y", .length(nonNegative: false), default: .length(Length(0)), timeline: .member(of: "frame"),
    summary: "top edge in the parent's points")
  public static let width = LayerProperty(
    "frame.width", .length(nonNegative: true), default: .length(Length(0)), timeline: .member(of: "frame"),
    summary: "required in a layer")
  public static let height = LayerProperty(
    "frame.height", .length(nonNegative: true), default: .length(Length(0)), timeline: .member(of: "frame"),
    summary: "required in a layer")
  public static let anchorPoint = LayerProperty(
    "anchorPoint", .numberPair(-SceneLimits.maximumAnchor...SceneLimits.maximumAnchor), default: .numbers([0.5, 0.5]),
    summary: "the point of the bounds the transform applies about, in the unit square")
  public static let translation = LayerProperty(
    "transform.translation", .lengthPair, default: .lengths([Length(0), Length(0)]),
    timeline: .changes(.numbers("translation", channel: Channels.translation, counts: [2], wanted: "[x, y]")),
    reports: [
      .number(.points, "translation.x", stored: "translationX", ["translation"]) { [$0[Channels.translation].x] },
      .number(.points, "translation.y", stored: "translationY", ["translation"]) { [$0[Channels.translation].y] },
    ],
    summary: "applied after scale and rotation, in the parent's points")
  public static let scale = LayerProperty(
    "transform.scale", .numberOrPair(-SceneLimits.maximumScale...SceneLimits.maximumScale), default: .numbers([1, 1]),
    timeline: .changes(
      .numbers("scale", channel: Channels.scale, counts: [1, 2], wanted: "[x, y] or a number") { v in
        SIMD4(v[0], v[v.count - 1], 0, 0)
      }),
    reports: [
      .number(.scale, "scale.x", stored: "scaleX", ["scale"]) { [$0[Channels.scale].x] },
      .number(.scale, "scale.y", stored: "scaleY", ["scale"]) { [$0[Channels.scale].y] },
    ],
    summary: "one factor or `[sx, sy]`, about the anchor point")
  public static let rotation = LayerProperty(
    "transform.rotation", .number(-SceneLimits.maximumRotation...SceneLimits.maximumRotation),
    default: .number(0),
    timeline: .changes(
      .numbers("rotation", channel: Channels.rotation, counts: [1], wanted: "a number") { v in
        SIMD4(v[0] * .pi / 180, 0, 0, 0)
      }),
    reports: [.number(.degrees, "rotation", ["rotation"]) { [$0[Channels.rotation].x * 180 / .pi] }],
    summary: "degrees, clockwise")
  public static let alpha = LayerProperty(
    "alpha", .number(0...1), default: .number(1), timeline: .changes(.number("alpha", channel: Channels.opacity)),
    reports: [.number(.alpha, "alpha", ["alpha"]) { [$0[Channels.opacity].x] }],
    summary: "below 1 with visible children: the subtree is flattened first, then faded as one (group opacity)")
  public static let hidden = LayerProperty(
    "hidden", .bool, default: .bool(false), timeline: .changes(.flag("hidden", channel: Channels.hidden)),
    reports: [.flag("hidden", ["hidden"], Channels.hidden)],
    summary: "a hidden layer draws nothing, nor do its children")
  public static let backgroundColor = LayerProperty(
    "backgroundColor", .color, default: .color(.clear),
    timeline: .changes(.color("backgroundColor", channel: Channels.backgroundColor)),
    reports: [
      .number(.color, "backgroundColor", stored: "background", ["backgroundColor"]) {
        let c = $0[Channels.backgroundColor]
        return [c.x, c.y, c.z, c.w]
      }
    ],
    summary: "rounded by `cornerRadius`; required in a solid layer")
  public static let cornerRadius = LayerProperty(
    "cornerRadius", .length(nonNegative: true), default: .length(Length(0)),
    timeline: .changes(.number("cornerRadius", channel: Channels.cornerRadius)),
    reports: [.number(.points, "cornerRadius", ["cornerRadius"]) { [$0[Channels.cornerRadius].x] }],
    summary: "rounds the background and border; with `masksToBounds` clips everything (100×100 with 50 = a circle)")
  public static let borderWidth = LayerProperty(
    "borderWidth", .length(nonNegative: true), default: .length(Length(0)),
    timeline: .changes(.number("borderWidth", channel: Channels.borderWidth)),
    reports: [.number(.points, "borderWidth", ["borderWidth"]) { [$0[Channels.borderWidth].x] }],
    summary: "a border inset from the bounds, following the rounded corners, drawn above the content and sublayers")
  public static let borderColor = LayerProperty(
    "borderColor", .color, default: .color(.black),
    timeline: .changes(.color("borderColor", channel: Channels.borderColor)),
    reports: [
      .number(.color, "borderColor", ["borderColor"]) {
        let c = $0[Channels.borderColor]
        return [c.x, c.y, c.z, c.w]
      }
    ],
    summary: "the border's colour (Core Animation's default: opaque black)")
  public static let masksToBounds = LayerProperty(
    "masksToBounds", aliases: ["clipsToBounds"], .bool, default: .bool(false),
    summary: "clips content and children to the rounded bounds, in the layer's own space")
  public static let contentMode = LayerProperty(
    "contentMode", .choice(ContentMode.allCases.map(\.rawValue), noun: "content mode"),
    default: .name(ContentMode.scaleToFill.rawValue),
    layerTypes: [.image, .lottie],
    summary: "how the picture is placed in the bounds (UIImageView's default: scaleToFill; a lottie layer's: aspectFit)"
  )
  public static let image = LayerProperty(
    "image", .image, layerTypes: [.image], timeline: .changes(.string("image", channel: Channels.image)),
    reports: [.string("image", ["image"], Channels.image)],
    summary: "the picture (below); required in an image layer")
  public static let minificationFilter = LayerProperty(
    "minificationFilter", .choice(SamplingFilter.allCases.map(\.rawValue), noun: "filter"),
    default: .name(SamplingFilter.linear.rawValue), layerTypes: [.image],
    summary: "how the picture is read when drawn smaller than its pixels")
  public static let magnificationFilter = LayerProperty(
    "magnificationFilter", .choice(SamplingFilter.allCases.map(\.rawValue), noun: "filter"),
    default: .name(SamplingFilter.linear.rawValue), layerTypes: [.image],
    summary: "how the picture is read when drawn larger than its pixels")
  public static let allowsEdgeAntialiasing = LayerProperty(
    "allowsEdgeAntialiasing", .bool, default: .bool(false),
    summary: "whether edges a rotation turns off the pixel grid are antialiased (Core Animation's default: false)")

  /// Every declared property, in the order the property table lists them.
  public static let all: [LayerProperty] = [
    x, y, width, height, anchorPoint, translation, scale, rotation, alpha, cornerRadius, backgroundColor, borderWidth,
    borderColor, hidden, masksToBounds, contentMode, image, minificationFilter, magnificationFilter,
    allowsEdgeAntialiasing,
    lottie, currentProgress,
  ]

  /// Properties that several keys change together: a change gives all of them, and the timeline
  /// gets one value, the members' values in order.
  static let groups: [String: (members: [LayerProperty], property: Property)] = [
    "frame": (
      [x, y, width, height],
      Property("frame", isAnimatable: true) { value throws(MotionError) in
        // Core Animation animates a frame as its position (the centre) and its bounds size.
        let v = try value.numbers(for: "frame", counts: [4], wanted: "[x, y, width, height]")
        return [
          .value(Channels.position, SIMD4(v[0] + v[2] / 2, v[1] + v[3] / 2, 0, 0)),
          .value(Channels.size, SIMD4(v[2], v[3], 0, 0)),
        ]
      }
    )
  ]

  /// What is wrong with a change that gives some members of `group` but not all:
  /// "a frame change needs all of x, y, width and height".
  static func incompleteMessage(_ group: String) -> String {
    let names = groups[group]!.members.map { $0.memberKey ?? $0.key }
    return "a \(group) change needs all of \(names.dropLast().joined(separator: ", ")) and \(names.last!)"
  }

  /// Shorthands a key's object may be written as instead (`"transform": "identity"`).
  static let shorthands: [String: (word: String, values: [(LayerProperty, PropertyInput)])] = [
    "transform": (
      "identity",
      [(translation, .lengths([Length(0), Length(0)])), (scale, .numbers([1, 1])), (rotation, .number(0))]
    )
  ]

  /// How motion reports name the frame (its origin and size).
  static let frameReports: [MotionChannel] = [
    .number(.points, "x", ["frame"]) { [$0[Channels.position].x - $0[Channels.size].x / 2] },
    .number(.points, "y", ["frame"]) { [$0[Channels.position].y - $0[Channels.size].y / 2] },
    .number(.points, "width", ["frame"]) { [$0[Channels.size].x] },
    .number(.points, "height", ["frame"]) { [$0[Channels.size].y] },
  ]

  /// How motion reports name what only the timeline changes: removal and a label's text.
  static let timelineReports: [MotionChannel] = [
    .flag("removed", ["removed"], Channels.removed),
    .string("text", ["text"], Channels.text),
  ]
}

// MARK: Lottie layers (issue 32)

extension LayerProperty {
  public static let lottie = LayerProperty(
    "lottie", .path, layerTypes: [.lottie],
    summary: "the Lottie JSON file, relative to the scene's folder; required in a lottie layer")
  public static let currentProgress = LayerProperty(
    "currentProgress", .number(0...1), default: .number(0), layerTypes: [.lottie],
    summary:
      "the frame shown before a `play` step starts, as a fraction of the animation (lottie-ios's currentProgress)")

  /// Defaults that differ by layer type: a lottie layer places its animation as
  /// LottieAnimationView does (`contentMode = .scaleAspectFit`, `clipsToBounds = true` in its
  /// `commonInit`).
  static let typeDefaults: [SceneLayer.Kind: [String: PropertyInput]] = [
    .lottie: ["contentMode": .name(ContentMode.aspectFit.rawValue), "masksToBounds": .bool(true)]
  ]

  /// The value when a layer of type `kind` gives none.
  func defaultValue(for kind: SceneLayer.Kind) -> PropertyInput? { Self.typeDefaults[kind]?[key] ?? defaultValue }
}
