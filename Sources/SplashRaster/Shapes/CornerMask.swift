/// Which corners of a layer `cornerRadius` rounds: Core Animation's `CACornerMask`
/// (`maskedCorners`), with its raw values. In UIKit's coordinates (y down) `minY` is the top.
package struct CornerMask: OptionSet, Sendable, Hashable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The top-left corner (`layerMinXMinYCorner`).
  package static let minXMinY = CornerMask(rawValue: 1)
  /// The top-right corner (`layerMaxXMinYCorner`).
  package static let maxXMinY = CornerMask(rawValue: 2)
  /// The bottom-left corner (`layerMinXMaxYCorner`).
  package static let minXMaxY = CornerMask(rawValue: 4)
  /// The bottom-right corner (`layerMaxXMaxYCorner`).
  package static let maxXMaxY = CornerMask(rawValue: 8)
  /// Every corner: Core Animation's default.
  package static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

  /// The corners by the names a scene writes (`CACornerMask`'s Swift names), in raw-value order.
  package static let names: [(name: String, corner: CornerMask)] = [
    ("layerMinXMinYCorner", .minXMinY), ("layerMaxXMinYCorner", .maxXMinY), ("layerMinXMaxYCorner", .minXMaxY),
    ("layerMaxXMaxYCorner", .maxXMaxY),
  ]

  /// The corners named (unknown names are ignored; scenes check them when read).
  package init(names: [String]) {
    self = CornerMask(Self.names.filter { names.contains($0.name) }.map(\.corner))
  }
}
