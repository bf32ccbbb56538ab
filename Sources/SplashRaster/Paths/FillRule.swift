/// Which points a path encloses (Core Graphics' fill rules, CAShapeLayer's `fillRule`).
package enum FillRule: String, Sendable, Hashable, CaseIterable {
  /// Inside where the winding number is not 0 (`kCAFillRuleNonZero`, the default).
  case nonZero
  /// Inside where the winding number is odd (`kCAFillRuleEvenOdd`).
  case evenOdd
}
