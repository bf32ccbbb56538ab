/// The axis a flip (`UIView.transition`'s `.transitionFlipFrom…`) turns a view about, through
/// its anchor point. Angles are Core Animation's (`CATransform3DMakeRotation`, y down, z towards
/// the viewer).
package enum FlipAxis: Sendable, Hashable {
  /// About y: positive angles bring the left edge towards the viewer and take the right edge
  /// away (`transitionFlipFromLeft`); negative ones the other way (`…FromRight`).
  case vertical
  /// About x: positive angles bring the bottom edge towards the viewer and take the top edge
  /// away (`transitionFlipFromBottom`); negative ones the other way (`…FromTop`).
  case horizontal
}
