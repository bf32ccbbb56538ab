import Foundation
import SplashMotion

extension LayerState {
  /// This state turned by `angle` radians about its vertical or horizontal axis through the
  /// anchor point (the centre by default), seen with perspective m34 = −1/`eyeDistance` points:
  /// what a flip transition shows of a view at one instant. Its own `rotationX`/`rotationY` and
  /// `m34` are replaced; everything else is kept.
  ///
  /// With `keepsNearEdge`, the view is also scaled by 1 / (1 + h·|sin angle| / d) (h: half its
  /// width, or height, across the axis), so that its nearest edge keeps its length, as UIKit's
  /// stock flip pulls the camera back so the near corners stay inside the view's frame. The
  /// other side's content is the caller's: show it from `angle` = ±π/2 on, turned by angle ∓ π
  /// (or give both faces `isDoubleSided: false`).
  package func flipped(_ axis: FlipAxis, by angle: Double, eyeDistance: Double, keepsNearEdge: Bool = true)
    -> LayerState
  {
    typealias Channels = LayerProperty.Channels
    var state = self
    let turn = SIMD4(angle, 0, 0, 0)
    switch axis {
    case .vertical: (state[Channels.rotationY], state[Channels.rotationX]) = (turn, .zero)
    case .horizontal: (state[Channels.rotationX], state[Channels.rotationY]) = (turn, .zero)
    }
    state[Channels.perspective] = SIMD4(eyeDistance > 0 ? -1 / eyeDistance : 0, 0, 0, 0)
    if keepsNearEdge, eyeDistance > 0 {
      let half = (axis == .vertical ? size.x : size.y) / 2
      let shrink = 1 / (1 + half * abs(sin(angle)) / eyeDistance)
      state[Channels.scale] = SIMD4(scale.x * shrink, scale.y * shrink, 0, 0)
    }
    return state
  }
}
