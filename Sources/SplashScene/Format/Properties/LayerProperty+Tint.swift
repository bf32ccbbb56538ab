import SplashMotion
import SplashRaster

/// Tint and template pictures: `tintColor` on any layer, inherited down the tree as
/// UIKit's `UIView.tintColor` is, and `renderingMode` on image layers.
extension LayerProperty.Channels {
  /// Straight alpha r, g, b, a in 0...1; alpha −1 (the identity) marks a layer that sets no tint
  /// and takes its superlayer's.
  package static let tintColor = Channel("tintColor", identity: SIMD4(0, 0, 0, -1))
}

extension LayerProperty {
  public static let tintColor = LayerProperty(
    "tintColor", .color,
    timeline: .changes(.color("tintColor", channel: Channels.tintColor)),
    reports: [
      .number(.color, "tintColor", ["tintColor"]) {
        let c = $0[Channels.tintColor]
        return [c.x, c.y, c.z, c.w]
      }
    ],
    summary:
      "the colour template pictures are filled with; a layer that sets none takes its superlayer's, and the top takes UIKit's default, systemBlue `#007AFF`"
  )
  public static let renderingMode = LayerProperty(
    "renderingMode", .choice(RenderingMode.allCases.map(\.rawValue), noun: "rendering mode"),
    default: .name(RenderingMode.automatic.rawValue), layerTypes: [.image],
    summary:
      "`alwaysTemplate` draws only the picture's alpha, filled with the tint colour; `automatic` (a file picture's default) and `alwaysOriginal` draw its own colours"
  )
}
