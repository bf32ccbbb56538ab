/// A video layer's play as it resolved: whether it loops. The frame shown is
/// `VideoClip.frameIndex(atElapsed:loops:)`; a play that does not loop completes when its last
/// frame ends, so `after` chains what follows the ad.
package struct VideoPlayback: Sendable, Hashable {
  /// Whether the video seeks to zero at its end and plays again (then the step never completes).
  package let loops: Bool

  package init(loops: Bool) {
    self.loops = loops
  }
}
