/// `UIView.transition(with:duration:options:animations:)` on one layer: from the step's start for
/// `duration` seconds the layer and its sublayers show the transition from how they looked just
/// before the step (a snapshot, held still) to how they look now (live), the transition's
/// progress following `curve` (the options' curve bits, easeInOut by default).
public struct ViewTransition: Sendable, Hashable {
  /// How the old look gives way to the new one. A new style is a case here and its drawing in the
  /// scene renderer's `DrawOp.transition`.
  public enum Style: String, Sendable, Hashable {
    /// `.transitionCrossDissolve`: each premultiplied pixel is old × (1 − p) + new × p.
    case crossDissolve
  }

  public var layer: String
  public var style: Style
  public var duration: Double
  public var curve: UnitBezier

  public init(layer: String, style: Style, duration: Double, curve: UnitBezier = Curve.easeInOut.bezier!) {
    self.layer = layer
    self.style = style
    self.duration = duration
    self.curve = curve
  }

  /// The transition's progress `elapsed` seconds after its start: 0 shows the old look only, 1
  /// the new; nil when it is over (or not begun).
  public func progress(at elapsed: Double) -> Double? {
    guard elapsed >= 0, elapsed < duration else { return nil }
    return curve.progress(at: elapsed / duration)
  }
}
