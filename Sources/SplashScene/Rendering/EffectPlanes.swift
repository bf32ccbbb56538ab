import Foundation
import SplashRaster

/// Alpha planes of masks and shadows, drawn once per render for as long as their steps stay the
/// same, shared by every frame: a static mask is rendered once, and a shadow that does not change
/// is blurred once (`DrawOp.masked`, `DrawOp.shadow`). Keyed by every input that decides the
/// plane (the steps, the blur, the frame size), so a plane is the same whichever frame or thread
/// drew it first.
final class EffectPlanes: @unchecked Sendable {
  struct Key: Hashable {
    let steps: [DrawOp]
    let blur: GaussianBlur
    let width: Int
    let height: Int
  }

  private let lock = NSLock()
  /// Least recently used first.
  private var entries: [(key: Key, plane: AlphaPlane)] = []
  private var bytes = 0
  /// How many planes were drawn (tests check that an unchanging one is drawn once).
  private(set) var drawn = 0
  /// Bytes of planes kept at most (at least the newest one).
  let budget: Int

  /// 8 MB: two full-screen planes of a tall phone at @3x (an animated mask's planes are never
  /// used again, so a larger budget only holds memory; a static one is used every frame and stays).
  init(budget: Int = 8 << 20) {
    self.budget = budget
  }

  /// The alpha of `steps` drawn on a transparent `width` × `height` surface, blurred by `blur`.
  func plane(
    of steps: [DrawOp], blur: GaussianBlur, width: Int, height: Int, assets: RenderAssets, placements: PlacementCache,
    bandRows: Int?, threads: Int
  ) -> AlphaPlane {
    let key = Key(steps: steps, blur: blur, width: width, height: height)
    if let found = lock.withLock({ () -> AlphaPlane? in
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.plane
    }) {
      return found
    }
    // Drawn in bands of the group band's size (no whole frame allocated) unless a step costs a
    // whole resampling per band. Not recorded as the layers' placements: a shadow draws a
    // layer's picture where the layer is not.
    let bands = steps.allSatisfy { $0.redrawsCheaply() } ? bandRows : nil
    var plane = AlphaPlane(
      frameWidth: width, frameHeight: height, bounds: PixelRect(x: 0, y: 0, width: 0, height: 0), values: [])
    if !steps.isEmpty {
      let alpha = AlphaPlane(width: width, height: height, bandRows: bands) { band in
        for step in steps {
          step.perform(
            on: &band, assets: assets, placements: placements, prepares: false, records: false, bandRows: bandRows,
            threads: threads)
        }
      }
      plane = blur.applied(to: alpha)
    }
    lock.withLock {
      drawn += 1
      guard !entries.contains(where: { $0.key == key }) else { return }
      entries.append((key, plane))
      bytes += plane.byteCount
      while bytes > budget && entries.count > 1 {
        bytes -= entries.removeFirst().plane.byteCount
      }
    }
    return plane
  }
}
