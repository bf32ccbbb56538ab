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

  /// A label's string and colour on the devices an override applies to:
  /// `"text": {"string": "Tap to skip", "color": "#FFFFFF"}` (either or both).
  public struct TextChange: Sendable, Hashable {
    public let string: String?
    public let color: Color?

    public init(string: String? = nil, color: Color? = nil) {
      self.string = string
      self.color = color
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
  /// The keys of an override's `text`.
  static let keys = ["string", "color"]

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "an override's text")
    let container = try decoder.container(keyedBy: AnyKey.self)
    string = try container.decodeIfPresent(String.self, forKey: AnyKey("string"))
    if let string { try SceneText.checkLength(string, container, AnyKey("string")) }
    color = try container.decodeIfPresent(SceneColor.self, forKey: AnyKey("color"))?.color
    if string == nil && color == nil { throw decoder.failure("an override's text needs 'string' or 'color'") }
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
