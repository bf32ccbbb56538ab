import SplashGD
import SplashNames
import SplashRaster

/// The label of a text layer: one line, centred vertically in the frame like a UILabel.
public struct SceneText: Sendable, Hashable {
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right
  }

  public let string: String
  /// A fontconfig family name, e.g. "WenQuanYi Micro Hei" (name a CJK family for CJK text).
  public let font: String
  /// The font size in points.
  public let size: Double
  public let color: Color
  public let alignment: Alignment
  /// The OpenType weight, 100…900 (`"weight"`: a number or a `UIFont.Weight` name); 400 regular.
  public let weight: Int
  /// Whether the italic (or oblique) face is drawn.
  public let italic: Bool

  /// A label in `font` at `size` points (above 0, at most 1000).
  public init(
    string: String, font: String, size: Double, color: Color = .black, alignment: Alignment = .left,
    weight: Int = 400, italic: Bool = false
  ) {
    self.string = string
    self.font = font
    self.size = size
    self.color = color
    self.alignment = alignment
    self.weight = weight
    self.italic = italic
  }

  /// This label with what a device override changes in it.
  func applying(_ change: LayerOverride.TextChange) -> SceneText {
    SceneText(
      string: change.string ?? string, font: change.font ?? font, size: change.size ?? size,
      color: change.color ?? color, alignment: change.alignment ?? alignment, weight: change.weight ?? weight,
      italic: change.italic ?? italic)
  }

  /// The style the label is drawn in at `scale`.
  func style(scale: Double) -> TextStyle {
    TextStyle(family: font, pointSize: size, color: color, scale: scale, weight: weight, italic: italic)
  }
}

extension SceneText: Decodable {
  /// The keys a layer's `text` object may hold.
  static let keys = ["string", "font", "size", "color", "alignment", "weight", "italic"]

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "a text")
    let container = try decoder.container(keyedBy: AnyKey.self)
    string = try Self.string(in: container)
    font = try container.decode(String.self, forKey: AnyKey("font"))
    size = try container.decode(Double.self, forKey: AnyKey("size"))
    try Self.checkSize(size, container)
    color = try container.decodeIfPresent(SceneColor.self, forKey: AnyKey("color"))?.color ?? .black
    alignment = try Self.alignment(in: container) ?? .left
    weight = try Self.weight(in: container) ?? 400
    italic = try container.decodeIfPresent(Bool.self, forKey: AnyKey("italic")) ?? false
  }

  /// Fails when a font size is not above 0 and at most 1000 points.
  static func checkSize(_ size: Double, _ container: KeyedDecodingContainer<AnyKey>) throws {
    guard size > 0, size <= 1000 else {
      throw container.failure(
        "font size must be above 0 and at most 1000 points, got \(SceneNumber.written(size))", at: AnyKey("size"))
    }
  }

  /// `alignment`: left, center or right; nil when absent.
  static func alignment(in container: KeyedDecodingContainer<AnyKey>) throws -> Alignment? {
    guard let name = try container.decodeIfPresent(String.self, forKey: AnyKey("alignment")) else { return nil }
    guard let alignment = Alignment(rawValue: name) else {
      throw container.failure("unknown alignment '\(name)'; one of left, center, right", at: AnyKey("alignment"))
    }
    return alignment
  }

  /// A label's `string`, within the length limit.
  static func string(in container: KeyedDecodingContainer<AnyKey>) throws -> String {
    let string = try container.decode(String.self, forKey: AnyKey("string"))
    try checkLength(string, container, AnyKey("string"))
    return string
  }

  /// Fails when `string` is longer than the limit of a label's text.
  static func checkLength<Key: CodingKey>(_ string: String, _ container: KeyedDecodingContainer<Key>, _ key: Key)
    throws
  {
    guard string.count <= SceneLimits.maximumTextLength else {
      throw container.failure(
        "text is \(string.count) characters, more than the limit of \(SceneLimits.maximumTextLength)", at: key)
    }
  }

  /// `weight`: a `UIFont.Weight` name or a whole number 100…900; nil when absent.
  static func weight(in container: KeyedDecodingContainer<AnyKey>) throws -> Int? {
    let key = AnyKey("weight")
    guard container.contains(key) else { return nil }
    let names = TextStyle.weightNames.map(\.name)
    if let name = try? container.decode(String.self, forKey: key) {
      guard let entry = TextStyle.weightNames.first(where: { $0.name == name }) else {
        throw container.failure(
          "unknown weight '\(name)'\(NameSuggestion.hint(for: name, in: names)); one of \(names.joined(separator: ", ")) or a number 100...900",
          at: key)
      }
      return entry.weight
    }
    let range = TextStyle.weightRange
    guard let number = try? container.decode(Double.self, forKey: key) else {
      throw container.failure("expected a weight name (\(names.joined(separator: ", "))) or a number", at: key)
    }
    guard number.rounded() == number, Double(range.lowerBound)...Double(range.upperBound) ~= number else {
      throw container.failure(
        "weight must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(SceneNumber.written(number))",
        at: key)
    }
    return Int(number)
  }
}
