import SplashMotion
import SplashRaster

/// 3-D transforms (`CATransform3D`): rotation about x and y, translation along z, perspective
/// (`m34`), `sublayerTransform`, `zPosition` and `isDoubleSided`. A layer whose values are all
/// the identity's is drawn by the 2-D path exactly as before.
extension LayerProperty.Channels {
  /// Radians, as Core Animation's `transform.rotation.x`: a positive angle brings the bottom edge
  /// towards the viewer.
  package static let rotationX = Channel("transform.rotation.x")
  /// Radians, as Core Animation's `transform.rotation.y`: a positive angle takes the right edge
  /// away from the viewer.
  package static let rotationY = Channel("transform.rotation.y")
  /// Points along z, towards the viewer.
  package static let translationZ = Channel("transform.translation.z")
  /// The transform's `m34` (−1/d: perspective at eye distance d points).
  package static let perspective = Channel("transform.m34")
  package static let zPosition = Channel("zPosition")
  package static let sublayerRotationX = Channel("sublayerTransform.rotation.x")
  package static let sublayerRotationY = Channel("sublayerTransform.rotation.y")
  package static let sublayerPerspective = Channel("sublayerTransform.m34")

  /// Channels whose layer keys are written in degrees (their channels, as Core Animation's key
  /// paths, hold radians).
  static let degreeChannels: Set<Channel> = [rotation, rotationX, rotationY, sublayerRotationX, sublayerRotationY]
}

extension LayerProperty {
  public static let rotationX = degrees(
    "transform.rotationX", "rotationX", Channels.rotationX,
    summary: "degrees about the x axis (`transform.rotation.x` in radians): the bottom edge comes towards the viewer")
  public static let rotationY = degrees(
    "transform.rotationY", "rotationY", Channels.rotationY,
    summary: "degrees about the y axis (`transform.rotation.y` in radians): the right edge goes away from the viewer")
  public static let translationZ = LayerProperty(
    "transform.translationZ", .length(nonNegative: false), default: .length(Length(0)),
    timeline: .changes(.number("translationZ", channel: Channels.translationZ)),
    reports: [.number(.points, "translation.z", ["translationZ"]) { [$0[Channels.translationZ].x] }],
    summary: "points along z, towards the viewer (`transform.translation.z`); shows only through a perspective")
  public static let m34 = perspective(
    "transform.m34", "m34", Channels.perspective,
    summary: "perspective: −1/d for an eye d points in front (−0.002: 500 pt); applied after the rest of the transform")
  public static let zPosition = LayerProperty(
    "zPosition", .length(nonNegative: false), default: .length(Length(0)),
    timeline: .changes(.number("zPosition", channel: Channels.zPosition)),
    reports: [.number(.points, "zPosition", ["zPosition"]) { [$0[Channels.zPosition].x] }],
    summary:
      "siblings draw in increasing zPosition, equal ones in order; also moves the layer along z under the parent's sublayerTransform"
  )
  public static let isDoubleSided = LayerProperty(
    "isDoubleSided", aliases: ["doubleSided"], .bool, default: .bool(true),
    summary: "false: the layer and its sublayers are not drawn while its back faces the viewer")
  public static let sublayerRotationX = degrees(
    "sublayerTransform.rotationX", "sublayerRotationX", Channels.sublayerRotationX,
    summary: "degrees about x applied to the sublayers, about the anchor point")
  public static let sublayerRotationY = degrees(
    "sublayerTransform.rotationY", "sublayerRotationY", Channels.sublayerRotationY,
    summary: "degrees about y applied to the sublayers, about the anchor point")
  public static let sublayerM34 = perspective(
    "sublayerTransform.m34", "sublayerM34", Channels.sublayerPerspective,
    summary: "perspective for the sublayers (−1/d), after the sublayers' own transforms and zPosition")

  /// The 3-D properties, in the order the property table lists them.
  static let depthProperties = [
    rotationX, rotationY, translationZ, m34, zPosition, isDoubleSided, sublayerRotationX, sublayerRotationY,
    sublayerM34,
  ]

  /// A perspective entry (−1/d), within ±`SceneLimits.maximumPerspective`.
  private static func perspective(_ key: String, _ name: String, _ channel: Channel, summary: String)
    -> LayerProperty
  {
    LayerProperty(
      key, .number(-SceneLimits.maximumPerspective...SceneLimits.maximumPerspective), default: .number(0),
      timeline: .changes(.number(name, channel: channel)),
      reports: [.number(.scale, reportName(key), [name]) { [$0[channel].x] }], summary: summary)
  }

  /// How motion reports name a 3-D key: without `transform.`, as the 2-D keys are named.
  private static func reportName(_ key: String) -> String {
    key.hasPrefix("transform.") ? String(key.dropFirst("transform.".count)) : key
  }

  /// A rotation written in degrees on a channel of radians.
  private static func degrees(_ key: String, _ name: String, _ channel: Channel, summary: String) -> LayerProperty {
    LayerProperty(
      key, .number(-SceneLimits.maximumRotation...SceneLimits.maximumRotation), default: .number(0),
      timeline: .changes(
        .numbers(name, channel: channel, counts: [1], wanted: "a number") { v in SIMD4(v[0] * .pi / 180, 0, 0, 0) }),
      reports: [
        .number(.degrees, reportName(key), [name]) {
          [$0[channel].x * 180 / .pi]
        }
      ],
      summary: summary)
  }
}
