import SplashNames
import SplashRaster

/// One layer of a scene as written: a UIKit view with an id, a kind, base properties, children
/// drawn above its own content, and device overrides.
public struct SceneLayer: Sendable, Hashable {
  /// What a layer draws of its own, under its children.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A picture (UIImageView).
    case image
    /// Only its background colour (a plain UIView used as a colour block).
    case solid
    /// One line of text (UILabel).
    case text
    /// A container for children, with an optional background colour (a plain UIView).
    case group
    /// A filled and stroked path (CAShapeLayer).
    case shape
    /// A colour gradient over the bounds (CAGradientLayer).
    case gradient
    /// A Lottie animation (lottie-ios's LottieAnimationView), drawn by rlottie in a worker process.
    case lottie
    /// A muted video creative (an AVPlayerLayer), decoded by SplashVideo's `VideoDecoder`.
    case video
  }

  public let id: String
  public let kind: Kind
  /// The base properties; `x`, `y` default to 0, `width` and `height` are always given.
  public var properties: LayerProperties
  /// The label of a text layer.
  public var text: SceneText?
  public var children: [SceneLayer]
  /// Device-conditional changes; the first that matches a device applies.
  public var overrides: [LayerOverride]
  /// The layer whose rendered alpha decides how much of this layer (with its sublayers) shows
  /// (`CALayer.mask`): no superlayer, its frame in this layer's bounds. Held in an array because
  /// a struct cannot hold an optional of itself; at most one element.
  private var maskStorage: [SceneLayer] = []
  /// The layer masking this one (`CALayer.mask`), nil for none.
  public var mask: SceneLayer? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }
  /// Where the layer is in the file, e.g. `layers[0].children[1]`, for messages.
  public let path: String

  /// A layer built in Swift; `Scene.init` checks it as it checks a file. `path` names it in
  /// messages (default: `layer '<id>'`).
  public init(
    id: String, kind: Kind, properties: LayerProperties, text: SceneText? = nil, children: [SceneLayer] = [],
    overrides: [LayerOverride] = [], mask: SceneLayer? = nil, path: String? = nil
  ) {
    self.id = id
    self.kind = kind
    self.properties = properties
    self.text = text
    self.children = children
    self.overrides = overrides
    self.path = path ?? "layer '\(id)'"
    self.mask = mask
  }

  /// This layer and all its descendants, depth first, its mask (and the mask's own) after its
  /// children.
  public var flattened: [SceneLayer] { [self] + children.flatMap(\.flattened) + maskStorage.flatMap(\.flattened) }
}

extension SceneLayer: Decodable {
  static let commonKeys = ["id", "type", "note", "children", "overrides", "mask"]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    path = SceneDecoding.path(decoder.codingPath)
    let typeName = try container.decode(String.self, forKey: AnyKey("type"))
    guard let kind = Kind(rawValue: typeName) else {
      let all = Kind.allCases.map(\.rawValue)
      let hint = NameSuggestion.hint(for: typeName, in: all)
      throw container.failure(
        "unknown layer type '\(typeName)'\(hint); one of \(all.joined(separator: ", "))", at: AnyKey("type"))
    }
    self.kind = kind
    let allowed = Self.commonKeys + LayerProperties.keys(for: kind) + (kind == .text ? ["text"] : [])
    try decoder.rejectUnknownKeys(allowed: allowed, in: "a\(kind == .image ? "n" : "") \(kind.rawValue) layer")
    id = try container.decode(String.self, forKey: AnyKey("id"))
    guard !id.isEmpty else { throw container.failure("empty id", at: AnyKey("id")) }
    let properties = try LayerProperties(from: container)
    guard container.contains(AnyKey("frame")) else {
      throw container.failure("missing key 'frame'", at: AnyKey("frame"))
    }
    let frame = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("frame"))
    for key in ["width", "height"] where !frame.contains(AnyKey(key)) {
      throw DecodingError.keyNotFound(AnyKey(key), .init(codingPath: frame.codingPath, debugDescription: ""))
    }
    if kind == .image && properties.image == nil {
      throw DecodingError.keyNotFound(AnyKey("image"), .init(codingPath: container.codingPath, debugDescription: ""))
    }
    if kind == .shape && properties[.path] == nil {
      throw DecodingError.keyNotFound(AnyKey("path"), .init(codingPath: container.codingPath, debugDescription: ""))
    }
    if kind == .gradient && properties[.colors] == nil {
      throw DecodingError.keyNotFound(AnyKey("colors"), .init(codingPath: container.codingPath, debugDescription: ""))
    }
    if kind == .lottie && properties[.lottie] == nil {
      throw DecodingError.keyNotFound(AnyKey("lottie"), .init(codingPath: container.codingPath, debugDescription: ""))
    }
    if kind == .video && properties[.video] == nil {
      throw DecodingError.keyNotFound(AnyKey("video"), .init(codingPath: container.codingPath, debugDescription: ""))
    }
    if kind == .solid && properties[.backgroundColor] == nil {
      throw DecodingError.keyNotFound(
        AnyKey("backgroundColor"), .init(codingPath: container.codingPath, debugDescription: ""))
    }
    self.properties = properties
    text = kind == .text ? try container.decode(SceneText.self, forKey: AnyKey("text")) : nil
    children = try container.decodeIfPresent([SceneLayer].self, forKey: AnyKey("children")) ?? []
    overrides = try container.decodeIfPresent([LayerOverride].self, forKey: AnyKey("overrides")) ?? []
    mask = try container.decodeIfPresent(SceneLayer.self, forKey: AnyKey("mask"))
  }
}
