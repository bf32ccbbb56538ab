/// How a rounded corner bends: Core Animation's `CALayerCornerCurve`.
package enum CornerCurve: String, Sendable, Hashable, CaseIterable {
  /// A quarter circle of `cornerRadius` (the default).
  case circular
  /// iOS 13's smooth corner, whose curvature rises from 0 at the straight edge: drawn as
  /// PaintCode's published reverse-engineering of iOS 7's rounded rectangle (`LayerOutline`).
  case continuous
}
