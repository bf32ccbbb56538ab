import Foundation
import SplashRender
import SplashScene

/// A scene that loaded and checked, with its renders per device and scale made when first asked
/// for (a renderer decodes the scene's pictures once) and kept until the next reload.
final class LoadedScene: @unchecked Sendable {
  let scene: Scene
  /// Counts good loads: the page asks for frames of this generation.
  let generation: Int
  private let lock = NSLock()
  private var frames: [RenderKey: SceneFrames] = [:]
  private var descriptions: [RenderKey: [UInt8]] = [:]

  struct RenderKey: Hashable {
    var device: Device
    var scale: Int
    var fps: Int
  }

  init(scene: Scene, generation: Int) {
    self.scene = scene
    self.generation = generation
  }

  /// The files a reload follows: the scene file and every picture it uses on any device.
  var watchedFiles: [String] { (scene.url.map { [$0.path] } ?? []) + scene.inputFiles }

  /// The frames `render --fps fps --scale scale --device device` would draw (`Render.frames`).
  func frames(device: Device, scale: Int, fps: Int) throws -> SceneFrames {
    let key = RenderKey(device: device, scale: scale, fps: fps)
    if let made = lock.withLock({ frames[key] }) { return made }
    let made = try Render.frames(
      RenderRequest(scene: scene, device: device, fps: fps, scale: scale, threads: 0, outputs: []))
    lock.withLock {
      // A few renderers at most: each holds decoded pictures and kept surfaces.
      if frames.count >= 4 { frames.removeAll() }
      frames[key] = made
    }
    return made
  }

  /// `/scene.json` for a device and scale (built once per key).
  func description(device: Device, scale: Int, fps: Int) throws -> [UInt8] {
    let key = RenderKey(device: device, scale: scale, fps: fps)
    if let made = lock.withLock({ descriptions[key] }) { return made }
    let frames = try frames(device: device, scale: scale, fps: fps)
    let made = StudioSceneDescription(frames: frames, scale: scale, generation: generation).json()
    lock.withLock { descriptions[key] = made }
    return made
  }
}
