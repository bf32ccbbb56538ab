/// Maps frame numbers to timeline instants: frame n of an F fps render shows t = n / F.
///
/// Always divide, never multiply by 1/F: n · (1/F) can miss n / F in the last bit (7 · (1/24) is
/// 0.29166666666666663, 7 / 24 is 0.2916666666666667), so a frame that falls exactly on a step
/// boundary could land on the wrong side of it, and renders would disagree with `curve --csv`.
package struct FrameClock: Sendable, Hashable {
  /// Frames per second, > 0.
  package let fps: Int

  package init(fps: Int) throws(MotionError) {
    guard fps > 0 else { throw MotionError("fps must be a positive integer, got \(fps)") }
    self.fps = fps
  }

  /// The instant frame `n` shows.
  package func time(ofFrame n: Int) -> Double { Double(n) / Double(fps) }

  /// The first frame at or after `duration` (so the final state is shown):
  /// ⌈duration · fps⌉, with float noise below 1e-9 frames ignored.
  package func lastFrame(covering duration: Double) -> Int {
    max(0, Int((duration * Double(fps) - 1e-9).rounded(.up)))
  }
}
