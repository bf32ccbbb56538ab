import SplashRaster

/// A colour written `"#RRGGBB"`, `"#RRGGBBAA"` (straight alpha) or a name of `Color.named`
/// (`clear`, `black`, `white`, UIKit's `red`, `orange`, `darkGray`, …).
struct SceneColor: Sendable, Hashable {
  let color: Color

  init(_ color: Color) {
    self.color = color
  }

  /// Parses the written form (`Color(parsing:)`: a name or hex); nil when it is not one.
  init?(parsing text: String) {
    guard let color = Color(parsing: text) else { return nil }
    self.color = color
  }
}

extension SceneColor: Decodable {
  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let parsed = SceneColor(parsing: text) else {
      throw decoder.failure("bad colour \"\(text)\": write \(Color.spellings)")
    }
    self = parsed
  }
}
