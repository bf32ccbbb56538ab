import SplashMotion
import SplashRaster

/// `UIView.transition` in progress on a layer: its subtree as it was before the step (held
/// still) and as it is now, drawn as the style says.
extension FrameRenderer.Recorder {
  /// Records `layer`'s subtree under `transition` as one `DrawOp.transition`.
  ///
  /// A cross-dissolve records both looks. A flip records one: until half way the old look turned
  /// by the flip's angle θ, from half way the new look turned by θ ∓ π, so that it is seen from
  /// its front (not mirrored) and reaches its own look, unturned, at the end. Each is turned by
  /// `LayerState.flipped` about the layer's anchor point with the perspective of
  /// `ViewTransition.flipEyeDistance`, and drawn through the 3-D path (the exact homography).
  func recordTransition(
    _ transition: Transition, of layer: ResolvedLayer, parent: Transform2D, sublayer: Transform3D?, width: Int,
    height: Int, into steps: inout [DrawOp]
  ) {
    var others = transitions
    others[layer.id] = nil
    var oldStates = transition.old
    var newStates = states
    var showsOld = true
    var showsNew = true
    if let flip = transition.style.flip {
      let angle = flip.sign * .pi * transition.progress
      let eye = ViewTransition.flipEyeDistance
      if ViewTransition.showsNewSide(progress: transition.progress) {
        showsOld = false
        newStates[layer.id] = newStates[layer.id]?.flipped(flip.axis, by: angle - flip.sign * .pi, eyeDistance: eye)
      } else {
        showsNew = false
        oldStates[layer.id] = oldStates[layer.id]?.flipped(flip.axis, by: angle, eyeDistance: eye)
      }
    }
    var old: [DrawOp] = []
    var new: [DrawOp] = []
    if showsOld {
      FrameRenderer.Recorder(states: oldStates, assets: assets, lottie: lottie, videos: videos, transitions: [:])
        .record(layer, parent: parent, sublayer: sublayer, width: width, height: height, into: &old)
    }
    if showsNew {
      FrameRenderer.Recorder(states: newStates, assets: assets, lottie: lottie, videos: videos, transitions: others)
        .record(layer, parent: parent, sublayer: sublayer, width: width, height: height, into: &new)
    }
    guard !old.isEmpty || !new.isEmpty else { return }
    steps.append(.transition(old: old, new: new, progress: transition.progress, style: transition.style))
  }
}
