import SplashMotion

/// The timeline property a video layer's play changes.
package enum VideoChannels {
  /// The id of the step whose play a video layer shows; none before the first (the first frame).
  package static let playback = DiscreteChannel("video.play")
  /// Animatable so that a play that does not loop counts the video's length toward its step's
  /// end; its one change is discrete (the step's id, at once).
  package static let play = Property("video.play", isAnimatable: true) { value throws(MotionError) in
    guard case .string = value else { throw MotionError("video.play needs a step id, got \(value)") }
    return [.discrete(playback, value)]
  }
}
