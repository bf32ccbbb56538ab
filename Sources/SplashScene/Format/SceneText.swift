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

  /// A label in `font` at `size` points (above 0, at most 1000).
  public init(string: String, font: String, size: Double, color: Color = .black, alignment: Alignment = .left) {
    self.string = string
    self.font = font
    self.size = size
    self.color = color
    self.alignment = alignment
  }
}

extension SceneText: Decodable {
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["string", "font", "size", "color", "alignment"], in: "a text")
    let container = try decoder.container(keyedBy: AnyKey.self)
    string = try container.decode(String.self, forKey: AnyKey("string"))
    guard string.count <= SceneLimits.maximumTextLength else {
      throw container.failure(
        "text is \(string.count) characters, more than the limit of \(SceneLimits.maximumTextLength)",
        at: AnyKey("string"))
    }
    font = try container.decode(String.self, forKey: AnyKey("font"))
    size = try container.decode(Double.self, forKey: AnyKey("size"))
    guard size > 0, size <= 1000 else {
      throw container.failure(
        "font size must be above 0 and at most 1000 points, got \(SceneNumber.written(size))", at: AnyKey("size"))
    }
    color = try container.decodeIfPresent(SceneColor.self, forKey: AnyKey("color"))?.color ?? .black
    let alignmentName = try container.decodeIfPresent(String.self, forKey: AnyKey("alignment")) ?? "left"
    guard let alignment = Alignment(rawValue: alignmentName) else {
      throw container.failure(
        "unknown alignment '\(alignmentName)'; one of left, center, right", at: AnyKey("alignment"))
    }
    self.alignment = alignment
  }
}
