/// Colours by name and by hex, written as scene files write them (`SceneColor` parses through
/// these), so code and files spell a colour the same way.
extension Color {
  /// UIKit's fixed colours (`UIColor.red`, …) in 8-bit sRGB, rounded to nearest, and `clear`.
  public static let red = Color(r: 255, g: 0, b: 0)
  public static let green = Color(r: 0, g: 255, b: 0)
  public static let blue = Color(r: 0, g: 0, b: 255)
  public static let cyan = Color(r: 0, g: 255, b: 255)
  public static let yellow = Color(r: 255, g: 255, b: 0)
  public static let magenta = Color(r: 255, g: 0, b: 255)
  /// UIKit's orange: (1, 0.5, 0).
  public static let orange = Color(r: 255, g: 128, b: 0)
  /// UIKit's purple: (0.5, 0, 0.5).
  public static let purple = Color(r: 128, g: 0, b: 128)
  /// UIKit's brown: (0.6, 0.4, 0.2).
  public static let brown = Color(r: 153, g: 102, b: 51)
  /// UIKit's gray: white 0.5.
  public static let gray = Color(r: 128, g: 128, b: 128)
  /// UIKit's darkGray: white 1/3.
  public static let darkGray = Color(r: 85, g: 85, b: 85)
  /// UIKit's lightGray: white 2/3.
  public static let lightGray = Color(r: 170, g: 170, b: 170)

  /// Every named colour, by the name a scene file writes (UIKit's property names).
  public static let named: [(name: String, color: Color)] = [
    ("clear", .clear), ("black", .black), ("white", .white), ("red", .red), ("green", .green), ("blue", .blue),
    ("cyan", .cyan), ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange), ("purple", .purple),
    ("brown", .brown), ("gray", .gray), ("darkGray", .darkGray), ("lightGray", .lightGray),
  ]

  /// `"#RRGGBB"` (opaque) or `"#RRGGBBAA"` (straight alpha), hex digits in either case; nil for
  /// anything else.
  public init?(hex text: String) {
    let digits = text.utf8.dropFirst()
    guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8,
      digits.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }),
      let value = UInt32(String(text.dropFirst()), radix: 16)
    else { return nil }
    self.init(rgba: digits.count == 6 ? value << 8 | 0xFF : value)
  }

  /// 0xRRGGBBAA, e.g. `Color(rgba: 0xE861_2CFF)`.
  public init(rgba: UInt32) {
    self.init(r: UInt8(rgba >> 24), g: UInt8(rgba >> 16 & 0xFF), b: UInt8(rgba >> 8 & 0xFF), a: UInt8(rgba & 0xFF))
  }

  /// A name of `named` or a hex spelling (`init(hex:)`); nil for anything else.
  public init?(parsing text: String) {
    if let entry = Self.named.first(where: { $0.name == text }) {
      self = entry.color
    } else {
      self.init(hex: text)
    }
  }

  /// What a scene file may write, for messages: `"#RRGGBB", "#RRGGBBAA" or a name (clear, black, …)`.
  package static var spellings: String {
    "\"#RRGGBB\", \"#RRGGBBAA\" or a name (\(named.map(\.name).joined(separator: ", ")))"
  }
}
