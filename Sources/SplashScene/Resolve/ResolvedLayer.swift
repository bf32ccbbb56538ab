import SplashRaster

/// A layer's fixed facts on one device: what the timeline cannot change. Its changing state
/// (frame, transform, alpha, …) is a SplashMotion `LayerState` under the same id.
public struct ResolvedLayer: Sendable {
  public let id: String
  public let kind: SceneLayer.Kind
  /// The point of the bounds the transform applies about, in the unit square.
  public let anchorPoint: Point
  /// Whether the rounded bounds clip the layer's content and sublayers.
  public let masksToBounds: Bool
  public let contentMode: ContentMode
  /// How the layer's picture is sampled when shrunk or enlarged (linear both ways by default).
  public let filters: SamplingFilters
  /// Whether edges a rotation or skew turns off the pixel grid are antialiased (default false).
  public let allowsEdgeAntialiasing: Bool
  /// The label of a text layer.
  public let text: SceneText?
  public let children: [ResolvedLayer]
  /// Where the layer is in the scene file, e.g. `layers[1].children[0]`, for messages.
  public let path: String

  /// This layer and its descendants, depth first.
  public var flattened: [ResolvedLayer] { [self] + children.flatMap(\.flattened) }
}
