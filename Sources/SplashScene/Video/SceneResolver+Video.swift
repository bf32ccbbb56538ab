import Foundation
import SplashMotion

/// What resolving a scene learns of its video layers.
struct VideoResolution {
  var clips: [String: VideoClip] = [:]
  /// The plays each step starts, by step id, then layer id.
  var plays: [String: [String: VideoPlayback]] = [:]
}

extension SceneResolver {
  /// Opens and times a video layer's file (`Scene.videoURL`).
  mutating func resolveVideo(_ layer: SceneLayer, fixed: [String: PropertyValue]) throws(SceneError) {
    guard case .string(let name) = fixed[LayerProperty.video.key] else { return }
    if let known = video.clips.values.first(where: { $0.file == name }) {
      video.clips[layer.id] = known
      return
    }
    do {
      video.clips[layer.id] = try VideoClip.load(contentsOf: scene.videoURL(name), file: name)
    } catch {
      throw SceneError("\(scene.file): \(layer.path).video: \(error.description)", cause: error)
    }
  }

  /// A video layer's play: a discrete `video.play` change naming the step, animated for the
  /// video's length unless it loops, so that the step completes when the video ends.
  mutating func addVideoPlay(
    _ play: LottiePlay, of step: SceneStep, clip: VideoClip, sets: inout [PropertySet],
    animations: inout [PropertyAnimation]
  ) throws(SceneError) {
    if let key = play.lottieKey {
      throw SceneError(
        "\(scene.file): \(play.path).\(key): '\(play.layer)' is a video layer; its play takes only 'layer' and 'loop'")
    }
    let loops = play.loop ?? false
    video.plays[step.id, default: [:]][play.layer] = VideoPlayback(loops: loops)
    if loops { lottie.endless[step.id] = play.path }
    let value = PropertyValue.string(step.id)
    sets.append(PropertySet(layer: play.layer, property: VideoChannels.play, value: value))
    if !loops, clip.end > 0 {
      animations.append(
        PropertyAnimation(
          layer: play.layer, property: VideoChannels.play, to: value, duration: clip.duration, curve: .linear))
    }
  }
}
