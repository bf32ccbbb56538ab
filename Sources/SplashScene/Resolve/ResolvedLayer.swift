import SplashMotion
import SplashRaster

/// A layer's fixed facts on one device: what the timeline cannot change. Its changing state
/// (frame, transform, alpha, …) is a SplashMotion `LayerState` under the same id.
package struct ResolvedLayer: Sendable {
  package let id: String
  package let kind: SceneLayer.Kind
  /// The values of its fixed properties (`LayerProperty.TimelineRole.fixed`) by key, defaults included.
  package let fixed: [String: PropertyValue]
  /// The label of a text layer.
  package let text: SceneText?
  package let children: [ResolvedLayer]
  /// Where the layer is in the scene file, e.g. `layers[1].children[0]`, for messages.
  package let path: String
  /// The layer masking this one, at most one (an array: a struct cannot hold an optional of itself).
  let maskStorage: [ResolvedLayer]

  /// A layer's fixed facts; `mask` is the layer masking it (`CALayer.mask`).
  init(
    id: String, kind: SceneLayer.Kind, fixed: [String: PropertyValue], text: SceneText?, children: [ResolvedLayer],
    path: String, mask: ResolvedLayer? = nil
  ) {
    self.id = id
    self.kind = kind
    self.fixed = fixed
    self.text = text
    self.children = children
    self.path = path
    maskStorage = mask.map { [$0] } ?? []
  }

  /// The layer masking this one (`CALayer.mask`): its frame in this layer's bounds, no superlayer.
  package var mask: ResolvedLayer? { maskStorage.first }

  /// The value of the fixed `property` (its default when the layer gives none).
  package subscript(property: LayerProperty) -> PropertyValue? { fixed[property.key] }

  /// This layer and its descendants, depth first.
  package var flattened: [ResolvedLayer] { [self] + children.flatMap(\.flattened) + maskStorage.flatMap(\.flattened) }
}

extension ResolvedLayer {
  /// The point of the bounds the transform applies about, in the unit square.
  package var anchorPoint: Point {
    let v = self[.anchorPoint]?.numbers ?? [0.5, 0.5]
    return Point(x: v[0], y: v[1])
  }

  /// Whether the rounded bounds clip the layer's content and sublayers.
  package var masksToBounds: Bool { self[.masksToBounds] == .bool(true) }

  /// How the picture is placed in the bounds (a video layer's: its `videoGravity`'s).
  package var contentMode: ContentMode {
    if kind == .video { return videoGravity.contentMode }
    if case .string(let name) = self[.contentMode], let mode = ContentMode(rawValue: name) { return mode }
    return .scaleToFill
  }

  /// How a video layer places its frames (AVPlayerLayer's default: `resizeAspect`).
  package var videoGravity: VideoGravity {
    if case .string(let name) = self[.videoGravity], let gravity = VideoGravity(rawValue: name) { return gravity }
    return .resizeAspect
  }

  /// How the layer's picture is sampled when shrunk or enlarged (linear both ways by default).
  package var filters: SamplingFilters {
    func filter(_ property: LayerProperty) -> SamplingFilter {
      if case .string(let name) = self[property], let filter = SamplingFilter(rawValue: name) { return filter }
      return .linear
    }
    return SamplingFilters(minification: filter(.minificationFilter), magnification: filter(.magnificationFilter))
  }

  /// Whether edges a rotation or skew turns off the pixel grid are antialiased (default false).
  package var allowsEdgeAntialiasing: Bool { self[.allowsEdgeAntialiasing] == .bool(true) }
}

extension ResolvedLayer {
  /// Whether the layer is drawn while its back faces the viewer (`isDoubleSided`, default true).
  package var isDoubleSided: Bool { self[.isDoubleSided] != .bool(false) }
}
