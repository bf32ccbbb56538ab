/// One of the four launch images a config lists, named by the config's keys.
public enum Variant: String, Sendable, CaseIterable, Hashable {
  /// 3.5-inch screens (320×480 pt, @2x).
  case micro
  /// 4-inch screens (320×568 pt, @2x).
  case small
  /// 4.7-inch screens (375×667 pt, @2x).
  case middle
  /// 5.5-inch screens (414×736 pt, @3x).
  case big

  /// The screen each variant was drawn for in the original, in portrait points.
  public var canonicalScreen: (width: Int, height: Int) {
    switch self {
    case .micro: return (320, 480)
    case .small: return (320, 568)
    case .middle: return (375, 667)
    case .big: return (414, 736)
    }
  }

  /// The scale the original downloads the variant at (`[UIImage downLoadImage:scale:]`).
  public var scale: Int { self == .big ? 3 : 2 }

  /// The variant named `text`, if any.
  public init?(name text: String) {
    self.init(rawValue: text)
  }
}
