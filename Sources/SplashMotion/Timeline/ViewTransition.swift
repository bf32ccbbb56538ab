/// `UIView.transition(with:duration:options:animations:)` on one layer: from the step's start for
/// `duration` seconds the layer and its sublayers show the transition from how they looked just
/// before the step (a snapshot, held still) to how they look now (live), the transition's
/// progress following `curve` (the options' curve bits, easeInOut by default).
public struct ViewTransition: Sendable, Hashable {
  /// How the old look gives way to the new one. A new style is a case here and its drawing in the
  /// scene renderer's `DrawOp.transition`.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// `.transitionCrossDissolve`: each premultiplied pixel is old × (1 − p) + new × p.
    case crossDissolve
    /// `.transitionFlipFromLeft`: a half turn about the vertical axis, the left edge coming
    /// towards the viewer (Apple: "the left side of the view moves toward the front").
    case flipFromLeft
    /// `.transitionFlipFromRight`: the right edge comes towards the viewer.
    case flipFromRight
    /// `.transitionFlipFromTop`: a half turn about the horizontal axis, the top edge coming
    /// towards the viewer.
    case flipFromTop
    /// `.transitionFlipFromBottom`: the bottom edge comes towards the viewer.
    case flipFromBottom

    /// A flip's axis and the sign of its angle in Core Animation's convention (see `FlipAxis`);
    /// nil for a style that does not turn the view.
    package var flip: (axis: FlipAxis, sign: Double)? {
      switch self {
      case .crossDissolve: nil
      case .flipFromLeft: (.vertical, 1)
      case .flipFromRight: (.vertical, -1)
      case .flipFromTop: (.horizontal, -1)
      case .flipFromBottom: (.horizontal, 1)
      }
    }
  }

  /// The eye distance of a flip's perspective in points: m34 = −1/500, the value UIKit's flip
  /// transitions are widely reported to use (and the common `t.m34 = -1.0 / 500` of card flips).
  package static let flipEyeDistance = 500.0

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

  /// The angle in radians a flip has turned the view by at `progress`: sign × π × progress, so
  /// the curve warps the angle; the view is edge-on at ±π/2, when progress is ½. Nil for a style
  /// that does not turn.
  package func flipAngle(progress: Double) -> Double? {
    guard let flip = style.flip else { return nil }
    return flip.sign * .pi * progress
  }

  /// Whether a flip at `progress` shows the new look: from half way (the view edge-on) on.
  package static func showsNewSide(progress: Double) -> Bool { progress >= 0.5 }
}
