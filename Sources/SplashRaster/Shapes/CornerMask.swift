/// Which corners of a layer `cornerRadius` rounds: Core Animation's `CACornerMask`
/// (`maskedCorners`), with its raw values. In UIKit's coordinates (y down) `minY` is the top.
public struct CornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The top-left corner (`layerMinXMinYCorner`).
  public static let minXMinY = CornerMask(rawValue: 1)
  /// The top-right corner (`layerMaxXMinYCorner`).
  public static let maxXMinY = CornerMask(rawValue: 2)
  /// The bottom-left corner (`layerMinXMaxYCorner`).
  public static let minXMaxY = CornerMask(rawValue: 4)
  /// The bottom-right corner (`layerMaxXMaxYCorner`).
  public static let maxXMaxY = CornerMask(rawValue: 8)
  /// Every corner: Core Animation's default.
  public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

  /// The corners by the names a scene writes (`CACornerMask`'s Swift names), in raw-value order.
  public static let names: [(name: String, corner: CornerMask)] = [
    ("layerMinXMinYCorner", .minXMinY), ("layerMaxXMinYCorner", .maxXMinY), ("layerMinXMaxYCorner", .minXMaxY),
    ("layerMaxXMaxYCorner", .maxXMaxY),
  ]

  /// The corners named (unknown names are ignored; scenes check them when read).
  public init(names: [String]) {
    self = CornerMask(Self.names.filter { names.contains($0.name) }.map(\.corner))
  }
}
