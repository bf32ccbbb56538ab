import SplashRaster

/// A device-conditional change to a layer: `{"when": "notched", "note": "…", "frame": {…}, "image": …}`.
///
/// `when` is a condition over the device (`"notched || tall"`, `"H == 812"`); `devices` lists
/// device names instead. `note` says why, and is printed when the override applies.
public struct LayerOverride: Sendable, Hashable {
  public enum Condition: Sendable, Hashable {
    case expression(source: String, Expression)
    case devices([String])
  }

  public let condition: Condition
  public let note: String?
  public var properties: LayerProperties
  /// What it changes in a text layer's label, nil for nothing.
  public var text: TextChange?
  public let path: String

  /// What a label shows on the devices an override applies to: any of a layer text's keys,
  /// e.g. `"text": {"string": "Tap to skip", "size": 15, "weight": "semibold"}`.
  public struct TextChange: Sendable, Hashable {
    public let string: String?
    /// A fontconfig family name.
    public let font: String?
    /// The font size in points.
    public let size: Double?
    public let color: Color?
    public let alignment: SceneText.Alignment?
    /// The OpenType weight, 100…900.
    public let weight: Int?
    public let italic: Bool?

    public init(
      string: String? = nil, font: String? = nil, size: Double? = nil, color: Color? = nil,
      alignment: SceneText.Alignment? = nil, weight: Int? = nil, italic: Bool? = nil
    ) {
      self.string = string
      self.font = font
      self.size = size
      self.color = color
      self.alignment = alignment
      self.weight = weight
      self.italic = italic
    }
  }

  /// An override built in Swift; `path` names it in messages.
  public init(
    condition: Condition, note: String? = nil, properties: LayerProperties, text: TextChange? = nil,
    path: String = "override"
  ) {
    self.condition = condition
    self.note = note
    self.properties = properties
    self.text = text
    self.path = path
  }
}

extension LayerOverride.TextChange: Decodable {
  /// The keys of an override's `text`: those of a layer's text.
  static let keys = SceneText.keys

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "an override's text")
    let container = try decoder.container(keyedBy: AnyKey.self)
    string = try container.decodeIfPresent(String.self, forKey: AnyKey("string"))
    if let string { try SceneText.checkLength(string, container, AnyKey("string")) }
    font = try container.decodeIfPresent(String.self, forKey: AnyKey("font"))
    size = try container.decodeIfPresent(Double.self, forKey: AnyKey("size"))
    if let size { try SceneText.checkSize(size, container) }
    color = try container.decodeIfPresent(SceneColor.self, forKey: AnyKey("color"))?.color
    alignment = try SceneText.alignment(in: container)
    weight = try SceneText.weight(in: container)
    italic = try container.decodeIfPresent(Bool.self, forKey: AnyKey("italic"))
    if self == Self() {
      throw decoder.failure(
        "an override's text needs at least one of \(Self.keys.map { "'\($0)'" }.joined(separator: ", "))")
    }
  }
}

extension LayerOverride: Decodable {
  /// The keys of an override besides the layer properties it changes.
  static let ownKeys = ["when", "devices", "note", "text"]

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.ownKeys + LayerProperties.keys, in: "an override")
    let container = try decoder.container(keyedBy: AnyKey.self)
    path = SceneDecoding.path(decoder.codingPath)
    note = try container.decodeIfPresent(String.self, forKey: AnyKey("note"))
    let when = try container.decodeIfPresent(String.self, forKey: AnyKey("when"))
    let devices = try container.decodeIfPresent([String].self, forKey: AnyKey("devices"))
    switch (when, devices) {
    case (let source?, nil):
      do {
        condition = .expression(source: source, try ExpressionParser.condition(source))
      } catch {
        throw container.failure(error.description, at: AnyKey("when"))
      }
    case (nil, let names?):
      for (index, name) in names.enumerated() {
        do {
          _ = try DeviceCatalog.device(named: name)
        } catch {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: container.codingPath + [AnyKey("devices"), AnyKey(intValue: index)!],
              debugDescription: error.description))
        }
      }
      condition = .devices(names)
    default:
      throw decoder.failure("an override needs exactly one of 'when' (a condition) or 'devices' (a list of names)")
    }
    properties = try LayerProperties(from: container)
    text = try container.decodeIfPresent(TextChange.self, forKey: AnyKey("text"))
    if properties.isEmpty && text == nil {
      throw decoder.failure("an override must change at least one property")
    }
  }
}
