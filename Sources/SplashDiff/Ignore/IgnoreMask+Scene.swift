import Foundation
import SplashRaster
import SplashScene

extension IgnoreMask {
  /// Throws unless `scene` has a layer with each id, suggesting the closest id for a typo.
  public static func checkLayers(_ ids: [String], in scene: ResolvedScene) throws(DiffError) {
    let known = scene.layerIDs
    for id in ids where !known.contains(id) {
      let hint = NameSuggestion.closest(to: id, in: known).map { " (did you mean '\($0)'?)" } ?? ""
      throw DiffError("\(id): \(scene.name) has no layer with this id\(hint)")
    }
  }

  /// This mask plus what `scene` itself lists under `regression.ignore` and the layers `ids`, at
  /// `scale` pixels per point; layers are left out at their on-screen bounds in `scene` at every
  /// frame instant of `plan` within a sample (a second scene adds its own layers' bounds).
  ///
  /// - Throws: `DiffError` for an unknown layer or a region of the scene outside the screen.
  public func adding(
    _ scene: ResolvedScene, sceneFile: Scene, layers ids: [String], plan: FramePlan, scale: Int
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
        throw DiffError(error.description)
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
      for t in instants {
        for id in ids {
          guard let box = scene.screenBounds(of: id, at: t) else { continue }
          let s = Double(scale)
          let x0 = Int((box.minX * s + 1e-9).rounded(.down))
          let y0 = Int((box.minY * s + 1e-9).rounded(.down))
          let x1 = Int((box.maxX * s - 1e-9).rounded(.up))
          let y1 = Int((box.maxY * s - 1e-9).rounded(.up))
          rects.append(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
      }
      return rects
    }
    return mask
  }
}
