import Foundation
import SplashNames
import SplashRaster
import SplashScene

extension IgnoreMask {
  /// Throws unless `scene` has a layer with each id, suggesting the closest id for a typo.
  package static func checkLayers(_ ids: [String], in scene: ResolvedScene) throws(DiffError) {
    let known = scene.layerIDs
    for id in ids where !known.contains(id) {
      let hint = NameSuggestion.closest(to: id, in: known).map { " (did you mean '\($0)'?)" } ?? ""
      throw DiffError("\(id): \(scene.name) has no layer with this id\(hint)")
    }
  }

  /// The pixels a rectangle in points touches at `scale` pixels per point.
  static func covering(_ rect: Rect, scale: Double) -> PixelRect {
    let x0 = Int((rect.minX * scale + 1e-9).rounded(.down))
    let y0 = Int((rect.minY * scale + 1e-9).rounded(.down))
    let x1 = Int((rect.maxX * scale - 1e-9).rounded(.up))
    let y1 = Int((rect.maxY * scale - 1e-9).rounded(.up))
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// This mask plus what `scene` itself lists under `regression.ignore` and the layers `ids`, at
  /// `scale` pixels per point; layers are left out at their on-screen bounds in `scene` at every
  /// frame instant of `plan` within a sample, and at those `expected` (the golden's motion track)
  /// recorded (a second scene adds its own layers' bounds).
  ///
  /// - Throws: `DiffError` for an unknown layer or a region of the scene outside the screen.
  package func adding(
    _ scene: ResolvedScene, sceneFile: Scene, layers ids: [String], plan: FramePlan, scale: Int,
    expected: MotionTrack? = nil
  ) throws(DiffError) -> IgnoreMask {
    var mask = self
    mask.scale = Double(scale)
    if let regression = sceneFile.regression {
      do {
        for (rect, path) in try regression.regions(on: scene.device, file: sceneFile.file) {
          mask.regions.append(
            (IgnoreRegion(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height), path))
        }
      } catch {
        throw DiffError(error.description, cause: error)
      }
    }
    var layers: [String] = []
    for id in (sceneFile.regression?.layers ?? []) + ids where !layers.contains(id) { layers.append(id) }
    try Self.checkLayers(layers, in: scene)
    for id in layers where !mask.layers.contains(id) { mask.layers.append(id) }
    guard !layers.isEmpty else { return mask }
    let previous = mask.layerPixels
    let ids = layers
    mask.layerPixels = { start, end in
      var instants: [Double] = []
      for n in 0..<plan.frameCount {
        let t = plan.time(ofFrame: n)
        if t >= start - 1e-9 && t < end - 1e-9 { instants.append(t) }
      }
      if instants.isEmpty { instants = [start] }
      var rects = previous?(start, end) ?? []
      let s = Double(scale)
      for t in instants {
        let boxes = scene.screenBounds(scene.states(at: t))
        for id in ids {
          if let box = boxes[id] { rects.append(Self.covering(box, scale: s)) }
        }
      }
      // Where the layers were in the golden's recording: a moved clock differs in both places.
      for id in ids {
        for box in expected?.screenBounds(of: id, from: start, to: end) ?? [] {
          rects.append(Self.covering(box, scale: s))
        }
      }
      return rects
    }
    return mask
  }
}
