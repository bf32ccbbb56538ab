import SplashNames
import SplashRaster

/// The properties of a layer that a scene can give, override, set or animate. Every field is
/// optional: a layer's base properties, a device override, a `set` and an `animate` each give only
/// what they change.
///
/// JSON keys: `frame` {x, y, width, height} (lengths), `anchorPoint` [x, y] (unit square),
/// `transform` ("identity" or {translation [x, y], scale s or [sx, sy], rotation degrees}), `alpha`,
/// `hidden`, `backgroundColor`, `cornerRadius`, `masksToBounds` (alias `clipsToBounds`),
/// `contentMode`, `image`, `minificationFilter`, `magnificationFilter` (`linear`, `nearest`,
/// `trilinear`), `allowsEdgeAntialiasing`.
public struct LayerProperties: Sendable, Hashable {
  public var x: Length?
  public var y: Length?
  public var width: Length?
  public var height: Length?
  /// The point of the bounds the transform applies about, in the unit square ((0.5, 0.5) = centre).
  public var anchorX: Double?
  public var anchorY: Double?
  /// Translation in the parent's points, applied after rotation and scale.
  public var translationX: Length?
  public var translationY: Length?
  public var scaleX: Double?
  public var scaleY: Double?
  /// Clockwise rotation in degrees.
  public var rotation: Double?
  public var alpha: Double?
  public var hidden: Bool?
  public var backgroundColor: Color?
  public var cornerRadius: Length?
  /// Whether the rounded bounds clip the layer's content and sublayers (UIKit: `clipsToBounds`).
  public var masksToBounds: Bool?
  public var contentMode: ContentMode?
  public var image: ImageReference?
  /// How the picture is read when drawn smaller than its pixels (`CALayer.minificationFilter`).
  public var minificationFilter: SamplingFilter?
  /// How the picture is read when drawn larger than its pixels (`CALayer.magnificationFilter`).
  public var magnificationFilter: SamplingFilter?
  /// Whether edges that a rotation or skew turns off the pixel grid are antialiased
  /// (`CALayer.allowsEdgeAntialiasing`, false by default as in Core Animation).
  public var allowsEdgeAntialiasing: Bool?

  public init() {}

  /// Every JSON key a property bag may hold.
  static let keys = [
    "frame", "anchorPoint", "transform", "alpha", "hidden", "backgroundColor", "cornerRadius", "masksToBounds",
    "clipsToBounds", "contentMode", "image", "minificationFilter", "magnificationFilter", "allowsEdgeAntialiasing",
  ]

  /// The keys only image layers take.
  static let imageKeys = ["image", "contentMode", "minificationFilter", "magnificationFilter"]

  /// The keys a timeline `set` or `animate` may change (the rest are fixed per layer and device).
  static let changeKeys = ["frame", "transform", "alpha", "hidden", "backgroundColor", "cornerRadius", "image"]

  /// Whether nothing is given.
  var isEmpty: Bool { self == LayerProperties() }

  /// `other`'s given properties on top of these.
  func merged(with other: LayerProperties) -> LayerProperties {
    var result = self
    result.x = other.x ?? x
    result.y = other.y ?? y
    result.width = other.width ?? width
    result.height = other.height ?? height
    result.anchorX = other.anchorX ?? anchorX
    result.anchorY = other.anchorY ?? anchorY
    result.translationX = other.translationX ?? translationX
    result.translationY = other.translationY ?? translationY
    result.scaleX = other.scaleX ?? scaleX
    result.scaleY = other.scaleY ?? scaleY
    result.rotation = other.rotation ?? rotation
    result.alpha = other.alpha ?? alpha
    result.hidden = other.hidden ?? hidden
    result.backgroundColor = other.backgroundColor ?? backgroundColor
    result.cornerRadius = other.cornerRadius ?? cornerRadius
    result.masksToBounds = other.masksToBounds ?? masksToBounds
    result.contentMode = other.contentMode ?? contentMode
    result.image = other.image ?? image
    result.minificationFilter = other.minificationFilter ?? minificationFilter
    result.magnificationFilter = other.magnificationFilter ?? magnificationFilter
    result.allowsEdgeAntialiasing = other.allowsEdgeAntialiasing ?? allowsEdgeAntialiasing
    return result
  }

  /// Whether the image-only key `key` (one of `imageKeys`) is given.
  func gives(imageKey key: String) -> Bool {
    switch key {
    case "image": image != nil
    case "contentMode": contentMode != nil
    case "minificationFilter": minificationFilter != nil
    case "magnificationFilter": magnificationFilter != nil
    default: false
    }
  }
}

extension LayerProperties {
  /// Reads the property keys present in `container` (other keys are the caller's business).
  init(from container: KeyedDecodingContainer<AnyKey>) throws {
    self.init()
    if container.contains(AnyKey("frame")) {
      let frame = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("frame"))
      try container.superDecoder(forKey: AnyKey("frame")).rejectUnknownKeys(
        allowed: ["x", "y", "width", "height"], in: "a frame")
      x = try frame.decodeIfPresent(Length.self, forKey: AnyKey("x"))
      y = try frame.decodeIfPresent(Length.self, forKey: AnyKey("y"))
      width = try frame.decodeIfPresent(Length.self, forKey: AnyKey("width"))
      height = try frame.decodeIfPresent(Length.self, forKey: AnyKey("height"))
    }
    if let anchor = try container.decodeIfPresent(
      [Double].self, forKey: "anchorPoint", limit: SceneLimits.maximumAnchor)
    {
      guard anchor.count == 2 else {
        throw container.failure("expected [x, y], got \(anchor.count) numbers", at: AnyKey("anchorPoint"))
      }
      anchorX = anchor[0]
      anchorY = anchor[1]
    }
    if container.contains(AnyKey("transform")) {
      try decodeTransform(container.superDecoder(forKey: AnyKey("transform")))
    }
    if let alpha = try container.decodeIfPresent(Double.self, forKey: AnyKey("alpha")) {
      guard (0...1).contains(alpha) else {
        throw container.failure("alpha must be between 0 and 1, got \(alpha)", at: AnyKey("alpha"))
      }
      self.alpha = alpha
    }
    hidden = try container.decodeIfPresent(Bool.self, forKey: AnyKey("hidden"))
    backgroundColor = try container.decodeIfPresent(SceneColor.self, forKey: AnyKey("backgroundColor"))?.color
    cornerRadius = try container.decodeIfPresent(Length.self, forKey: AnyKey("cornerRadius"))
    let masks = try container.decodeIfPresent(Bool.self, forKey: AnyKey("masksToBounds"))
    let clips = try container.decodeIfPresent(Bool.self, forKey: AnyKey("clipsToBounds"))
    if let masks, let clips, masks != clips {
      throw container.failure(
        "clipsToBounds and masksToBounds are one property in UIKit and disagree here; give one",
        at: AnyKey("clipsToBounds"))
    }
    masksToBounds = masks ?? clips
    if let mode = try container.decodeIfPresent(String.self, forKey: AnyKey("contentMode")) {
      guard let parsed = ContentMode(rawValue: mode) else {
        let all = ContentMode.allCases.map(\.rawValue)
        let hint = NameSuggestion.hint(for: mode, in: all)
        throw container.failure(
          "unknown content mode '\(mode)'\(hint); one of \(all.joined(separator: ", "))", at: AnyKey("contentMode"))
      }
      contentMode = parsed
    }
    image = try container.decodeIfPresent(ImageReference.self, forKey: AnyKey("image"))
    minificationFilter = try Self.decodeFilter(container, key: "minificationFilter")
    magnificationFilter = try Self.decodeFilter(container, key: "magnificationFilter")
    allowsEdgeAntialiasing = try container.decodeIfPresent(Bool.self, forKey: AnyKey("allowsEdgeAntialiasing"))
  }

  /// A filter name, with "did you mean" for a misspelt one.
  private static func decodeFilter(_ container: KeyedDecodingContainer<AnyKey>, key: String) throws -> SamplingFilter? {
    guard let name = try container.decodeIfPresent(String.self, forKey: AnyKey(key)) else { return nil }
    guard let filter = SamplingFilter(rawValue: name) else {
      let all = SamplingFilter.allCases.map(\.rawValue)
      let hint = NameSuggestion.closest(to: name, in: all).map { " (did you mean '\($0)'?)" } ?? ""
      throw container.failure("unknown filter '\(name)'\(hint); one of \(all.joined(separator: ", "))", at: AnyKey(key))
    }
    return filter
  }

  /// `"identity"` or `{translation, scale, rotation}`.
  private mutating func decodeTransform(_ decoder: any Decoder) throws {
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      guard word == "identity" else {
        throw decoder.failure("expected \"identity\" or {translation, scale, rotation}, got \"\(word)\"")
      }
      translationX = Length(0)
      translationY = Length(0)
      scaleX = 1
      scaleY = 1
      rotation = 0
      return
    }
    try decoder.rejectUnknownKeys(allowed: ["translation", "scale", "rotation"], in: "a transform")
    let transform = try decoder.container(keyedBy: AnyKey.self)
    if let translation = try transform.decodeIfPresent([Length].self, forKey: AnyKey("translation")) {
      guard translation.count == 2 else {
        throw transform.failure("expected [x, y], got \(translation.count) values", at: AnyKey("translation"))
      }
      translationX = translation[0]
      translationY = translation[1]
    }
    if transform.contains(AnyKey("scale")) {
      if (try? transform.decode(Double.self, forKey: AnyKey("scale"))) != nil,
        let uniform = try transform.decodeIfPresent(Double.self, forKey: "scale", limit: SceneLimits.maximumScale)
      {
        scaleX = uniform
        scaleY = uniform
      } else {
        let pair = try transform.decodeIfPresent([Double].self, forKey: "scale", limit: SceneLimits.maximumScale) ?? []
        guard pair.count == 2 else {
          throw transform.failure("expected a number or [sx, sy], got \(pair.count) numbers", at: AnyKey("scale"))
        }
        scaleX = pair[0]
        scaleY = pair[1]
      }
    }
    rotation = try transform.decodeIfPresent(Double.self, forKey: "rotation", limit: SceneLimits.maximumRotation)
  }
}
