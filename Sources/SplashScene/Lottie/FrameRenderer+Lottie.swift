import SplashRaster

extension FrameRenderer {
  /// The frame at `t` seconds, as `render(at:threads:)` draws it; throws when an rlottie worker
  /// fails to draw a Lottie layer's frame (past its time or memory budget, or crashed), or a video
  /// layer's frame cannot be decoded, with one line naming the file and the frame.
  package func frame(at t: Double, threads: Int = 1) throws(SceneError) -> Surface {
    try drawnFrame(at: t, threads: threads).frame
  }

  /// `frame(at:threads:)`, and the kept surface it was drawn over (`draw`).
  func drawnFrame(at t: Double, threads: Int) throws(SceneError) -> (frame: Surface, start: Surface?) {
    let states = scene.states(at: t)
    let frames = lottie.isEmpty ? [:] : try lottie.frames(states, at: t)
    let shown = videos.isEmpty ? [:] : try videos.frames(states, at: t)
    return draw(states, lottie: frames, videos: shown, transitions: transitions(at: t), threads: threads)
  }
}
