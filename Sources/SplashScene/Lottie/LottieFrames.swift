import Foundation
import SplashMotion
import SplashRaster

/// A renderer's Lottie layers: which frame each shows at an instant, where, and at what size, and
/// the worker processes that draw them (one per layer, started at its first frame), with the
/// last few frames kept (a 30 fps Lottie in a 60 fps render asks for each frame twice).
final class LottieFrames: @unchecked Sendable {
  let scene: ResolvedScene
  let renderScale: Int
  let budget: LottieBudget
  private let lock = NSLock()
  private var workers: [String: LottieWorkerProcess] = [:]
  private var kept: [LottieFrame] = []
  /// Frames kept for later instants.
  static let keptFrames = 8

  init(scene: ResolvedScene, renderScale: Int, budget: LottieBudget) {
    self.scene = scene
    self.renderScale = renderScale
    self.budget = budget
  }

  var isEmpty: Bool { scene.lotties.isEmpty }

  /// The frame of composition `document` that layer `layer` shows at `t` with `state`.
  func frameNumber(layer: String, state: LayerState, at t: Double) -> Int {
    let document = scene.lotties[layer]!
    if case .string(let step) = state[LottieChannels.playback], let playback = scene.plays[step]?[layer],
      let start = scene.timeline.stepTimes[step]?.start
    {
      return playback.frame(atElapsed: t - start)
    }
    let layerInfo = scene.layers.lazy.flatMap(\.flattened).first { $0.id == layer }
    var progress = 0.0
    if case .number(let p) = layerInfo?[.currentProgress] { progress = p }
    let (ip, op) = (document.inPoint, document.outPoint)
    return LottiePlayback.wholeFrame(ip + progress * (op - ip), inPoint: ip, outPoint: op)
  }

  /// Where a composition is drawn in `bounds` and at how many pixels: the content mode's
  /// rectangle, in pixels at the render scale with the composition's aspect (rlottie keeps it;
  /// `scaleToFill` stretches the frame when it is placed).
  static func placement(
    composition: Size, contentMode: ContentMode, bounds: Rect, scale: Double
  ) -> (rect: Rect, width: Int, height: Int) {
    let rect = contentMode.imageRect(imageSize: composition, in: bounds)
    let k = max(rect.width / composition.width, rect.height / composition.height) * scale
    var width = max(1, Int((composition.width * k).rounded()))
    var height = max(1, Int((composition.height * k).rounded()))
    if !PixelBudget.fits(width: width, height: height) {
      let shrink = (Double(PixelBudget.maximumPixelsPerImage) / Double(width * height)).squareRoot()
      width = max(1, Int(Double(width) * shrink))
      height = max(1, Int(Double(height) * shrink))
    }
    return (rect, width, height)
  }

  /// The frames the visible Lottie layers show in `states` at `t`, drawn by their workers.
  func frames(_ states: LayerStates, at t: Double) throws(SceneError) -> [String: LottieFrame] {
    var frames: [String: LottieFrame] = [:]
    for layer in scene.layers.flatMap(\.flattened) where layer.kind == .lottie {
      guard let state = states[layer.id], state.isVisible, let document = scene.lotties[layer.id] else { continue }
      let bounds = state.bounds
      guard !bounds.isEmpty else { continue }
      let size = Self.placement(
        composition: Size(width: Double(document.width), height: Double(document.height)),
        contentMode: layer.contentMode, bounds: bounds, scale: Double(renderScale))
      let key = LottieFrame.Key(
        layer: layer.id, frame: frameNumber(layer: layer.id, state: state, at: t), width: size.width,
        height: size.height)
      frames[layer.id] = try frame(key, document)
    }
    return frames
  }

  private func frame(_ key: LottieFrame.Key, _ document: LottieDocument) throws(SceneError) -> LottieFrame {
    lock.lock()
    defer { lock.unlock() }
    if let known = kept.first(where: { $0.key == key }) { return known }
    let worker: LottieWorkerProcess
    if let running = workers[key.layer] {
      worker = running
    } else {
      worker = try LottieWorkerProcess(document: document, budget: budget)
      workers[key.layer] = worker
    }
    let surface = try worker.render(frame: key.frame, width: key.width, height: key.height)
    let frame = LottieFrame(key: key, surface: surface)
    kept.append(frame)
    if kept.count > Self.keptFrames { kept.removeFirst() }
    return frame
  }
}
