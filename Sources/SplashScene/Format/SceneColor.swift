import SplashRaster

/// A colour written `"#RRGGBB"`, `"#RRGGBBAA"` (straight alpha) or one of `clear`, `black`, `white`.
struct SceneColor: Sendable, Hashable {
  let color: Color

  init(_ color: Color) {
    self.color = color
  }

  /// Parses the written form; nil when it is not one.
  init?(parsing text: String) {
    switch text {
    case "clear": color = .clear
    case "black": color = .black
    case "white": color = .white
    default:
      guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
        let value = UInt32(text.dropFirst(), radix: 16), !text.dropFirst().contains(where: { !$0.isHexDigit })
      else { return nil }
      let rgba = text.count == 7 ? value << 8 | 0xFF : value
      color = Color(
        r: UInt8(rgba >> 24), g: UInt8(rgba >> 16 & 0xFF), b: UInt8(rgba >> 8 & 0xFF), a: UInt8(rgba & 0xFF))
    }
  }
}

extension SceneColor: Decodable {
  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let parsed = SceneColor(parsing: text) else {
      throw decoder.failure(
        "bad colour \"\(text)\": write \"#RRGGBB\", \"#RRGGBBAA\", \"clear\", \"black\" or \"white\"")
    }
    self = parsed
  }
}
