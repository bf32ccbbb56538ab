import Foundation
import SplashMotion
import SplashRaster

/// A renderer's video layers: which frame each shows at an instant, and the readers that decode
/// them (one per layer, opened at its first frame).
final class VideoFrames: @unchecked Sendable {
  let scene: ResolvedScene
  private let lock = NSLock()
  private var readers: [String: VideoReader] = [:]

  init(scene: ResolvedScene) {
    self.scene = scene
  }

  var isEmpty: Bool { scene.videos.isEmpty }

  /// The frame index layer `layer` shows at `t` with `state`: its play's, else the first frame
  /// (a paused player at time zero).
  func frameIndex(layer: String, state: LayerState, at t: Double) -> Int {
    guard let clip = scene.videos[layer], case .string(let step) = state[VideoChannels.playback],
      let playback = scene.videoPlays[step]?[layer], let start = scene.timeline.stepTimes[step]?.start
    else { return 0 }
    return clip.frameIndex(atElapsed: t - start, loops: playback.loops)
  }

  /// The frames the visible video layers show in `states` at `t`, by layer id.
  func frames(_ states: LayerStates, at t: Double) throws(SceneError) -> [String: VideoFrame] {
    var frames: [String: VideoFrame] = [:]
    for layer in scene.layers.flatMap(\.flattened) where layer.kind == .video {
      guard let state = states[layer.id], state.isVisible, !state.bounds.isEmpty, let clip = scene.videos[layer.id]
      else { continue }
      let index = frameIndex(layer: layer.id, state: state, at: t)
      lock.lock()
      defer { lock.unlock() }
      let reader = readers[layer.id] ?? VideoReader(clip: clip, layer: layer.id)
      readers[layer.id] = reader
      do {
        frames[layer.id] = try reader.frame(index)
      } catch {
        throw SceneError("\(scene.file): \(layer.path).video: \(error.description)", cause: error)
      }
    }
    return frames
  }
}
