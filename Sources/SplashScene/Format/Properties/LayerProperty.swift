import SplashMotion
import SplashRaster

/// The declaration of one property a scene's layers can give: its key path as scene files write
/// it, its value and limits, its default, which layer types have it, how the timeline changes it
/// and how motion reports name it. Decoding, checking, overrides, device resolution, timeline
/// channels, motion tracks and the scene format's property table are all derived from the
/// declarations in `LayerProperty.all` (`LayerProperty+Catalog.swift`), the one place a property
/// is written.
public struct LayerProperty: Sendable, Hashable, CustomStringConvertible {
  /// The key path in a layer's JSON: `alpha`, `frame.x`, `transform.scale` (a dot nests the key
  /// in an object: `"frame": {"x": …}`).
  public let key: String
  /// Other names the same JSON object accepts (`clipsToBounds` for `masksToBounds`).
  public let aliases: [String]
  /// What a value is and which values are allowed.
  public let value: Value
  /// The value when a layer does not give one; nil for none (no image).
  public let defaultValue: PropertyInput?
  /// The layer types that have it; nil for every type.
  public let layerTypes: Set<SceneLayer.Kind>?
  /// How a timeline changes it.
  package let timeline: TimelineRole
  /// How motion reports name and compare it (empty: reported through another property, or not).
  let reports: [MotionChannel]
  /// One line for the scene format's property table.
  public let summary: String

  /// A declaration; see the properties for what each argument means.
  init(
    _ key: String, aliases: [String] = [], _ value: Value, default defaultValue: PropertyInput? = nil,
    layerTypes: Set<SceneLayer.Kind>? = nil, timeline: TimelineRole = .fixed, reports: [MotionChannel] = [],
    summary: String
  ) {
    self.key = key
    self.aliases = aliases
    self.value = value
    self.defaultValue = defaultValue
    self.layerTypes = layerTypes
    self.timeline = timeline
    self.reports = reports
    self.summary = summary
  }

  /// What a property's value is, as written in a scene and checked when it is read.
  public enum Value: Sendable, Hashable {
    /// A length in points (a number or an expression over the screen); `nonNegative` for sizes and radii.
    case length(nonNegative: Bool)
    /// `[x, y]` lengths.
    case lengthPair
    /// A number within `range`.
    case number(ClosedRange<Double>)
    /// A number or `[x, y]`, each within `range`.
    case numberOrPair(ClosedRange<Double>)
    /// `[x, y]` numbers within `range`.
    case numberPair(ClosedRange<Double>)
    case bool
    /// `"#RRGGBB"`, `"#RRGGBBAA"`, `clear`, `black` or `white`.
    case color
    /// One of `names`; `noun` names such a value in messages ("content mode").
    case choice([String], noun: String)
    /// A list of distinct names from `names` (empty allowed); `noun` names one in messages.
    case nameList([String], noun: String)
    /// An image name, or images by screen size.
    case image
    /// SVG path data or a UIBezierPath-style primitive (`ShapePathInput`), kept as path data.
    case path
    /// A list of 1 to `maximum` colours.
    case colors(maximum: Int)
    /// A list of up to `maximum` numbers, each within `range` (empty allowed).
    case numberList(ClosedRange<Double>, maximum: Int)
    /// A file path relative to the scene's folder (a Lottie file).
    case file
  }

  /// How a timeline's `set` and `animate` change a property.
  package enum TimelineRole: Sendable, Hashable {
    /// Fixed per layer and device: a timeline cannot change it.
    case fixed
    /// Changed by the timeline through `property` (interpolated or discrete as it says).
    case changes(Property)
    /// Changed together with the other members of `group` (`frame.x` … `frame.height` are one
    /// `frame` change): a change must give all of them.
    case member(of: String)
  }

  /// The JSON key a value is written under at the top of a layer (`frame` for `frame.x`).
  package var objectKey: String { key.split(separator: ".").first.map(String.init) ?? key }

  /// The key inside `objectKey`'s object, nil for a top-level key (`x` for `frame.x`).
  package var memberKey: String? {
    let parts = key.split(separator: ".", maxSplits: 1)
    return parts.count == 2 ? String(parts[1]) : nil
  }

  /// The timeline property that changes it alone; nil for fixed properties and group members.
  package var timelineProperty: Property? {
    if case .changes(let property) = timeline { return property }
    return nil
  }

  /// Whether a layer of type `kind` has it.
  package func applies(to kind: SceneLayer.Kind) -> Bool { layerTypes?.contains(kind) ?? true }

  public var description: String { key }

  public static func == (a: LayerProperty, b: LayerProperty) -> Bool { a.key == b.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// A property value as a scene gives it, before it is evaluated on a device.
public enum PropertyInput: Sendable, Hashable {
  /// Lengths (one, or `[x, y]`), evaluated on each device.
  case lengths([Length])
  /// Numbers (one, or `[x, y]`).
  case numbers([Double])
  case bool(Bool)
  case color(Color)
  /// A name from the property's choices.
  case name(String)
  /// Names from the property's choices, in the order given (`maskedCorners`).
  case names([String])
  case image(ImageReference)
  /// Colours in order (a gradient's `colors`).
  case colors([Color])
  /// A file path, relative to the scene's folder.
  case file(String)

  /// One length.
  public static func length(_ value: Length) -> PropertyInput { .lengths([value]) }
  /// One number.
  public static func number(_ value: Double) -> PropertyInput { .numbers([value]) }
}

/// Timeline properties that are not written as layer keys: the text of a label and removal.
extension Property {
  /// `removeFromSuperview`: `true` removes the layer and its subtree.
  package static let removed = Property.flag("removed", channel: LayerProperty.Channels.removed)
  /// The text a label shows.
  package static let text = Property.string("text", channel: LayerProperty.Channels.text)
}

extension PropertyValue {
  /// The numbers of a number or vector value (none for others).
  var numbers: [Double] {
    switch self {
    case .number(let v): [v]
    case .vector(let v): v
    default: []
    }
  }
}
