import SplashMotion
import SplashRaster

/// Every property a layer can give, declared once. Adding a property is one declaration here
/// (plus its channel when the timeline animates it) and its drawing code.
extension LayerProperty {
  /// The channels the timeline animates, named by Core Animation's key paths.
  package enum Channels {
    package static let position = Channel("position")
    package static let size = Channel("bounds.size")
    package static let translation = Channel("transform.translation")
    package static let scale = Channel("transform.scale", identity: SIMD4(1, 1, 0, 0))
    /// Radians, clockwise on screen.
    package static let rotation = Channel("transform.rotation")
    package static let opacity = Channel("opacity", identity: SIMD4(1, 0, 0, 0))
    /// Straight alpha, r, g, b, a in 0...1.
    package static let backgroundColor = Channel("backgroundColor")
    package static let cornerRadius = Channel("cornerRadius")
    package static let borderWidth = Channel("borderWidth")
    /// Opaque black until given, as Core Animation's `borderColor`.
    package static let borderColor = Channel("borderColor", identity: SIMD4(0, 0, 0, 1))
    package static let hidden = DiscreteChannel("hidden", identity: .bool(false))
    /// The key of the image shown (`RenderAssets`), none until given.
    package static let image = DiscreteChannel("contents")
    package static let text = DiscreteChannel("text")
    package static let removed = DiscreteChannel("removed", identity: .bool(false))
    // Shadows.
    package static let shadowOpacity = Channel("shadowOpacity")
    /// Opaque black until given, as Core Animation's `shadowColor`.
    package static let shadowColor = Channel("shadowColor", identity: SIMD4(0, 0, 0, 1))
    /// Core Animation's legacy default, 3 points up.
    package static let shadowOffset = Channel("shadowOffset", identity: SIMD4(0, -3, 0, 0))
    package static let shadowRadius = Channel("shadowRadius", identity: SIMD4(3, 0, 0, 0))
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
  public static let maskedCorners = LayerProperty(
    "maskedCorners", .nameList(CornerMask.names.map(\.name), noun: "corner"),
    default: .names(CornerMask.names.map(\.name)),
    summary:
      "the corners `cornerRadius` rounds (CACornerMask; the others stay square), for the background, border, clipping and shadow"
  )
  public static let cornerCurve = LayerProperty(
    "cornerCurve", .choice(CornerCurve.allCases.map(\.rawValue), noun: "corner curve"),
    default: .name(CornerCurve.circular.rawValue),
    summary:
      "`circular` quarter circles, or iOS 13's `continuous` corners (PaintCode's published Bézier fit of iOS 7's rounded rectangle, below)"
  )
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

  // Shadows.
  public static let shadowOpacity = LayerProperty(
    "shadowOpacity", .number(0...1), default: .number(0),
    timeline: .changes(.number("shadowOpacity", channel: Channels.shadowOpacity)),
    reports: [.number(.alpha, "shadowOpacity", ["shadowOpacity"]) { [$0[Channels.shadowOpacity].x] }],
    summary: "the shadow's opacity; 0 (Core Animation's default) draws no shadow")
  public static let shadowColor = LayerProperty(
    "shadowColor", .color, default: .color(.black),
    timeline: .changes(.color("shadowColor", channel: Channels.shadowColor)),
    reports: [
      .number(.color, "shadowColor", ["shadowColor"]) {
        let c = $0[Channels.shadowColor]
        return [c.x, c.y, c.z, c.w]
      }
    ],
    summary: "the shadow's colour (default opaque black)")
  public static let shadowOffset = LayerProperty(
    "shadowOffset", .lengthPair, default: .lengths([Length(0), Length(-3)]),
    timeline: .changes(.numbers("shadowOffset", channel: Channels.shadowOffset, counts: [2], wanted: "[x, y]")),
    reports: [
      .number(.points, "shadowOffset.x", stored: "shadowOffsetX", ["shadowOffset"]) { [$0[Channels.shadowOffset].x] },
      .number(.points, "shadowOffset.y", stored: "shadowOffsetY", ["shadowOffset"]) { [$0[Channels.shadowOffset].y] },
    ],
    summary: "`[x, y]` points in the layer's own space (default `[0, -3]`: 3 pt up)")
  public static let shadowRadius = LayerProperty(
    "shadowRadius", .number(0...SceneLimits.maximumShadowRadius), default: .number(3),
    timeline: .changes(.number("shadowRadius", channel: Channels.shadowRadius)),
    reports: [.number(.points, "shadowRadius", ["shadowRadius"]) { [$0[Channels.shadowRadius].x] }],
    summary: "the blur in points: a Gaussian of σ = shadowRadius, beneath the layer's composited alpha (default 3)")
  public static let shadowPath = LayerProperty(
    "shadowPath", .path,
    summary:
      "the shadow's shape in the layer's points, as a shape layer's `path` (SVG path data or a primitive), instead of the layer's alpha"
  )

  /// Every declared property, in the order the property table lists them.
  public static let all: [LayerProperty] =
    [
      x, y, width, height, anchorPoint, translation, scale, rotation,
    ] + depthProperties + [
      alpha, cornerRadius, maskedCorners, cornerCurve, backgroundColor, borderWidth,
      borderColor, hidden, masksToBounds, contentMode, image, minificationFilter, magnificationFilter,
      allowsEdgeAntialiasing,
      // Tint and template pictures (LayerProperty+Tint.swift).
      tintColor, renderingMode,
      // A label's layout (LayerProperty+Label.swift).
      numberOfLines, lineBreakMode, textAlignment, lineSpacing, lineHeightMultiple, kern,
      // Lottie layers (below).
      lottie, currentProgress,
      // Video layers (below).
      video, videoGravity,
    ] + shapeProperties + gradientProperties + effects

  /// The drawing effects (shadows), listed after the others.
  static let effects: [LayerProperty] = [shadowOpacity, shadowColor, shadowOffset, shadowRadius, shadowPath]

  /// Properties that several keys change together: a change gives all of them, and the timeline
  /// gets one value, the members' values in order.
  static let groups: [String: (members: [LayerProperty], property: Property)] = [
    "frame": (
      [x, y, width, height],
      Property(
        "frame", isAnimatable: true,
        channelShapes: [
          ChannelShape(channel: Channels.position, lanes: 2), ChannelShape(channel: Channels.size, lanes: 2),
        ]
      ) { value throws(MotionError) in
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
      [
        (translation, .lengths([Length(0), Length(0)])), (scale, .numbers([1, 1])), (rotation, .number(0)),
        (rotationX, .number(0)), (rotationY, .number(0)), (translationZ, .length(Length(0))), (m34, .number(0)),
      ]
    ),
    "sublayerTransform": (
      "identity", [(sublayerRotationX, .number(0)), (sublayerRotationY, .number(0)), (sublayerM34, .number(0))]
    ),
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

// MARK: Shape and gradient layers (CAShapeLayer, CAGradientLayer)

extension LayerProperty.Channels {
  /// Straight alpha, r, g, b, a in 0...1; opaque black until given, as CAShapeLayer's.
  package static let fillColor = Channel("fillColor", identity: SIMD4(0, 0, 0, 1))
  /// None (clear) until given, as CAShapeLayer's.
  package static let strokeColor = Channel("strokeColor")
  package static let lineWidth = Channel("lineWidth", identity: SIMD4(1, 0, 0, 0))
  package static let miterLimit = Channel("miterLimit", identity: SIMD4(10, 0, 0, 0))
  package static let lineDashPhase = Channel("lineDashPhase")
  package static let strokeStart = Channel("strokeStart")
  package static let strokeEnd = Channel("strokeEnd", identity: SIMD4(1, 0, 0, 0))
  /// A gradient's colours, one channel each (straight r, g, b, a); stops past the count repeat
  /// the last colour, so that animating to more colours grows them out of it.
  package static let colors = (0..<SceneLimits.maximumGradientStops).map { Channel("colors.\($0)") }
  /// How many colours a gradient has.
  package static let colorCount = DiscreteChannel("colors.count")
  /// A gradient's locations, four per channel.
  package static let locations = (0..<(SceneLimits.maximumGradientStops + 3) / 4).map { Channel("locations.\($0)") }
  /// How many locations are given (none: evenly spaced).
  package static let locationCount = DiscreteChannel("locations.count")
  package static let startPoint = Channel("startPoint", identity: SIMD4(0.5, 0, 0, 0))
  package static let endPoint = Channel("endPoint", identity: SIMD4(0.5, 1, 0, 0))
}

extension LayerProperty {
  public static let path = LayerProperty(
    "path", .path, layerTypes: [.shape],
    summary: "the outline, in the layer's points: SVG path data or a primitive (below); required in a shape layer")
  public static let fillColor = LayerProperty(
    "fillColor", .color, default: .color(.black), layerTypes: [.shape],
    timeline: .changes(.color("fillColor", channel: Channels.fillColor)),
    summary: "the path's fill (CAShapeLayer's default: opaque black; `clear` for none)")
  public static let fillRule = LayerProperty(
    "fillRule", .choice(FillRule.allCases.map(\.rawValue), noun: "fill rule"),
    default: .name(FillRule.nonZero.rawValue),
    layerTypes: [.shape], summary: "which points the path encloses")
  public static let strokeColor = LayerProperty(
    "strokeColor", .color, default: .color(.clear), layerTypes: [.shape],
    timeline: .changes(.color("strokeColor", channel: Channels.strokeColor)),
    summary: "the stroke centred on the path, drawn over the fill (default none)")
  public static let lineWidth = LayerProperty(
    "lineWidth", .length(nonNegative: true), default: .length(Length(1)), layerTypes: [.shape],
    timeline: .changes(.number("lineWidth", channel: Channels.lineWidth)), summary: "the stroke's width in points")
  public static let lineCap = LayerProperty(
    "lineCap", .choice(StrokeStyle.LineCap.allCases.map(\.rawValue), noun: "line cap"),
    default: .name(StrokeStyle.LineCap.butt.rawValue), layerTypes: [.shape], summary: "how open ends are drawn")
  public static let lineJoin = LayerProperty(
    "lineJoin", .choice(StrokeStyle.LineJoin.allCases.map(\.rawValue), noun: "line join"),
    default: .name(StrokeStyle.LineJoin.miter.rawValue), layerTypes: [.shape], summary: "how segments meet")
  public static let miterLimit = LayerProperty(
    "miterLimit", .number(-SceneLimits.maximumScale...SceneLimits.maximumScale), default: .number(10),
    layerTypes: [.shape], timeline: .changes(.number("miterLimit", channel: Channels.miterLimit)),
    summary: "a miter longer than this many line widths is bevelled")
  public static let lineDashPattern = LayerProperty(
    "lineDashPattern", .numberList(0...SceneLimits.maximumLength, maximum: SceneLimits.maximumDashCount),
    layerTypes: [.shape],
    summary: "painted and unpainted lengths in points, alternately, restarting at each subpath (none: solid)")
  public static let lineDashPhase = LayerProperty(
    "lineDashPhase", .length(nonNegative: false), default: .length(Length(0)), layerTypes: [.shape],
    timeline: .changes(.number("lineDashPhase", channel: Channels.lineDashPhase)),
    summary: "how far into the dash pattern the stroke starts (animate it for marching ants)")
  public static let strokeStart = LayerProperty(
    "strokeStart", .number(0...1), default: .number(0), layerTypes: [.shape],
    timeline: .changes(.number("strokeStart", channel: Channels.strokeStart)),
    summary: "where the stroke starts, as a fraction of the path's arc length")
  public static let strokeEnd = LayerProperty(
    "strokeEnd", .number(0...1), default: .number(1), layerTypes: [.shape],
    timeline: .changes(.number("strokeEnd", channel: Channels.strokeEnd)),
    summary: "where the stroke ends, as a fraction of the path's arc length (animate 0 → 1: the path draws itself)")

  public static let gradientType = LayerProperty(
    "gradient", .choice(Gradient.Kind.allCases.map(\.rawValue), noun: "gradient type"),
    default: .name(Gradient.Kind.axial.rawValue), layerTypes: [.gradient],
    summary: "CAGradientLayer's `type` (the layer's `type` is `gradient`, so the key is `gradient`)")
  public static let colors = LayerProperty(
    "colors", .colors(maximum: SceneLimits.maximumGradientStops), layerTypes: [.gradient],
    timeline: .changes(gradientColors),
    summary: "the gradient's colours, interpolated straight (not premultiplied); required in a gradient layer")
  public static let locations = LayerProperty(
    "locations",
    .numberList(
      -SceneLimits.maximumGradientLocation...SceneLimits.maximumGradientLocation,
      maximum: SceneLimits.maximumGradientStops), layerTypes: [.gradient],
    timeline: .changes(gradientLocations),
    summary:
      "where each colour sits along the gradient, 0...1 on it (none: evenly spaced; outside 0...1 allowed, as shimmers start off it); animate them for a shimmer"
  )
  public static let startPoint = LayerProperty(
    "startPoint", .numberPair(-SceneLimits.maximumAnchor...SceneLimits.maximumAnchor), default: .numbers([0.5, 0]),
    layerTypes: [.gradient],
    timeline: .changes(.numbers("startPoint", channel: Channels.startPoint, counts: [2], wanted: "[x, y]")),
    summary: "in the unit square of the bounds; the centre of radial and conic gradients")
  public static let endPoint = LayerProperty(
    "endPoint", .numberPair(-SceneLimits.maximumAnchor...SceneLimits.maximumAnchor), default: .numbers([0.5, 1]),
    layerTypes: [.gradient],
    timeline: .changes(.numbers("endPoint", channel: Channels.endPoint, counts: [2], wanted: "[x, y]")),
    summary: "in the unit square: where t = 1 (radial: the ellipse's reach; conic: angle 0)")

  static let shapeProperties = [
    path, fillColor, fillRule, strokeColor, lineWidth, lineCap, lineJoin, miterLimit, lineDashPattern, lineDashPhase,
    strokeStart, strokeEnd,
  ]
  static let gradientProperties = [gradientType, colors, locations, startPoint, endPoint]

  /// `colors`: 4 numbers per colour into one channel each, the count changed at once.
  static let gradientColors = Property("colors", isAnimatable: true) { value throws(MotionError) in
    let maximum = SceneLimits.maximumGradientStops
    let v = try value.numbers(
      for: "colors", counts: (1...maximum).map { $0 * 4 }, wanted: "1 to \(maximum) colours of [r, g, b, a]")
    let n = v.count / 4
    var changes: [ChannelChange] = [.discrete(Channels.colorCount, .number(Double(n)))]
    for k in 0..<maximum {
      let i = min(k, n - 1) * 4
      changes.append(.value(Channels.colors[k], SIMD4(v[i], v[i + 1], v[i + 2], v[i + 3])))
    }
    return changes
  }

  /// `locations`: four per channel, the count changed at once; stops past it repeat the last.
  static let gradientLocations = Property("locations", isAnimatable: true) { value throws(MotionError) in
    let maximum = SceneLimits.maximumGradientStops
    let v = try value.numbers(for: "locations", counts: Array(0...maximum), wanted: "up to \(maximum) numbers")
    var changes: [ChannelChange] = [.discrete(Channels.locationCount, .number(Double(v.count)))]
    for (k, channel) in Channels.locations.enumerated() {
      var lanes = SIMD4<Double>.zero
      for lane in 0..<4 {
        let i = k * 4 + lane
        lanes[lane] = v.isEmpty ? 0 : v[min(i, v.count - 1)]
      }
      changes.append(.value(channel, lanes))
    }
    return changes
  }
}

// MARK: Core Animation key paths (timeline `animations`)

extension LayerProperty {
  /// Key paths of Core Animation animations that name part of a channel, or a channel in another
  /// shape than its property's. Every other channel of the catalog is animatable under its own
  /// name (`position`, `bounds.size`, `opacity`, `backgroundColor`, `cornerRadius`, …, and any
  /// property declared later), values in the channel's units: points, radians, 0...1 colours.
  static let keyPathParts: [AnimationKeyPath] = [
    .part("transform.scale", Channels.scale, lanes: [0, 1], count: 1, limit: SceneLimits.maximumScale),
    .part("transform.scale.x", Channels.scale, lanes: [0], count: 1, limit: SceneLimits.maximumScale),
    .part("transform.scale.y", Channels.scale, lanes: [1], count: 1, limit: SceneLimits.maximumScale),
    .part("transform.rotation.z", Channels.rotation, lanes: [0], count: 1, limit: SceneLimits.maximumRadians),
    .part("transform.translation.x", Channels.translation, lanes: [0], count: 1),
    .part("transform.translation.y", Channels.translation, lanes: [1], count: 1),
    .part("position.x", Channels.position, lanes: [0], count: 1),
    .part("position.y", Channels.position, lanes: [1], count: 1),
    .part("bounds.size.width", Channels.size, lanes: [0], count: 1, nonNegative: true),
    .part("bounds.size.height", Channels.size, lanes: [1], count: 1, nonNegative: true),
    // A CGRect [x, y, width, height]; the origin must stay 0 (no sublayer scrolling).
    .part("bounds", Channels.size, lanes: [0, 1], count: 4, components: [2, 3], nonNegative: true),
  ]
}

// MARK: Lottie and video layers

extension LayerProperty {
  public static let lottie = LayerProperty(
    "lottie", .file, layerTypes: [.lottie],
    summary:
      "the Lottie file (JSON, or a dotLottie `.lottie` archive), relative to the scene's folder; required in a lottie layer"
  )
  public static let currentProgress = LayerProperty(
    "currentProgress", .number(0...1), default: .number(0), layerTypes: [.lottie],
    summary:
      "the frame shown before a `play` step starts, as a fraction of the animation (lottie-ios's currentProgress)")

  public static let video = LayerProperty(
    "video", .file, layerTypes: [.video],
    summary:
      "the MP4, MOV or WebM creative, relative to the scene's folder (or absolute, as pictures); required in a video layer"
  )
  public static let videoGravity = LayerProperty(
    "videoGravity", .choice(VideoGravity.allCases.map(\.rawValue), noun: "video gravity"),
    default: .name(VideoGravity.resizeAspect.rawValue), layerTypes: [.video],
    summary:
      "how the video is placed in the bounds, as AVPlayerLayer's: `resizeAspect` (default, letter-boxed), `resizeAspectFill` (cropped only with `masksToBounds`), `resize` (stretched)"
  )

  /// Defaults that differ by layer type: a lottie layer places its animation as
  /// LottieAnimationView does (`contentMode = .scaleAspectFit`, `clipsToBounds = true` in its
  /// `commonInit`).
  static let typeDefaults: [SceneLayer.Kind: [String: PropertyInput]] = [
    .lottie: ["contentMode": .name(ContentMode.aspectFit.rawValue), "masksToBounds": .bool(true)]
  ]

  /// The value when a layer of type `kind` gives none.
  func defaultValue(for kind: SceneLayer.Kind) -> PropertyInput? { Self.typeDefaults[kind]?[key] ?? defaultValue }
}
